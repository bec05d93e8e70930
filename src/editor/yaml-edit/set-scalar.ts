// Changes one value where it stands, in the style it was written in: plain stays plain, "double"
// stays double, a | block stays a block, and a comment after it stays after it (CST.setScalarValue
// on the value's own token; nothing else of the file is re-written).
import { CST, isCollection, isScalar, parseDocument } from 'yaml';
import type { PathSegment } from '../../content/problem.ts';
import { parseForEdit, YamlEditError } from './parse-for-edit.ts';

export type ScalarValue = string | number | boolean;

type ScalarType = 'PLAIN' | 'QUOTE_DOUBLE';

function writtenAs(token: CST.Token, value: ScalarValue, inFlow: boolean, type?: ScalarType): string {
  const edited = structuredClone(token);
  CST.setScalarValue(edited, String(value), { afterKey: true, inFlow, ...(type ? { type } : {}) });
  return CST.stringify(edited);
}

const splice = (text: string, token: CST.Token, written: string) =>
  text.slice(0, token.offset) + written + text.slice(token.offset + CST.stringify(token).length);

/**
 * Whether YAML reads the value as written back as `value`. A value on one line (with its comment)
 * reads the same on its own, so only a block scalar needs the whole file read again.
 */
function readsBack(text: string, written: string, path: readonly PathSegment[], value: string): boolean {
  const line = written.replace(/\n$/, '');
  if (line.includes('\n') || /^[|>]/.test(line)) return parseDocument(text).getIn(path) === value;
  const alone = parseDocument(`x: ${line}\n`);
  return !alone.errors.length && alone.get('x') === value;
}

/**
 * The text with the scalar at `path` set to `value`, or undefined when there is no scalar there
 * (the caller adds the field instead). Text that YAML would read as something else when written
 * plain (+911145678900 as a number, true, an empty value) is written in double quotes.
 */
export function setExistingScalar(text: string, path: readonly PathSegment[], value: ScalarValue): string | undefined {
  const doc = parseForEdit(text);
  const node = doc.getIn(path, true);
  if (!isScalar(node)) return undefined;
  const token = node.srcToken;
  if (!token) throw new YamlEditError(`The value at ${path.join('.')} has no place in the text.`);
  const parent = doc.getIn(path.slice(0, -1), true);
  const inFlow = isCollection(parent) && Boolean(parent.flow);
  if (typeof value !== 'string') return splice(text, token, writtenAs(token, value, inFlow, 'PLAIN'));
  const written = writtenAs(token, value, inFlow);
  const edited = splice(text, token, written);
  if (readsBack(edited, written, path, value)) return edited;
  return splice(text, token, writtenAs(token, value, inFlow, 'QUOTE_DOUBLE'));
}
