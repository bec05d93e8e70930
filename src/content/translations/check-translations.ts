// Compares site.yaml with its translation file and says, at the line to change, what a translator
// has left to do: a text with no Hindi (at the English in site.yaml), a Hindi made from English
// that has changed since (at its en: line), placeholders or links that differ, and entries whose
// text is gone from site.yaml. Missing, stale and left-over entries are warnings, so an English
// edit never blocks publishing; --strict makes them errors (a release that must be all Hindi).
// Placeholders and links that differ are always errors: the page would show a wrong text.
import { LineCounter, parseDocument } from 'yaml';
import type { Problem } from '../problem.ts';
import { sortProblems } from '../problem.ts';
import { SourceMap } from '../source-map.ts';
import { walk } from '../lint/walk.ts';
import { isTranslated } from './not-translated.ts';
import { linkTargetsOf, missingFrom, placeholdersOf } from './placeholders.ts';
import { isWritten, parseTranslationFile, translationFinder } from './translation-file.ts';
import { translationKey } from './translation-key.ts';
import { visibleStrings, type VisibleString } from './visible-strings.ts';

export interface TranslationOptions {
  /** Missing, stale and left-over translations are errors, not warnings. */
  strict?: boolean;
  /** The files' names as the messages should show them. */
  siteFileName?: string;
  translationFileName?: string;
  /** The language's name in messages. */
  language?: string;
}

export interface TranslationReport {
  /** Problems placed in site.yaml (a text with no translation). */
  site: Problem[];
  /** Problems placed in the translation file. */
  translations: Problem[];
  /** Texts to translate, and how many of them have a current translation. */
  total: number;
  translated: number;
  missing: number;
  stale: number;
}

/** A text cut to a length a message can quote. */
function quote(text: string, max = 70): string {
  return `"${
    [...text].length > max
      ? `${[...text]
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : text
  }"`;
}

/**
 * The part of two texts that differs, with a few words around it: long paragraphs differ in a
 * word or two, and that word is what the translator needs to find.
 */
