// Every answer under /api/ is {success: false, message} with the security headers, whatever goes
// wrong and whoever notices it first: a route, Fastify (a bad URL, an unknown route) or Node's HTTP
// parser before Fastify sees the request (an unknown method, headers too large or too slow, an
// Expect it does not know, a missing Host, a broken chunked body). Nothing a client sends makes a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkPath, contactPath, site, testApp, validMessage, type TestApp } from '../helpers.ts';
import { exchange } from './raw-http.ts';

const errors = site.api.errors;
const lines: string[] = [];
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await testApp({
    http: { headersTimeoutMs: 700, requestTimeoutMs: 1500 },
    trustProxy: 1,
    logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

function expectApiError(answer: { status: number; headers: Record<string, string>; body: string }, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message });
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['strict-transport-security']).toMatch(/^max-age=/);
  expect(answer.headers['cache-control']).toBe('no-store');
}

const request = (head: string, body = '') => `${head}\r\n\r\n${body}`;

describe('errors under /api/', () => {
  it('an unknown route or a method the route does not take: 404', async () => {
    expectApiError(
      await exchange(url, request(`GET /api/v1/public/nothing HTTP/1.1\r\nHost: x\r\nConnection: close`)),
      404,
      errors.notFound,
    );
    expectApiError(await exchange(url, request(`DELETE ${contactPath} HTTP/1.1\r\nHost: x\r\nConnection: close`)), 404, errors.notFound);
  });

  it('a method that is not HTTP at all: 400', async () => {
    expectApiError(await exchange(url, request(`FOO ${contactPath} HTTP/1.1\r\nHost: x`)), 400, errors.badRequest);
  });

  it('a URL that cannot be decoded: 400', async () => {
    expectApiError(await exchange(url, request(`GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close`)), 400, errors.badRequest);
  });

  it('headers too large: 431', async () => {
    expectApiError(
      await exchange(url, request(`GET ${apkPath} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}`)),
      431,
      errors.badRequest,
    );
  });

  it('an Expect the server does not know: 417', async () => {
    expectApiError(
      await exchange(url, request(`POST ${contactPath} HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nContent-Length: 2`, '{}')),
      417,
      errors.badRequest,
    );
  });

  it('HTTP/1.1 without a Host: 400', async () => {
    expectApiError(await exchange(url, request(`GET ${apkPath} HTTP/1.1\r\nConnection: close`)), 400, errors.badRequest);
  });

  it('the APK asked for by a program while there is none: 404 (the 416 of a range past its end is in apk.test.ts)', async () => {
    const answer = await exchange(url, request(`GET ${apkPath} HTTP/1.1\r\nHost: x\r\nConnection: close`));
    expectApiError(answer, 404, site.downloads.android.apk.missingText);
  });

  it('headers that stall: 408 once HEADERS_TIMEOUT_MS has passed, not a minute later', async () => {
    const answer = await exchange(url, `GET ${apkPath} HTTP/1.1\r\nHost: x\r\n`);
    expectApiError(answer, 408, errors.timeout);
    console.log(`stalled headers: 408 after ${Math.round(answer.closedAfterMs)} ms (HEADERS_TIMEOUT_MS 700)`);
    expect(answer.closedAfterMs).toBeLessThan(10_000);
  });

  it('a body that stalls: 408 once REQUEST_TIMEOUT_MS has passed', async () => {
    const answer = await exchange(
      url,
      request(`POST ${contactPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500`, '{"firstName":'),
    );
    expectApiError(answer, 408, errors.timeout);
    console.log(`stalled body: 408 after ${Math.round(answer.closedAfterMs)} ms (REQUEST_TIMEOUT_MS 1500)`);
    expect(answer.closedAfterMs).toBeLessThan(10_000);
  });

  it('a broken chunked body behind a trusted proxy: a 400, nothing thrown, nothing logged as an error', async () => {
    const before = lines.length;
    const answer = await exchange(
      url,
      request(
        `POST ${contactPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nX-Forwarded-For: 203.0.113.5`,
        'ZZZ\r\nnot a chunk\r\n',
      ),
    );
    expectApiError(answer, 400, errors.badRequest);
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { level: number; err?: unknown });
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it('a valid message still goes through on the same server', async () => {
    const response = await fetch(`${url}${contactPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validMessage()),
    });
    expect(response.status).toBe(201);
  });
});
