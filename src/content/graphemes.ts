// Text length as a reader counts it: one letter with its vowel sign (कि), one flag or one family
// emoji is one character, however many code points it is made of. Both the brand rules (headline
// and tagline lengths) and the contact form's limits count this way.

// Made on first use: creating a page's first Intl.Segmenter loads the browser's break rules, 20-50 ms
// of one task on this machine's Chromium, and the contact form loads this module with its code.
let segmenter: Intl.Segmenter | undefined;

// Printable ASCII, tabs and line feeds: each character is one grapheme (a carriage return is not
// included, since CR LF together is one), so most English text is counted without the segmenter.
const oneCharacterEach = /^[\t\n\x20-\x7e]*$/;

/** The number of user-perceived characters (extended grapheme clusters) in `text`. */
export function graphemeLength(text: string): number {
  if (oneCharacterEach.test(text)) return text.length;
  // Browsers without Intl.Segmenter (Firefox before 125) count code points: never fewer
  // characters than a reader sees, so a limit is never loosened there.
  if (typeof Intl.Segmenter !== 'function') return [...text].length;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}
