// Checks that a channel's receiver answers even while no message is sent: a mail server that went
// away at night would otherwise be found out by the first visitor's message, and reported only
// once its retries had failed. An email channel connects to its SMTP server and greets it (no
// message is sent); a check runs every DELIVERY_CHECK_MS in which the channel had no success,
// and again a quarter of that after a failure, so that a dead receiver is reported degraded
// (two failures in a row) within degradedWithinMs: 105 s with the defaults.
import type { FastifyBaseLogger } from 'fastify';
import type { DeliverySettings } from '../config/environment.ts';
import type { Channel } from './channel.ts';
import { degradedAfterFailures, type ChannelHealth } from './channel-health.ts';

/**
 * The longest a receiver can be gone before its channel is degraded: the check that finds it
 * comes at most one period after the last success, the next a quarter period after that, and each
 * may take the attempt's whole time limit (a server that does not answer at all).
 */
export function degradedWithinMs({ checkEveryMs, attemptTimeoutMs }: Pick<DeliverySettings, 'checkEveryMs' | 'attemptTimeoutMs'>): number {
  return checkEveryMs + (degradedAfterFailures - 1) * Math.ceil(checkEveryMs / 4) + degradedAfterFailures * attemptTimeoutMs;
}

export class ChannelChecks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly channels: readonly Channel[],
    private readonly health: ReadonlyMap<Channel['name'], ChannelHealth>,
    private readonly checkEveryMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {}

  /** The first check at once: a receiver already gone at start is reported as soon as it can be. */
  start(): void {
    for (const channel of this.channels) if (channel.check) this.schedule(channel, 0);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(channel: Channel, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.run(channel);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async run(channel: Channel): Promise<void> {
    const health = this.health.get(channel.name);
    if (!channel.check || !health) return;
    const { lastSuccessAt } = health.state;
    const sinceSuccess = lastSuccessAt === null ? Number.POSITIVE_INFINITY : Date.now() - lastSuccessAt;
    // A delivery that just worked says as much as a check would: none needed until a period has passed.
    if (sinceSuccess < this.checkEveryMs && health.state.failuresInARow === 0) {
      this.schedule(channel, this.checkEveryMs - sinceSuccess);
      return;
    }
    try {
      await channel.check();
      if (this.stopped) return;
      if (health.state.failuresInARow > 0) this.log.info({ channel: channel.name }, 'delivery channel answers again');
      health.succeeded(Date.now());
      this.schedule(channel, this.checkEveryMs);
    } catch (error) {
      // The server closed the channel while it was being checked.
      if (this.stopped) return;
      health.failed(Date.now());
      const { failuresInARow } = health.state;
      const reason = error instanceof Error ? error.message : String(error);
      // Said when it starts and when it becomes degraded, not at every check of a long outage.
      if (failuresInARow === 1) this.log.warn({ channel: channel.name, reason }, 'delivery channel check failed; checking again shortly');
      else if (failuresInARow === degradedAfterFailures)
        this.log.error(
          { channel: channel.name, failuresInARow, reason },
          'delivery channel degraded: its receiver does not answer; messages are stored and sent once it does',
        );
      this.schedule(channel, Math.ceil(this.checkEveryMs / 4));
    }
  }
}
