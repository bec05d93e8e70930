// Builds the TypeScript types of site.yaml from the JSON Schema, so the code never keeps a second,
// hand-written copy of the shape. Used by `npm run types` (writes the file) and by a test that
// fails when the committed file is stale.
import { compile } from 'json-schema-to-typescript';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const generatedTypesPath = path.join(root, 'src/content/site.generated.ts');

// Reads the schema from disk, not through src/content/schemas.ts: that module imports a generated
// file, and the generator must run when that file is stale or missing.
const siteSchemaFile = path.join(root, 'schemas/site.schema.json');

export async function generateSiteTypes(
  schema: Record<string, unknown> = JSON.parse(readFileSync(siteSchemaFile, 'utf8')) as Record<string, unknown>,
): Promise<string> {
  const source = await compile(structuredClone(schema) as Parameters<typeof compile>[0], 'Site', {
    cwd: path.join(root, 'schemas'),
    bannerComment:
      '/* Generated from schemas/*.schema.json and the section fragments (src/sections/<folder>/<folder>.schema.json) by `npm run types`. Do not edit: change the schema and run it again. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  return source;
}
