// Checks the data against the JSON Schema and turns Ajv's errors into sentences a marketer reads.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { siteSchema, sectionSchemas, sectionTypeOf, supportSchemas, type JsonSchema } from './schemas.ts';
import type { PathSegment, Problem } from './problem.ts';
import { formatPath } from './problem.ts';
import type { SourceMap } from './source-map.ts';
import { closestMatch, listWords } from './suggest.ts';

export const sectionTypes: readonly string[] = Object.values(sectionSchemas).map(sectionTypeOf);

let compiled: ValidateFunction | undefined;
function validator(): ValidateFunction {
  if (!compiled) {
    // Ajv's default export is the class under CommonJS interop.
    const Ajv = (Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020;
    const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, allowUnionTypes: true, verbose: true });
    // An editor keyword (yaml-language-server shows it); we read it for our own messages too.
    ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    // Editor-only annotations (yaml-language-server): richer hover text and "add a ..." snippets.
    // Strict mode rejects unknown keywords, so they are declared here and otherwise ignored.
    ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
    ajv.addKeyword({ keyword: 'defaultSnippets', schemaType: 'array' });
    for (const schema of Object.values(supportSchemas)) ajv.addSchema(schema);
    compiled = ajv.compile(siteSchema);
  }
  return compiled;
}

export function checkSchema(data: unknown, source: SourceMap): Problem[] {
  const validate = validator();
  if (validate(data)) return [];
  const errors = (validate.errors ?? []).filter((error) => !isSummaryError(error));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors) {
    const problem = describe(error, data, source);
    const key = `${problem.line}:${problem.col}:${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

/** "oneOf failed" and friends only repeat what their inner errors already say. */
function isSummaryError(error: ErrorObject): boolean {
  return ['oneOf', 'anyOf', 'allOf', 'if', 'not'].includes(error.keyword);
}

function pathOf(pointer: string): PathSegment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value = data;
  for (const segment of path) value = (value as Record<PathSegment, unknown> | undefined)?.[segment];
  return value;
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return 'true/false';
  return 'a number';
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

function propertyDescription(schema: unknown, name: string): string | undefined {
  const properties = (schema as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined;
  const description = properties?.[name]?.description;
  return typeof description === 'string' ? description : undefined;
}

function describe(error: ErrorObject, data: unknown, source: SourceMap): Problem {
  const path = pathOf(error.instancePath);
  const value = valueAt(data, path);
  const name = typeof path.at(-1) === 'string' ? `"${String(path.at(-1))}"` : 'This item';
  const parent = error.parentSchema as JsonSchema | undefined;
  const at = (segments: PathSegment[], atKey = false) => ({ ...source.locate(segments, atKey), path: formatPath(segments) });
  const problem = (where: ReturnType<typeof at>, message: string, hint?: string): Problem => ({
    severity: 'error',
    ...where,
    message,
    ...(hint ? { hint } : {}),
  });

  switch (error.keyword) {
    case 'discriminator': {
      const params = error.params as { error: string; tagValue?: unknown };
      const types = listWords(sectionTypes);
      if (params.error === 'tag' && params.tagValue === undefined) {
        return problem(at(path), 'This section has no type.', `add type: one of ${types}`);
      }
      const given = String(params.tagValue);
      const guess = closestMatch(given, sectionTypes);
      return problem(
        at([...path, 'type']),
        `"${given}" is not a section type.`,
        guess ? `did you mean "${guess}"? Section types are ${types}` : `section types are ${types}`,
      );
    }
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const description = propertyDescription(parent, missing);
      return problem(at(path), `"${missing}" is missing here.`, description ? `add ${missing}: ${description}` : `add ${missing}`);
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      const guess = closestMatch(extra, allowed);
      return problem(
        at([...path, extra], true),
        `"${extra}" is not a field here.`,
        guess ? `did you mean "${guess}"?` : allowed.length ? `fields here are ${listWords(allowed)}` : 'remove it',
      );
    }
    case 'type': {
      const expected = String((error.params as { type: string }).type)
        .split(',')
        .map((t) => typeWords[t] ?? t)
        .join(' or ');
      return problem(at(path), `${name} should be ${expected}, not ${kindOf(value)}.`, parent?.description as string | undefined);
    }
    case 'const':
    case 'enum': {
      const allowed = (
        error.keyword === 'const' ? [(error.params as { allowedValue: unknown }).allowedValue] : (error.params as { allowedValues: unknown[] }).allowedValues
      ).map(String);
      const guess = closestMatch(String(value), allowed);
      return problem(
        at(path),
        `"${String(value)}" is not allowed for ${name}.`,
        guess ? `did you mean "${guess}"? Allowed: ${listWords(allowed)}` : `allowed: ${listWords(allowed)}`,
      );
    }
    case 'pattern': {
      const explained = parent?.patternErrorMessage;
      return problem(
        at(path),
        `"${String(value)}" is not a valid value for ${name}.`,
        typeof explained === 'string' ? explained : (parent?.description as string | undefined),
      );
    }
    case 'propertyNames': {
      const key = (error.params as { propertyName: string }).propertyName;
      return problem(at([...path, key], true), `"${key}" is not a valid name here.`, 'names are letters and digits, starting with a lower-case letter, e.g. home');
    }
    case 'minLength':
      return problem(at(path), `${name} is empty.`, parent?.description as string | undefined);
    case 'minItems': {
      const limit = (error.params as { limit: number }).limit;
      return problem(at(path), `${name} needs at least ${limit} item${limit === 1 ? '' : 's'}.`, parent?.description as string | undefined);
    }
    case 'maxItems': {
      const limit = (error.params as { limit: number }).limit;
      return problem(at(path), `${name} can have at most ${limit} item${limit === 1 ? '' : 's'}.`);
    }
    case 'minimum':
    case 'maximum': {
      const { limit, comparison } = error.params as { limit: number; comparison: string };
      const word = comparison.startsWith('>') ? 'at least' : 'at most';
      return problem(at(path), `${name} must be ${word} ${limit}, not ${String(value)}.`, parent?.description as string | undefined);
    }
    case 'minProperties':
    case 'maxProperties':
      return problem(at(path), `${name} must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${(error.params as { limit: number }).limit} field(s).`, parent?.description as string | undefined);
    default:
      return problem(at(path), `${name} ${error.message ?? 'is not valid'}.`);
  }
}
