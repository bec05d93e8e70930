// Adding, removing, duplicating and moving a list's items (sections, slides, reviews) by whole
// lines: an item moves with its comments, and no other line of the file changes.
import type { PathSegment } from '../../content/problem.ts';
import { blockList } from './block-extents.ts';
import { parseForEdit, YamlEditError } from './parse-for-edit.ts';
import { fromLines, insertLines, removeLines, toLines } from './line-splice.ts';
import { indentBlock } from './source-lines.ts';
import { stringifyItem } from './stringify-value.ts';

function checkIndex(index: number, length: number, path: readonly PathSegment[]): void {
  if (!Number.isInteger(index) || index < 0 || index >= length) throw new YamlEditError(`${path.join('.')} has no item ${index}.`);
}

/** `value` as a new item at `index` (0 = first, the list's length = last). */
export function insertItem(text: string, path: readonly PathSegment[], index: number, value: unknown): string {
  const list = blockList(parseForEdit(text), text, path);
  if (index < 0 || index > list.items.length) throw new YamlEditError(`${path.join('.')} has no place ${index}.`);
  if (!list.items.length) throw new YamlEditError(`${path.join('.')} is empty; add its first item in the source.`);
  const block = indentBlock(stringifyItem(value), list.col);
  const at = index < list.items.length ? list.items[index].start : list.items[list.items.length - 1].end + 1;
  return insertLines(text, at, block);
}

export function removeItem(text: string, path: readonly PathSegment[], index: number): string {
  const list = blockList(parseForEdit(text), text, path);
  checkIndex(index, list.items.length, path);
  if (list.items.length === 1) throw new YamlEditError(`${path.join('.')} needs at least one item; add another before removing this one.`);
  return removeLines(text, list.items[index].start, list.items[index].end);
}

/** A copy of the item, exactly as written (comments and quoting too), right after it. */
export function duplicateItem(text: string, path: readonly PathSegment[], index: number): string {
  const list = blockList(parseForEdit(text), text, path);
  checkIndex(index, list.items.length, path);
  const lines = toLines(text);
  const { start, end } = list.items[index];
  lines.splice(end + 1, 0, ...lines.slice(start, end + 1));
  return fromLines(lines);
}

/** Moves item `from` to place `to` of the list (as the list reads after the move). */
export function moveItem(text: string, path: readonly PathSegment[], from: number, to: number): string {
  const list = blockList(parseForEdit(text), text, path);
  checkIndex(from, list.items.length, path);
  checkIndex(to, list.items.length, path);
  if (from === to) return text;
  const lines = toLines(text);
  const { start, end } = list.items[from];
  const moved = lines.slice(start, end + 1);
  // Where the block goes, in the lines as they are before it is taken out.
  const at = to > from ? list.items[to].end + 1 : list.items[to].start;
  lines.splice(at, 0, ...moved);
  const removeAt = at <= start ? start + moved.length : start;
  lines.splice(removeAt, moved.length);
  return fromLines(lines);
}

export { removeLines };
