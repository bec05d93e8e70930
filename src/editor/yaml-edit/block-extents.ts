// Which whole lines hold a list item or a field, read from the parsed document's positions. An
// item's lines are its "- " line through its last line, with the comment lines just above it at
// its own indent (a note about the item travels with it when it moves) and the deeper comment
// lines just below it (they are inside it). Blank lines between items stay where they are.
import { isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import type { PathSegment } from '../../content/problem.ts';
import { contentEnd, indentOf, isBlank, isComment, lineOf, lineStarts } from './source-lines.ts';
import { YamlEditError } from './parse-for-edit.ts';

/** Lines `start` to `end` (0-based, both included). */
export interface LineSpan {
  start: number;
  end: number;
}

export interface BlockList {
  seq: YAMLSeq;
  /** Column of the items' dashes. */
  col: number;
  items: LineSpan[];
}

export interface BlockMap {
  map: YAMLMap;
  /** Column of the keys. */
  col: number;
  pairs: (LineSpan & { key: string })[];
}

function lines(text: string): string[] {
  return text.split('\n');
}

const where = (path: readonly PathSegment[]) => path.join('.') || '(top level)';

/** The last line of a node's own characters, then any deeper-indented comment lines under it. */
function endLine(text: string, all: string[], starts: number[], node: Node | null | undefined, fallback: number, col: number): number {
  let end = node?.range ? Math.max(fallback, lineOf(starts, Math.max(contentEnd(text, node.range[1]) - 1, 0))) : fallback;
  while (end + 1 < all.length && isComment(all[end + 1]) && indentOf(all[end + 1]) > col) end++;
  return end;
}

export function blockList(doc: Document.Parsed, text: string, path: readonly PathSegment[]): BlockList {
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) throw new YamlEditError(`There is no list at ${where(path)}.`);
  if (seq.flow) throw new YamlEditError(`The list at ${where(path)} is written on one line ([...]); edit it in the source.`);
  const starts = lineStarts(text);
  const all = lines(text);
  let col = -1;
  const items = seq.items.map((item) => {
    const node = item as Node;
    if (!node?.range) throw new YamlEditError(`An item of ${where(path)} has no place in the text.`);
    // The dash is on the value's line, or on a line above it ("-" alone, then the value below).
    let dash = lineOf(starts, node.range[0]);
    while (dash > 0 && !all[dash].trimStart().startsWith('-')) dash--;
    col = indentOf(all[dash]);
    let start = dash;
    while (start > 0 && isComment(all[start - 1]) && indentOf(all[start - 1]) === col) start--;
    return { start, end: endLine(text, all, starts, node, dash, col) };
  });
  return { seq, col, items };
}

export function blockMap(doc: Document.Parsed, text: string, path: readonly PathSegment[]): BlockMap {
  const map = path.length ? doc.getIn(path, true) : doc.contents;
  if (!isMap(map)) throw new YamlEditError(`There is no group of fields at ${where(path)}.`);
  if (map.flow) throw new YamlEditError(`The fields at ${where(path)} are written on one line ({...}); edit them in the source.`);
  const starts = lineStarts(text);
  const all = lines(text);
  const pairs = map.items.filter(
    (pair): pair is Pair<Node, Node> => isPair(pair) && isScalar(pair.key) && Boolean((pair.key as Node).range),
  );
  const col = pairs.length
    ? (pairs[0].key.range as [number, number, number])[0] - starts[lineOf(starts, (pairs[0].key.range as [number, number, number])[0])]
    : -1;
  return {
    map,
    col,
    pairs: pairs.map((pair) => {
      const keyLine = lineOf(starts, (pair.key.range as [number, number, number])[0]);
      return {
        key: String((pair.key as { value: unknown }).value),
        start: keyLine,
        end: endLine(text, all, starts, pair.value, keyLine, col),
      };
    }),
  };
}

/** Whether a line is blank (for tidying the gap an item leaves). */
export function blankAt(text: string, line: number): boolean {
  const all = lines(text);
  return line >= 0 && line < all.length && isBlank(all[line]);
}
