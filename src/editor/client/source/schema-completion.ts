// Completion in the source pane from our schema: the fields a group may have (with their help),
// and the choices of a field (an enum, or a section's type), where the cursor is.
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { PathSegment } from '../../../content/problem.ts';
import { keyPathAt } from '../../../content/yaml-syntax/key-path.ts';
import { parseText } from '../../yaml-edit/parse-for-edit.ts';
import { childSchema, descriptionOf, propertiesOf, resolve, schemaAt, type SchemaAt } from '../schema/schema-nav.ts';

/** The data of the text with the cursor's line written as `probe`: a half-typed line is no YAML. */
function dataWith(text: string, from: number, to: number, probe: string): unknown {
  return parseText(text.slice(0, from) + probe + text.slice(to)).doc.toJS();
}

/** A field's choices: its enum, or for a section's `type` every type there is. */
function choicesOf(data: unknown, path: PathSegment[]): string[] {
  const at = schemaAt(data, path);
  if (Array.isArray(at?.node.enum)) return (at.node.enum as unknown[]).map(String);
  const parent = schemaAt(data, path.slice(0, -1));
  const discriminator = parent?.node.discriminator as { propertyName?: string } | undefined;
  const branches = parent?.node.oneOf as Record<string, unknown>[] | undefined;
  if (!parent || discriminator?.propertyName !== path[path.length - 1] || !branches) return [];
  return branches.flatMap((branch) => {
    const resolved: SchemaAt = resolve({ node: branch, file: parent.file });
    const constant = (propertiesOf(resolved)[String(discriminator.propertyName)] as { const?: unknown } | undefined)?.const;
    return typeof constant === 'string' ? [constant] : [];
  });
}

export function schemaCompletion(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const text = context.state.doc.toString();
  const valueMatch = /^(\s*(?:-\s+)?)([\w-]+):\s+(\w*)$/.exec(before);
  if (valueMatch) {
    const data = dataWith(text, line.from, line.to, `${valueMatch[1]}${valueMatch[2]}: x`);
    const choices = choicesOf(data, keyPathAt(text, line.number));
    if (!choices.length) return null;
    return { from: context.pos - valueMatch[3].length, options: choices.map((choice) => ({ label: choice, type: 'enum' })) };
  }
  const keyMatch = /^(\s*(?:-\s+)?)([\w-]*)$/.exec(before);
  if (!keyMatch || (!keyMatch[2] && !context.explicit)) return null;
  // The group the new field goes into: the path of this line without its own (unfinished) key.
  const probe = `${keyMatch[1]}x: 1`;
  const probed = text.slice(0, line.from) + probe + text.slice(line.to);
  const path = keyPathAt(probed, line.number).slice(0, -1);
  const at = schemaAt(dataWith(text, line.from, line.to, probe), path);
  if (!at) return null;
  return {
    from: context.pos - keyMatch[2].length,
    options: Object.keys(propertiesOf(at)).map((key) => {
      const field = childSchema(at, key);
      return { label: key, apply: `${key}: `, type: 'property', info: field ? descriptionOf(field) : undefined };
    }),
  };
}
