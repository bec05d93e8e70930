// Renders site.yaml's safe text subset (paragraphs, lists, **strong**, *emphasis*, links) as React
// elements. There is no HTML path: whatever a marketer types is shown as text.
import type { ReactNode } from 'react';
import type { Block } from '../content/site.generated.ts';
import { parseInline, type InlineNode } from '../content/inline-links.ts';
import { SmartLink } from './SmartLink.tsx';

function renderNodes(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderNodes(node.children)}</em>;
      case 'link':
        return (
          <SmartLink key={index} to={node.target}>
            {renderNodes(node.children)}
          </SmartLink>
        );
    }
  });
}

export function Inline({ text }: { text: string }) {
  return <>{renderNodes(parseInline(text))}</>;
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block === 'string') {
          return (
            <p key={index}>
              <Inline text={block} />
            </p>
          );
        }
        const ordered = block.numbered !== undefined;
        const items = block.numbered ?? block.list ?? [];
        const List = ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
