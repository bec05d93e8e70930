// A mail server that goes away is reported: /readyz shows each channel's state (last success,
// failures in a row, oldest pending message) and says "degraded" (still 200: the site serves and
// messages are stored) once the mail server has failed twice in a row, without waiting for a
// visitor's message; the metrics say contact_delivery_degraded 1. Before, /readyz stayed "ready"
// for OUTBOX_STUCK_MINUTES (30). The test checks every 300 ms; the defaults (a check a minute)
// report a dead mail server within 2 minutes, as the last test works out.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/server/config/environment.ts';
import { degradedWithinMs, ChannelChecks } from '../../../src/server/delivery/channel-checks.ts';
import { ChannelHealth } from '../../../src/server/delivery/channel-health.ts';
import type { Channel } from '../../../src/server/delivery/channel.ts';
import { postContact, tempDir, testApp, until, validMessage } from '../helpers.ts';
import { standInManifest } from '../stand-in-build.ts';
import { smtpReceiver } from './receivers.ts';

const folder = tempDir('skillstrike-mail-degraded-');
afterAll(() => folder.remove());

interface Readiness {
  status: string;
  delivery: Record<string, { status: string; lastSuccessAt: string | null; failuresInARow: number; oldestPendingSeconds: number | null }>;
}

describe('a mail server that goes away', () => {
  it('is reported by /readyz as degraded, while the site stays ready, and by the metrics', async () => {
    const smtp = await smtpReceiver();
    const delivery = {
      email: { url: smtp.url, from: 'website@skillstrike.in', to: ['support@skillstrike.in'] },
      checkEveryMs: 300,
      attemptTimeoutMs: 1000,
      retryBaseMs: 60_000,
    };
    const t = await testApp({ databasePath: path.join(folder.dir, 'contact.sqlite'), delivery });
    let smtpClosed = false;
    try {
      await t.app.ready();
      const readyz = async () => {
        const response = await t.app.inject({ method: 'GET', url: '/readyz' });
        return { code: response.statusCode, body: response.json<Readiness>() };
      };
      // The first check greets the mail server at start.
      await until(async () => (await readyz()).body.delivery.email?.lastSuccessAt !== null, 5000, 'the first check of the mail server');
      expect((await readyz()).body).toMatchObject({ status: 'ready', delivery: { email: { status: 'ok', failuresInARow: 0 } } });

      await smtp.close();
      smtpClosed = true;
      const goneAt = performance.now();
      // A visitor writes meanwhile: taken and stored, waiting for the mail server.
      expect((await postContact(t.app, validMessage())).statusCode).toBe(201);
      let seen: Awaited<ReturnType<typeof readyz>> | undefined;
      await until(
        async () => {
          seen = await readyz();
          return seen.body.delivery.email?.status === 'degraded';
        },
        20_000,
        '/readyz reporting the mail channel degraded',
      );
      const reportedInMs = performance.now() - goneAt;
      console.log(
        `mail server gone: degraded after ${Math.round(reportedInMs)} ms (at most ${degradedWithinMs({ ...delivery })} ms with these settings): ${JSON.stringify(seen?.body.delivery)}`,
      );
      expect(seen?.code).toBe(200);
      expect(seen?.body.status).toBe('degraded');
      expect(seen?.body.delivery.email).toMatchObject({ status: 'degraded', lastSuccessAt: expect.any(String) });
      expect(seen?.body.delivery.email.failuresInARow).toBeGreaterThanOrEqual(2);
      expect(seen?.body.delivery.email.oldestPendingSeconds).toEqual(expect.any(Number));
      expect(reportedInMs).toBeLessThan(degradedWithinMs(delivery) + 1000);
      const metrics = await t.app.metricsText();
      expect(metrics).toMatch(/^contact_delivery_degraded\{channel="email"\} 1$/m);
      expect(metrics).toMatch(/^contact_delivery_failures_in_a_row\{channel="email"\} [2-9]/m);
      // The site itself is fine.
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await t.close();
      if (!smtpClosed) await smtp.close();
    }
  });

  it('clears once the receiver answers again', async () => {
    let down = true;
    const channel: Channel = {
      name: 'email',
      send: async () => {},
      check: async () => {
        if (down) throw new Error('connect ECONNREFUSED');
      },
    };
    const health = new ChannelHealth();
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const checks = new ChannelChecks([channel], new Map([['email', health]]), 40, quiet);
    checks.start();
    try {
      await until(() => health.state.degraded, 5000, 'degraded');
      down = false;
      await until(() => !health.state.degraded && health.state.failuresInARow === 0, 5000, 'ok again');
      expect(health.state.lastSuccessAt).toEqual(expect.any(Number));
    } finally {
      checks.stop();
    }
  });

  it('with the default settings, is reported within 2 minutes of going away', () => {
    const { delivery } = readSettings({}, standInManifest);
    console.log(
      `defaults: a check every ${delivery.checkEveryMs} ms, ${delivery.attemptTimeoutMs} ms each: degraded within ${degradedWithinMs(delivery)} ms`,
    );
    expect(degradedWithinMs(delivery)).toBeLessThanOrEqual(120_000);
  });
});
