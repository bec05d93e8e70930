// Slow and greedy clients cannot hold the server: an idle keep-alive connection is closed after
// KEEP_ALIVE_TIMEOUT_MS, a download the client stopped reading is cut after IDLE_TIMEOUT_MS, and
// no more than MAX_CONNECTIONS are open at once (the audit's 1,100 idle connections blocked
// everyone at an open-file limit of 1,024).
import { truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkPath, tempDir, testApp, until, type TestApp } from '../helpers.ts';
import { closedWithin, open } from './raw-http.ts';
import { standInManifest } from '../stand-in-build.ts';

const folder = tempDir('skillstrike-connections-');
const bigApk = path.join(folder.dir, 'big.apk');
let t: TestApp;
let url: string;

beforeAll(async () => {
  // 64 MiB (sparse, so it costs no disk): far more than the socket buffers hold. Published a while
  // ago, by a build that found no APK: offered at once.
  writeFileSync(bigApk, '');
  truncateSync(bigApk, 64 * 1024 * 1024);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(bigApk, anHourAgo, anHourAgo);
  t = await testApp({
    apkPath: bigApk,
    manifest: { ...standInManifest, apk: { ...standInManifest.apk, sha256: null } },
    http: { keepAliveTimeoutMs: 500, idleTimeoutMs: 1000, maxConnections: 5 },
  });
  // The first download has the server make its private copy of the APK, read and hashed whole
  // (apk-snapshots.ts). Under a CPU hog that took longer than this file's 1 s idle limit: the stalled
  // download below was cut before its first byte, and then this first request too, made over a
  // socket. Made here without one (inject), so the tests time only what they are about.
  const first = await t.app.inject({ method: 'GET', url: apkPath, headers: { range: 'bytes=0-0' } });
  expect(first.statusCode).toBe(206);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  folder.remove();
});

describe('connections', () => {
  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const socket = await open(url);
    socket.on('data', () => undefined);
    socket.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n');
    const closedAfter = await closedWithin(socket, 15_000);
    console.log(`idle keep-alive connection closed after ${Math.round(closedAfter)} ms (KEEP_ALIVE_TIMEOUT_MS 500)`);
  });

  it('cuts a download the client stopped reading after IDLE_TIMEOUT_MS', async () => {
    // Watched from the server's side: a client that does not read does not see the close either.
    const serverSide = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const socket = await open(url);
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // Read a little, then stop reading, as a phone that lost its signal would.
      if (received > 256 * 1024) socket.pause();
    });
    socket.on('error', () => undefined);
    socket.write(`GET ${apkPath} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const connection = await serverSide;
    try {
      const cutAfter = await closedWithin(connection, 20_000);
      console.log(
        `stalled download cut by the server after ${Math.round(cutAfter)} ms, ${connection.bytesWritten} of ${64 * 1024 * 1024} bytes sent (IDLE_TIMEOUT_MS 1000)`,
      );
      // The download had started (more than its headers were sent), and was cut before its end.
      expect(connection.bytesWritten).toBeGreaterThan(256 * 1024);
      expect(connection.bytesWritten).toBeLessThan(64 * 1024 * 1024);
    } finally {
      socket.destroy();
    }
  });

  it('refuses connections beyond MAX_CONNECTIONS, and takes new ones once others close', async () => {
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const socket = await open(url);
        socket.on('error', () => undefined);
        held.push(socket);
      }
      const extra = await open(url);
      extra.on('error', () => undefined);
      await closedWithin(extra, 5000);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Once the server has seen the others close, it takes a new connection.
    const answered = () =>
      fetch(`${url}/robots.txt`).then(
        (response) => response.status,
        () => 0,
      );
    await until(async () => (await answered()) === 200, 20_000, 'a new connection taken');
  });
});
