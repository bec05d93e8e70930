// One client (an IPv4 address, an IPv6 /64) holds at most MAX_CONNECTIONS_PER_ADDRESS connections:
// a request on one more is answered 503 with api.errors.tooManyConnections, beyond twice the limit
// the connection is closed at once, and other clients are served as if nothing happened. A trusted
// proxy's connections, which carry many visitors, are not counted.
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from '../../../src/server/connections/address-group.ts';
import { trustedProxyTest } from '../../../src/server/connections/trusted-proxies.ts';
import { site, testApp, type TestApp } from '../helpers.ts';
import { closedWithin, exchange, open } from './raw-http.ts';

const greedy = '127.0.0.2';
const perAddress = 3;
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await testApp({ http: { maxConnectionsPerAddress: perAddress } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function hold(count: number, from: string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = await open(url, from);
    socket.on('error', () => undefined);
    sockets.push(socket);
  }
  return sockets;
}

const page = (from?: string) => exchange(url, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { from });

describe('connections per address', () => {
  it('answers a request on a connection over the limit 503, in the API shape, and closes it; others are served', async () => {
    const held = await hold(perAddress, greedy);
    try {
      const over = await page(greedy);
      expect(over.status).toBe(503);
      expect(JSON.parse(over.body)).toEqual({ success: false, message: site.api.errors.tooManyConnections });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['x-content-type-options']).toBe('nosniff');
      expect(over.headers['cache-control']).toBe('no-store');
      expect((await page('127.0.0.1')).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Once the client's connections close, it is served again.
    await expect.poll(async () => (await page(greedy)).status, { timeout: 5000 }).toBe(200);
  });

  it('closes at once the connections beyond twice the limit, and cuts the ones waiting for their 503 after a moment', async () => {
    const held = await hold(2 * perAddress, greedy);
    try {
      const beyond = await open(url, greedy);
      beyond.on('error', () => undefined);
      const closedAfter = await closedWithin(beyond, 2000);
      // A connection over the limit that sends nothing is not kept waiting for it.
      const waiting = held.slice(perAddress);
      const cutAfter = await Promise.all(waiting.map((socket) => closedWithin(socket, 10_000)));
      console.log(
        `beyond twice the limit: closed after ${Math.round(closedAfter)} ms; over it and silent: cut after ${Math.round(Math.max(...cutAfter))} ms`,
      );
      expect((await page('127.0.0.1')).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it("does not count a trusted proxy's connections", async () => {
    const behindProxy = await testApp({ http: { maxConnectionsPerAddress: 1 }, trustProxy: ['127.0.0.2'] });
    const proxied = await behindProxy.app.listen({ port: 0, host: '127.0.0.1' });
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) held.push(await open(proxied, greedy));
      const answer = await exchange(proxied, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { from: greedy });
      expect(answer.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await behindProxy.close();
    }
  });
});

describe('who counts as one client', () => {
  it('is an IPv4 address (also as a mapped IPv6 one), or an IPv6 /64', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe(addressGroup('2001:db8:1:2::ffff'));
    expect(addressGroup('2001:db8:1:2::1')).not.toBe(addressGroup('2001:db8:1:3::1'));
    expect(addressGroup('2001:0db8:0001:0002::1')).toBe(addressGroup('2001:db8:1:2::2'));
  });

  it("a trusted proxy is TRUST_PROXY's addresses and ranges, or everyone when it gives a number of proxies", () => {
    const trusted = trustedProxyTest(['10.0.0.0/8', 'loopback', '2001:db8::5']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('2001:db8::5')).toBe(true);
    expect(trusted('203.0.113.7')).toBe(false);
    expect(trustedProxyTest(false)('10.1.2.3')).toBe(false);
    expect(trustedProxyTest(1)('203.0.113.7')).toBe(true);
  });
});
