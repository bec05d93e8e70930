// Before the workers start: serve the test site's build once (a throwaway database, the contact
// rate limit lifted); the workers inherit its address through their environment. Under CI=true an
// engine this run needs and cannot find fails the run here, instead of being skipped.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildApp } from '../../src/server/app.ts';
import { testApkPath } from '../fixtures/test-apk.ts';
import { fixtureDistDir } from '../fixture-site.ts';
import { missingFor, type EngineName } from './engines.ts';

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
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
