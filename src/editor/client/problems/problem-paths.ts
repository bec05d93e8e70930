// Where in the data a problem is: its line and column, found in the draft's parsed document. The
// position is what validate prints, so a problem lands on the field it points at whatever words
// its path uses.
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { PathSegment, Problem } from '../../../content/problem.ts';

const within = (node: Node | null | undefined, offset: number) =>
  Boolean(node?.range && node.range[0] <= offset && offset <= node.range[2]);

export function offsetOf(lines: LineCounter, line: number, col: number): number {
  return (lines.lineStarts[line - 1] ?? 0) + col - 1;
}

/** The path of the deepest value (or key) at `offset`. */
export function pathAtOffset(doc: Document, offset: number): PathSegment[] {
  const path: PathSegment[] = [];
  let node: unknown = doc.contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && (within(item.key as Node, offset) || within(item.value as Node, offset)),
      );
      if (!pair || !isScalar(pair.key)) return path;
      path.push(String(pair.key.value));
      if (within(pair.key as Node, offset)) return path;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => within(item as Node, offset));
      if (index < 0) return path;
      path.push(index);
      node = node.items[index];
    } else return path;
  }
}

export interface PlacedProblem extends Problem {
  /** Which file: site.yaml or the translation. */
  file: 'site' | 'translation';
  /** Where in site.yaml's data (empty for the translation file's own problems). */
  at: PathSegment[];
}

export function placeProblems(doc: Document, lines: LineCounter, problems: readonly Problem[]): PlacedProblem[] {
  return problems.map((problem) => ({ ...problem, file: 'site', at: pathAtOffset(doc, offsetOf(lines, problem.line, problem.col)) }));
}
