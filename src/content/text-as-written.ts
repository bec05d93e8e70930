// Harmless forms: where the schema wants text and YAML read a number or true/false (`version: 1.10`,
// a stat written `value: 8000`), the marketer meant the characters they typed. The value is taken as
// written in the file, so 1.10 stays "1.10" rather than becoming 1.1, and no error is shown.
import { isScalar, type Document } from 'yaml';
import type { PathSegment } from './problem.ts';
import { validator } from './schema-check.ts';

function pathOf(pointer: string): PathSegment[] {
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function setAt(data: unknown, path: readonly PathSegment[], value: string): void {
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<PathSegment, unknown>)[key], data);
  (parent as Record<PathSegment, unknown>)[path.at(-1) as PathSegment] = value;
}

/**
 * Replaces, in `data`, every number or true/false where the schema wants text with the text of the
 * file at that place. Returns `data`, changed in place. Section types are decided by `type:`, so
 * one pass of the validator finds every such field.
 */
export function takeTextAsWritten(
  data: unknown,
  doc: Document,
  text: string,
  /** Collects each value taken as written, with its path (the unquoted-phone rule reads them). */
  taken: { path: PathSegment[]; written: string }[] = [],
): unknown {
  const validate = validator();
  if (validate(data)) return data;
  for (const error of validate.errors ?? []) {
    if (error.keyword !== 'type' || (error.params as { type: string }).type !== 'string') continue;
    const path = pathOf(error.instancePath);
    const node = doc.getIn(path, true);
    if (!isScalar(node) || (typeof node.value !== 'number' && typeof node.value !== 'boolean') || !node.range) continue;
    // Plain scalars only: a quoted value is already text.
    if (node.type !== 'PLAIN') continue;
    const written = text.slice(node.range[0], node.range[1]).trim();
    setAt(data, path, written);
    taken.push({ path, written });
  }
  return data;
}
