// Adds an entry for every text of site.yaml that the translation file lacks: its key, the English
// as en: and an empty hi: for the translator, each after the entry of the text before it in
// site.yaml, so the file reads in the site's order. Comments and existing entries are kept.
import { isMap, isPair, isScalar, parseDocument, Scalar, YAMLMap, type Node, type Pair } from 'yaml';
import { isTranslated } from './not-translated.ts';
import { visibleStrings } from './visible-strings.ts';
import { parseTranslationFile, translationFinder } from './translation-file.ts';

export const translationFileHeader = (language: string) =>
  ` ${language} for every text of site.yaml that visitors read: docs/translating.md.\n` +
  ` Each entry: the text's place in site.yaml, en: the English it was translated from (exactly as\n` +
  ` it was), hi: the ${language}. npm run validate says what is missing or out of date, at its line.`;

export interface WriteResult {
  text: string;
  /** Keys of the entries added, in order. */
  added: string[];
}

export function writeMissing(siteText: string, translationText: string, language = 'Hindi'): WriteResult {
  const strings = visibleStrings(parseDocument(siteText).toJS()).filter((text) => isTranslated(text.key));
  // An empty file starts as an empty map; {} is how YAML writes one.
  // Not "strict" parsed nodes: the entries added have no place in the source text yet.
  const doc = parseDocument<Node, false>(translationText.trim() ? translationText : '{}');
  if (doc.errors.length) throw new Error(`The translation file cannot be read: ${doc.errors[0].message.split('\n')[0]}`);
  const map = doc.contents;
  if (!isMap(map)) throw new Error('The translation file should be a list of entries (key, then en: and hi:), not a single value.');
  map.flow = false;
  if (!translationText.trim()) doc.commentBefore = translationFileHeader(language);

  const keyOf = (pair: unknown) => (isPair(pair) && isScalar(pair.key) ? String(pair.key.value) : undefined);
  // A text whose English is translated under another key is shown in Hindi already (a list was
  // reordered, a label is used twice): an empty entry for it would only be work done twice.
  const find = translationFinder(parseTranslationFile(translationText).entries);
  const added: string[] = [];
  let insertAt = 0;
  for (const text of strings) {
    const existing = map.items.findIndex((pair) => keyOf(pair) === text.key);
    if (existing >= 0) {
      insertAt = existing + 1;
      continue;
    }
    if (find(text.key, text.text)) continue;
    const entry = new YAMLMap();
    entry.set('en', new Scalar(text.text));
    const hi = new Scalar('');
    hi.type = Scalar.QUOTE_DOUBLE;
    entry.set('hi', hi);
    const pair = doc.createPair(text.key, entry) as Pair<Scalar>;
    // A blank line between entries: each reads as one block, and a diff shows which one changed.
    if (insertAt > 0) pair.key.spaceBefore = true;
    map.items.splice(insertAt, 0, pair);
    insertAt++;
    added.push(text.key);
  }
  return { text: doc.toString({ lineWidth: 0 }), added };
}
