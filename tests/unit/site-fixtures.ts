// Broken site files made from the test site (tests/fixtures/site/site.yaml) by small text edits, and
// where in the edited text a problem must be reported. The test site, not site.yaml: a marketer's
// edit of site.yaml must never fail these tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { loadSite, type LoadOptions, type LoadResult } from '../../src/content/load-site.ts';
import { fixtureLevels, fixtureSiteText } from '../fixture-site.ts';

/** The test site's text: the file every edit below starts from. */
export const original = fixtureSiteText;
export const imageExists = (src: string) => existsSync(path.join(projectRoot, 'public', src));

/** Line and column (1-based) where `needle` starts in `text`, plus `offset` characters. */
export function positionOf(text: string, needle: string, offset = 0): { line: number; col: number } {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`fixture is missing ${JSON.stringify(needle)}`);
  const before = text.slice(0, index + offset);
  const line = before.split('\n').length;
  return { line, col: before.length - before.lastIndexOf('\n') };
}

export function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`site.yaml no longer contains ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

/** The real loader on an edited test site, with the test site's rule levels unless `options` says otherwise. */
export function loadTestSite(text: string, options: Partial<LoadOptions> = {}): LoadResult {
  return loadSite(text, { imageExists, ...options, levels: { ...fixtureLevels, ...options.levels } });
}
