// One field of the form, drawn as its schema says: its label from its name, its help from the
// schema's description, its input from its kind (schema-nav.ts's kindOf).
import type { PathSegment } from '../../../content/problem.ts';
import { descriptionOf, kindOf, labelOf, propertiesOf, requiredOf, schemaAt, type SchemaAt } from '../schema/schema-nav.ts';
import { insertDefault } from './item-defaults.ts';
import { editSite } from '../state/site-edits.ts';
import { nameOf } from '../outline/outline-model.ts';
import { FieldShell } from './FieldShell.tsx';
import { useForm } from './form-context.ts';
import { ImageInput } from './ImageInput.tsx';
import { RichTextInput } from './RichTextInput.tsx';
import { BooleanInput, ChoiceInput, DateInput, FixedValue, NumberInput, TextInput, type InputProps } from './ScalarFields.tsx';

interface SchemaFieldProps {
  path: PathSegment[];
  value: unknown;
  required: boolean;
  /** Lists of items shown in the outline (a section's reviews) get a summary here instead. */
  listsInOutline?: boolean;
}

const inputs = {
  fixed: FixedValue,
  choice: ChoiceInput,
  boolean: BooleanInput,
  integer: NumberInput,
  number: NumberInput,
  date: DateInput,
  image: ImageInput,
  richText: RichTextInput,
  text: TextInput,
} as const;

export function SchemaField({ path, value, required, listsInOutline = false }: SchemaFieldProps) {
  const { data, problemsAt } = useForm();
  const schema = schemaAt(data, path);
  if (!schema) return null;
  const kind = kindOf(schema, value);
  const label = labelOf(path[path.length - 1]) + (required ? '' : ' (optional)');
  if (kind === 'group') return <GroupFields path={path} value={value} schema={schema} label={label} />;
  if (kind === 'itemList') return <ItemList path={path} value={value} label={label} summary={listsInOutline} />;
  if (kind === 'textList') return <TextList path={path} value={value} label={label} />;
  const Input = inputs[kind] as (props: InputProps) => React.JSX.Element;
  return (
    <FieldShell path={path} label={label} help={descriptionOf(schema)} problems={problemsAt(path)}>
      {(ids) => <Input path={path} value={value} schema={schema} required={required} label={label} ids={ids} />}
    </FieldShell>
  );
}

/** The fields of a group, in the schema's order; optional ones are there to fill in. */
export function GroupFields({
  path,
  value,
  schema,
  label,
  listsInOutline = false,
}: {
  path: PathSegment[];
  value: unknown;
  schema: SchemaAt;
  label?: string;
  listsInOutline?: boolean;
}) {
  const { problemsAt } = useForm();
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const required = requiredOf(schema);
  const keys = [...Object.keys(propertiesOf(schema)), ...Object.keys(record).filter((key) => !(key in propertiesOf(schema)))];
  const own = problemsAt(path);
  const fields = keys.map((key) => (
    <SchemaField key={key} path={[...path, key]} value={record[key]} required={required.includes(key)} listsInOutline={listsInOutline} />
  ));
  if (!label) return <>{fields}</>;
  return (
    <fieldset className="group">
      <legend>{label}</legend>
      {own.length ? <GroupProblems problems={own} /> : null}
      {fields}
    </fieldset>
  );
}

function GroupProblems({ problems }: { problems: ReturnType<ReturnType<typeof useForm>['problemsAt']> }) {
  return (
    <ul className="field-problems">
      {problems.map((problem) => (
        <li key={`${problem.line}:${problem.col}:${problem.message}`} className={`problem-${problem.severity}`}>
          <span className="problem-where">
            site.yaml:{problem.line}:{problem.col}
          </span>{' '}
          {problem.message}
          {problem.hint ? <span className="problem-hint"> ({problem.hint})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A list of lines of text (an address's lines): one input each, with add and remove. */
function TextList({ path, value, label }: { path: PathSegment[]; value: unknown; label: string }) {
  const items = Array.isArray(value) ? value : [];
  return (
    <fieldset className="group">
      <legend>{label}</legend>
      {items.map((item, index) => (
        <div key={index} className="list-row">
          <SchemaField path={[...path, index]} value={item} required />
          <button
            type="button"
            className="quiet"
            onClick={() => editSite(`removed a line of ${label}`, { kind: 'remove', list: path, index })}
          >
            Remove
            <span className="visually-hidden">
              {' '}
              line {index + 1} of {label}
            </span>
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => editSite(`added a line to ${label}`, { kind: 'insert', list: path, index: items.length, value: 'New line' })}
      >
        Add a line<span className="visually-hidden"> to {label}</span>
      </button>
    </fieldset>
  );
}

/** A list of items: a summary with links when the outline shows its items, otherwise every item's fields. */
function ItemList({ path, value, label, summary }: { path: PathSegment[]; value: unknown; label: string; summary: boolean }) {
  const { select, data } = useForm();
  const items = Array.isArray(value) ? value : [];
  if (summary)
    return (
      <div className="field">
        <p className="list-summary">
          {label}: {items.length} item{items.length === 1 ? '' : 's'} (in the outline).
        </p>
        <ul className="list-links">
          {items.map((item, index) => (
            <li key={index}>
              <button type="button" className="link-button" onClick={() => select([...path, index])}>
                {nameOf(item, `Item ${index + 1}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <fieldset className="group">
      <legend>{label}</legend>
      {items.map((item, index) => (
        <div key={index} className="list-item">
          <SchemaField path={[...path, index]} value={item} required />
          <button
            type="button"
            className="quiet"
            onClick={() => editSite(`removed ${nameOf(item, 'an item')}`, { kind: 'remove', list: path, index })}
          >
            Remove<span className="visually-hidden"> {nameOf(item, `item ${index + 1}`)}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          insertDefault(data, path, items);
          select([...path, items.length]);
        }}
      >
        Add an item<span className="visually-hidden"> to {label}</span>
      </button>
    </fieldset>
  );
}
