// The site's outline: pages with their sections in order (moved by drag or keyboard), the open
// section's lists with their items, a way to add a section of any type, and the shared parts.
import type { PathSegment } from '../../../content/problem.ts';
import { editSite } from '../state/site-edits.ts';
import { useParsedDraft } from '../state/parsed-draft.ts';
import { AddSection } from './AddSection.tsx';
import { outlineOf, pathKey, type OutlineNode } from './outline-model.ts';
import { SortableList } from './SortableList.tsx';

interface OutlineProps {
  selected: PathSegment[];
  select: (path: PathSegment[]) => void;
  /** How many problems each node holds, by pathKey. */
  problemCount: (path: PathSegment[]) => { errors: number; warnings: number };
}

const startsWith = (path: readonly PathSegment[], prefix: readonly PathSegment[]) =>
  prefix.every((segment, index) => path[index] === segment);

function NodeButton({ node, selected, select, problemCount }: { node: OutlineNode } & OutlineProps) {
  const count = problemCount(node.path);
  const isSelected = pathKey(node.path) === pathKey(selected);
  return (
    <button type="button" className="outline-node" aria-current={isSelected ? 'true' : undefined} onClick={() => select(node.path)}>
      <span className="outline-label">{node.label}</span>
      {node.detail ? <span className="outline-detail">{node.detail}</span> : null}
      {count.errors ? (
        <span className="badge badge-error">
          {count.errors} error{count.errors === 1 ? '' : 's'}
        </span>
      ) : null}
    </button>
  );
}

function Handle({ name, handle }: { name: string; handle: Record<string, unknown> }) {
  return (
    <button type="button" className="drag-handle" aria-label={`Move ${name}`} {...handle}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

function MovableNodes({
  nodes,
  listPath,
  label,
  props,
}: {
  nodes: OutlineNode[];
  listPath: PathSegment[];
  label: string;
  props: OutlineProps;
}) {
  const ids = nodes.map((node) => pathKey(node.path));
  const byId = new Map(nodes.map((node) => [pathKey(node.path), node]));
  return (
    <SortableList
      label={label}
      ids={ids}
      nameOf={(id) => byId.get(id)?.label ?? id}
      onMove={(from, to) => editSite(`moved ${byId.get(ids[from])?.label ?? 'an item'}`, { kind: 'move', list: listPath, from, to })}
      after={(id) => {
        const node = byId.get(id);
        if (!node?.children.length || !startsWith(props.selected, node.path)) return null;
        return (
          <ul className="outline-lists" aria-label={`Lists of ${node.label}`}>
            {node.children.map((list) => (
              <li key={pathKey(list.path)}>
                <NodeButton node={list} {...props} />
                <MovableNodes nodes={list.children} listPath={list.path} label={`${list.label} of ${node.label}`} props={props} />
              </li>
            ))}
          </ul>
        );
      }}
    >
      {(id, _index, handle) => {
        const node = byId.get(id);
        if (!node) return null;
        return (
          <div className="outline-row">
            <Handle name={node.label} handle={handle} />
            <NodeButton node={node} {...props} />
          </div>
        );
      }}
    </SortableList>
  );
}

export function Outline(props: OutlineProps) {
  const { data } = useParsedDraft();
  const { pages, parts } = outlineOf(data);
  return (
    <nav aria-label="Site outline" className="outline">
      <h2>Pages</h2>
      <ul className="outline-pages">
        {pages.map((page) => {
          const open = startsWith(props.selected, page.path);
          return (
            <li key={pathKey(page.path)}>
              <NodeButton node={page} {...props} />
              {open ? (
                <>
                  <MovableNodes
                    nodes={page.children}
                    listPath={[...page.path, 'sections']}
                    label={`Sections of ${page.label}`}
                    props={props}
                  />
                  <AddSection pagePath={page.path} selected={props.selected} select={props.select} />
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h2>Shared parts</h2>
      <ul className="outline-parts">
        {parts.map((part) => (
          <li key={pathKey(part.path)}>
            <NodeButton node={part} {...props} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
