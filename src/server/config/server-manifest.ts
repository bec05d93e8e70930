// What the build tells the server: the few settings it needs from site.yaml, as they were on the
// build day, plus what only the build knows (the APK's checksum, the inline code's CSP hashes). The
// server starts from this file alone and never reads site.yaml, so a running site does not depend
// on today's date or on an edit nobody has built yet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Api, ContactSettings, Privacy } from '../../content/site.generated.ts';

export const manifestFileName = 'server-manifest.json';
/** Bumped when the shape changes, so an old build is refused with a clear message instead of misread. */
export const manifestVersion = 1;

export interface ServerManifest {
  version: typeof manifestVersion;
  /** When the build ran (ISO 8601) and the day in India it built the site for. */
  builtAt: string;
  siteDay: string;
  api: Api;
  contact: ContactSettings;
  privacy: Privacy;
  apk: {
    /** The file the build took the checksum of: relative to the project, or absolute. */
    file: string;
    /** Its SHA-256 (hex) as shown on the page, or null when there was no file at build time. */
    sha256: string | null;
    /** Its size then: the file is offered only at this size (absent from builds made before it was recorded). */
    bytes?: number | null;
    /** The name visitors save the download as. */
    downloadName: string;
    /** The page shown while there is no APK, complete and self-contained, and its sentence alone. */
    missingPage: string;
    missingText: string;
  };
  /** The API's and the form's messages in the site's other languages (hi), when it has them. */
  languages?: Record<string, { api: Api; contact: ContactSettings; apk?: MissingApk }>;
  /** The hashes of every inline script and style the pages (and the server's own pages) carry. */
  csp: { scripts: string[]; styles: string[] };
}

/** The page shown while there is no APK, complete and self-contained, and its sentence alone. */
export interface MissingApk {
  missingPage: string;
  missingText: string;
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export function manifestPath(distDir: string): string {
  return path.join(distDir, manifestFileName);
}

const topLevelKeys = ['builtAt', 'siteDay', 'api', 'contact', 'privacy', 'apk', 'csp'] as const;

/** Reads dist/server-manifest.json, or explains in one sentence what to do about it. */
export function readServerManifest(distDir: string): ServerManifest {
  const file = manifestPath(distDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ManifestError(
      `No build in ${distDir} (${manifestFileName} is missing): run "npm run build" first (or "npm start", which builds and serves).`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ManifestError(`${file} is not valid JSON: run "npm run build" again.`);
  }
  const record = (parsed ?? {}) as Record<string, unknown>;
  if (record.version !== manifestVersion) {
    throw new ManifestError(
      `${file} was written by another version of the build (${String(record.version)}, this server reads ${manifestVersion}): run "npm run build" again.`,
    );
  }
  const missing = topLevelKeys.filter((key) => record[key] === undefined || record[key] === null);
  if (missing.length) throw new ManifestError(`${file} lacks ${missing.join(', ')}: run "npm run build" again.`);
  return parsed as ServerManifest;
}
