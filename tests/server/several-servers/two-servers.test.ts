// Two real server processes behind one PostgreSQL and one Redis (both real, started here), as an
// operator runs them behind a proxy: messages sent to both at once, one server killed outright
// (SIGKILL) mid-load and its clients' retries landing on the other. Every acknowledged message is
// stored once and delivered; the only repeat deliveries are of messages that were being sent by the
// killed server (re-sent with the same id once its lease ran out); the rate limit counts a visitor
// across both servers.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../../scripts/services/temp-postgres.ts';
import { startTempRedis, type TempRedis } from '../../../scripts/services/temp-redis.ts';
import { contactPath, tempDir, until, validMessage } from '../helpers.ts';
import { startServer, type ServerProcess } from '../server-process.ts';
import { servicesInstalled } from '../services/real-services.ts';
import { countingReceiver, type CountingReceiver } from './counting-receiver.ts';

const ready = servicesInstalled('postgres', 'redis');
const folder = tempDir('skillstrike-two-servers-');
let postgres: TempPostgres;
let redis: TempRedis;
let receiver: CountingReceiver;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!ready) return;
  [postgres, redis, receiver] = await Promise.all([startTempPostgres(), startTempRedis(), countingReceiver()]);
}, 120_000);
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all([postgres?.stop(), redis?.stop(), receiver?.close()]);
  folder.remove();
});

const rateMax = 5;
/** One server's settings: the shared database, Redis and secret; behind one proxy (TRUST_PROXY=1). */
const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redis.url,
  IP_HASH_SECRET: 'the-same-secret-on-every-server',
  TRUST_PROXY: '1',
  CONTACT_RATE_MAX: String(rateMax),
  CONTACT_RATE_WINDOW_MINUTES: '10',
  WEBHOOK_URL: receiver.url,
  WEBHOOK_SECRET: 'a-shared-secret-of-32-characters',
  DELIVERY_POLL_MS: '100',
  DELIVERY_RETRY_BASE_MS: '200',
  DELIVERY_TIMEOUT_MS: '1000',
  // A dead server's deliveries are picked up by the other 3 s after it claimed them.
  DELIVERY_LEASE_MS: '3000',
  APK_PATH: path.join(folder.dir, 'none.apk'),
});

async function start(databaseUrl: string): Promise<ServerProcess> {
  const server = await startServer(serverEnv(databaseUrl));
  servers.push(server);
  return server;
}

type Outcome = number | 'gone';
/** A visitor's POST through the proxy: X-Forwarded-For names the visitor, the key makes retries safe. */
async function post(server: ServerProcess, subject: string, visitor: string): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}${contactPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': subject, 'x-forwarded-for': visitor },
      body: JSON.stringify({ ...validMessage({ subject }), elapsedMs: 10_000, website: '' }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'gone';
  }
}

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

