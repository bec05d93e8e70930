// Works the outbox: claims due deliveries, sends each by its channel, records what happened. It
// wakes at once when a message is accepted (so a message usually reaches the support team within
// milliseconds) and otherwise looks every `pollMs`, which is also how retries and a receiver that
// comes back are picked up. Nothing here waits on the disk: the database is the worker's.
import type { FastifyBaseLogger } from 'fastify';
import type { StoreClient } from '../db/store-client.ts';
import type { DeliveryChannel } from '../db/contact-store.ts';
import type { ClaimedDelivery, DeliveryOutcome } from '../db/outbox-store.ts';
import type { DeliverySettings } from '../config/environment.ts';
import type { Channel } from './channel.ts';
import { retryDelayMs } from './backoff.ts';
import { settleAsTheyCome } from './settle-as-they-come.ts';
import type { ChannelHealth } from './channel-health.ts';

export type DeliveryResult = 'delivered' | 'retry' | 'dead';

export interface OutboxRunnerOptions {
  db: StoreClient;
  channels: readonly Channel[];
  settings: DeliverySettings;
  log: FastifyBaseLogger;
  /** Told of every attempt's result, with the time from the visitor's message to the delivery. */
  onResult?: (channel: DeliveryChannel, result: DeliveryResult, sinceReceivedMs: number) => void;
  /** Each channel's health, told of every attempt (the checks of channel-checks.ts tell it too). */
  health?: ReadonlyMap<DeliveryChannel, ChannelHealth>;
}

/** How many deliveries one round claims and sends side by side. */
const batchSize = 20;

/** Why an attempt failed, in a line: the error and its cause's code (ECONNREFUSED...), no data. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${'code' in error.cause ? String(error.cause.code) : error.cause.message})` : '';
  return `${error.message}${cause}`;
}

export class OutboxRunner {
  private readonly byName: Map<DeliveryChannel, Channel>;
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(private readonly options: OutboxRunnerOptions) {
    this.byName = new Map(options.channels.map((channel) => [channel.name, channel]));
  }

  /** The channels messages are delivered by; none means messages are only stored. */
  get channelNames(): DeliveryChannel[] {
    return [...this.byName.keys()];
  }

  start(): void {
    if (this.byName.size > 0) this.wake();
  }

  /** Look at the outbox now (a message was just accepted, or dead letters were queued again). */
  wake(): void {
    if (this.stopped || this.byName.size === 0) return;
    if (this.round) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.runRound().finally(() => {
      this.round = undefined;
      this.schedule();
    });
  }

  /** Stops claiming; waits up to `graceMs` for sends under way, then cuts them (they are retried later). */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.round) {
      const cut = setTimeout(() => this.abort.abort(new Error('the server is shutting down')), graceMs);
      await this.round;
      clearTimeout(cut);
    }
    for (const channel of this.byName.values()) channel.close?.();
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.wakeAgain) {
      this.wakeAgain = false;
      this.wake();
      return;
    }
    this.timer = setTimeout(() => this.wake(), this.options.settings.pollMs);
    this.timer.unref();
  }

  private async runRound(): Promise<void> {
    const { db, settings } = this.options;
    const now = Date.now();
    const claimed = await db.call('claim', {
      now,
      limit: batchSize,
      // Longer than one attempt and its record (DELIVERY_LEASE_MS); a process that dies mid-send
      // frees its deliveries after this, and another server (or its own restart) sends them.
      leaseMs: settings.leaseMs,
      channels: this.channelNames,
    });
    // A faulty database is reported by /readyz and the database's own log; this round just ends.
    if (!claimed.ok || claimed.value.length === 0) return;
    const recorder = settleAsTheyCome(db, (settled) => {
      this.options.log.warn(
        { fault: 'fault' in settled ? settled.fault.kind : 'error' },
        'delivery results not recorded: they will be tried again (receivers drop duplicates by id)',
      );
    });
    await Promise.all(claimed.value.map(async (delivery) => recorder.add(await this.deliver(delivery))));
    await recorder.done();
    if (claimed.value.length === batchSize) this.wakeAgain = true;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const { settings, log, onResult, health } = this.options;
    const { id, channel: name, attempt, message } = delivery;
    const context = { channel: name, messageId: message.publicId, attempt };
    const channel = this.byName.get(name);
    try {
      // claim asks only for the channels configured here; a missing one is a failed attempt, not a crash.
      if (!channel) throw new Error(`the ${name} channel is not configured in this process`);
      await channel.send(message, AbortSignal.any([this.abort.signal, AbortSignal.timeout(settings.attemptTimeoutMs)]));
      const sinceReceivedMs = Date.now() - Date.parse(message.receivedAt);
      health?.get(name)?.succeeded(Date.now());
      log.info({ ...context, sinceReceivedMs }, 'contact message delivered');
      onResult?.(name, 'delivered', sinceReceivedMs);
      return { id, outcome: 'delivered' };
    } catch (error) {
      // Cut short by the server's own shutdown: says nothing of the receiver.
      if (!this.abort.signal.aborted) health?.get(name)?.failed(Date.now());
      const reason = reasonOf(error);
      const dead = attempt >= settings.maxAttempts;
      const delayMs = retryDelayMs(attempt, settings.retryBaseMs, settings.retryMaxMs);
      if (dead)
        log.error(
          { ...context, reason },
          'contact message not delivered after the last attempt: run "npm run messages -- --retry" once the receiver is fixed',
        );
      else log.warn({ ...context, reason, retryInMs: delayMs }, 'contact message delivery failed; it will be tried again');
      onResult?.(name, dead ? 'dead' : 'retry', Date.now() - Date.parse(message.receivedAt));
      return { id, outcome: 'failed', error: reason, nextAttemptAt: Date.now() + delayMs, dead };
    }
  }
}
