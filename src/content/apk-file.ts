// Where the Android APK is: one rule for the build (which shows its checksum on the page) and the
// server (which sends it), so the page and the file sent always agree.
import path from 'node:path';
import type { Site } from './site.generated.ts';
import { projectRoot } from './load-site-file.ts';

/** APK_PATH, else site.yaml's downloads.android.apk.file under the project. */
export function apkFilePath(site: Site, env: { APK_PATH?: string } = process.env): string {
  return path.resolve(env.APK_PATH || path.join(projectRoot, site.downloads.android.apk.file));
}
