// Each section type's help from its schema fragment: title, descriptions and the `examples` an
// editor shows. The section gallery and the field guide both read them from here.
// tests/unit/schema-annotations.test.ts proves every example passes the real loader, which is
// why they can be handed on as typed sections.
import { sectionSchemas, sectionTypeOf, type JsonSchema } from './schemas.ts';
import type { Section } from './site.generated.ts';

export interface SectionTypeHelp {
  type: Section['type'];
  /** The fragment's path, e.g. src/sections/reviews/reviews.schema.json */
  schemaId: string;
  /** One sentence (the schema's description). */
  description: string;
  /** Longer help in Markdown (the schema's markdownDescription), or the description. */
  markdownDescription: string;
  examples: Section[];
}

function text(schema: JsonSchema, key: string): string | undefined {
  const value = schema[key];
  return typeof value === 'string' ? value : undefined;
}

export function sectionTypeHelp(): SectionTypeHelp[] {
  return Object.entries(sectionSchemas).map(([schemaId, schema]) => {
    const description = text(schema, 'description') ?? '';
    return {
      type: sectionTypeOf(schema) as Section['type'],
      schemaId,
      description,
      markdownDescription: text(schema, 'markdownDescription') ?? description,
      examples: (Array.isArray(schema.examples) ? schema.examples : []) as Section[],
    };
  });
}
