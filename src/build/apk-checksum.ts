// The SHA-256 of the Android APK, computed at build time so visitors can verify their download.
// The same file the server sends: APK_PATH, or downloads.android.apk.file under the project.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../content/site.generated.ts';
import { projectRoot } from '../content/load-site-file.ts';

/** The one rule for where the APK is: APK_PATH, else site.yaml's file under the project. */
export function apkFilePath(site: Site, env: { APK_PATH?: string } = process.env): string {
  return path.resolve(env.APK_PATH || path.join(projectRoot, site.downloads.android.apk.file));
}

export function apkChecksum(site: Site): string | undefined {
  const file = apkFilePath(site);
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}
