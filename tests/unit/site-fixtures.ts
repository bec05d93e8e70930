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

/**
 * The real site.yaml keeps the spec's own copy, which the copy rules (play-as-income,
 * review-rating-mismatch) warn about on purpose (docs/lint-rules.md). Tests that need a file with
 * no warnings at all start from this edit of it.
 */
export function withoutCopyWarnings(text: string): string {
  const fourStars = 'stars: { src: /images/reviews/stars-4.svg, alt: Rated 4 out of 5 }';
  const rateFour = (t: string, avatar: string) =>
    replaceOnce(t, `avatar: { src: /images/reviews/${avatar}, decorative: true }\n            stars: { src: /images/reviews/stars-5.svg, alt: Rated 5 out of 5 }`, `avatar: { src: /images/reviews/${avatar}, decorative: true }\n            ${fourStars}`);
  return [(t: string) => replaceOnce(t, 'text: Earned 500 rupees in two days', 'text: Won 500 rupees in two days'), (t: string) => rateFour(t, 'avatar-3.svg'), (t: string) => rateFour(t, 'avatar-6.svg')].reduce(
    (t, edit) => edit(t),
    text,
  );
}
