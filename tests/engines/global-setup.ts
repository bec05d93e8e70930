// Before the workers start: serve the test site's build once (a throwaway database, the contact
// rate limit lifted), and give WebKitGTK an X display if the machine has none (Xvfb, on a display
// number it picks itself). Under CI=true an engine this run needs and cannot find fails the run
// here, instead of being skipped. The workers inherit the address and the display through their
// environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildApp } from '../../src/server/app.ts';
import { testApkPath } from '../fixtures/test-apk.ts';
import { fixtureDistDir } from '../fixture-site.ts';
import { missingFor, xvfbPath, type EngineName } from './engines.ts';

/** Starts Xvfb on a free display; resolves with its number once it accepts clients. */
function startXvfb(binary: string): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready.
    const xvfb = spawn(binary, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with code ${code}`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }));
  });
}

export default async function globalSetup(config: FullConfig) {
  const engines = new Set(config.projects.map((project) => (project.use as { engine?: EngineName }).engine ?? 'firefox'));
  const missing = [...engines].map(missingFor).filter(Boolean);
  if (missing.length > 0 && process.env.CI === 'true') {
    throw new Error(`The cross-engine suite needs ${missing.join(', ')}: .ci/run installs them.`);
  }
  if (!existsSync(path.join(fixtureDistDir, 'index.html'))) {
    throw new Error('The cross-engine suite needs build/fixture/dist/: run "npm run build:fixture" first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-engines-'));
  const app = await buildApp({
    distDir: fixtureDistDir,
    databasePath: path.join(dataDir, 'contact.sqlite'),
    rateLimit: { max: 100_000, windowMinutes: 1 },
    apkPath: testApkPath,
  });
  process.env.ENGINES_SITE_URL = await app.listen({ port: 0, host: '127.0.0.1' });
  const xvfb = engines.has('webkit') && !process.env.DISPLAY && xvfbPath ? await startXvfb(xvfbPath) : undefined;
  if (xvfb) process.env.DISPLAY = xvfb.display;
  return async () => {
    xvfb?.process.removeAllListeners('exit');
    xvfb?.process.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
