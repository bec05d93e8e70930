// The store's test suite, run against both databases the server can use: SQLite (the embedded
// default) and PostgreSQL (DATABASE_URL, a real server started here). The same messages, the same
// idempotency, the same outbox (leases that never overlap, even claimed from two connections at
// once), the same retention and erasure, the same rate-limit rows.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMessageStore, type StoreTarget } from '../../src/server/db/open-message-store.ts';
import type { MessageStore } from '../../src/server/db/message-store.ts';
import type { NewContactMessage } from '../../src/server/db/contact-store.ts';
import { migrations } from '../../src/server/db/migrations.ts';
import { postgresMigrations } from '../../src/server/db/postgres/migrations.ts';
import { migratePostgres } from '../../src/server/db/postgres/migrate.ts';
import { createPool } from '../../src/server/db/postgres/pool.ts';
import { monthsBefore } from '../../src/server/db/privacy-store.ts';
import { startTempPostgres, type TempPostgres } from '../../scripts/services/temp-postgres.ts';
import { tempDir, validMessage } from './helpers.ts';
import { servicesInstalled } from './services/real-services.ts';

const hasPostgres = servicesInstalled('postgres');
const folder = tempDir('skillstrike-stores-');
let postgres: TempPostgres | undefined;

beforeAll(async () => {
  if (hasPostgres) postgres = await startTempPostgres();
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
  folder.remove();
});

/** The test's PostgreSQL server; only asked for by tests that run when it is installed. */
function server(): TempPostgres {
  if (!postgres) throw new Error('PostgreSQL was not started');
  return postgres;
}

let databases = 0;
/** A new, empty database of the kind: a file, or a database on the test's PostgreSQL server. */
async function newTarget(kind: StoreTarget['kind']): Promise<StoreTarget> {
  const name = `store_${++databases}`;
  if (kind === 'sqlite') return { kind, file: path.join(folder.dir, `${name}.sqlite`) };
  return { kind, url: await server().createDatabase(name) };
}

const message = (overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
  publicId: randomUUID(),
  values: validMessage(),
  receivedAt: new Date(),
  ...overrides,
});

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

const kinds = [
  { kind: 'sqlite' as const, name: 'SQLite', run: true },
  { kind: 'postgres' as const, name: 'PostgreSQL', run: hasPostgres },
];

