// Finds where a value sits in the YAML text, so every problem can name its line and column.
import { isMap, isPair, isScalar, isSeq, type LineCounter, type Document, type Node } from 'yaml';
import type { PathSegment } from './problem.ts';

export interface Position {
  line: number;
  col: number;
}

export class SourceMap {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
    /** The file's text, to place a problem on the very characters inside a value (`locateText`). */
    private readonly text?: string,
  ) {}

  /**
   * The position of `snippet` inside the value at `path` as it is written in the file, so a
   * problem points at the "<b>" or the "{yaer}" itself; the value's start when it cannot be found
   * (a quoted value with escapes, or no file text).
   */
  locateText(path: readonly PathSegment[], snippet: string): Position {
    const start = this.locate(path);
    const node = this.nodeAt(path) as Node | undefined;
    if (!this.text || !node?.range || !snippet) return start;
    const index = this.text.slice(node.range[0], node.range[1]).indexOf(snippet);
    return index < 0 ? start : this.offsetToPosition(node.range[0] + index);
  }

  private nodeAt(path: readonly PathSegment[]): unknown {
    let node: unknown = this.doc.contents;
    for (const segment of path) {
      const next = this.child(node, segment);
      if (!next) return undefined;
      node = next.value;
    }
    return node;
  }

  /**
   * The position of the value at `path`, or of its key when `atKey` is set (for "unknown field"
   * problems the key is what the marketer must fix). Falls back to the nearest existing parent.
   */
  locate(path: readonly PathSegment[], atKey = false): Position {
    let node: unknown = this.doc.contents;
    let best = this.start(node);
    for (const segment of path) {
      const next = this.child(node, segment);
      if (!next) break;
      node = next.value;
      best = (atKey && next.key ? this.start(next.key) : undefined) ?? this.start(next.value) ?? this.start(next.key) ?? best;
    }
    return best ?? { line: 1, col: 1 };
  }

  offsetToPosition(offset: number): Position {
    const { line, col } = this.lines.linePos(offset);
    return { line, col };
  }

  private child(node: unknown, segment: PathSegment): { key?: unknown; value: unknown } | undefined {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      return pair ? { key: pair.key, value: pair.value ?? pair.key } : undefined;
    }
    if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      return item === undefined ? undefined : { value: item };
    }
    return undefined;
  }

  private start(node: unknown): Position | undefined {
    const range = (node as Node | null | undefined)?.range;
    return range ? this.offsetToPosition(range[0]) : undefined;
  }
}
