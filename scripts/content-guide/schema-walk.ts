// Reads the JSON Schema the way the field guide needs it: each field with its description and its
// limits in plain words, following $ref into the shared shapes so nothing is written twice.
import { commonSchemaId, resolveSchemaId, siteSchema, siteSchemaId, supportSchemas, type JsonSchema } from '../../src/content/schemas.ts';

export interface Field {
  /** Dotted path from the documented object, e.g. reviews[].avatar */
  name: string;
  required: boolean;
  description: string;
  /** What the value is, in plain words, e.g. "text", "a whole number from 0 to 60000". */
  limits: string[];
}

const schemasById: Record<string, JsonSchema> = { [siteSchemaId]: siteSchema, ...supportSchemas };

/** Shared shapes from common.schema.json that get one entry of their own in the guide. */
export const sharedShapes = ['image', 'link', 'block', 'carouselBreakpoints'] as const;
const sharedShapeNames: Record<(typeof sharedShapes)[number], string> = {
  image: 'an image',
  link: 'a link',
  block: 'a paragraph or a list',
  carouselBreakpoints: 'screen-width ranges',
};

/**
 * Patterns without a patternErrorMessage, in words. A test fails when a pattern has neither, so
 * a new rule never reaches the guide as a bare regular expression.
 */
export const patternWords: Record<string, string> = {
  '^[a-z]{2}(-[A-Z]{2})?$': 'a language code such as `en` or `en-IN`',
  '^#[0-9a-fA-F]{6}$': 'a colour as `#` and six hex digits, e.g. `#070b16`',
  '^https://': 'starts with `https://`',
  '^/': 'starts with `/`',
  '^[0-9]+(\\.[0-9]+){0,3}$': 'numbers separated by dots, e.g. `1.0.0`',
  '^[A-Za-z0-9_.{}-]+\\.apk$': 'a file name ending in `.apk` (letters, digits, `_`, `.`, `-`, `{version}`)',
  '^[a-z][a-zA-Z0-9]*$': 'letters and digits, starting with a lower-case letter, e.g. `desktop`',
  '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$': 'an email address, e.g. `support@skillstrike.in`',
  '^\\+[0-9]{8,15}$': '`+`, the country code and the number, digits only, e.g. `+911145678900`',
  '^/media/[A-Za-z0-9/_.-]+\\.vtt$': 'a path under `/media/` ending in `.vtt`',
};

interface Resolved {
  node: JsonSchema;
  /** The file the node lives in, for resolving its own $refs. */
  file: string;
  /** The common.schema.json definition it came from, if any. */
  commonDef?: string;
}

function resolveRef(ref: string, file: string): Resolved {
  const [target, pointer = ''] = ref.split('#');
  const base = target ? resolveSchemaId(target, file) : file;
  const root = schemasById[base];
  if (!root) throw new Error(`Unknown schema ${ref} in ${file}`);
  const node = pointer
    .split('/')
    .filter(Boolean)
    .reduce<JsonSchema>((at, key) => at[key] as JsonSchema, root);
  const commonDef = base === commonSchemaId ? /^\/\$defs\/(\w+)$/.exec(pointer)?.[1] : undefined;
  return { node, file: base, ...(commonDef ? { commonDef } : {}) };
}

/** The node with its $ref followed (repeatedly); the node's own keys win over the target's. */
export function resolve(node: JsonSchema, file: string): Resolved {
  if (typeof node.$ref !== 'string') return { node, file };
  const hop = resolveRef(node.$ref, file);
  const target = resolve(hop.node, hop.file);
  const { $ref: _ref, ...own } = node;
  const commonDef = hop.commonDef ?? target.commonDef;
  return { node: { ...target.node, ...own }, file: target.file, ...(commonDef ? { commonDef } : {}) };
}

/** "The site address is ..." reads as "text; the site address is ..." in a list of limits. */
export function lowerFirst(sentence: string): string {
  return /^[A-Z](?![A-Z])/.test(sentence) ? sentence[0].toLowerCase() + sentence.slice(1) : sentence;
}

