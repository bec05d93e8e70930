// New content (a section from its schema example, a field that was not there) written as YAML
// the way the yaml library writes it: quoted only where plain text would be read as something
// else, never folded.
import { Document } from 'yaml';

const options = { lineWidth: 0, minContentWidth: 0 } as const;

/** `key: value` (or `key:` and the value's block below it), ending with a line break. */
export function stringifyPair(key: string, value: unknown): string {
  return new Document({ [key]: value }).toString(options);
}

/** `- value` as one item of a block list (the first line carries the dash), ending with a line break. */
export function stringifyItem(value: unknown): string {
  return new Document([value]).toString(options);
}
