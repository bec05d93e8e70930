// The inputs of single values: text (one line or a paragraph), a choice from the schema's enum, a
// whole number, yes/no, a date with the browser's date picker. Each change is written at once.
import type { PathSegment } from '../../../content/problem.ts';
import { setField, unsetField } from '../state/site-edits.ts';
import type { SchemaAt } from '../schema/schema-nav.ts';

export interface InputProps {
  path: PathSegment[];
  value: unknown;
  schema: SchemaAt;
  required: boolean;
  label: string;
  ids: { id: string; describedBy: string | undefined; invalid: boolean };
}

const aria = (ids: InputProps['ids']) => ({ id: ids.id, 'aria-describedby': ids.describedBy, 'aria-invalid': ids.invalid || undefined });
const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Emptying an optional field removes its line; a required one is written empty (validate says so). */
function write(path: PathSegment[], text: string, required: boolean, label: string, asValue: (text: string) => unknown = (t) => t) {
  if (text === '' && !required) unsetField(path, label);
  else setField(path, asValue(text), label);
}

export function TextInput({ path, value, required, label, ids }: InputProps) {
  const text = shown(value);
  const long = text.length > 70 || text.includes('\n');
  const change = (next: string) => write(path, next, required, label);
  return long ? (
    <textarea
      {...aria(ids)}
      value={text}
      rows={Math.min(8, Math.ceil(text.length / 60) + 1)}
      onChange={(event) => change(event.target.value)}
    />
  ) : (
    <input {...aria(ids)} type="text" value={text} onChange={(event) => change(event.target.value)} />
  );
}

export function ChoiceInput({ path, value, schema, required, label, ids }: InputProps) {
  const options = (schema.node.enum as unknown[]).map(String);
  return (
    <select {...aria(ids)} value={shown(value)} onChange={(event) => write(path, event.target.value, required, label)}>
      {!required || value === undefined ? <option value="">(none)</option> : null}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

export function NumberInput({ path, value, required, label, ids }: InputProps) {
  // Text that is not a number is written as typed: validate then says what it should be.
  const asNumber = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);
  return (
    <input
      {...aria(ids)}
      type="text"
      inputMode="numeric"
      value={shown(value)}
      onChange={(event) => write(path, event.target.value, required, label, asNumber)}
    />
  );
}

export function BooleanInput({ path, value, label, ids }: InputProps) {
  return (
    <input {...aria(ids)} type="checkbox" checked={value === true} onChange={(event) => setField(path, event.target.checked, label)} />
  );
}

export function DateInput({ path, value, required, label, ids }: InputProps) {
  return (
    <span className="date-input">
      <input {...aria(ids)} type="date" value={shown(value)} onChange={(event) => write(path, event.target.value, required, label)} />
      {value !== undefined && !required ? (
        <button type="button" className="quiet" onClick={() => unsetField(path, label)}>
          Clear<span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
    </span>
  );
}

export function FixedValue({ value, ids }: InputProps) {
  return <input {...aria(ids)} type="text" value={shown(value)} readOnly />;
}
