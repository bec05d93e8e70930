// Serves two builds for the browser tests, each on a free loopback port with a throwaway database,
// the contact rate limit lifted (the tests send many messages) and the fixture APK that the builds
// compute the page's checksum from:
// - baseURL: the test site (tests/fixtures/site/, npm run build:fixture), which the behaviour
//   tests drive, so a marketer's edit of site.yaml never fails them;
// - realSiteURL: the real site.yaml's build (npm run build:test), for what only the real site can
//   show: every page opens without a console error, and the size budgets of what ships.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { testApkPath } from '../fixtures/test-apk.ts';
import { fixtureDistDir } from '../fixture-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    realSiteURL: string;
  }
}

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

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-browser-'));
  const fixture = await serve(fixtureDistDir, dataDir, 'npm run build:fixture');
  const real = await serve(path.join(projectRoot, 'dist'), dataDir, 'npm run build:test');
  project.provide('baseURL', fixture.address);
  project.provide('realSiteURL', real.address);
  return async () => {
    await Promise.all([fixture.app.close(), real.app.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
