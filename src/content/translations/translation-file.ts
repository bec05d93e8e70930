// Reads site.hi.yaml keeping positions: a flat map from a translation key to `en:` (the English it
// was translated from) and `hi:` (the Hindi). Anything else in the file is reported at its line.
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import type { Problem } from '../problem.ts';
import type { Position } from '../source-map.ts';
import { cutTextHint, cutTextMessage } from '../lint/cut-text-check.ts';
import { syntaxProblem } from '../yaml-syntax/syntax-problem.ts';

export interface TranslationEntry {
  key: string;
  /** The English the Hindi was made from; undefined when the entry has none. */
  en?: string;
  /** The Hindi; undefined or '' when not written yet. */
  hi?: string;
  at: { key: Position; en?: Position; hi?: Position };
}

export interface TranslationFile {
  entries: Map<string, TranslationEntry>;
  /** Problems with the file itself (syntax, shape, cut text), always errors. */
  problems: Problem[];
  /** False when YAML could not read the file at all: it has no entries to compare yet. */
  readable: boolean;
}

const shapeHint = 'each entry is the key, then en: and hi: indented under it, e.g.\n  navigation.menuLabel:\n    en: Menu\n    hi: मेन्यू';

export function parseTranslationFile(text: string): TranslationFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const position = (node: unknown): Position => {
    const range = (node as Node | null | undefined)?.range;
    const { line, col } = lines.linePos(range ? range[0] : 0);
    return { line, col };
  };
  const entries = new Map<string, TranslationEntry>();
  const problems: Problem[] = [];
  const problem = (at: Position, path: string, message: string, hint?: string) =>
    problems.push({ severity: 'error', ...at, path, message, ...(hint ? { hint } : {}), rule: 'translation-file' });

  // A file YAML cannot read gets what site.yaml gets: its first mistake, in words, at its line.
  const syntax = syntaxProblem(text, doc, lines);
  if (syntax) {
    problems.push(syntax);
    return { entries, problems, readable: false };
  }
  if (doc.contents === null) return { entries, problems, readable: true };
  if (!isMap(doc.contents)) {
    problem(position(doc.contents), '(file)', 'The file should be a list of entries, one per text, not a single value.', shapeHint);
    return { entries, problems, readable: true };
  }

  for (const pair of doc.contents.items) {
    if (!isPair(pair) || !isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const at: TranslationEntry['at'] = { key: position(pair.key) };
    const entry: TranslationEntry = { key, at };
    entries.set(key, entry);
    if (!isMap(pair.value)) {
      problem(at.key, key, 'This entry should hold en: (the English) and hi: (the Hindi) on the lines below it.', shapeHint);
      continue;
    }
    for (const field of pair.value.items) {
      if (!isPair(field) || !isScalar(field.key)) continue;
      const name = String(field.key.value);
      const value = field.value;
      if (name !== 'en' && name !== 'hi') {
        problem(
          position(field.key),
          key,
          `An entry holds only en: and hi:, not "${name}:".`,
          'write notes for translators as comments, starting with #',
        );
      } else if (value === null || (isScalar(value) && (value.value === null || value.value === ''))) {
        at[name] = position(value ?? field.key);
        if (name === 'en')
          problem(
            at[name],
            key,
            'en: is empty: it should hold the English text this Hindi was made from.',
            'copy the English from site.yaml',
          );
      } else if (isScalar(value) && typeof value.value === 'string') {
        at[name] = position(value);
        entry[name] = value.value;
        // The same " #" trap as in site.yaml: the page would show the text cut short.
        const cut = cutTextMessage(value);
        if (cut) problem(at[name], key, cut, cutTextHint);
      } else {
        problem(position(value), key, `${name}: should be text.`, 'put it in double quotes, e.g. hi: "2025"');
      }
    }
    if (!at.en && !entry.en)
      problem(at.key, key, 'This entry has no en: line with the English it was translated from.', 'copy the English from site.yaml');
  }
  return { entries, problems, readable: true };
}

/**
 * Finds the translation the page shows for a text: the entry at its key, if it was made from this
 * very English; otherwise any entry made from the same English (a review moved down the list, a
 * label used twice). A Hindi made from other English is never shown: after a review is inserted,
 * the entry at its key holds another review's words, and a changed policy clause must not be shown
 * in its old Hindi. Such texts stay in English until translated (validate says where).
 */
/** An entry with its Hindi written. */
export type Translated = TranslationEntry & { hi: string };

export const isWritten = (entry: TranslationEntry | undefined): entry is Translated => Boolean(entry?.hi?.trim());

export function translationFinder(
  entries: ReadonlyMap<string, TranslationEntry>,
): (key: string, english: string) => Translated | undefined {
  const byEnglish = new Map<string, Translated>();
  for (const entry of entries.values()) {
    if (entry.en !== undefined && isWritten(entry) && !byEnglish.has(entry.en)) byEnglish.set(entry.en, entry);
  }
  return (key, english) => {
    const atKey = entries.get(key);
    // An entry with no en: at all is an error of its own (the build stops); its Hindi stands meanwhile.
    if ((atKey?.en === undefined || atKey.en === english) && isWritten(atKey)) return atKey;
    return byEnglish.get(english);
  };
}
