// Node side of the loader: reads the file, knows where public/ images live and which day it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatProblem } from './problem.ts';
import { loadSite, type LoadResult } from './load-site.ts';
import type { Site } from './site.generated.ts';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const defaultSitePath = path.join(projectRoot, 'site.yaml');

/**
 * The build day from SITE_DATE (YYYY-MM-DD), so a test or a preview can build the site as it will
 * be on another day; undefined means today in India.
 */
export function buildDayFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.SITE_DATE?.trim();
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`SITE_DATE must be a day written year-month-day, e.g. 2026-10-20, not "${value}".`);
  }
  return value;
}

export function loadSiteFile(file = defaultSitePath, publicDir = path.join(projectRoot, 'public'), day = buildDayFromEnv()): LoadResult {
  const inPublic = (src: string) => path.join(publicDir, src);
  return loadSite(readFileSync(file, 'utf8'), {
    imageExists: (src) => existsSync(inPublic(src)),
    imageBytes: (src) => statSync(inPublic(src), { throwIfNoEntry: false })?.size,
    day,
  });
}

export class SiteConfigError extends Error {
  constructor(readonly report: string) {
    super(`site.yaml has problems:\n${report}`);
    this.name = 'SiteConfigError';
  }
}

/**
 * Loads site.yaml as it is on the build day, or throws one error listing every problem, each at
 * its line and column. Warnings do not stop it; the build prints them.
 */
export function requireSite(file = defaultSitePath, onWarnings?: (report: string) => void): Site {
  const result = loadSiteFile(file);
  const name = path.relative(process.cwd(), file) || file;
  if (!result.ok) throw new SiteConfigError(result.problems.map((p) => formatProblem(name, p)).join('\n'));
  if (result.problems.length && onWarnings) onWarnings(result.problems.map((p) => formatProblem(name, p)).join('\n'));
  return result.site;
}
