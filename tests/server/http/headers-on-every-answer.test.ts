// The security headers are on every answer the server gives, not only on pages and API successes:
// redirects (a doubled slash, a file's address, capitals), 404s, every client error Fastify or Node's
// parser answers, and the 503s of a gate. The audit's fuzzing found 79 answers without them, all
// 301s to an address with single slashes, sent before the headers were set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkPath, contactPath, testApp, type TestApp } from '../helpers.ts';
import { exchange } from './raw-http.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await testApp({ http: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** What every answer carries, whatever its type (a page's policy too, unless it is a font, a script, a style). */
function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{7,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(String(headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
}

const json = { 'content-type': 'application/json' };

describe('security headers on every answer', () => {
  it.each([
    ['a doubled slash, redirected', { method: 'GET', url: '//contact' }, 301],
    ['a doubled slash inside, redirected', { method: 'GET', url: '/contact//?x=1' }, 301],
    ["a page's file address, redirected", { method: 'GET', url: '/contact/index.html' }, 301],
    ['a page in capitals, redirected', { method: 'GET', url: '/CONTACT' }, 301],
    ['HEAD of a doubled slash', { method: 'HEAD', url: '//contact' }, 301],
    ['a page that does not exist', { method: 'GET', url: '/no-such-page' }, 404],
    ['an API address that does not exist', { method: 'GET', url: '/api/v1/public/nothing' }, 404],
    ['a method a page does not take', { method: 'DELETE', url: '/' }, 404],
    ['a URL that cannot be decoded', { method: 'GET', url: '/api/%zz' }, 400],
    ['a body that is not JSON', { method: 'POST', url: contactPath, headers: json, payload: '{broken' }, 400],
    ['a body of another type', { method: 'POST', url: contactPath, headers: { 'content-type': 'text/plain' }, payload: 'hi' }, 415],
    ['a body too large', { method: 'POST', url: contactPath, headers: json, payload: `{"message":"${'x'.repeat(70_000)}"}` }, 413],
    ['the APK while there is none', { method: 'GET', url: apkPath }, 404],
  ] as const)('%s', async (what, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode, what).toBe(status);
    expectSecurityHeaders(response.headers, what);
  });

  it.each([
    ['headers that stall', `GET / HTTP/1.1\r\nHost: x\r\n`, 408],
    ['a body that stalls', `POST ${contactPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{`, 408],
    ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431],
    ['bytes that are not HTTP', 'HELLO\r\n\r\n', 400],
    ['HTTP/1.1 without a Host', 'GET //contact HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['an Expect the server does not know', `POST ${contactPath} HTTP/1.1\r\nHost: x\r\nExpect: later\r\nContent-Length: 2\r\n\r\n{}`, 417],
  ] as const)('%s, answered before Fastify routes it', async (what, request, status) => {
    const answer = await exchange(url, request, { timeoutMs: 10_000 });
    expect(answer.status, what).toBe(status);
    expectSecurityHeaders(answer.headers, what);
  });
});