export function changedPart(before: string, after: string): { before: string; after: string } {
  const a = before.split(/(?<=\s)/);
  const b = after.split(/(?<=\s)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const context = 3;
  const cut = (words: string[]) => {
    const from = Math.max(0, start - context);
    const to = Math.min(words.length, words.length - end + context);
    return `${from > 0 ? '…' : ''}${words.slice(from, to).join('').trim()}${to < words.length ? '…' : ''}`;
  };
  return { before: cut(a), after: cut(b) };
}

export function checkTranslations(siteText: string, translationText: string, options: TranslationOptions = {}): TranslationReport {
  const siteName = options.siteFileName ?? 'site.yaml';
  const fileName = options.translationFileName ?? 'site.hi.yaml';
  const language = options.language ?? 'Hindi';
  const level: Problem['severity'] = options.strict ? 'error' : 'warning';

  const lines = new LineCounter();
  const doc = parseDocument(siteText, { lineCounter: lines, prettyErrors: false });
  const report: TranslationReport = { site: [], translations: [], total: 0, translated: 0, missing: 0, stale: 0 };
  // A site.yaml that cannot be read has its own errors (load-site.ts); nothing to compare yet.
  if (doc.errors.length) return report;
  let data: unknown;
  try {
    data = doc.toJS();
  } catch {
    // Read, but not turned into data (an alias with no anchor, "*word"): load-site.ts says where.
    return report;
  }
  const source = new SourceMap(doc, lines);
  const strings = visibleStrings(data).filter((text) => isTranslated(text.key));
  const byKey = new Map(strings.map((text) => [text.key, text]));
  const file = parseTranslationFile(translationText);
  report.translations.push(...file.problems);
  report.total = strings.length;
  // A file YAML cannot read has one error to fix first; every text would otherwise be "missing".
  if (!file.readable) return report;
  const find = translationFinder(file.entries);

  const siteLine = (text: VisibleString) => `${siteName}:${source.locate(text.segments).line}`;
  // Entries whose key is gone, by their English: a reordered list moves texts to new keys.
  const leftOvers = [...file.entries.values()].filter((entry) => !byKey.has(entry.key));

  for (const text of strings) {
    const entry = file.entries.get(text.key);
    // What the Hindi page shows: a translation made from this very English, here or elsewhere.
    const shown = find(text.key, text.text);
    // The English the Hindi at this place was made from, when it is not the English there now.
    const staleFrom = isWritten(entry) && entry.en !== text.text ? entry.en : undefined;
    if (entry && staleFrom !== undefined) {
      if (!shown) report.stale++;
      const change = changedPart(staleFrom, text.text);
      report.translations.push({
        severity: level,
        ...(entry.at.en ?? entry.at.key),
        path: text.key,
        message: `The English has changed since this was translated: it said ${quote(change.before, 120)}, ${siteLine(text)} now says ${quote(change.after, 120)}. ${
          shown
            ? `The ${language} page uses the translation of the new English at ${fileName}:${shown.at.key.line} meanwhile.`
            : `The ${language} page shows the English until this is updated.`
        }`,
        hint: shown
          ? `the entries are out of place (a list changed?): npm run translations -- --tidy gives each entry the key of the place its English is at now`
          : `update hi: to match, then copy the new English into en:`,
        rule: 'translation-stale',
      });
    }
    if (!shown) {
      if (staleFrom !== undefined) continue;
      report.missing++;
      const moved = leftOvers.find((old) => old.en === text.text && isWritten(old));
      const same = strings.find((other) => other !== text && other.text === text.text && isWritten(file.entries.get(other.key)));
      const hint = entry
        ? `write its ${language} after hi: at ${fileName}:${(entry.at.hi ?? entry.at.key).line}`
        : moved
          ? `${fileName}:${moved.at.key.line} has it under its old place ${moved.key}: change that key to ${text.key} (npm run translations -- --tidy does it)`
          : `npm run translations -- --write-missing adds it to ${fileName} for you to fill in${same ? `; the same English is translated at ${same.key}` : ''}`;
      report.site.push({
        severity: level,
        ...source.locate(text.segments),
        path: text.key,
        message: `This text has no ${language} translation yet: ${quote(text.text)}.`,
        hint,
        rule: 'translation-missing',
      });
      continue;
    }
    report.translated++;
    const hiAt = shown.at.hi ?? shown.at.key;
    const lost = missingFrom(placeholdersOf(shown.hi), placeholdersOf(text.text));
    const extra = missingFrom(placeholdersOf(text.text), placeholdersOf(shown.hi));
    if (lost.length || extra.length) {
      const parts = [
        ...(lost.length ? [`the English has ${lost.join(', ')} and the ${language} does not`] : []),
        ...(extra.length ? [`the ${language} has ${extra.join(', ')} and the English does not`] : []),
      ];
      report.translations.push({
        severity: 'error',
        ...hiAt,
        path: shown.key,
        message: `The placeholders differ: ${parts.join('; ')}. The site fills them in, so they must be the same.`,
        hint: 'copy each {name} from the English exactly as it is, braces included; only the words around it change',
        rule: 'translation-placeholders',
      });
    }
    const linksLost = missingFrom(linkTargetsOf(shown.hi), linkTargetsOf(text.text));
    const linksExtra = missingFrom(linkTargetsOf(text.text), linkTargetsOf(shown.hi));
    if (linksLost.length || linksExtra.length) {
      const parts = [
        ...(linksLost.length ? [`the English links to ${linksLost.join(', ')} and the ${language} does not`] : []),
        ...(linksExtra.length ? [`the ${language} links to ${linksExtra.join(', ')} and the English does not`] : []),
      ];
      report.translations.push({
        severity: 'error',
        ...hiAt,
        path: shown.key,
        message: `The links differ: ${parts.join('; ')}.`,
        hint: 'translate the words in [ ] and keep the address in ( ) as it is',
        rule: 'translation-links',
      });
    }
  }

  // Every value in site.yaml by key, to tell "this text was removed" from "this is not a text".
  const anyValue = new Map<string, unknown>();
  walk(data, (value, segments) => {
    if (value === null || typeof value !== 'object') anyValue.set(translationKey(data, segments), value);
  });
  for (const entry of leftOvers) {
    const usedAt = strings.find((text) => find(text.key, text.text) === entry);
    const movedTo = usedAt ?? strings.find((text) => text.text === entry.en && !isWritten(file.entries.get(text.key)));
    // A number where a text was (value: 8000 for "8K"): both pages show the number, and the Hindi
    // written for the text (8 हज़ार) is no longer used. Quotes make it a text again.
    const number = anyValue.get(entry.key);
    const nowNumber = typeof number === 'number';
    const why = usedAt
      ? `site.yaml has no text at this place any more; its English is now at ${usedAt.key}, and the page uses this translation there.`
      : nowNumber
        ? `site.yaml now has the number ${number} here, not a text: both pages show it as it is, so this translation is not used.`
        : anyValue.has(entry.key)
          ? isTranslated(entry.key)
            ? 'This place in site.yaml is not text visitors read (an address, an id, a number or a setting), so it is not translated.'
            : 'This text is for the team, not for visitors, so it is not translated (docs/translating.md).'
          : 'site.yaml has no text at this place any more, so this translation is not used.';
    report.translations.push({
      severity: level,
      ...entry.at.key,
      path: entry.key,
      message: why,
      hint: movedTo
        ? `its English is now at ${movedTo.key} (${siteLine(movedTo)}): change this key to that (npm run translations -- --tidy does it)`
        : nowNumber
          ? `for the ${language} page to show its own words again, put the value in double quotes in site.yaml (e.g. "${number}"); or delete this entry (npm run translations -- --tidy does it)`
          : 'delete this entry (npm run translations -- --tidy deletes every entry site.yaml no longer uses)',
      rule: 'translation-unused',
    });
  }

  report.site = sortProblems(report.site);
  report.translations = sortProblems(report.translations);
  return report;
}
