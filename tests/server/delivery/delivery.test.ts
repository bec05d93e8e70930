// Every message reaches a person: by email through a real SMTP server and by a signed webhook, at
// least once, with a stable id receivers use to drop duplicates; through a receiver outage, a dead
// letter re-queued by the operator, and a server restart. Suspected spam never goes out.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/content/load-site-file.ts';
import { verifyWebhookSignature } from '../../../src/server/delivery/webhook-signature.ts';
import type { WebhookPayload } from '../../../src/server/delivery/webhook-channel.ts';
import type { DeliverySettings } from '../../../src/server/config/environment.ts';
import { postContact, site, tempDir, testApp, until, validMessage, type TestApp } from '../helpers.ts';
import { smtpReceiver, webhookReceiver, type SmtpReceiver, type WebhookReceiver } from './receivers.ts';
import { node, scriptArgs } from '../../node-script.ts';

const secret = Buffer.from('a-shared-secret-of-32-characters');
const folder = tempDir('skillstrike-delivery-');
let smtp: SmtpReceiver;
let hook: WebhookReceiver;
const apps: TestApp[] = [];

beforeAll(async () => {
  [smtp, hook] = await Promise.all([smtpReceiver(), webhookReceiver()]);
});
afterAll(async () => {
  await Promise.all([smtp.close(), hook.close()]);
  folder.remove();
});
afterEach(async () => {
  smtp.failing = false;
  hook.status = 204;
  smtp.emails.length = 0;
  smtp.attempts.length = 0;
  hook.calls.length = 0;
  hook.attempts.length = 0;
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

let counter = 0;
async function deliveringApp(delivery: Partial<DeliverySettings> = {}, databasePath = path.join(folder.dir, `db-${++counter}.sqlite`)) {
  const t = await testApp({
    databasePath,
    delivery: {
      email: { url: smtp.url, from: 'website@skillstrike.in', to: ['support@skillstrike.in'] },
      webhook: { url: hook.url, secret },
      // Retries within a test's time: 50 ms, 100 ms, 200 ms... and a look every 50 ms.
      retryBaseMs: 50,
      retryMaxMs: 400,
      pollMs: 50,
      attemptTimeoutMs: 5000,
      maxAttempts: 12,
      ...delivery,
    },
  });
  apps.push(t);
  // The outbox starts with the app, as it does when the server listens.
  await t.app.ready();
  return t;
}

const payloadOf = (call: { body: string }) => JSON.parse(call.body) as WebhookPayload;
const deliveryStates = (databasePath: string) => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('SELECT channel, state, attempts FROM deliveries ORDER BY id').all();
  } finally {
    db.close();
  }
};

describe('a message sent through the form', () => {
  it('arrives by email (reply goes to the visitor) and by a signed webhook, within moments', async () => {
    const t = await deliveringApp();
    const sent = validMessage({ subject: 'Withdrawal pending since Monday' });
    const started = performance.now();
    const response = await postContact(t.app, { ...sent, elapsedMs: 8000, website: '' }, { 'idempotency-key': 'first-delivery' });
    const acknowledged = performance.now();
    expect(response.statusCode).toBe(201);
    await until(() => smtp.emails.length === 1 && hook.calls.length === 1, 20_000, 'the email and the webhook call');
    console.log(
      `delivery latency: acknowledged ${Math.round(acknowledged - started)} ms after sending; email arrived ${Math.round(smtp.emails[0].at - acknowledged)} ms, ` +
        `webhook ${Math.round(hook.calls[0].at - acknowledged)} ms after the acknowledgement`,
    );

    const [email] = smtp.emails;
    expect(email.to).toEqual(['support@skillstrike.in']);
    expect(email.from).toBe('website@skillstrike.in');
    expect(email.raw).toMatch(/^Reply-To: Asha Verma <asha\.verma@example\.in>$/m);
    expect(email.raw).toMatch(new RegExp(`^Subject: ${site.contact.notification.emailSubject.replace('{subject}', sent.subject)}$`, 'm'));
    for (const [name, label] of [
      ['firstName', 'First Name'],
      ['email', 'Email Address'],
      ['mobileNumber', 'Phone Number'],
    ] as const) {
      expect(email.raw).toContain(`${label}: ${sent[name]}`);
    }
    expect(email.raw).toContain('Could you check it, please?');

    const [call] = hook.calls;
    const payload = payloadOf(call);
    expect(payload).toMatchObject({ type: 'contact.message', message: sent });
    const id = String(call.headers['webhook-id']);
    expect(payload.id).toBe(id);
    expect(
      verifyWebhookSignature(secret, id, Number(call.headers['webhook-timestamp']), call.body, String(call.headers['webhook-signature'])),
    ).toBe(true);
    expect(
      verifyWebhookSignature(
        Buffer.from('another secret, not the receivers'),
        id,
        Number(call.headers['webhook-timestamp']),
        call.body,
        String(call.headers['webhook-signature']),
      ),
    ).toBe(false);
    // The same stable id on both channels: the email's Message-ID and its header.
    expect(email.raw).toMatch(new RegExp(`^Message-ID: <${id}@skillstrike\\.in>$`, 'm'));
    expect(email.raw).toMatch(new RegExp(`^X-Contact-Message-Id: ${id}$`, 'mi'));

    await until(
      () =>
        JSON.stringify(deliveryStates(t.databasePath)) ===
        JSON.stringify([
          { channel: 'email', state: 'delivered', attempts: 1 },
          { channel: 'webhook', state: 'delivered', attempts: 1 },
        ]),
    );
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ready', outbox: { channels: ['email', 'webhook'], pending: 0, dead: 0, stuck: false } });
  });

  it('keeps a Hindi name and an internationalised address intact on the way', async () => {
    await deliveringApp();
    const t = apps[0];
    const sent = validMessage({ firstName: 'अनन्या', lastName: 'शर्मा', email: 'ananya@उदाहरण.भारत', mobileNumber: '+91 98765 43210' });
    expect((await postContact(t.app, sent)).statusCode).toBe(201);
    await until(() => smtp.emails.length === 1 && hook.calls.length === 1);
    expect(payloadOf(hook.calls[0]).message).toMatchObject({ ...sent, mobileNumber: '9876543210' });
    // Mail systems take the domain in its ASCII (punycode) form; the name travels encoded.
    expect(smtp.emails[0].raw).toMatch(/^Reply-To: =\?UTF-8\?[\s\S]*?<ananya@xn--p1b6ci4b4b3a\.xn--h2brj9c>$/m);
    expect(smtp.emails[0].raw).toContain('Phone Number: 9876543210');
  });

  it('never sends suspected spam on', async () => {
    const t = await deliveringApp();
    expect((await postContact(t.app, { ...validMessage(), website: 'http://spam.example' })).statusCode).toBe(201);
    expect((await postContact(t.app, validMessage({ subject: 'A real one' }))).statusCode).toBe(201);
    await until(() => smtp.emails.length === 1 && hook.calls.length === 1);
    // The suspected spam has nothing to deliver: only the real message's two deliveries exist.
    expect(deliveryStates(t.databasePath)).toHaveLength(2);
    expect(smtp.emails).toHaveLength(1);
    expect(payloadOf(hook.calls[0]).message.subject).toBe('A real one');
  });
});

