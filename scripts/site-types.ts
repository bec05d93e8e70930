// Builds the TypeScript types of site.yaml from the JSON Schema, so the code never keeps a second,
// hand-written copy of the shape. Used by `npm run types` (writes the file) and by a test that
// fails when the committed file is stale.
import { compile } from 'json-schema-to-typescript';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteSchema } from '../src/content/schemas.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const generatedTypesPath = path.join(root, 'src/content/site.generated.ts');

export async function generateSiteTypes(): Promise<string> {
  const source = await compile(structuredClone(siteSchema) as Parameters<typeof compile>[0], 'Site', {
    cwd: path.join(root, 'schemas'),
    bannerComment:
      '/* Generated from schemas/*.schema.json by `npm run types`. Do not edit: change the schema and run it again. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  return source;
}
