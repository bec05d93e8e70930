// Headers and bodies that trickle are cut once their time is up and answered 408, the stated pace
// being HEADERS_TIMEOUT_MS for the headers and REQUEST_TIMEOUT_MS for the whole request. The idle
// timeout, which closes a silent connection without a word, must come later: with both at 30 s (the
// old defaults) a body that stopped halfway held its connection 30 s and was closed without a 408.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, requestCheckMarginMs, SettingsError } from '../../../src/server/config/environment.ts';
import { contactPath, site, testApp, type TestApp } from '../helpers.ts';
import { standInManifest } from '../stand-in-build.ts';
import { open, parseAnswer } from './raw-http.ts';

let t: TestApp;
let url: string;
// Shorter than the defaults, with the same margin between the request's time and the idle timeout
// (Node looks for requests past their time once a second, so one may run up to a second over).
const http = { headersTimeoutMs: 1000, requestTimeoutMs: 2000, idleTimeoutMs: 2000 + requestCheckMarginMs };

beforeAll(async () => {
  t = await testApp({ http });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Sends `parts` one every `everyMs` (a trickle), reads until the server closes the connection. */
async function trickle(parts: string[], everyMs: number): Promise<{ status: number; body: string; closedAfterMs: number }> {
  const started = performance.now();
  const socket = await open(url);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let index = 0;
  const timer = setInterval(() => {
    if (index < parts.length && socket.writable) socket.write(parts[index++]);
  }, everyMs);
  socket.write(parts[index++]);
  await closed;
  clearInterval(timer);
  return parseAnswer(received, performance.now() - started);
}

const expectTimeout = (answer: { status: number; body: string }) => {
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: site.api.errors.timeout });
};

describe('requests that trickle', () => {
  it('a body that stops halfway: 408 at REQUEST_TIMEOUT_MS, before the idle timeout could cut it silently', async () => {
    const answer = await trickle(
      [`POST ${contactPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":`],
      100,
    );
    console.log(`body stopped halfway: ${answer.status} after ${Math.round(answer.closedAfterMs)} ms (${JSON.stringify(http)})`);
    expectTimeout(answer);
    expect(answer.closedAfterMs).toBeLessThan(http.idleTimeoutMs);
  });

  it('a body sent a byte at a time, never silent for long: 408 at REQUEST_TIMEOUT_MS', async () => {
    const head = `POST ${contactPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`;
    const answer = await trickle([head, ...'{"firstName":"Asha","lastName":"Verma"'.split('')], 150);
    console.log(`body at 7 bytes a second: ${answer.status} after ${Math.round(answer.closedAfterMs)} ms`);
    expectTimeout(answer);
  });

  it('headers sent a line at a time: 408 at HEADERS_TIMEOUT_MS', async () => {
    const lines = ['GET / HTTP/1.1\r\n', 'Host: x\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: y\r\n`)];
    const answer = await trickle(lines, 150);
    console.log(`headers at a line every 150 ms: ${answer.status} after ${Math.round(answer.closedAfterMs)} ms`);
    expectTimeout(answer);
    expect(answer.closedAfterMs).toBeLessThan(http.requestTimeoutMs + 1000);
  });
});

describe('the settings', () => {
  it('by default end a request (20 s) well before the idle timeout (30 s), and let one client hold 100 connections', () => {
    const { http: defaults } = readSettings({}, standInManifest);
    expect(defaults.requestTimeoutMs + requestCheckMarginMs).toBeLessThanOrEqual(defaults.idleTimeoutMs);
    expect(defaults).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      idleTimeoutMs: 30_000,
      maxConnectionsPerAddress: 100,
    });
  });

  it('refuse a request timeout the idle timeout would overtake, and a per-address limit one client could fill the pool with', () => {
    const problems = (env: Record<string, string>) => {
      try {
        readSettings(env, standInManifest);
        return [];
      } catch (error) {
        if (error instanceof SettingsError) return error.problems;
        throw error;
      }
    };
    expect(problems({ REQUEST_TIMEOUT_MS: '30000', IDLE_TIMEOUT_MS: '30000' })).toEqual([
      expect.stringMatching(/^REQUEST_TIMEOUT_MS \(30000\) must be at least 2000 shorter than IDLE_TIMEOUT_MS \(30000\)/),
    ]);
    expect(problems({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '40' })).toEqual([
      expect.stringMatching(/^MAX_CONNECTIONS_PER_ADDRESS=40: give a whole number from 0 to 25/),
    ]);
    expect(readSettings({ MAX_CONNECTIONS: '100' }, standInManifest).http.maxConnectionsPerAddress).toBe(25);
  });
});
