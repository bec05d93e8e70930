// Walks the site's JSON Schema alongside the data, so every field of the form comes from the
// schema: one section's fragment at a time, chosen by its `type` (the discriminator), $refs to the
// shared shapes followed and remembered by name (richText, date, imagePath), descriptions kept.
import type { PathSegment } from '../../../content/problem.ts';
import { resolveSchemaId, siteSchema, siteSchemaId, supportSchemas, type JsonSchema } from '../../../content/schemas.ts';

export interface SchemaAt {
  node: JsonSchema;
  /** The schema file the node lives in, for its own $refs. */
  file: string;
  /** The shared shape it came from, e.g. richText, date, imagePath, image, link. */
  shape?: string;
}

const schemasById: Record<string, JsonSchema> = { [siteSchemaId]: siteSchema, ...supportSchemas };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function follow(ref: string, file: string): SchemaAt {
  const [target, pointer = ''] = ref.split('#');
  const id = target ? resolveSchemaId(target, file) : file;
  const root = schemasById[id];
  if (!root) throw new Error(`The schema ${file} refers to ${ref}, which is not loaded.`);
  const parts = pointer.split('/').filter(Boolean);
  const node = parts.reduce<JsonSchema>((at, part) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')] as JsonSchema, root);
  const shape = parts[0] === '$defs' && parts.length === 2 ? parts[1] : undefined;
  return { node, file: id, ...(shape ? { shape } : {}) };
}

/** The node with its $refs followed; keys beside a $ref (a description) win over the target's. */
export function resolve(at: SchemaAt): SchemaAt {
  if (typeof at.node.$ref !== 'string') return at;
  const target = resolve(follow(at.node.$ref, at.file));
  const { $ref: _ref, ...own } = at.node;
  return { node: { ...target.node, ...own }, file: target.file, shape: target.shape ?? at.shape };
}

/** For a section, the branch whose `type` constant the data names. */
export function branchFor(at: SchemaAt, value: unknown): SchemaAt {
  const discriminator = at.node.discriminator as { propertyName?: string } | undefined;
  const branches = at.node.oneOf as JsonSchema[] | undefined;
  if (!discriminator?.propertyName || !branches || !isRecord(value)) return at;
  const name = discriminator.propertyName;
  return (
    branches
      .map((branch) => resolve({ node: branch, file: at.file }))
      .find((branch) => (branch.node.properties as Record<string, JsonSchema> | undefined)?.[name]?.const === value[name]) ?? at
  );
}

export function childSchema(at: SchemaAt, segment: PathSegment): SchemaAt | undefined {
  if (typeof segment === 'number') {
    const items = at.node.items;
    return isRecord(items) ? resolve({ node: items, file: at.file }) : undefined;
  }
  const properties = at.node.properties as Record<string, JsonSchema> | undefined;
  if (properties?.[segment]) return resolve({ node: properties[segment], file: at.file });
  const extra = at.node.additionalProperties;
  return isRecord(extra) ? resolve({ node: extra, file: at.file }) : undefined;
}

export const rootSchema: SchemaAt = { node: siteSchema, file: siteSchemaId };

/** The schema of the value at `path` of `data`, sections resolved by their type. */
export function schemaAt(data: unknown, path: readonly PathSegment[]): SchemaAt | undefined {
  let at: SchemaAt | undefined = branchFor(resolve(rootSchema), data);
  let value: unknown = data;
  for (const segment of path) {
    if (!at) return undefined;
    at = childSchema(at, segment);
    value = isRecord(value) || Array.isArray(value) ? (value as Record<PathSegment, unknown>)[segment] : undefined;
    if (at) at = branchFor(at, value);
  }
  return at;
}

export const propertiesOf = (at: SchemaAt): Record<string, JsonSchema> =>
  (at.node.properties as Record<string, JsonSchema> | undefined) ?? {};
export const requiredOf = (at: SchemaAt): string[] => (Array.isArray(at.node.required) ? (at.node.required as string[]) : []);
export const descriptionOf = (at: SchemaAt): string => (typeof at.node.description === 'string' ? at.node.description : '');

const types = (at: SchemaAt): string[] => (Array.isArray(at.node.type) ? (at.node.type as string[]) : [String(at.node.type ?? '')]);

export type FieldKind =
  'fixed' | 'choice' | 'boolean' | 'integer' | 'number' | 'date' | 'image' | 'richText' | 'text' | 'group' | 'itemList' | 'textList';

/** How a field is edited, from its schema (and its value, for a paragraph that may be a list). */
export function kindOf(at: SchemaAt, value: unknown): FieldKind {
  const of = types(at);
  if (at.node.const !== undefined) return 'fixed';
  if (Array.isArray(at.node.enum)) return 'choice';
  if (of.includes('boolean')) return 'boolean';
  if (of.includes('integer')) return 'integer';
  if (of.includes('number')) return 'number';
  if (of.includes('array')) {
    const items = childSchema(at, 0);
    return items && (types(items).includes('object') || items.node.oneOf) ? 'itemList' : 'textList';
  }
  if (of.includes('object') && (!of.includes('string') || isRecord(value))) return 'group';
  if (at.shape === 'date') return 'date';
  if (at.shape === 'imagePath') return 'image';
  if (at.shape === 'richText' || at.shape === 'block') return 'richText';
  return 'text';
}

/** "autoplayMs" -> "Autoplay (ms)", "visibleFrom" -> "Visible from": a field's name as a label. */
export function labelOf(key: PathSegment): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  const unit = /Ms$/.test(key) ? ' (ms)' : /Px$/.test(key) ? ' (px)' : /Kb$/.test(key) ? ' (KB)' : '';
  const words = key
    .replace(/(Ms|Px|Kb)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${unit}`;
}
