// Which strings of site.yaml a visitor reads, decided by the JSON Schema so a new field is sorted
// without a list to keep up to date: a string is visible unless its schema pins its form (a pattern
// for paths, links, ids, colours, emails and phone numbers to dial; an enum or const for choices
// and section types; a format). A string without a single letter (+91 11 4567 8900) has nothing
// to translate. Numbers and true/false are settings, never text.
import type { PathSegment } from '../problem.ts';
import { resolveSchemaId, siteSchema, siteSchemaId, supportSchemas, type JsonSchema } from '../schemas.ts';
import { translationKey } from './translation-key.ts';

export interface VisibleString {
  /** The key in site.hi.yaml, e.g. pages.home.sections[home].headline */
  key: string;
  /** Where it is in the data, for finding its line in site.yaml. */
  segments: PathSegment[];
  /** The English text. */
  text: string;
}

const schemasById: Record<string, JsonSchema> = { [siteSchemaId]: siteSchema, ...supportSchemas };

interface At {
  node: JsonSchema;
  /** The path of the file the node lives in (as src/content/schemas.ts keys it), against which its $refs are read. */
  file: string;
}

function follow(ref: string, file: string): At {
  const [target, pointer = ''] = ref.split('#');
  const id = target ? resolveSchemaId(target, file) : file;
  const root = schemasById[id];
  if (!root) throw new Error(`The schema ${file} refers to ${ref}, which is not loaded (src/content/schemas.ts).`);
  const node = pointer
    .split('/')
    .filter(Boolean)
    .reduce<JsonSchema>((at, part) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')] as JsonSchema, root);
  return { node, file: id };
}

/** The node with its $refs followed; keys beside a $ref (a description) win over the target's. */
function resolve(at: At): At {
  if (typeof at.node.$ref !== 'string') return at;
  const target = resolve(follow(at.node.$ref, at.file));
  const { $ref: _ref, ...own } = at.node;
  return { node: { ...target.node, ...own }, file: target.file };
}

/** For a section (oneOf with a discriminator), the branch whose `type` constant the data names. */
function branchFor(at: At, value: unknown): At | undefined {
  const discriminator = at.node.discriminator as { propertyName?: string } | undefined;
  const branches = at.node.oneOf as JsonSchema[] | undefined;
  if (!discriminator?.propertyName || !branches || !isRecord(value)) return at;
  const name = discriminator.propertyName;
  return branches
    .map((branch) => resolve({ node: branch, file: at.file }))
    .find((branch) => (branch.node.properties as Record<string, JsonSchema> | undefined)?.[name]?.const === value[name]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function allowsString(node: JsonSchema): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes('string');
}

function isVisibleText(node: JsonSchema, text: string): boolean {
  if (!allowsString(node)) return false;
  if (node.pattern !== undefined || node.enum !== undefined || node.const !== undefined || node.format !== undefined) return false;
  return /\p{L}/u.test(text);
}

function childSchema(at: At, key: string): At | undefined {
  const properties = at.node.properties as Record<string, JsonSchema> | undefined;
  if (properties?.[key]) return { node: properties[key], file: at.file };
  const patterns = at.node.patternProperties as Record<string, JsonSchema> | undefined;
  for (const [pattern, node] of Object.entries(patterns ?? {})) if (new RegExp(pattern, 'u').test(key)) return { node, file: at.file };
  const extra = at.node.additionalProperties;
  return isRecord(extra) ? { node: extra, file: at.file } : undefined;
}

/**
 * Every visible string of the parsed site.yaml, in the file's order, with its translation key.
 * Parts the schema does not describe (a misspelt field, an unknown section type) are skipped:
 * the schema check reports them.
 */
export function visibleStrings(data: unknown): VisibleString[] {
  const found: VisibleString[] = [];
  const visit = (value: unknown, schema: At, segments: PathSegment[]): void => {
    const at = branchFor(resolve(schema), value);
    if (!at) return;
    if (typeof value === 'string') {
      if (isVisibleText(at.node, value)) found.push({ key: translationKey(data, segments), segments, text: value });
    } else if (Array.isArray(value)) {
      const items = at.node.items;
      if (isRecord(items)) value.forEach((item, index) => visit(item, { node: items, file: at.file }, [...segments, index]));
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        const next = childSchema(at, key);
        if (next) visit(child, next, [...segments, key]);
      }
    }
  };
  visit(data, { node: siteSchema, file: siteSchemaId }, []);
  return found;
}
