// A stand-in for the build the server starts from, so the API and server-process tests need no
// build: a few pages (tests/fixtures/stand-in-dist/: two routes, robots.txt, one asset) and the
// manifest npm run build:fixture would write for the test site, with the test APK's checksum.
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { manifestPath, type ServerManifest } from '../../src/server/config/server-manifest.ts';
import { serverManifest } from '../../scripts/server-manifest.ts';
import { fixtureHindiSite, fixtureSite } from '../fixture-site.ts';
import { testApkPath } from '../fixtures/test-apk.ts';

/** The stand-in's pages, as committed. */
export const standInPagesDir = path.join(projectRoot, 'tests/fixtures/stand-in-dist');

/** What the build would tell the server about the test site, as built with the test APK. */
export const standInManifest: ServerManifest = serverManifest(
  fixtureSite,
  standInPagesDir,
  new Date(),
  { APK_PATH: testApkPath },
  fixtureHindiSite,
);

/**
 * The stand-in pages with their manifest, in a folder of their own (DIST_DIR of a server process),
 * or with another manifest (one whose build found no APK, say).
 */
export function standInBuild(manifest: ServerManifest = standInManifest): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillstrike-stand-in-'));
  // Readable by a server started as another user (server-process.ts); the pages are public anyway.
  chmodSync(dir, 0o755);
  cpSync(standInPagesDir, dir, { recursive: true });
  writeFileSync(manifestPath(dir), JSON.stringify(manifest));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
