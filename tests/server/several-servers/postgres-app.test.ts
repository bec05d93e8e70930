// The same contact API with DATABASE_URL on a real PostgreSQL: messages stored once whatever the
// retries, delivered through the outbox, and a database outage answered 503 (pages unaffected)
// that clears by itself when PostgreSQL is back, without a restart.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../../scripts/services/temp-postgres.ts';
import { postContact, serverMessages, testApp, until, validMessage, type TestApp } from '../helpers.ts';
import { pagesDuring, readyz, send } from '../faults/live-app.ts';
import { webhookReceiver, type WebhookReceiver } from '../delivery/receivers.ts';
import { servicesInstalled } from '../services/real-services.ts';
import { testApkPath } from '../../fixtures/test-apk.ts';

const hasPostgres = servicesInstalled('postgres');
let postgres: TempPostgres;
let hook: WebhookReceiver;

beforeAll(async () => {
  if (!hasPostgres) return;
  [postgres, hook] = await Promise.all([startTempPostgres(), webhookReceiver()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), hook?.close()]);
});

let databases = 0;
async function postgresApp(): Promise<TestApp & { url: string; databaseUrl: string; rows(sql: string): Promise<unknown[]> }> {
  const databaseUrl = await postgres.createDatabase(`app_${++databases}`);
  const t = await testApp({
    databaseUrl,
    apkPath: testApkPath,
    storeWaitMs: 1500,
    recoverEveryMs: 200,
    delivery: {
      webhook: { url: hook.url, secret: Buffer.from('a-shared-secret-of-32-characters') },
      retryBaseMs: 50,
      retryMaxMs: 400,
      pollMs: 50,
    },
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const rows = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  return { ...t, url, databaseUrl, rows };
}

describe.runIf(hasPostgres)('the contact API on PostgreSQL', () => {
  it('stores a message once however often it is retried, refuses a reused key, and delivers it', async () => {
    const t = await postgresApp();
    try {
      const sent = validMessage({ subject: 'Stored in PostgreSQL' });
      const first = await postContact(t.app, { ...sent, elapsedMs: 8000, website: '' }, { 'idempotency-key': 'pg-once' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ success: true, message: serverMessages.received });
      expect((await postContact(t.app, { ...sent, elapsedMs: 8000, website: '' }, { 'idempotency-key': 'pg-once' })).statusCode).toBe(201);
      const reused = await postContact(
        t.app,
        { ...sent, subject: 'Other words', elapsedMs: 8000, website: '' },
        { 'idempotency-key': 'pg-once' },
      );
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ success: false, message: serverMessages.idempotencyConflict });
      expect((await postContact(t.app, { ...sent, email: 'not an address' })).statusCode).toBe(400);

      expect(await t.rows('SELECT subject, email FROM contact_messages')).toEqual([{ subject: 'Stored in PostgreSQL', email: sent.email }]);
      await until(() => hook.calls.some((call) => call.body.includes('Stored in PostgreSQL')), 20_000, 'the webhook call');
      await until(
        async () => (await t.rows("SELECT state FROM deliveries WHERE state = 'delivered'")).length === 1,
        20_000,
        'the delivery recorded',
      );
      const ready = await readyz(t.url);
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({
        status: 'ready',
        database: { writable: true },
        outbox: { channels: ['webhook'], pending: 0, dead: 0 },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 while PostgreSQL is down, keeps serving pages, and takes messages again once it is back', async () => {
    const t = await postgresApp();
    try {
      expect((await send(t.url)).status).toBe(201);
      const outage = pagesDuring(
        t.url,
        (async () => {
          await postgres.down();
          const refused = await send(t.url, { subject: 'During the outage' });
          const notReady = await readyz(t.url);
          await postgres.up();
          return { refused, notReady };
        })(),
      );
      const { result, timings, statuses } = await outage;
      expect(result.refused.status).toBe(503);
      expect(result.refused.retryAfter).toBe('30');
      expect(result.refused.body).toEqual({ success: false, message: serverMessages.storageUnavailable });
      expect(result.notReady.status).toBe(503);
      expect(result.notReady.body.database).toEqual({ writable: false, fault: 'unreachable' });
      expect([...statuses].every((status) => status === 200 || status === 404)).toBe(true);
      console.log(
        `PostgreSQL outage: pages answered in a median of ${Math.round(timings.sort((a, b) => a - b)[timings.length >> 1])} ms, max ${Math.round(Math.max(...timings))} ms`,
      );

      // No restart: the next messages are taken as soon as PostgreSQL answers again.
      await until(
        async () => (await send(t.url, { subject: 'After the outage' })).status === 201,
        20_000,
        'a message accepted after the outage',
      );
      await until(async () => (await readyz(t.url)).status === 200, 20_000, '/readyz ready again');
      const subjects = (await t.rows('SELECT subject FROM contact_messages ORDER BY id')).map(
        (row) => (row as { subject: string }).subject,
      );
      expect(subjects).not.toContain('During the outage');
      expect(subjects).toContain('After the outage');
    } finally {
      await t.close();
    }
  }, 90_000);
});
