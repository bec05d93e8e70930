// The audit's attack through deploy/nginx.conf, run by Debian's nginx in front of a real server
// process (TRUST_PROXY=1, as in docker-compose.yml): one address holds 2,000 slow connections to
// the proxy and reopens each as it closes; another visitor's page loads through the proxy all
// succeed, at a median under 100 ms. Without nginx installed it is skipped (it fails under CI=true).
import { truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median } from '../../../scripts/bench/median.ts';
import { freePort } from '../../../scripts/services/free-port.ts';
import { startTempNginx, type TempNginx } from '../../../scripts/services/temp-nginx.ts';
import { apkPath, contactPath, tempDir, until } from '../helpers.ts';
import { startServer, type ServerProcess } from '../server-process.ts';
import { standInBuild, standInManifest } from '../stand-in-build.ts';
import { servicesInstalled } from '../services/real-services.ts';
import { deployNginxConf } from './deploy-nginx.ts';
import { holdSlowConnections, loadPages } from './greedy-client.ts';

const installed = servicesInstalled('nginx');

describe.runIf(installed)('one client holding 2,000 slow connections to deploy/nginx.conf', () => {
  const folder = tempDir('skillstrike-greedy-nginx-');
  const build = standInBuild({ ...standInManifest, apk: { ...standInManifest.apk, sha256: null } });
  let server: ServerProcess;
  let nginx: TempNginx;
  let url: string;

  beforeAll(async () => {
    const apk = path.join(folder.dir, 'big.apk');
    writeFileSync(apk, '');
    truncateSync(apk, 64 * 1024 * 1024);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(apk, anHourAgo, anHourAgo);
    server = await startServer({
      DIST_DIR: build.dir,
      APK_PATH: apk,
      DATABASE_PATH: path.join(folder.dir, 'contact.sqlite'),
      TRUST_PROXY: '1',
    });
    const port = await freePort();
    nginx = await startTempNginx((dir) => deployNginxConf(dir, port, [Number(new URL(server.url).port)]), port);
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await nginx?.stop();
    server?.child.kill('SIGKILL');
    await server?.exited;
    build.remove();
    folder.remove();
  });

  it("takes nothing from another visitor's page loads", async () => {
    // Through the proxy, first: the pages and the APK answer.
    expect((await fetch(`${url}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${url}${apkPath}`, { method: 'HEAD' })).status).toBe(200);
    const attack = holdSlowConnections(url, { count: 2000, contactPath, apkPath });
    try {
      await until(() => attack.opened() >= 3000, 30_000, 'the 2,000 connections being opened, and the refused ones again');
      const loads = await loadPages(url, ['/', '/contact', '/robots.txt', '/assets/stand-in.js'], 15);
      console.log(
        `through nginx, with one address holding ${JSON.stringify(attack.held())} (${attack.opened()} opened in all, ${attack.refused()} refused): ` +
          `${loads.statuses.filter((status) => status === 200).length} of ${loads.statuses.length} page loads 200, ` +
          `median ${median(loads.timings).toFixed(1)} ms, slowest ${Math.max(...loads.timings).toFixed(1)} ms`,
      );
      expect(loads.failures).toEqual([]);
      expect(loads.statuses.every((status) => status === 200)).toBe(true);
      expect(median(loads.timings)).toBeLessThan(100);
    } finally {
      attack.stop();
    }
  });
});
