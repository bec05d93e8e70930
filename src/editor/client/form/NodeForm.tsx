// The form of the selected part of the site: its fields from the schema, and for a section or a
// list item the actions on it (duplicate, delete, move up or down).
import type { PathSegment } from '../../../content/problem.ts';
import { nameOf } from '../outline/outline-model.ts';
import { editSite } from '../state/site-edits.ts';
import { descriptionOf, labelOf, schemaAt } from '../schema/schema-nav.ts';
import { useForm } from './form-context.ts';
import { GroupFields, SchemaField } from './SchemaField.tsx';

const valueAt = (data: unknown, path: readonly PathSegment[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PathSegment, unknown>)[key] : undefined), data);

function ItemActions({ path, name, length }: { path: PathSegment[]; name: string; length: number }) {
  const { select } = useForm();
  const list = path.slice(0, -1);
  const index = Number(path[path.length - 1]);
  const move = (to: number) => {
    editSite(`moved ${name}`, { kind: 'move', list, from: index, to });
    select([...list, to]);
  };
  return (
    <div className="item-actions" role="group" aria-label={`Actions on ${name}`}>
      <button type="button" disabled={index === 0} onClick={() => move(index - 1)}>
        Move up
      </button>
      <button type="button" disabled={index >= length - 1} onClick={() => move(index + 1)}>
        Move down
      </button>
      <button type="button" onClick={() => editSite(`duplicated ${name}`, { kind: 'duplicate', list, index })}>
        Duplicate
      </button>
      <button
        type="button"
        className="danger"
        disabled={length <= 1}
        onClick={() => {
          editSite(`deleted ${name}`, { kind: 'remove', list, index });
          select(index > 0 ? [...list, index - 1] : list.slice(0, -1));
        }}
      >
        Delete
      </button>
    </div>
  );
}

/** A page's sections and a section's lists are in the outline; lists deeper down are edited here. */
const listsInOutline = (path: readonly PathSegment[]) =>
  (path[0] === 'pages' && path.length <= 4) || (path[0] === 'notFound' && path.length <= 3);

export function NodeForm({ path }: { path: PathSegment[] }) {
  const { data } = useForm();
  const value = valueAt(data, path);
  const schema = schemaAt(data, path);
  const last = path[path.length - 1];
  const isItem = typeof last === 'number';
  const isList = Array.isArray(value);
  const name = isItem ? nameOf(value, `Item ${last + 1}`) : labelOf(last ?? 'site');
  const parent = isItem ? valueAt(data, path.slice(0, -1)) : undefined;
  const type = value && typeof value === 'object' && 'type' in value ? String((value as { type: unknown }).type) : '';
  if (value === undefined || !schema)
    return (
      <section aria-labelledby="form-heading" className="node-form">
        <h2 id="form-heading">Nothing here</h2>
        <p>This part is no longer in the draft. Choose another in the outline.</p>
      </section>
    );
  return (
    <section aria-labelledby="form-heading" className="node-form">
      <h2 id="form-heading">
        {name}
        {type ? <span className="heading-detail"> ({type} section)</span> : null}
      </h2>
      {descriptionOf(schema) ? <p className="node-help">{descriptionOf(schema)}</p> : null}
      {isItem && Array.isArray(parent) ? <ItemActions path={path} name={name} length={parent.length} /> : null}
      {isList ? (
        <SchemaField path={path} value={value} required listsInOutline={false} />
      ) : (
        <GroupFields path={path} value={value} schema={schema} listsInOutline={listsInOutline(path)} />
      )}
    </section>
  );
}
