// Completion in the source pane from our schema: the fields a group may have (with their help),
// and the choices of a field with an enum, where the cursor is.
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { keyPathAt } from '../../../content/yaml-syntax/key-path.ts';
import { childSchema, descriptionOf, propertiesOf, schemaAt } from '../schema/schema-nav.ts';
import { parseDraft } from '../state/parsed-draft.ts';

export function schemaCompletion(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const text = context.state.doc.toString();
  const { data } = parseDraft(text);
  const valueMatch = /^\s*(?:-\s+)?([\w-]+):\s+(\w*)$/.exec(before);
  if (valueMatch) {
    const path = keyPathAt(text, line.number);
    const at = schemaAt(data, path);
    const choices = Array.isArray(at?.node.enum) ? (at.node.enum as unknown[]).map(String) : [];
    if (!choices.length) return null;
    return { from: context.pos - valueMatch[2].length, options: choices.map((choice) => ({ label: choice, type: 'enum' })) };
  }
  const keyMatch = /^(\s*(?:-\s+)?)([\w-]*)$/.exec(before);
  if (!keyMatch || (!keyMatch[2] && !context.explicit)) return null;
  // The group the new field goes into: the path of this line without its own (unfinished) key.
  const path = keyPathAt(text.slice(0, line.from) + `${keyMatch[1]}x: 1` + text.slice(line.to), line.number).slice(0, -1);
  const at = schemaAt(data, path);
  if (!at) return null;
  return {
    from: context.pos - keyMatch[2].length,
    options: Object.keys(propertiesOf(at)).map((key) => {
      const field = childSchema(at, key);
      return { label: key, apply: `${key}: `, type: 'property', info: field ? descriptionOf(field) : undefined };
    }),
  };
}
