// Every schema file, keyed by its path from the project folder, so one Ajv instance (validation),
// the type generator and the field guide see the same set. A section's fragment lives in its
// folder (src/sections/<folder>/); the list of them is generated (section-schemas.generated.ts,
// by `npm run types`).
// The files carry no $id and every $ref is relative to its file: editors (yaml-language-server)
// follow files, Ajv follows the keys given here, and both resolve every reference alike.
import site from '../../schemas/site.schema.json' with { type: 'json' };
import common from '../../schemas/common.schema.json' with { type: 'json' };
import contact from '../../schemas/contact.schema.json' with { type: 'json' };
import compliance from '../../schemas/compliance.schema.json' with { type: 'json' };
import { sectionFragments } from './section-schemas.generated.ts';

export type JsonSchema = Record<string, unknown>;

export const siteSchemaId = 'schemas/site.schema.json';
export const commonSchemaId = 'schemas/common.schema.json';
export const contactSchemaId = 'schemas/contact.schema.json';
export const complianceSchemaId = 'schemas/compliance.schema.json';

export const siteSchema: JsonSchema = site;

/** Fragments of one section type each, keyed by path. */
export const sectionSchemas: Record<string, JsonSchema> = Object.fromEntries(
  sectionFragments.map(({ file, schema }) => [file, schema as JsonSchema]),
);

/** Every schema other than the root, keyed by path. */
export const supportSchemas: Record<string, JsonSchema> = {
  [commonSchemaId]: common,
  [contactSchemaId]: contact,
  [complianceSchemaId]: compliance,
  ...sectionSchemas,
};

/** The schema file a reference points at, from the file it is written in (paths from the project folder). */
export function resolveSchemaId(ref: string, fromFile: string): string {
  return new URL(ref, new URL(fromFile, 'file:///project/')).pathname.replace(/^\/project\//, '');
}

/** The section type a fragment describes (its `type` constant). */
export function sectionTypeOf(fragment: JsonSchema): string {
  const properties = fragment.properties as Record<string, { const?: string }>;
  const type = properties.type?.const;
  if (typeof type !== 'string') throw new Error(`A section schema (${String(fragment.title)}) has no type constant`);
  return type;
}
