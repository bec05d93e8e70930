// Writes one Hindi text into site.hi.yaml the same lossless way: an entry that is there gets its
// hi: (and, when the English changed since, its en:) set in place; a new entry is added after the
// entry of the text before it in site.yaml, so the file keeps the site's order, as
// `npm run translations -- --write-missing` keeps it.
import { isMap, parseDocument } from 'yaml';
import { blockMap } from './block-extents.ts';
import { parseForEdit } from './parse-for-edit.ts';
import { insertLines } from './line-splice.ts';
import { setValue } from './field-edits.ts';
import { stringifyPair } from './stringify-value.ts';

export interface TranslationWrite {
  key: string;
  /** The English as site.yaml has it now. */
  en: string;
  hi: string;
  /** Keys of the site's texts in site.yaml's order, to place a new entry. */
  order: readonly string[];
}

export function writeTranslation(text: string, { key, en, hi, order }: TranslationWrite): string {
  if (!text.trim()) return stringifyPair(key, { en, hi });
  const doc = parseForEdit(text);
  if (isMap(doc.contents) && doc.contents.has(key)) {
    let out = text;
    if (parseDocument(out).getIn([key, 'en']) !== en) out = setValue(out, [key, 'en'], en);
    return setValue(out, [key, 'hi'], hi);
  }
  const map = blockMap(doc, text, []);
  const present = new Map(map.pairs.map((pair) => [pair.key, pair]));
  const before = order
    .slice(0, Math.max(order.indexOf(key), 0))
    .reverse()
    .find((earlier) => present.has(earlier));
  const after = before ? present.get(before) : undefined;
  const block = stringifyPair(key, { en, hi });
  // A blank line between entries, as the file has them.
  if (after) return insertLines(text, after.end + 1, `\n${block}`);
  const first = map.pairs[0];
  return first ? insertLines(text, first.start, `${block}\n`) : `${text.replace(/\n*$/, '\n')}\n${block}`;
}
