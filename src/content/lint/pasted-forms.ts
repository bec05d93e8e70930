// Two mistakes YAML reads without a word, each caught at its line:
// - typographic-quotes: a text wrapped whole in typographic quotes (“…”, ‘…’, „…“, «…»), pasted from a
//   document or typed by an autocorrecting keyboard where the marketer meant YAML's own quotes. YAML's
//   quotes are straight, so the page shows the curly ones as part of the text. A text in straight
//   quotes around its curly ones ("“Best app”") says the curly ones are meant, and passes.
// - unquoted-phone: a phone number typed without quotes (+911145678900, 01145678900), which YAML
//   reads as a number: the + or the leading 0 is gone for every program that reads site.yaml as
//   YAML (the VS Code check, a translation tool, a script). This site's loader takes it as written
//   (text-as-written.ts), so nothing shows on the page: a warning.
import { isScalar, type Document } from 'yaml';
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';
import { walk } from './walk.ts';

/** Opening quote -> the closing quotes that pair with it in the world's typing conventions. */
const typographicPairs: Record<string, string> = { '“': '”“', '‘': '’‘', '„': '“”', '‚': '‘’', '«': '»', '»': '«', '”': '”' };

function wrappedInTypographicQuotes(text: string): boolean {
  const closers = typographicPairs[text[0]];
  return text.length > 2 && closers !== undefined && closers.includes(text[text.length - 1]);
}

export function checkTypographicQuotes(data: unknown, doc: Document, reporter: Reporter): void {
  walk(data, (value, path) => {
    if (typeof value !== 'string' || !wrappedInTypographicQuotes(value)) return;
    const node = doc.getIn(path, true);
    if (!isScalar(node) || node.type !== 'PLAIN') return;
    const inner = value.slice(1, -1);
    reporter.report('typographic-quotes', {
      path,
      message: `This text is wrapped in typographic quotes (${value[0]}…${value[value.length - 1]}), which YAML does not read as quotes: the page would show them.`,
      hint: `to quote it for YAML, use straight double quotes: "${inner.replace(/"/g, '\\"')}"; to show the quotes on the page, put the whole text in straight double quotes around them`,
    });
  });
}

/** +911145678900, 01145678900, 18008914416: digits a phone dials, not a quantity. */
const phoneShaped = /^(\+\d{6,}|0\d{6,}|\d{8,})$/;

/**
 * `asWritten` holds the paths of the values YAML read as numbers where the schema wants text
 * (text-as-written.ts), with the characters typed.
 */
export function checkUnquotedPhones(asWritten: readonly { path: PathSegment[]; written: string }[], reporter: Reporter): void {
  for (const { path, written } of asWritten) {
    if (!phoneShaped.test(written)) continue;
    reporter.report('unquoted-phone', {
      path,
      message: `YAML reads ${written} as the number ${Number(written)}, so every program that reads site.yaml as YAML loses its ${written.startsWith('+') ? '"+"' : written.startsWith('0') ? 'leading 0' : 'digits as typed'}.`,
      hint: `put the number in double quotes: "${written}"`,
    });
  }
}
