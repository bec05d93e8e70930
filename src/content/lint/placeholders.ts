// placeholder-name: the site fills {name} placeholders in a few messages only, each with its own
// names (fill-template.ts leaves any other {word} as typed, so a typo shows up on the page). This
// lists which names each message's code fills, so {yaer} or {mx} is refused before a visitor
// reads it.
import type { PathSegment } from '../problem.ts';
import { formatPath } from '../problem.ts';
import { closestMatch, listWords } from '../suggest.ts';
import type { Reporter } from './reporter.ts';

/** The messages that have placeholders, by path, and the names their code fills in. */
export const placeholderNames: Readonly<Record<string, readonly string[]>> = {
  'downloads.android.apk.downloadName': ['version'],
  'carouselControls.slide': ['n', 'total'],
  'carouselControls.goTo': ['n'],
  'footer.copyright': ['year'],
  'contact.messages.tooLong': ['label', 'max'],
  'contact.messages.oneLine': ['label'],
  'contact.server.unknownField': ['field'],
  'contact.server.notText': ['field'],
  'contact.server.rateLimited': ['minutes'],
  'contact.notification.emailSubject': ['subject', 'firstName', 'lastName'],
};

/** {name}, { name }, {} and the like: anything in braces a visitor would otherwise see. */
const braces = /\{([^{}\n]*)\}/g;

export function checkPlaceholders(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  const allowed = placeholderNames[formatPath(path)] ?? [];
  for (const match of text.matchAll(braces)) {
    const name = match[1].trim();
    if (allowed.includes(match[1])) continue;
    const guess = closestMatch(name, allowed);
    const message = allowed.length
      ? `"${match[0]}" is not filled in here, so visitors would see it as typed; this message can use ${listWords(
          allowed.map((n) => `{${n}}`),
          'and',
        )}.`
      : `"${match[0]}" would be shown to visitors as typed: this text has no placeholders to fill in.`;
    reporter.report('placeholder-name', {
      path,
      snippet: match[0],
      message,
      hint: guess
        ? `did you mean {${guess}}?${/\s/.test(match[1]) ? ' Write it with no spaces inside the braces' : ''}`
        : allowed.length
          ? `use one of ${listWords(allowed.map((n) => `{${n}}`))}, or remove the braces`
          : 'write the words themselves, without braces',
    });
  }
}
