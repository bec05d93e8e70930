// In YAML, " #" starts a comment, so `tagline: India's #1 zone` silently becomes "India's".
// People write comments as "# note"; a "#" glued to the next word is almost always cut-off text.
import { isPair, isScalar, isSeq, visit, type Document } from 'yaml';
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';

export function checkCutText(doc: Document, reporter: Reporter): void {
  visit(doc, {
    Scalar(_key, node, ancestors) {
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.comment || /^\s/.test(node.comment)) return;
      const segments: PathSegment[] = [];
      ancestors.forEach((ancestor, index) => {
        const next = ancestors[index + 1] ?? node;
        if (isPair(ancestor) && isScalar(ancestor.key)) segments.push(String(ancestor.key.value));
        if (isSeq(ancestor)) segments.push(ancestor.items.indexOf(next as never));
      });
      reporter.report('cut-text', {
        path: segments,
        message: `This text stops at "${node.value}": the part from "#${node.comment.split(/\s/)[0]}" on is read as a comment.`,
        hint: 'put the whole text in double quotes, e.g. "India\'s #1 ..."',
      });
    },
  });
}
