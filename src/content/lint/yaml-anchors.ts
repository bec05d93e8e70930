// yaml-anchor: "&name" labels a value, "*name" repeats a labelled one and "<<" merges one into a
// group. A marketer never means them: they come from pasting "&#8377;500" (YAML takes "#8377;500"
// as a label and the text loses its start) or "*Rank 1*" (read as a reference). Refused, with the
// text as it would have been read, so the loss is visible.
import { isAlias, isPair, isScalar, isSeq, visit, type Document, type Node } from 'yaml';
import type { PathSegment } from '../problem.ts';
import type { SourceMap } from '../source-map.ts';
import type { Reporter } from './reporter.ts';

/** &#8377; &amp; &nbsp;: HTML codes, the usual way an "&" reaches the start of a value. */
const htmlCode = /^(#\d+;|#x[0-9a-f]+;|[a-z]+;)/i;

function pathOf(ancestors: readonly unknown[], node: unknown): PathSegment[] {
  const segments: PathSegment[] = [];
  ancestors.forEach((ancestor, index) => {
    const next = ancestors[index + 1] ?? node;
    if (isPair(ancestor) && isScalar(ancestor.key) && ancestor.key !== next) segments.push(String(ancestor.key.value));
    if (isSeq(ancestor)) segments.push(ancestor.items.indexOf(next as never));
  });
  return segments;
}

/** Reports every anchor, alias and merge key; true when there is an alias (the data cannot be built). */
export function checkYamlAnchors(doc: Document, text: string, source: SourceMap, reporter: Reporter): boolean {
  let aliases = false;
  visit(doc, {
    Node(_key, node: Node, ancestors) {
      const path = pathOf(ancestors, node);
      if (isAlias(node)) {
        aliases = true;
        reporter.report('yaml-anchor', {
          path,
          at: node.range ? source.offsetToPosition(node.range[0]) : undefined,
          message: `A value starting with "*" is read by YAML as a reference to another part of the file ("*${node.source}"), not as text.`,
          hint: `put the text in double quotes: "*${node.source}…"`,
        });
        return;
      }
      if (!node.anchor || !node.range) return;
      const start = text.lastIndexOf(`&${node.anchor}`, node.range[0]);
      const code = htmlCode.exec(node.anchor)?.[1];
      const shown = isScalar(node) ? String(node.value) : undefined;
      reporter.report('yaml-anchor', {
        path,
        at: source.offsetToPosition(start < 0 ? node.range[0] : start),
        message: `"&${node.anchor}" at the start of this value is read by YAML as a label, not as text${shown !== undefined ? `, so visitors would see only "${shown}"` : ''}.`,
        hint: code
          ? `"&${code}" is an HTML code: type the character itself (₹ for &#8377;), or put the whole text in double quotes`
          : 'put the whole text in double quotes',
      });
    },
    Pair(_key, pair, ancestors) {
      if (!isScalar(pair.key) || pair.key.value !== '<<' || !pair.key.range) return;
      reporter.report('yaml-anchor', {
        path: pathOf(ancestors, pair),
        at: source.offsetToPosition(pair.key.range[0]),
        message:
          '"<<" copies fields from another part of the file; site.yaml writes every field out, so a change in one place does not surprise another.',
        hint: 'write the fields here in full and remove the "<<" line',
      });
    },
  });
  return aliases;
}
