// In YAML, " #" starts a comment, so `tagline: India's #1 zone` silently becomes "India's".
// People write comments as "# note"; a "#" glued to the next word is almost always cut-off text.
import { isPair, isScalar, isSeq, visit, type Document, type Scalar } from 'yaml';
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';

/** What to tell the person when this plain text was cut by a " #" read as a comment; undefined when it was not. */
export function cutTextMessage(node: Scalar): string | undefined {
  // "# note" is how people write comments; "#1" glued to the text, or "# 1" (a number after it, as
  // in "Rank # 1"), is text that was cut.
  if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.comment) return undefined;
  if (/^\s/.test(node.comment) && !/^ ?\d/.test(node.comment)) return undefined;
  return `This text stops at "${node.value}": the part from "#${node.comment.startsWith(' ') ? ' ' : ''}${node.comment.trim().split(/\s/)[0]}" on is read as a comment.`;
}

export const cutTextHint = 'put the whole text in double quotes, e.g. "India\'s #1 ..."';

export function checkCutText(doc: Document, reporter: Reporter): void {
  visit(doc, {
    Scalar(_key, node, ancestors) {
      const message = cutTextMessage(node);
      if (!message) return;
      const segments: PathSegment[] = [];
      ancestors.forEach((ancestor, index) => {
        const next = ancestors[index + 1] ?? node;
        if (isPair(ancestor) && isScalar(ancestor.key)) segments.push(String(ancestor.key.value));
        if (isSeq(ancestor)) segments.push(ancestor.items.indexOf(next as never));
      });
      reporter.report('cut-text', { path: segments, message, hint: cutTextHint });
    },
  });
}
