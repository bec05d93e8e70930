// One schema, one set of types, one registry: these fail when they drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../../scripts/generated-files.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { sectionSchemas, sectionTypeOf, siteSchema } from '../../src/content/schemas.ts';
import { sectionTypes } from '../../src/sections/registry.ts';

describe('schema, types and registry', () => {
  it('the committed generated files match the schema and the section folders (run npm run types if this fails)', async () => {
    for (const { file, text } of await generatedFiles()) expect(readFileSync(file, 'utf8'), path.relative(projectRoot, file)).toBe(text);
  });

  it('every section type in the schema has a component in the registry, and no other', () => {
    const schemaTypes = Object.values(sectionSchemas).map(sectionTypeOf).sort();
    expect([...sectionTypes].sort()).toEqual(schemaTypes);
  });

  it('the fragment in every section folder is loaded and is one of the section choices', () => {
    const sectionsDir = path.join(projectRoot, 'src/sections');
    const files = readdirSync(sectionsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => `src/sections/${file.split(path.sep).join('/')}`)
      .sort();
    expect(Object.keys(sectionSchemas).sort()).toEqual(files);
    const section = (siteSchema.$defs as Record<string, { oneOf: { $ref: string }[] }>).section;
    expect(section.oneOf.map((choice) => choice.$ref.replace(/^\.\.\//, '')).sort()).toEqual(files);
  });

  it('every property in every schema has a description (editors show it)', () => {
    const missing: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (typeof property.description !== 'string') missing.push(`${where}.${name}`);
      }
      for (const [key, value] of Object.entries(record)) visit(value, `${where}/${key}`);
    };
    for (const file of ['site', 'common', 'contact']) {
      visit(JSON.parse(readFileSync(path.join(projectRoot, `schemas/${file}.schema.json`), 'utf8')), file);
    }
    for (const [id, schema] of Object.entries(sectionSchemas)) visit(schema, id);
    expect(missing).toEqual([]);
  });
});