describe('when a receiver is down', () => {
  it('keeps trying with backoff, with the same id each time, and delivers once it comes back', async () => {
    const t = await deliveringApp();
    smtp.failing = true;
    hook.status = 503;
    expect((await postContact(t.app, validMessage())).statusCode).toBe(201);
    await until(() => smtp.attempts.length >= 3 && hook.attempts.length >= 3, 20_000, 'three failed attempts on each channel');
    // The webhook is stopped outright for a while too: connections refused.
    await hook.stop();
    const webhookAttempts = () =>
      (deliveryStates(t.databasePath) as { channel: string; attempts: number }[]).find((row) => row.channel === 'webhook')?.attempts ?? 0;
    const beforeOutage = webhookAttempts();
    await until(() => webhookAttempts() > beforeOutage, 20_000, 'an attempt refused while the webhook is stopped');
    smtp.failing = false;
    hook.status = 204;
    await hook.start();
    await until(() => smtp.emails.length === 1 && hook.calls.length === 1, 20_000, 'delivery after the outage');

    const ids = new Set(hook.attempts.map((call) => call.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(new Set(smtp.attempts).size).toBe(1);
    const states = () => deliveryStates(t.databasePath) as { state: string; attempts: number }[];
    await until(() => states().every((row) => row.state === 'delivered'), 20_000, 'both deliveries recorded');
    expect(states().every((row) => row.attempts >= 3)).toBe(true);
    console.log(
      `receiver outage: delivered after ${states()
        .map((row) => row.attempts)
        .join(' and ')} attempts (email, webhook)`,
    );
  });

  it('marks a delivery dead after the last attempt, says so in /readyz, and sends it again after npm run messages -- --retry', async () => {
    const t = await deliveringApp({ maxAttempts: 2, email: undefined });
    hook.status = 500;
    expect((await postContact(t.app, validMessage())).statusCode).toBe(201);
    await until(() => (deliveryStates(t.databasePath) as { state: string }[])[0]?.state === 'dead', 20_000, 'a dead letter');
    const stuck = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toMatchObject({ status: 'not ready', database: { writable: true }, outbox: { dead: 1, stuck: true } });

    hook.status = 204;
    const run = promisify(execFile);
    const { stderr } = await run(node, scriptArgs('scripts/messages.ts', '--retry'), {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_PATH: t.databasePath },
    });
    expect(stderr).toContain('1 dead delivery queued again');
    await until(() => hook.calls.length === 1, 20_000, 'the re-queued delivery');
    await until(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200);
  });

  it('delivers what was accepted before a restart, once the server is back', async () => {
    const databasePath = path.join(folder.dir, 'restart.sqlite');
    const first = await deliveringApp({}, databasePath);
    smtp.failing = true;
    hook.status = 503;
    expect((await postContact(first.app, validMessage({ subject: 'Sent before the restart' }))).statusCode).toBe(201);
    await until(() => hook.attempts.length >= 1 && smtp.attempts.length >= 1);
    await first.app.close();
    apps.splice(apps.indexOf(first), 1);
    smtp.failing = false;
    hook.status = 204;
    await deliveringApp({}, databasePath);
    await until(() => smtp.emails.length === 1 && hook.calls.length === 1, 20_000, 'delivery by the restarted server');
    expect(payloadOf(hook.calls[0]).message.subject).toBe('Sent before the restart');
  });
});