let visitors = 0;
/** A new visitor's address for every message of the load: none of them meets the limit. */
const newVisitor = () => {
  const n = ++visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

describe.runIf(ready)('two servers on one PostgreSQL and one Redis', () => {
  it('store every acknowledged message once and deliver it, through a SIGKILL of one of them, and share the rate limit', async () => {
    const databaseUrl = await postgres.createDatabase('two_servers');
    const [a, b] = [await start(databaseUrl), await start(databaseUrl)];

    // One visitor, sending to both servers in turn: the limit counts them together.
    const limited: Outcome[] = [];
    for (let n = 0; n < 12; n++) limited.push(await post(n % 2 ? b : a, `limited-${n}`, '192.0.2.50'));
    expect(limited.filter((status) => status === 201)).toHaveLength(rateMax);
    expect(limited.filter((status) => status === 429)).toHaveLength(12 - rateMax);

    // The load: workers on each server at once; A is killed after 2 s, and its workers' clients
    // retry their message (same Idempotency-Key) on B, as a proxy sends them to the survivor.
    const acknowledged = new Set<string>(limited.flatMap((status, n) => (status === 201 ? [`limited-${n}`] : [])));
    const statuses = new Map<string, number>();
    let sent = 0;
    let retriedOnB = 0;
    let stop = false;
    const worker = async (label: string, first: ServerProcess) => {
      let server = first;
      for (let n = 0; !stop; n++) {
        const subject = `${label}-${n}`;
        const visitor = newVisitor();
        sent++;
        let outcome = await post(server, subject, visitor);
        if (outcome === 'gone' && server === a) {
          server = b;
          retriedOnB++;
          outcome = await post(b, subject, visitor);
        }
        statuses.set(String(outcome), (statuses.get(String(outcome)) ?? 0) + 1);
        if (outcome === 201) acknowledged.add(subject);
        if (outcome === 'gone') return;
      }
    };
    const load = Promise.all([
      ...Array.from({ length: 6 }, (_, index) => worker(`a${index}`, a)),
      ...Array.from({ length: 6 }, (_, index) => worker(`b${index}`, b)),
    ]);
    // Kill A once the load is real (40 messages in), and go on until B alone has taken 20 more:
    // counts, not a clock, so a slow, busy machine still tests a real load.
    await until(() => acknowledged.size >= 40, 60_000, '40 messages acknowledged before the kill');
    a.child.kill('SIGKILL');
    await a.exited;
    const atKill = acknowledged.size;
    await until(() => acknowledged.size >= atKill + 20, 60_000, '20 messages acknowledged by the survivor');
    stop = true;
    await load;

    // Everything is delivered: the survivor sends its own and, once their leases run out, the
    // deliveries the killed server had claimed.
    await until(
      async () =>
        (await query<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM deliveries WHERE state <> 'delivered'"))[0].n === 0,
      60_000,
      'every delivery made',
    );
    const stored = await query<{ subject: string; copies: number }>(
      databaseUrl,
      'SELECT subject, count(*)::int AS copies FROM contact_messages GROUP BY subject',
    );
    const storedOnce = new Set(stored.filter((row) => row.copies === 1).map((row) => row.subject));
    const storedTwice = stored.filter((row) => row.copies > 1);
    const reclaimed = await query<{ id: string }>(
      databaseUrl,
      'SELECT m.public_id AS id FROM deliveries AS d JOIN contact_messages AS m ON m.id = d.message_id WHERE d.attempts > 1',
    );
    const reclaimedIds = new Set(reclaimed.map((row) => row.id));
    const deliveredSubjects = new Set(receiver.subjects.values());
    const duplicates = [...receiver.received].filter(([, count]) => count > 1);
    const lost = [...acknowledged].filter((subject) => !storedOnce.has(subject));
    const undelivered = [...acknowledged].filter((subject) => !deliveredSubjects.has(subject));

    console.log(
      `two servers, one killed: sent ${sent + limited.length}, acknowledged ${acknowledged.size}, stored ${stored.length} ` +
        `(${storedTwice.length} more than once), delivered ${receiver.received.size} distinct, duplicates received ${duplicates.length} ` +
        `(deliveries re-sent after the kill: ${reclaimedIds.size}), retried on the survivor ${retriedOnB}; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; rate limit across both: ${limited.filter((s) => s === 201).length} of 12 accepted`,
    );
    // A real load, even on a slow, busy machine (723 acknowledged on 2 shared cores when written).
    expect(acknowledged.size).toBeGreaterThan(50);
    expect(storedTwice).toEqual([]);
    expect(lost).toEqual([]);
    expect(undelivered).toEqual([]);
    // A repeat is only ever a delivery the killed server had under way, sent again with its id.
    expect(duplicates.filter(([id]) => !reclaimedIds.has(id))).toEqual([]);
    expect(duplicates.every(([, count]) => count === 2)).toBe(true);
    // Nothing else: no 5xx but a 503 the visitor is told to retry, and no visitor of the load was limited.
    expect([...statuses.keys()].every((status) => status === '201' || status === '503')).toBe(true);
    b.child.kill('SIGTERM');
    expect(await b.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('sends a delivery the killed server had under way once its lease runs out, with the same id', async () => {
    const databaseUrl = await postgres.createDatabase('lease');
    const a = await start(databaseUrl);
    receiver.holding = true;
    try {
      expect(await post(a, 'held-when-killed', '192.0.2.60')).toBe(201);
      const [{ id }] = await query<{ id: string }>(
        databaseUrl,
        "SELECT public_id AS id FROM contact_messages WHERE subject = 'held-when-killed'",
      );
      // A has sent it and waits for the receiver's answer; it dies before recording anything.
      await until(() => receiver.received.get(id) === 1, 20_000, 'the first attempt to arrive');
      a.child.kill('SIGKILL');
      await a.exited;
    } finally {
      receiver.holding = false;
    }
    const claimed = await query<{ attempts: number; lease_until: number }>(
      databaseUrl,
      'SELECT attempts, lease_until::float8 AS lease_until FROM deliveries',
    );
    expect(claimed).toEqual([{ attempts: 1, lease_until: expect.any(Number) }]);

    const b = await start(databaseUrl);
    const [{ id }] = await query<{ id: string }>(
      databaseUrl,
      "SELECT public_id AS id FROM contact_messages WHERE subject = 'held-when-killed'",
    );
    await until(() => receiver.received.get(id) === 2, 30_000, 'the delivery sent again by the other server');
    await until(
      async () => (await query<{ state: string }>(databaseUrl, 'SELECT state FROM deliveries'))[0].state === 'delivered',
      20_000,
      'recorded',
    );
    const [row] = await query<{ attempts: number; delivered_at: number }>(
      databaseUrl,
      'SELECT attempts, delivered_at::float8 AS delivered_at FROM deliveries',
    );
    // Sent again only once the killed server's lease had run out, and counted as a second attempt.
    expect(row.attempts).toBe(2);
    expect(row.delivered_at).toBeGreaterThanOrEqual(claimed[0].lease_until);
    b.child.kill('SIGTERM');
    await b.exited;
  }, 120_000);
});
