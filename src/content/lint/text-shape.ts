// blank-text and long-word: text that is there for YAML but not for a visitor (only spaces, or
// invisible characters), and a word so long that a 320 px phone cannot break the line, so the whole
// page scrolls sideways.
import type { PathSegment } from '../problem.ts';
import { graphemeLength } from '../graphemes.ts';
import { plainText } from '../inline-links.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';

/** Spaces, including the no-break and zero-width ones a paste brings. */
const invisible = /^[\s\u00A0\u200B-\u200D\u2060\uFEFF]*$/;

export function checkBlankText(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  if (text === '' || !invisible.test(text)) return;
  reporter.report('blank-text', {
    path,
    message: 'This text is only spaces, so visitors would see an empty space where words belong.',
    hint: 'write the text, or remove the line if the field may be left out',
  });
}

/** Where a browser may break a line: spaces, and after hyphens and dashes. */
const breaks = /[\s\u00A0\u200B/]+|(?<=[-\u2010-\u2014])/u;

export function checkLongWords(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  const { maxChars } = lintRules['long-word'];
  // A word is never more characters than code units, so most text is passed over before counting.
  if (!text.split(/\s/).some((part) => part.length > maxChars)) return;
  const word = plainText(text)
    .split(breaks)
    .find((part) => part.length > maxChars && graphemeLength(part) > maxChars);
  if (!word) return;
  reporter.report('long-word', {
    path,
    snippet: word,
    message: `"${word}" is ${graphemeLength(word)} characters with no space, longer than a 320 px phone's line (${maxChars}), so the page would scroll sideways.`,
    hint: 'add a space or a hyphen, or use a shorter word',
  });
}
