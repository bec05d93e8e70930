// docs/content-guide.md is made from the schema by `npm run docs`; these fail when it is stale or
// when it leaves out a section type or a field, and check that the YAML it shows is what it says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentGuidePath, generateContentGuide } from '../../scripts/content-guide/render-guide.ts';
import { fieldsOf, limitsOf } from '../../scripts/content-guide/schema-walk.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { sectionSchemas, siteSchema, supportSchemas, type JsonSchema } from '../../src/content/schemas.ts';
import { sectionTypeHelp } from '../../src/content/section-examples.ts';

const committed = readFileSync(contentGuidePath, 'utf8');
const guide = generateContentGuide();

/** The guide's text between a heading and the next heading of the same level. */
function entry(heading: string): string {
  const start = guide.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the guide has no heading ${heading}`);
  const level = heading.split(' ')[0];
  const next = guide.indexOf(`\n${level} `, start + heading.length + 2);
  return guide.slice(start, next < 0 ? undefined : next);
}

describe('the field guide (docs/content-guide.md)', () => {
  it('is up to date with the schema (run npm run docs if this fails)', () => {
    expect(committed).toBe(guide);
  });

  it.each(sectionTypeHelp().map((help) => [help.type, help] as const))(
    'documents every field of %s, and its examples as valid YAML',
    (type, help) => {
      const text = entry(`### \`${type}\``);
      for (const field of fieldsOf(sectionSchemas[help.schemaId], help.schemaId)) expect(text).toContain(`| \`${field.name}\` |`);
      // The examples are the YAML blocks that are a whole section; the help text may show smaller ones.
      const blocks = [...text.matchAll(/```yaml\n(- type:[\s\S]*?)```/g)].map((match) => parse(match[1]) as unknown);
      expect(blocks).toEqual(help.examples.map((example) => [example]));
    },
  );

  it('documents every top-level key of site.yaml', () => {
    for (const key of Object.keys(siteSchema.properties as object)) expect(guide).toContain(`\n### \`${key}\``);
  });

  it('has the how-tos: add a review, reorder sections, change a validation message', () => {
    for (const heading of ['### Add a review', "### Reorder the home page's sections", '### Change a validation message'])
      expect(guide).toContain(`\n${heading}\n`);
  });

  it('explains every pattern in the schema in words, never as a bare regular expression', () => {
    const unexplained: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as JsonSchema;
      if (typeof record.pattern === 'string') {
        try {
          limitsOf(record);
        } catch {
          unexplained.push(`${where}: ${record.pattern}`);
        }
      }
      for (const [key, value] of Object.entries(record))
        if (key !== 'examples' && key !== 'defaultSnippets') visit(value, `${where}/${key}`);
    };
    for (const [id, schema] of Object.entries({ 'schemas/site.schema.json': siteSchema, ...supportSchemas })) visit(schema, id);
    expect(unexplained).toEqual([]);
    expect(guide).not.toMatch(/\| [^|]*\^[^|]*\$[^|]*\|$/m);
  });

  it('is linked from the README for marketers', () => {
    const readme = readFileSync(`${projectRoot}/README.md`, 'utf8');
    expect(readme).toContain('](docs/content-guide.md)');
  });
});
