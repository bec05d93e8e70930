// The checks that read each piece of text on its own, wherever it sits: they run on any data, with
// the schema check, so a marketer sees them together with the schema's problems.
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';
import { walk } from './walk.ts';
import { checkPlaceholders } from './placeholders.ts';
import { checkHtmlTags, checkMarkdownLinks } from './text-markup.ts';
import { checkBlankText, checkLongWords } from './text-shape.ts';
import { checkAddressScheme, checkOrigin } from './addresses.ts';
import { checkCalendarDate } from './calendar-dates.ts';
import { checkHindiInEnglish, writtenInEnglish } from './hindi-in-english.ts';

/**
 * Fields that hold an address, a name for the code or a file name rather than words a visitor
 * reads on the page: no long-word limit there (alt text is read aloud, not laid out).
 */
const notLaidOut = new Set([
  'src',
  'href',
  'to',
  'path',
  'url',
  'id',
  'type',
  'name',
  'origin',
  'host',
  'icon',
  'alt',
  'number',
  'address',
  'downloadName',
  'lang',
  'background',
  'position',
  'contactPath',
  'version',
]);

export function checkTexts(data: unknown, reporter: Reporter): void {
  checkOrigin(data, reporter);
  const english = writtenInEnglish(data);
  walk(data, (value, path: PathSegment[], key) => {
    if (typeof value !== 'string') return;
    checkBlankText(value, path, reporter);
    checkPlaceholders(value, path, reporter);
    checkHtmlTags(value, path, reporter);
    checkMarkdownLinks(value, path, reporter);
    checkAddressScheme(value, path, reporter);
    checkCalendarDate(value, path, reporter);
    if (english) checkHindiInEnglish(value, path, reporter);
    if (typeof key !== 'string' || !notLaidOut.has(key)) checkLongWords(value, path, reporter);
  });
}
