// Setting, adding and removing one field: a value is changed where it stands (set-scalar.ts); a
// field that is not there yet is added as a new line after the group's last field; a removed
// field takes its lines with it.
import { isMap, isSeq } from 'yaml';
import type { PathSegment } from '../../content/problem.ts';
import { blockMap, blockList } from './block-extents.ts';
import { parseForEdit, YamlEditError } from './parse-for-edit.ts';
import { insertLines, removeLines } from './line-splice.ts';
import { indentBlock } from './source-lines.ts';
import { setExistingScalar, type ScalarValue } from './set-scalar.ts';
import { stringifyPair } from './stringify-value.ts';
import { insertItem, removeItem } from './list-edits.ts';

const isScalarValue = (value: unknown): value is ScalarValue => ['string', 'number', 'boolean'].includes(typeof value);

/** Adds `key: value` to the group of fields at `mapPath`, after its last field. */
function addField(text: string, mapPath: readonly PathSegment[], key: string, value: unknown): string {
  const doc = parseForEdit(text);
  const parent = mapPath.length ? doc.getIn(mapPath, true) : doc.contents;
  if (parent === undefined && mapPath.length) {
    // The group itself is missing: add it, holding the one field.
    return setValue(text, mapPath, { [key]: value });
  }
  if (!isMap(parent)) throw new YamlEditError(`${mapPath.join('.')} is not a group of fields.`);
  const map = blockMap(doc, text, mapPath);
  if (!map.pairs.length) throw new YamlEditError(`${mapPath.join('.')} has no fields yet; add the first in the source.`);
  const block = indentBlock(stringifyPair(key, value), map.col);
  return insertLines(text, map.pairs[map.pairs.length - 1].end + 1, block);
}

/** The text with the value at `path` set: changed in place, or added. */
export function setValue(text: string, path: readonly PathSegment[], value: unknown): string {
  if (!path.length) throw new YamlEditError('Say which field to set.');
  if (isScalarValue(value)) {
    const changed = setExistingScalar(text, path, value);
    if (changed !== undefined) return changed;
  }
  const doc = parseForEdit(text);
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1];
  const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
  if (doc.hasIn(path)) {
    // A whole group or list replaced (or a value changing kind): its lines are written anew.
    if (isSeq(parent) && typeof last === 'number') return insertItem(removeItem(text, parentPath, last), parentPath, last, value);
    return addField(unsetValue(text, path), parentPath, String(last), value);
  }
  if (isSeq(parent) && typeof last === 'number') return insertItem(text, parentPath, last, value);
  return addField(text, parentPath, String(last), value);
}

/** The text without the field or item at `path`. */
export function unsetValue(text: string, path: readonly PathSegment[]): string {
  const doc = parseForEdit(text);
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1];
  const parent = parentPath.length ? doc.getIn(parentPath, true) : doc.contents;
  if (isSeq(parent) && typeof last === 'number') {
    const list = blockList(doc, text, parentPath);
    const item = list.items[last];
    if (!item) return text;
    return removeLines(text, item.start, item.end);
  }
  if (!isMap(parent)) return text;
  const map = blockMap(doc, text, parentPath);
  const pair = map.pairs.find((candidate) => candidate.key === String(last));
  if (!pair) return text;
  const lines = text.split('\n');
  if (lines[pair.start].trimStart().startsWith('-'))
    throw new YamlEditError(`${path.join('.')} is written on its item's "- " line; remove it in the source.`);
  return removeLines(text, pair.start, pair.end);
}
