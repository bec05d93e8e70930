// Text length as a reader counts it: one letter with its vowel sign (कि), one flag or one family
// emoji is one character, however many code points it is made of. Both the brand rules (headline
// and tagline lengths) and the contact form's limits count this way.

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** The number of user-perceived characters (extended grapheme clusters) in `text`. */
export function graphemeLength(text: string): number {
  // Browsers without Intl.Segmenter (Firefox before 125) count code points: never fewer
  // characters than a reader sees, so a limit is never loosened there.
  if (!segmenter) return [...text].length;
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}
