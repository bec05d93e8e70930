// Serves the built site (npm test builds it first) on a free loopback port for the browser tests,
// with a throwaway database and the contact rate limit lifted, so the tests can send many messages,
// and the fixture APK that `npm test` builds the page's checksum from.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { testApkPath } from '../fixtures/test-apk.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const distDir = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The browser tests need the built site: run "npm run build:test" first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-browser-'));
  const app = await buildApp({
    distDir,
    databasePath: path.join(dataDir, 'contact.sqlite'),
    rateLimit: { max: 100_000, windowMinutes: 1 },
    apkPath: testApkPath,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseURL', address);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
