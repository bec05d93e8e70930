// Writes dist/server-manifest.json, the server's only input from site.yaml (see
// src/server/config/server-manifest.ts): run by the build once the pages are prerendered, so the
// CSP hashes are those of the pages the server will send.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../src/content/site.generated.ts';
import { projectRoot, buildDayFromEnv } from '../src/content/load-site-file.ts';
import { todayInIndia } from '../src/content/schedule.ts';
import { fillTemplate } from '../src/content/fill-template.ts';
import { apkRecord } from '../src/build/apk-checksum.ts';
import { apkFilePath } from '../src/content/apk-file.ts';
import { missingApkPage, missingPageStyle } from '../src/server/apk/missing-page.ts';
import { hindiPrefix } from '../src/content/languages.ts';
import { cspHash, inlineHashesInDir } from '../src/server/security/inline-hashes.ts';
import { manifestPath, manifestVersion, type ServerManifest } from '../src/server/config/server-manifest.ts';

export function serverManifest(
  site: Site,
  distDir: string,
  now = new Date(),
  env: { APK_PATH?: string } = process.env,
  hindi?: Site,
): ServerManifest {
  const apk = site.downloads.android.apk;
  const apkFile = apkFilePath(site, env);
  const relative = path.relative(projectRoot, apkFile);
  const inline = inlineHashesInDir(distDir);
  const record = apkRecord(site, env);
  return {
    version: manifestVersion,
    builtAt: now.toISOString(),
    siteDay: buildDayFromEnv() ?? todayInIndia(now),
    api: site.api,
    contact: site.contact,
    privacy: site.privacy,
    ...(hindi
      ? {
          languages: {
            hi: {
              api: hindi.api,
              contact: hindi.contact,
              apk: { missingPage: missingApkPage(hindi, hindiPrefix), missingText: hindi.downloads.android.apk.missingText },
            },
          },
        }
      : {}),
    apk: {
      // Inside the project the path is kept relative, so a build can move with its folder.
      file: relative.startsWith('..') || path.isAbsolute(relative) ? apkFile : relative,
      sha256: record?.sha256 ?? null,
      bytes: record?.bytes ?? null,
      downloadName: fillTemplate(apk.downloadName, { version: apk.version }),
      missingPage: missingApkPage(site),
      missingText: apk.missingText,
    },
    csp: { scripts: inline.scripts, styles: [...new Set([...inline.styles, cspHash(missingPageStyle)])].sort() },
  };
}

export function writeServerManifest(site: Site, distDir: string, hindi?: Site): string {
  const file = manifestPath(distDir);
  writeFileSync(file, `${JSON.stringify(serverManifest(site, distDir, undefined, undefined, hindi), null, 2)}\n`);
  return file;
}
