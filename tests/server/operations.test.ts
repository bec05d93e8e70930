// What an operator watches and what the privacy notice promises: /healthz, /readyz and the
// Prometheus metrics; addresses hashed with a key kept outside the database; messages deleted once
// the retention period has passed.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../src/server/db/open-database.ts';
import { contactStore } from '../../src/server/db/contact-store.ts';
import { addressPrefix } from '../../src/server/privacy/ip-hash.ts';
import { countRows, postContact, site, tempDir, testApp, until, validMessage } from './helpers.ts';
import { startServer } from './server-process.ts';

describe('health', () => {
  it('/healthz says the process is alive; /readyz that the database takes writes and the outbox is not stuck', async () => {
    const t = await testApp();
    try {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      expect(health.headers['cache-control']).toBe('no-store');
      expect(health.headers['content-security-policy']).toBeDefined();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      console.log(`/healthz: ${health.body}\n/readyz: ${ready.body}`);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: { writable: true },
        outbox: { channels: [], pending: 0, dead: 0, oldestPendingSeconds: null, stuck: false },
        delivery: {},
      });
    } finally {
      await t.close();
    }
  });
});

describe('metrics', () => {
  it('are not on the main port without a token, and are with the right one', async () => {
    const token = 'a-metrics-token-of-enough-length';
    const open = await testApp();
    const guarded = await testApp({ metricsToken: token });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect(
        (await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-the-same-len' } }))
          .statusCode,
      ).toBe(404);

      await postContact(guarded.app, validMessage());
      await postContact(guarded.app, { ...validMessage(), email: 'nope' });
      await postContact(guarded.app, { ...validMessage(), website: 'spam' });
      await guarded.app.inject({ method: 'GET', url: '/' });
      const response = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const text = response.body;
      for (const line of [
        'contact_messages_total{outcome="accepted"} 1',
        'contact_messages_total{outcome="invalid"} 1',
        'contact_messages_total{outcome="spam"} 1',
        'contact_messages_total{outcome="unavailable"} 0',
        `http_requests_total{method="POST",route="${site.api.contactPath}",status_code="201"} 2`,
        'http_requests_total{method="GET",route="/",status_code="200"} 1',
        'contact_outbox_pending 0',
        'contact_outbox_dead 0',
        'contact_database_up 1',
      ]) {
        expect(text).toContain(line);
      }
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/"\} 1$/m);
      expect(text).toContain('process_cpu_user_seconds_total');
    } finally {
      await open.close();
      await guarded.close();
    }
  });

  it('are served on a port of their own with METRICS_PORT', async () => {
    const folder = tempDir('skillstrike-metrics-');
    const server = await startServer({ METRICS_PORT: '0', DATABASE_PATH: path.join(folder.dir, 'contact.sqlite') });
    try {
      await fetch(`${server.url}/contact`);
      const listening = () => server.log.find((line) => line.includes('metrics listening'));
      await until(() => listening() !== undefined, 20_000, 'the "metrics listening" line');
      const port = JSON.parse(listening() ?? '{}').port as number;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('http_requests_total{method="GET",route="/contact",status_code="200"} 1');
      console.log(
        `metrics sample:\n${text
          .split('\n')
          .filter((line) => /^(contact_|http_requests_total)/.test(line))
          .join('\n')}`,
      );
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      folder.remove();
    }
  });
});

describe('personal data', () => {
  it('hashes addresses with a secret kept in its own file (mode 600), never in the database', async () => {
    const t = await testApp();
    try {
      await t.app.inject({
        method: 'POST',
        url: site.api.contactPath,
        remoteAddress: '203.0.113.77',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validMessage()),
      });
      const secretFile = path.join(path.dirname(t.databasePath), 'ip-hash.secret');
      expect(existsSync(secretFile)).toBe(true);
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      const secret = readFileSync(secretFile, 'utf8').trim();
      const db = new Database(t.databasePath, { readonly: true });
      const stored = db.prepare('SELECT client_ip_hash FROM contact_messages').pluck().get() as string;
      const everything = JSON.stringify(db.prepare('SELECT * FROM settings').all());
      db.close();
      expect(stored).toBe(createHmac('sha256', secret).update('203.0.113.77').digest('hex'));
      expect(everything).not.toContain(secret);
      expect(readFileSync(t.databasePath).includes(secret)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('takes the secret from IP_HASH_SECRET when set, and groups an IPv6 visitor by their /64', async () => {
    const t = await testApp({ env: { IP_HASH_SECRET: 'an-operator-chosen-secret-value' } });
    try {
      expect(existsSync(path.join(path.dirname(t.databasePath), 'ip-hash.secret'))).toBe(false);
    } finally {
      await t.close();
    }
    expect(addressPrefix('2001:db8:1:2:aaaa::1')).toBe(addressPrefix('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(addressPrefix('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it("deletes messages once a person's latest is older than privacy.retentionMonths, without being asked", async () => {
    const folder = tempDir('skillstrike-retention-');
    const databasePath = path.join(folder.dir, 'contact.sqlite');
    const db = openDatabase(databasePath);
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - site.privacy.retentionMonths - 1);
    contactStore(db).saveAll([
      { publicId: 'old', values: validMessage({ email: 'old@example.in', mobileNumber: '9000000001' }), receivedAt: old },
      { publicId: 'new', values: validMessage({ email: 'new@example.in', mobileNumber: '9000000002' }), receivedAt: new Date() },
    ]);
    closeDatabase(db);
    const t = await testApp({ databasePath });
    try {
      await t.app.ready();
      await until(() => countRows(databasePath) === 1, 20_000, 'the retention purge');
      expect(countRows(databasePath, "email = 'new@example.in'")).toBe(1);
    } finally {
      await t.close();
      folder.remove();
    }
  });
});
