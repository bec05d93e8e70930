// REDIS_URL: the contact rate limit counted in one Redis (a real one, started here) for every
// server, so a visitor gets the same allowance whichever server the proxy sends them to. Invalid
// forms and replays still do not count, a message the database could not take gives its count
// back, and a Redis outage lets messages through (the site never depends on it) until it is back.
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempRedis, type TempRedis } from '../../../scripts/services/temp-redis.ts';
import { redisRateStore, rateLimitNamespace } from '../../../src/server/contact/redis-rate-store.ts';
import { readSettings } from '../../../src/server/config/environment.ts';
import { fillTemplate } from '../../../src/content/fill-template.ts';
import { standInManifest } from '../stand-in-build.ts';
import { serverMessages, site, tempDir, testApp, until, validMessage, type TestApp } from '../helpers.ts';
import { servicesInstalled } from '../services/real-services.ts';

const hasRedis = servicesInstalled('redis');
let redis: TempRedis;
const folder = tempDir('skillstrike-shared-limit-');

beforeAll(async () => {
  if (hasRedis) redis = await startTempRedis();
}, 60_000);
afterAll(async () => {
  await redis?.stop();
  folder.remove();
});

const from = (app: TestApp['app'], remoteAddress: string, body: unknown = validMessage(), headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: site.api.contactPath,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

let databases = 0;
/** Two servers as an operator runs them: one database, one Redis, one IP_HASH_SECRET. */
async function twoServers(max: number, logs: string[] = []) {
  const databasePath = path.join(folder.dir, `shared-${++databases}.sqlite`);
  const options = {
    databasePath,
    redisUrl: redis.url,
    rateLimit: { max, windowMinutes: 10 },
    env: { IP_HASH_SECRET: 'the-same-secret-on-every-server' },
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  };
  const [a, b] = await Promise.all([testApp(options), testApp(options)]);
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}

describe.runIf(hasRedis)('a rate limit shared through Redis', () => {
  it('counts one visitor across two servers, and only new messages', async () => {
    const { a, b, close } = await twoServers(3);
    try {
      expect((await from(a.app, '203.0.113.7')).statusCode).toBe(201);
      expect((await from(b.app, '203.0.113.7')).statusCode).toBe(201);
      // Mistakes and retries of a stored message cost nothing, on either server.
      expect((await from(a.app, '203.0.113.7', validMessage({ email: 'not-an-email' }))).statusCode).toBe(400);
      const retry = { 'idempotency-key': 'sent-once' };
      for (const server of [a, b, a, b]) expect((await from(server.app, '203.0.113.7', validMessage(), retry)).statusCode).toBe(201);
      const refused = await from(a.app, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ success: false, message: fillTemplate(serverMessages.rateLimited, { minutes: '10 minutes' }) });
      expect((await from(b.app, '203.0.113.7')).statusCode).toBe(429);
      // Someone else is not affected.
      expect((await from(b.app, '198.51.100.4')).statusCode).toBe(201);
      expect(a.storedCount()).toBe(4);
      // Keys are keyed hashes of addresses: Redis never holds an address.
      const client = new Redis(redis.url);
      const keys = await client.keys(`${rateLimitNamespace}*`);
      await client.quit();
      expect(keys).toHaveLength(2);
      expect(keys.join(' ')).not.toMatch(/203\.0\.113|198\.51\.100/);
    } finally {
      await close();
    }
  });

  it('gives a count back when the message could not be stored after all', async () => {
    const client = new Redis(redis.url);
    try {
      const errors: unknown[] = [];
      const store = redisRateStore(client, (error) => errors.push(error));
      const count = () =>
        new Promise<number>((resolve, reject) =>
          store.read('refund-me', (error, result) => (error ? reject(error) : resolve(result.current)), 60_000),
        );
      const incr = () =>
        new Promise<number>((resolve, reject) =>
          store.incr('refund-me', (error, result) => (error ? reject(error) : resolve(result.current)), 60_000, 5),
        );
      expect(await incr()).toBe(1);
      expect(await incr()).toBe(2);
      store.refund('refund-me');
      await until(async () => (await count()) === 1, 5000, 'the refund');
      store.refund('refund-me');
      store.refund('refund-me');
      await until(async () => (await count()) === 0, 5000, 'the second refund');
      expect(await incr()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await client.quit();
    }
  });

  it('lets messages through while Redis is down, says so, and counts again once it is back', async () => {
    const logs: string[] = [];
    const { a, b, close } = await twoServers(1, logs);
    try {
      expect((await from(a.app, '203.0.113.20')).statusCode).toBe(201);
      expect((await from(b.app, '203.0.113.20')).statusCode).toBe(429);
      await redis.down();
      try {
        for (const server of [a, b, a]) expect((await from(server.app, '203.0.113.20')).statusCode).toBe(201);
        const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        // Still ready (the site and the form work), but degraded: messages are not limited.
        expect(ready.json()).toMatchObject({ status: 'degraded', rateLimit: { store: 'redis', connected: false, answering: false } });
        expect(logs.join('\n')).toContain('shared rate limit unavailable');
      } finally {
        await redis.up();
      }
      await until(
        async () => (await a.app.inject({ method: 'GET', url: '/readyz' })).json().rateLimit.connected === true,
        20_000,
        'Redis reconnected',
      );
      await until(
        async () => (await b.app.inject({ method: 'GET', url: '/readyz' })).json().rateLimit.connected === true,
        20_000,
        'Redis reconnected',
      );
      // Redis came back empty (it saves nothing): a new window starts, shared again.
      expect((await from(b.app, '203.0.113.20')).statusCode).toBe(201);
      expect((await from(a.app, '203.0.113.20')).statusCode).toBe(429);
      expect(logs.join('\n')).toContain('shared rate limit available again');
    } finally {
      await close();
    }
  }, 60_000);
});

describe('the settings for several servers', () => {
  // The test site's manifest, as a build would write it (no build needed).
  const manifest = standInManifest;
  const problems = (env: Record<string, string>) => {
    try {
      readSettings(env, manifest);
      return [];
    } catch (error) {
      return (error as { problems: string[] }).problems;
    }
  };

  it('take PostgreSQL and Redis URLs, and explain each mistake in a line', () => {
    const settings = readSettings(
      {
        DATABASE_URL: 'postgres://site:secret@db:5432/skillstrike',
        REDIS_URL: 'redis://cache:6379',
        IP_HASH_SECRET: 'a-secret-of-enough-length',
      },
      manifest,
    );
    expect(settings).toMatchObject({ databaseUrl: 'postgres://site:secret@db:5432/skillstrike', redisUrl: 'redis://cache:6379' });
    expect(problems({ DATABASE_URL: 'mysql://site:secret@db/skillstrike' })).toEqual([
      'DATABASE_URL: give a URL starting with postgres:// or postgresql://, not "mysql://…@db/skillstrike".',
    ]);
    // The Docker image sets DATABASE_PATH; DATABASE_URL beside it chooses PostgreSQL.
    expect(readSettings({ DATABASE_URL: 'postgres://db/skillstrike', DATABASE_PATH: '/data/contact.sqlite' }, manifest).databaseUrl).toBe(
      'postgres://db/skillstrike',
    );
    expect(problems({ REDIS_URL: 'redis://cache:6379' })[0]).toMatch(
      /^REDIS_URL: servers that share a rate limit must key visitors' addresses alike: set IP_HASH_SECRET/,
    );
    expect(problems({ REDIS_URL: 'redis://cache:6379', IP_HASH_SECRET_FILE: '/run/secrets/ip-hash' })).toEqual([]);
    expect(problems({ DELIVERY_TIMEOUT_MS: '20000', DELIVERY_LEASE_MS: '10000' })).toEqual([
      'DELIVERY_LEASE_MS (10000) must be longer than DELIVERY_TIMEOUT_MS (20000), or a slow attempt could be sent twice.',
    ]);
    expect(readSettings({}, manifest).delivery.leaseMs).toBe(75_000);
  });
});
