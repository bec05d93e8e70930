// The server's contact database on PostgreSQL, answering the same commands as the SQLite worker
// (../protocol.ts), so the routes, the outbox runner, /readyz and the metrics need not know which
// database they talk to. pg is asynchronous, so no worker thread is needed: nothing here blocks the
// event loop. A database that is down is a fault reported and retried, never a reason to stop.
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { fault as makeFault, type Fault } from '../faults.ts';
import { monthsBefore } from '../privacy-store.ts';
import type { DatabaseClientEvents } from '../database-client.ts';
import type { Answer, CommandName, Commands, Health } from '../protocol.ts';
import type { MessageStore } from '../message-store.ts';
import type { NewContactMessage, SaveResult } from '../contact-store.ts';
import { postgresFaultOf, isPostgresRowError } from './faults.ts';
import { migratePostgres } from './migrate.ts';
import { createPool } from './pool.ts';
import { redactUrl } from '../../redact-url.ts';
import { postgresMessageStore } from './postgres-store.ts';

export interface PostgresClientOptions {
  url: string;
  /** Messages are deleted once a person's latest is older than this (privacy.retentionMonths). */
  retentionMonths: number;
  /** How often a faulty database is tried again. */
  recoverEveryMs: number;
  /** The retention purge's period. */
  purgeEveryMs: number;
  /** Connections this server holds at most (default 10). */
  poolSize?: number;
}

/** Extra time given beyond a visitor's deadline before the answer is a timeout. */
const graceMs = 1000;
const backgroundTimeoutMs = 5000;

export class PostgresClient extends EventEmitter<DatabaseClientEvents> {
  readonly label: string;
  private readonly pool: pg.Pool;
  private readonly store: MessageStore;
  private current: Fault | null = null;
  private schema: Promise<void> | undefined;
  private closing = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private waiting: { message: NewContactMessage; resolve(result: SaveResult): void; reject(error: unknown): void }[] = [];

  private constructor(private readonly options: PostgresClientOptions) {
    super();
    this.label = redactUrl(options.url);
    this.pool = createPool(options.url, { max: options.poolSize });
    this.store = postgresMessageStore(this.pool, this.label);
  }

  /** Connects and brings the schema up to date; a database that is down now is a fault, not an error. */
  static async start(options: PostgresClientOptions): Promise<PostgresClient> {
    const client = new PostgresClient(options);
    await client.call('health', { now: Date.now() });
    // While faulty, look again now and then, so /readyz recovers without waiting for a visitor.
    const recovery = setInterval(() => {
      if (client.current) void client.call('health', { now: Date.now() });
    }, options.recoverEveryMs);
    const purging = setInterval(() => void client.purge(), options.purgeEveryMs);
    for (const timer of [recovery, purging]) {
      timer.unref();
      client.timers.push(timer);
    }
    return client;
  }

  get fault(): Fault | null {
    return this.current;
  }

