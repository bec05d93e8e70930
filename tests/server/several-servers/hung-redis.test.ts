// A Redis that hangs (SIGSTOP: its connection stays open, nothing is answered, as with a stuck disk
// or a machine out of memory) left /readyz saying "connected": true while every message waited a
// second for it and went through unlimited. /readyz now pings Redis with a short timeout and says
// "answering": false, status "degraded" (200: the site and the form still work), within 5 s; the
// metrics say it too, and it clears once Redis answers again.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempRedis, type TempRedis } from '../../../scripts/services/temp-redis.ts';
import { tempDir, testApp, until, type TestApp } from '../helpers.ts';
import { servicesInstalled } from '../services/real-services.ts';

const hasRedis = servicesInstalled('redis');
let redis: TempRedis;
let t: TestApp;
const folder = tempDir('skillstrike-hung-redis-');

beforeAll(async () => {
  if (!hasRedis) return;
  redis = await startTempRedis();
  t = await testApp({
    databasePath: path.join(folder.dir, 'contact.sqlite'),
    redisUrl: redis.url,
    env: { IP_HASH_SECRET: 'hung-redis-test-secret' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await redis?.stop();
  folder.remove();
});

interface Readiness {
  status: string;
  rateLimit: { store: string; connected: boolean; answering: boolean };
}

const readyz = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { code: response.statusCode, body: response.json<Readiness>() };
};

describe.runIf(hasRedis)('a hung Redis', () => {
  it('is reported by /readyz within 5 s as not answering, degraded but ready, and by the metrics', async () => {
    expect((await readyz()).body).toMatchObject({ status: 'ready', rateLimit: { store: 'redis', connected: true, answering: true } });
    redis.hang();
    try {
      const hungAt = performance.now();
      let seen: Awaited<ReturnType<typeof readyz>> | undefined;
      await until(
        async () => {
          seen = await readyz();
          return seen.body.rateLimit.answering === false;
        },
        5000,
        '/readyz reporting the hung Redis',
      );
      const reportedInMs = performance.now() - hungAt;
      console.log(
        `hung Redis reported by /readyz after ${Math.round(reportedInMs)} ms: ${JSON.stringify(seen?.body.rateLimit)}, ${seen?.body.status}`,
      );
      expect(seen?.code).toBe(200);
      expect(seen?.body).toMatchObject({ status: 'degraded', rateLimit: { connected: true, answering: false } });
      expect(await t.app.metricsText()).toMatch(/^contact_rate_limit_store_up 0$/m);
    } finally {
      redis.wake();
    }
    await until(async () => (await readyz()).body.status === 'ready', 10_000, '/readyz ready again once Redis answers');
    expect(await t.app.metricsText()).toMatch(/^contact_rate_limit_store_up 1$/m);
  });
});
