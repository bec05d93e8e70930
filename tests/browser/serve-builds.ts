// Serves two builds for the browser suite, each on a free loopback port with a throwaway database,
// the contact rate limit lifted (the tests send many messages) and the fixture APK that the builds
// compute the page's checksum from:
// - BASE_URL: the test site (tests/fixtures/site/, npm run build:fixture), which the behaviour
//   tests drive, so a marketer's edit of site.yaml never fails them;
// - REAL_SITE_URL: the real site.yaml's build (npm run build:test), for what only the real site
//   can show: every page opens without a console error, and the size budgets of what ships.
// The workers start after this and inherit the addresses through their environment.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { testApkPath } from '../fixtures/test-apk.ts';
import { fixtureDistDir } from '../fixture-site.ts';
import { chromiumPath } from './chromium-path.ts';

/** Serves a build as the server does: from its pages and its manifest (server-manifest.json). */
async function serve(distDir: string, dataDir: string, command: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`The browser tests need ${path.relative(projectRoot, distDir)}/: run "${command}" first (npm test does).`);
  }
  const app = await buildApp({
    distDir,
    databasePath: path.join(mkdtempSync(path.join(dataDir, 'db-')), 'contact.sqlite'),
    rateLimit: { max: 100_000, windowMinutes: 1 },
    apkPath: testApkPath,
  });
  return { app, address: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

export default async function globalSetup() {
  if (!chromiumPath) {
    throw new Error('No Chromium found: install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-browser-'));
  const fixture = await serve(fixtureDistDir, dataDir, 'npm run build:fixture');
  const real = await serve(path.join(projectRoot, 'dist'), dataDir, 'npm run build:test');
  process.env.BASE_URL = fixture.address;
  process.env.REAL_SITE_URL = real.address;
  return async () => {
    await Promise.all([fixture.app.close(), real.app.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
