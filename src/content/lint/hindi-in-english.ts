// hindi-in-english: Hindi (Devanagari) typed or pasted into site.yaml, whose texts are the English
// pages' words. The page would show it inside lang="en-IN", so a screen reader reads it with English
// rules, and the Hindi page would have no Hindi of its own for it (site.hi.yaml holds that).
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';

const devanagari = /\p{Script=Devanagari}/u;

/**
 * Texts in Hindi on purpose on English pages: the language switch's name and the offer of the Hindi
 * page, read by a visitor who reads Hindi (the page marks them lang="hi-IN").
 */
const hindiOnPurpose = (path: readonly PathSegment[]) => path[0] === 'navigation' && path[1] === 'language';

/** Whether site.yaml is the English file (a site written in another language has nothing to check). */
export function writtenInEnglish(data: unknown): boolean {
  const lang = (data as { brand?: { lang?: unknown } } | null)?.brand?.lang;
  return typeof lang !== 'string' || lang.toLowerCase().startsWith('en');
}

export function checkHindiInEnglish(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  if (!devanagari.test(text) || hindiOnPurpose(path)) return;
  reporter.report('hindi-in-english', {
    path,
    message: "This text has Hindi letters, but site.yaml holds the English pages' words: the English page would show Hindi.",
    hint: "write it in English here, and its Hindi in site.hi.yaml under this text's key: npm run translations -- --write-missing adds the entry",
  });
}