describe.each(kinds)('the message store on $name', ({ kind, run }) => {
  const open: MessageStore[] = [];
  const store = async (target?: StoreTarget) => {
    const opened = await openMessageStore(target ?? (await newTarget(kind)));
    open.push(opened);
    return opened;
  };
  afterAll(async () => {
    await Promise.all(open.map((opened) => opened.close()));
  });

  it.runIf(run)('stores messages sent together, each with a delivery row per channel, and reads them back as sent', async () => {
    const db = await store();
    const receivedAt = new Date('2026-03-04T05:06:07.089Z');
    const results = await db.saveAll(
      Array.from({ length: 25 }, (_, index) => message({ idempotencyKey: `key-${index}`, channels: ['email', 'webhook'], receivedAt })),
    );
    expect(results.every((result) => !(result instanceof Error) && result.kind === 'stored')).toBe(true);
    expect(await db.count()).toBe(25);
    const pending = { pending: 25, oldestPendingAt: receivedAt.getTime() };
    expect(await db.outboxStats()).toEqual({
      pending: 50,
      oldestPendingAt: receivedAt.getTime(),
      dead: 0,
      byChannel: { email: pending, webhook: pending },
    });
    const [first] = await all(db.list());
    expect(first).toMatchObject({ ...validMessage(), receivedAt: '2026-03-04T05:06:07.089Z', spamReason: null });
    expect(first.deliveries).toEqual([
      { channel: 'email', state: 'pending', attempts: 0, lastError: null },
      { channel: 'webhook', state: 'pending', attempts: 0, lastError: null },
    ]);
  });

  it.runIf(run)('tells a duplicate and a conflict apart, and one bad row does not fail the others', async () => {
    const db = await store();
    const broken = message({ values: { ...validMessage(), firstName: null as unknown as string } });
    const results = await db.saveAll([
      message({ idempotencyKey: 'same', bodyHash: 'a' }),
      message({ idempotencyKey: 'same', bodyHash: 'a' }),
      message({ idempotencyKey: 'same', bodyHash: 'b' }),
      broken,
      message(),
    ]);
    expect(results.map((result) => (result instanceof Error ? 'error' : result.kind))).toEqual([
      'stored',
      'duplicate',
      'conflict',
      'error',
      'stored',
    ]);
    expect(await db.count()).toBe(2);
    // The same within one batch that has no bad row (stored by one statement on PostgreSQL).
    const batch = await db.saveAll([
      message({ idempotencyKey: 'batched', bodyHash: 'a', channels: ['email'] }),
      message({ idempotencyKey: 'batched', bodyHash: 'a', channels: ['email'] }),
      message({ idempotencyKey: 'same', bodyHash: 'b', channels: ['email'] }),
      message({ channels: ['email', 'webhook'] }),
    ]);
    expect(batch.map((result) => (result instanceof Error ? 'error' : result.kind))).toEqual(['stored', 'duplicate', 'conflict', 'stored']);
    expect((await db.outboxStats()).pending).toBe(3);
    const claimed = await db.claim(Date.now() + 1, 10, 60_000, ['email', 'webhook']);
    await db.settle(
      claimed.map((delivery) => ({ id: delivery.id, outcome: 'delivered' as const })),
      Date.now(),
    );
    expect(await db.count()).toBe(4);
    expect(await db.lookupIdempotency('same', 'a')).toBe('same');
    expect(await db.lookupIdempotency('same', 'b')).toBe('conflict');
    expect(await db.lookupIdempotency('other', 'a')).toBe('none');
    // A retry on its own answers with the first message's id; nothing new is queued.
    const [retry] = await db.saveAll([message({ idempotencyKey: 'same', bodyHash: 'a', channels: ['email'] })]);
    const [original] = results;
    expect(retry).toEqual({ kind: 'duplicate', publicId: !(original instanceof Error) && 'publicId' in original ? original.publicId : '' });
    expect((await db.outboxStats()).pending).toBe(0);
  });

  it.runIf(run)('stores the same Idempotency-Key once when it is sent to two connections at the same moment', async () => {
    const target = await newTarget(kind);
    const [one, two] = [await store(target), await store(target)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? one : two).saveAll([message({ idempotencyKey: 'raced', bodyHash: 'x', channels: ['webhook'] })]),
      ),
    );
    const outcomes = results.flat().map((result) => (result instanceof Error ? 'error' : result.kind));
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19);
    expect(await one.count()).toBe(1);
    expect((await one.outboxStats()).pending).toBe(1);
  });

  it.runIf(run)('writes no delivery for suspected spam and leaves it out of the default list', async () => {
    const db = await store();
    await db.saveAll([message({ channels: ['email'] }), message({ channels: ['email'], spamReason: 'honeypot' })]);
    expect((await db.outboxStats()).pending).toBe(1);
    expect(await all(db.list())).toHaveLength(1);
    expect((await all(db.list({ includeSpam: true }))).map((stored) => stored.spamReason)).toEqual([null, 'honeypot']);
  });

  it.runIf(run)('lists every message in order, in pages, from a date', async () => {
    const db = await store();
    const start = Date.parse('2026-01-01T00:00:00Z');
    const many = Array.from({ length: 1203 }, (_, index) =>
      message({ receivedAt: new Date(start + index * 60_000), values: validMessage({ subject: `n${index}` }) }),
    );
    for (let index = 0; index < many.length; index += 200) await db.saveAll(many.slice(index, index + 200));
    const listed = await all(db.list());
    expect(listed.map((stored) => stored.subject)).toEqual(many.map((sent) => sent.values.subject));
    const since = await all(db.list({ since: new Date(start + 1000 * 60_000) }));
    expect(since.map((stored) => stored.subject)).toEqual(many.slice(1000).map((sent) => sent.values.subject));
  });

  it.runIf(run)(
    'leases due deliveries once, counts attempts, records delivered, retry and dead, and frees a lease that runs out',
    async () => {
      const db = await store();
      await db.saveAll([message({ channels: ['email', 'webhook'] }), message({ channels: ['email'] })]);
      const now = Date.now() + 1;
      const first = await db.claim(now, 10, 60_000, ['email', 'webhook']);
      expect(first.map((delivery) => [delivery.channel, delivery.attempt])).toEqual([
        ['email', 1],
        ['webhook', 1],
        ['email', 1],
      ]);
      expect(first[0].message).toMatchObject({ ...validMessage(), publicId: expect.any(String) });
      // Leased: a second claim (another server, or the next round) does not get them again.
      expect(await db.claim(now, 10, 60_000, ['email', 'webhook'])).toEqual([]);
      await db.settle(
        [
          { id: first[0].id, outcome: 'delivered' },
          { id: first[1].id, outcome: 'failed', error: 'the webhook answered\nHTTP 500', nextAttemptAt: now + 1000, dead: false },
          { id: first[2].id, outcome: 'failed', error: 'refused', nextAttemptAt: now, dead: true },
        ],
        now,
      );
      expect(await db.outboxStats()).toMatchObject({ pending: 1, dead: 1 });
      expect(await db.claim(now, 10, 60_000, ['webhook'])).toEqual([]);
      const retried = await db.claim(now + 1000, 10, 60_000, ['webhook']);
      expect(retried.map((delivery) => delivery.attempt)).toEqual([2]);
      // A lease that runs out (the server died mid-send) makes the delivery due again, for anyone.
      expect((await db.claim(now + 1000 + 60_000, 10, 60_000, ['webhook'])).map((delivery) => delivery.attempt)).toEqual([3]);
      expect(await db.requeueDead(now)).toBe(1);
      expect((await db.outboxStats()).dead).toBe(0);
      const [stored] = await all(db.list());
      expect(stored.deliveries).toEqual([
        { channel: 'email', state: 'delivered', attempts: 1, lastError: null },
        { channel: 'webhook', state: 'pending', attempts: 3, lastError: 'the webhook answered HTTP 500' },
      ]);
    },
  );

  it.runIf(run)('never leases one delivery to two claimers at once', async () => {
    const target = await newTarget(kind);
    const claimers = [await store(target), await store(target), await store(target)];
    const total = 300;
    for (let index = 0; index < total; index += 100) {
      await claimers[0].saveAll(Array.from({ length: 100 }, () => message({ channels: ['webhook'] })));
    }
    const now = Date.now() + 1;
    const leased: number[] = [];
    // Every claimer asks for small batches as fast as it can, all at once, until nothing is due.
    await Promise.all(
      claimers.map(async (claimer) => {
        for (;;) {
          const batch = await claimer.claim(now, 7, 60_000, ['webhook']);
          if (batch.length === 0) return;
          leased.push(...batch.map((delivery) => delivery.id));
        }
      }),
    );
    expect(leased).toHaveLength(total);
    expect(new Set(leased).size).toBe(total);
  });

  it.runIf(run)("deletes a person's messages once their latest is older than the retention period, keeping everyone else's", async () => {
    const db = await store();
    const at = (iso: string) => new Date(iso);
    await db.saveAll([
      message({
        receivedAt: at('2024-01-05T00:00:00Z'),
        values: validMessage({ email: 'old@example.in', mobileNumber: '9000000001' }),
        channels: ['email'],
      }),
      message({ receivedAt: at('2024-01-06T00:00:00Z'), values: validMessage({ email: 'Back@example.in', mobileNumber: '9000000002' }) }),
      message({ receivedAt: at('2025-06-01T00:00:00Z'), values: validMessage({ email: 'back@example.in', mobileNumber: '9000000003' }) }),
      message({ receivedAt: at('2025-06-02T00:00:00Z'), values: validMessage({ email: 'new@example.in', mobileNumber: '9000000004' }) }),
    ]);
    expect(await db.purgeBefore(monthsBefore(at('2025-07-01T00:00:00Z'), 12))).toBe(1);
    expect((await all(db.list())).map((stored) => stored.email)).toEqual(['Back@example.in', 'back@example.in', 'new@example.in']);
    // The deliveries went with the message.
    expect(await db.outboxStats()).toEqual({ pending: 0, oldestPendingAt: null, dead: 0, byChannel: {} });
    expect(await db.purgeBefore(monthsBefore(at('2025-07-01T00:00:00Z'), 12))).toBe(0);
  });

  it.runIf(run)('erases everything sent with an email address or a phone number, however it is written', async () => {
    const db = await store();
    await db.saveAll([
      message({ values: validMessage({ email: 'Asha@Example.in', mobileNumber: '9876543210' }), channels: ['webhook'] }),
      message({ values: validMessage({ email: 'other@example.in', mobileNumber: '9876543210' }) }),
      message({ values: validMessage({ email: 'keep@example.in', mobileNumber: '9123456789' }) }),
    ]);
    expect(await db.erase('asha@example.in')).toBe(1);
    expect(await db.erase('+91 98765 43210')).toBe(1);
    expect(await db.erase('nobody@example.in')).toBe(0);
    expect((await all(db.list())).map((stored) => stored.email)).toEqual(['keep@example.in']);
    expect((await db.outboxStats()).pending).toBe(0);
  });

  it.runIf(run)('keeps the rate limit windows still open and forgets the others', async () => {
    const db = await store();
    const now = Date.now();
    await db.saveRates(
      [
        { key: 'open', count: 3, windowStart: now - 1000, windowMs: 60_000 },
        { key: 'closed', count: 9, windowStart: now - 120_000, windowMs: 60_000 },
      ],
      now - 120_000,
    );
    expect(await db.loadRates(now)).toEqual([{ key: 'open', count: 3, windowStart: now - 1000, windowMs: 60_000 }]);
    await db.saveRates([{ key: 'open', count: 4, windowStart: now - 1000, windowMs: 60_000 }], now);
    expect(await db.loadRates(now)).toEqual([{ key: 'open', count: 4, windowStart: now - 1000, windowMs: 60_000 }]);
    await db.probeWrite();
  });
});

describe('the schema', () => {
  it('has the same steps, by name and in order, on SQLite and PostgreSQL', () => {
    expect(postgresMigrations.map((step) => step.name)).toEqual(migrations.map((step) => step.name));
  });

  it.runIf(hasPostgres)('is brought up to date once when several servers start at the same moment, and refuses a newer one', async () => {
    const url = await server().createDatabase('migrations');
    const pools = Array.from({ length: 4 }, () => createPool(url, { max: 1 }));
    try {
      expect(await Promise.all(pools.map((pool) => migratePostgres(pool)))).toEqual(Array(4).fill(postgresMigrations.length));
      const { rows } = await pools[0].query('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows).toEqual(postgresMigrations.map((step, index) => ({ version: index + 1, name: step.name })));
      await pools[0].query("INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')");
      await expect(migratePostgres(pools[1])).rejects.toThrow(/newer than this code knows/);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it.runIf(hasPostgres)('is refused by a reader when the server has not brought it up to date', async () => {
    const url = await server().createDatabase('unmigrated');
    await expect(openMessageStore({ kind: 'postgres', url }, { readonly: true })).rejects.toThrow(/start the server once/);
  });
});