function range(min: unknown, max: unknown, unit: string): string | undefined {
  const plural = (n: unknown) => `${String(n)} ${unit}${n === 1 ? '' : 's'}`;
  if (typeof min === 'number' && typeof max === 'number') return `${String(min)} to ${plural(max)}`;
  if (typeof min === 'number') return `at least ${plural(min)}`;
  if (typeof max === 'number') return `at most ${plural(max)}`;
  return undefined;
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: '`true` or `false`',
  array: 'a list',
  object: 'a group of fields',
};

/** The limits of one value, in words: its kind, then each rule it must follow. */
export function limitsOf(node: JsonSchema, commonDef?: string): string[] {
  const words: string[] = [];
  if (commonDef && commonDef in sharedShapeNames) {
    words.push(`${sharedShapeNames[commonDef as keyof typeof sharedShapeNames]} (see [Shared shapes](#shared-shapes))`);
    if (commonDef === 'carouselBreakpoints' && typeof node.minItems === 'number') words.push(`at least ${String(node.minItems)} range`);
    return words;
  }
  if (node.const !== undefined) return [`always \`${String(node.const)}\``];
  if (Array.isArray(node.enum)) return [`one of ${node.enum.map((value) => `\`${String(value)}\``).join(', ')}`];
  const types = Array.isArray(node.type) ? node.type : typeof node.type === 'string' ? [node.type] : [];
  if (commonDef === 'richText') words.push('text; may use `**strong**`, `*emphasis*` and `[a link](/contact)`');
  else if (commonDef === 'durationMs') words.push('milliseconds (1000 = one second)');
  else if (commonDef === 'pixels') words.push('CSS pixels');
  else if (types.length) words.push(types.map((type) => typeWords[String(type)] ?? String(type)).join(' or '));
  if (node.minLength === 1) words.push('not empty');
  else if (typeof node.minLength === 'number' || typeof node.maxLength === 'number')
    words.push(range(node.minLength, node.maxLength, 'character') ?? '');
  if (typeof node.pattern === 'string') {
    const explained = typeof node.patternErrorMessage === 'string' ? node.patternErrorMessage : patternWords[node.pattern];
    if (!explained) throw new Error(`No plain words for the pattern ${node.pattern}: add patternErrorMessage or an entry in patternWords`);
    words.push(lowerFirst(explained));
  }
  const between = range(node.minimum, node.maximum, '');
  if (between) words.push(between.replace(/ s?$/, '').replace(/^(\d+) to (\d+)$/, 'from $1 to $2'));
  const items = range(node.minItems, node.maxItems, 'item');
  if (items) words.push(items);
  const entries = range(node.minProperties, node.maxProperties, 'entry');
  if (entries) words.push(entries.replace('entrys', 'entries'));
  return words.filter(Boolean);
}

function description(node: JsonSchema): string {
  return typeof node.description === 'string' ? node.description : '';
}

/**
 * Every field of an object schema, depth first: a group's fields follow it (`info.email.label`),
 * a list of groups shows its items' fields as `slides[].heading`. Shared shapes and sections are
 * not expanded here; they have their own entries.
 */
export function fieldsOf(object: JsonSchema, file: string, prefix = ''): Field[] {
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, property]) => {
    const { node, file: at, commonDef } = resolve(property, file);
    const name = `${prefix}${key}`;
    const field: Field = { name, required: required.has(key), description: description(node), limits: limitsOf(node, commonDef) };
    if (commonDef && commonDef in sharedShapeNames) return [field];
    if (node.type === 'object' && node.properties) return [field, ...fieldsOf(node, at, `${name}.`)];
    if (node.type === 'array' && node.items) {
      const item = resolve(node.items as JsonSchema, at);
      if (item.commonDef && item.commonDef in sharedShapeNames) {
        field.limits.push(`each is ${limitsOf(item.node, item.commonDef)[0]}`);
        return [field];
      }
      if (item.node.discriminator) {
        field.limits.push('each is a section (see [Section types](#section-types))');
        return [field];
      }
      if (item.node.type === 'object' && item.node.properties) return [field, ...fieldsOf(item.node, item.file, `${name}[].`)];
      field.limits.push(`each is ${limitsOf(item.node, item.commonDef).join(', ')}`);
    }
    return [field];
  });
}

/** A shared shape from common.schema.json, resolved. */
export function sharedShape(name: (typeof sharedShapes)[number]): JsonSchema {
  return resolve({ $ref: `#/$defs/${name}` }, commonSchemaId).node;
}