  call<N extends CommandName>(name: N, args: Commands[N]['args'], timeoutMs = backgroundTimeoutMs): Promise<Answer<Commands[N]['result']>> {
    if (this.closing && name !== 'close') return Promise.resolve({ ok: false, fault: makeFault('timeout', 'the database is closing') });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Answer<Commands[N]['result']>>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, fault: makeFault('timeout', `${this.label}: no answer from the database in ${timeoutMs} ms`) }),
        timeoutMs,
      );
    });
    return Promise.race([this.run(name, args), late]).finally(() => clearTimeout(timer));
  }

  /** A call made for a visitor: answered by `deadline` (and a little grace), or as a timeout. */
  callBy<N extends CommandName>(name: N, args: Commands[N]['args'] & { deadline: number }): Promise<Answer<Commands[N]['result']>> {
    return this.call(name, args, Math.max(0, args.deadline - Date.now()) + graceMs);
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.store.close();
  }

  private async run<N extends CommandName>(name: N, args: Commands[N]['args']): Promise<Answer<Commands[N]['result']>> {
    // A health check answers with the fault it found, as the SQLite worker's does.
    if (name === 'health') return { ok: true, value: (await this.health()) as Commands[N]['result'] };
    try {
      await this.ensureSchema();
      const value = await this.handle(name, args);
      this.setFault(null);
      return { ok: true, value };
    } catch (error) {
      if (isPostgresRowError(error)) return { ok: false, error: error instanceof Error ? error.message : String(error) };
      const found = postgresFaultOf(error, this.label);
      this.setFault(found);
      return { ok: false, fault: found };
    }
  }

  private async handle<N extends CommandName>(name: N, args: Commands[N]['args']): Promise<Commands[N]['result']> {
    const store = this.store;
    switch (name) {
      case 'save':
        return (await this.saveTogether((args as Commands['save']['args']).message)) as Commands[N]['result'];
      case 'lookup': {
        const { key, bodyHash } = args as Commands['lookup']['args'];
        return (await store.lookupIdempotency(key, bodyHash)) as Commands[N]['result'];
      }
      case 'claim': {
        const { now, limit, leaseMs, channels } = args as Commands['claim']['args'];
        return (await store.claim(now, limit, leaseMs, channels)) as Commands[N]['result'];
      }
      case 'settle': {
        const { outcomes, now } = args as Commands['settle']['args'];
        await store.settle(outcomes, now);
        return null as Commands[N]['result'];
      }
      case 'loadRates':
        return (await store.loadRates((args as Commands['loadRates']['args']).now)) as Commands[N]['result'];
      case 'saveRates': {
        const { entries, now } = args as Commands['saveRates']['args'];
        await store.saveRates(entries, now);
        return null as Commands[N]['result'];
      }
      case 'close':
        await this.close();
        return null as Commands[N]['result'];
      default:
        throw new Error(`unknown database command ${String(name)}`);
    }
  }

  /**
   * Group commit: messages that arrive in the same turn of the event loop are stored by one
   * statement (one commit, one disk sync), each answered with its own outcome.
   */
  private saveTogether(message: NewContactMessage): Promise<SaveResult> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flushSaves());
      this.waiting.push({ message, resolve, reject });
    });
  }

  private async flushSaves(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const results = await this.store.saveAll(batch.map((entry) => entry.message));
      batch.forEach((entry, index) => {
        const result = results[index];
        if (result instanceof Error) entry.reject(result);
        else entry.resolve(result);
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  /** A real write and the outbox's figures; a fault is part of the answer, as from the SQLite worker. */
  private async health(): Promise<Health> {
    try {
      await this.ensureSchema();
      await this.store.probeWrite();
      const outbox = await this.store.outboxStats();
      this.setFault(null);
      return { fault: null, outbox };
    } catch (error) {
      const found = postgresFaultOf(error, this.label);
      this.setFault(found);
      return { fault: found, outbox: null };
    }
  }

  /** Migrations run once per process, on the first call that reaches the database (again after a failure). */
  private ensureSchema(): Promise<void> {
    this.schema ??= migratePostgres(this.pool).then(
      () => {
        // Anything overdue for deletion goes first, as on SQLite after each open.
        setImmediate(() => void this.purge());
      },
      (error: unknown) => {
        this.schema = undefined;
        throw error;
      },
    );
    return this.schema;
  }

  private async purge(): Promise<void> {
    if (this.closing) return;
    try {
      await this.ensureSchema();
      await this.store.purgeBefore(monthsBefore(new Date(), this.options.retentionMonths));
    } catch {
      // A faulty database is reported by its state; the purge runs again on the next period.
    }
  }

  private setFault(next: Fault | null): void {
    const changed = (this.current === null) !== (next === null) || (next !== null && this.current?.kind !== next.kind);
    this.current = next;
    if (changed) this.emit('state', next);
  }
}
