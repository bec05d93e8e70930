// Broken site.yaml files made from the real one by small text edits, so fixtures never drift from
// the real shape, and where in the edited text a problem must be reported.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSitePath, projectRoot } from '../../src/content/load-site-file.ts';

export const original = readFileSync(defaultSitePath, 'utf8');
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
