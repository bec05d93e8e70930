// The one grammar of inline markup in site.yaml text: **strong**, *emphasis*, [label](target).
// Shared by the renderer and the link checker so both read text the same way.

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'link'; target: string; children: InlineNode[] };

const token = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ kind: 'text', text: text.slice(last, index) });
    const [, strong, em, label, target] = match;
    if (strong !== undefined) nodes.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) nodes.push({ kind: 'em', children: parseInline(em) });
    else nodes.push({ kind: 'link', target: target ?? '', children: parseInline(label ?? '') });
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}

/** Every [label](target) target in a piece of text. */
export function inlineLinkTargets(text: string): string[] {
  const targets: string[] = [];
  const walk = (nodes: InlineNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'link') targets.push(node.target);
      if (node.kind !== 'text') walk(node.children);
    }
  };
  walk(parseInline(text));
  return targets;
}

/** Text of the inline nodes with the markup removed, e.g. for a title attribute or a test. */
export function plainText(text: string): string {
  const flatten = (nodes: InlineNode[]): string => nodes.map((n) => (n.kind === 'text' ? n.text : flatten(n.children))).join('');
  return flatten(parseInline(text));
}
