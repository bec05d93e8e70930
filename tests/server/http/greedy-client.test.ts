// The audit's attack on a real server process (`npm run serve`, with its default limits): one
// address holds 2,000 slow connections (headers that never end, bodies that stop halfway, idle
// keep-alive connections, downloads no longer read) and reopens each as it closes. Another
// visitor's page loads all succeed, at a median under 100 ms. Before the per-address limit, the
// first 500 filled MAX_CONNECTIONS and the visitor's connections were refused.
import { truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median } from '../../../scripts/bench/median.ts';
import { apkPath, contactPath, tempDir, until } from '../helpers.ts';
import { startServer, type ServerProcess } from '../server-process.ts';
import { standInBuild, standInManifest } from '../stand-in-build.ts';
import { holdSlowConnections, loadPages } from './greedy-client.ts';

const folder = tempDir('skillstrike-greedy-');
// The build found no APK, so any file at APK_PATH is the one to send (its checksum is not on the page).
const build = standInBuild({ ...standInManifest, apk: { ...standInManifest.apk, sha256: null } });
const metricsToken = 'greedy-client-test-token';
let server: ServerProcess;

beforeAll(async () => {
  const apk = path.join(folder.dir, 'big.apk');
  // 64 MiB (sparse: no disk), far more than the socket buffers hold, published a while ago.
  writeFileSync(apk, '');
  truncateSync(apk, 64 * 1024 * 1024);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(apk, anHourAgo, anHourAgo);
  server = await startServer({
    DIST_DIR: build.dir,
    APK_PATH: apk,
    DATABASE_PATH: path.join(folder.dir, 'contact.sqlite'),
    METRICS_TOKEN: metricsToken,
  });
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  build.remove();
  folder.remove();
});

/** The server's own count of connections it refused, from its metrics. */
async function refusedByServer(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_connections_refused_total'))
    .join(', ');
}

describe('one client holding 2,000 slow connections', () => {
  it("takes nothing from another visitor's page loads", async () => {
    const attack = holdSlowConnections(server.url, { count: 2000, contactPath, apkPath });
    try {
      // The attack is in place: its 2,000 opened, those refused tried again, the rest held.
      await until(() => attack.opened() >= 3000, 30_000, 'the 2,000 connections being opened, and the refused ones again');
      const loads = await loadPages(server.url, ['/', '/contact', '/robots.txt', '/assets/stand-in.js'], 15);
      const held = attack.held();
      console.log(
        `with one address holding ${JSON.stringify(held)} (${attack.opened()} opened in all, ${attack.refused()} refused): ` +
          `${loads.statuses.filter((status) => status === 200).length} of ${loads.statuses.length} page loads 200, ` +
          `median ${median(loads.timings).toFixed(1)} ms, slowest ${Math.max(...loads.timings).toFixed(1)} ms; ` +
          `server: ${await refusedByServer(server.url).catch(() => 'metrics unavailable')}`,
      );
      expect(loads.failures).toEqual([]);
      expect(loads.statuses.every((status) => status === 200)).toBe(true);
      expect(median(loads.timings)).toBeLessThan(100);
    } finally {
      attack.stop();
    }
  });
});
