// Writes docs/content-guide.md from the schema: how-tos, every top-level key, every section type
// with every field, its limits in plain words and an example. `npm run docs` saves it; a test
// fails when the committed guide no longer matches the schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { sectionTypeHelp, type SectionTypeHelp } from '../../src/content/section-examples.ts';
import { commonSchemaId, siteSchema, siteSchemaId, supportSchemas, type JsonSchema } from '../../src/content/schemas.ts';
import { fieldsOf, resolve, sharedShape, sharedShapes, type Field } from './schema-walk.ts';
import { howTos } from './how-tos.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contentGuidePath = path.join(root, 'docs/content-guide.md');

/** Table cells are one line; a | would end the cell. */
function cell(text: string): string {
  return text.replace(/\n+/g, ' ').replace(/\|/g, '\\|');
}

function fieldTable(fields: readonly Field[]): string {
  const rows = fields.map(
    (field) => `| \`${field.name}\` | ${field.required ? 'yes' : ''} | ${cell(field.description)} | ${cell(field.limits.join('; '))} |`,
  );
  return ['| field | required | what it is | what it takes |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function yamlBlock(value: unknown): string {
  return ['```yaml', stringify(value, { lineWidth: 0 }).trimEnd(), '```'].join('\n');
}

function sectionEntry(help: SectionTypeHelp, schema: JsonSchema): string {
  const examples = help.examples.map(
    (example, index) => `${help.examples.length > 1 ? `Example ${index + 1}:` : 'Example:'}\n\n${yamlBlock([example])}`,
  );
  return [
    `### \`${help.type}\``,
    help.markdownDescription,
    `Schema: [\`${help.schemaId}\`](../${help.schemaId}). In VS Code, type \`- \` in a page's \`sections:\` list and pick the "Add ..." suggestion for this type.`,
    fieldTable(fieldsOf(schema, help.schemaId)),
    ...examples,
  ].join('\n\n');
}

function topLevelEntry(key: string, property: JsonSchema, required: boolean): string {
  const { node, file } = resolve(property, siteSchemaId);
  const text = typeof property.markdownDescription === 'string' ? property.markdownDescription : String(property.description ?? '');
  const parts = [`### \`${key}\`${required ? '' : ' (optional)'}`, text];
  if (key === 'pages') {
    const page = resolve(node.additionalProperties as JsonSchema, file);
    parts.push('Each page, under its short name:', fieldTable(fieldsOf(page.node, page.file, 'pages.<name>.')));
  } else if (node.properties) {
    parts.push(fieldTable(fieldsOf(node, file, `${key}.`)));
  }
  return parts.join('\n\n');
}

function sharedShapeEntry(name: (typeof sharedShapes)[number]): string {
  const shape = sharedShape(name);
  const parts = [`### ${name}`, String(shape.description ?? '')];
  const items = shape.type === 'array' ? resolve(shape.items as JsonSchema, commonSchemaId).node : shape;
  if (items.properties) parts.push(fieldTable(fieldsOf(items, commonSchemaId, shape.type === 'array' ? '[].' : '')));
  return parts.join('\n\n');
}

export function generateContentGuide(): string {
  const help = sectionTypeHelp();
  const properties = siteSchema.properties as Record<string, JsonSchema>;
  const required = new Set(siteSchema.required as string[]);
  const sectionSchemas = supportSchemas;
  return [
    '<!-- Generated from schemas/ by `npm run docs`. Do not edit: change the schema and run it again. -->',
    '# site.yaml field guide',
    'Everything the website shows is in [`site.yaml`](../site.yaml). This guide lists every key and every section type it can hold, what each field means and what it accepts, with an example of each section type. It is made from the schema in [`schemas/`](../schemas), the same rules `npm run validate`, the build and VS Code check, so it is always up to date.',
    [
      '- **While editing:** open `site.yaml` in VS Code with the YAML extension (Red Hat) for completion, help on hover and red underlines.',
      '- **To see each section type:** run `npm run dev` and open [/\\_\\_gallery](http://localhost:5173/__gallery): every type drawn from the examples below, at phone, tablet and laptop widths.',
      '- **To check your changes:** `npm run validate` lists every problem with its line.',
    ].join('\n'),
    '## Contents',
    [
      '- [How to](#how-to)',
      '- [Top-level keys](#top-level-keys)',
      '- [Section types](#section-types): ' + help.map(({ type }) => `[\`${type}\`](#${type.toLowerCase()})`).join(', '),
      '- [Shared shapes](#shared-shapes)',
    ].join('\n'),
    '## How to',
    ...howTos(help),
    '## Top-level keys',
    'The file has these keys at the left edge, in any order.',
    ...Object.entries(properties).map(([key, property]) => topLevelEntry(key, property, required.has(key))),
    '## Section types',
    'Each page lists its `sections:` top to bottom. Every section has a `type:` (one of the types below), an `id:` (a short name, unique on the site, that links such as `/#games` scroll to) and may have `desktopOnly: true` to show it only on screens wider than `layout.mobileMaxWidth`.',
    ...help.map((entry) => sectionEntry(entry, sectionSchemas[entry.schemaId])),
    '## Shared shapes',
    'Shapes many fields use.',
    ...sharedShapes.map(sharedShapeEntry),
  ]
    .join('\n\n')
    .concat('\n');
}
