// The SHA-256 of the Android APK, computed at build time so visitors can verify their download.
// The same file the server sends: APK_PATH, or downloads.android.apk.file under the project.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Site } from '../content/site.generated.ts';
import { apkFilePath } from '../content/apk-file.ts';

export function apkChecksum(site: Site, env: { APK_PATH?: string } = process.env): string | undefined {
  return apkRecord(site, env)?.sha256;
}

/**
 * The checksum and the size of the same read of the file: the server offers the APK only at this
 * size, so a file cut short (a copy still under way) is never sent as the one the page describes.
 */
export function apkRecord(site: Site, env: { APK_PATH?: string } = process.env): { sha256: string; bytes: number } | undefined {
  const file = apkFilePath(site, env);
  if (!existsSync(file)) return undefined;
  const content = readFileSync(file);
  return { sha256: createHash('sha256').update(content).digest('hex'), bytes: content.length };
}
