// Reads site.hi.yaml keeping positions: a flat map from a translation key to `en:` (the English it
// was translated from) and `hi:` (the Hindi). Anything else in the file is reported at its line.
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import type { Problem } from '../problem.ts';
import type { Position } from '../source-map.ts';

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
  /** Problems with the file itself (syntax, shape), always errors. */
  problems: Problem[];
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

  const syntax = [...doc.errors, ...doc.warnings];
  for (const error of syntax) {
    const { line, col } = lines.linePos(error.pos[0]);
    problem(
      { line, col },
      '(file)',
      `The file cannot be read here: ${error.message.split('\n')[0]}`,
      'check the indentation and the quotes on this line and the one above',
    );
  }
  if (syntax.length || doc.contents === null) return { entries, problems };
  if (!isMap(doc.contents)) {
    problem(position(doc.contents), '(file)', 'The file should be a list of entries, one per text, not a single value.', shapeHint);
    return { entries, problems };
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
      } else {
        problem(position(value), key, `${name}: should be text.`, 'put it in double quotes, e.g. hi: "2025"');
      }
    }
    if (!at.en && !entry.en)
      problem(at.key, key, 'This entry has no en: line with the English it was translated from.', 'copy the English from site.yaml');
  }
  return { entries, problems };
}
