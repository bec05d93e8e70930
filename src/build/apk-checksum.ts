// The SHA-256 of the Android APK, computed at build time so visitors can verify their download.
// The same file the server sends: APK_PATH, or downloads.android.apk.file under the project.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Site } from '../content/site.generated.ts';
import { apkFilePath } from '../content/apk-file.ts';

export function apkChecksum(site: Site, env: { APK_PATH?: string } = process.env): string | undefined {
  const file = apkFilePath(site, env);
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}
