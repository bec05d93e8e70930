// Node side of the loader: reads the file and knows where public/ images live.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblem } from './problem.ts';
import { loadSite, type LoadResult } from './load-site.ts';
import type { Site } from './site.generated.ts';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const defaultSitePath = path.join(projectRoot, 'site.yaml');

export function loadSiteFile(file = defaultSitePath, publicDir = path.join(projectRoot, 'public')): LoadResult {
  return loadSite(readFileSync(file, 'utf8'), {
    imageExists: (src) => existsSync(path.join(publicDir, src)),
  });
}

export class SiteConfigError extends Error {
  constructor(readonly report: string) {
    super(`site.yaml has problems:\n${report}`);
    this.name = 'SiteConfigError';
  }
}

/** Loads site.yaml or throws one error listing every problem, each at its line and column. */
export function requireSite(file = defaultSitePath): Site {
  const result = loadSiteFile(file);
  if (!result.ok) {
    const name = path.relative(process.cwd(), file) || file;
    throw new SiteConfigError(result.problems.map((p) => formatProblem(name, p)).join('\n'));
  }
  return result.site;
}
