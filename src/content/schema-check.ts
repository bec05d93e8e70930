// Checks the data against the JSON Schema and turns Ajv's errors into sentences a marketer reads.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { siteSchema, siteSchemaId, sectionSchemas, sectionTypeOf, supportSchemas, type JsonSchema } from './schemas.ts';
import type { PathSegment, Problem } from './problem.ts';
import { formatPath } from './problem.ts';
import type { SourceMap } from './source-map.ts';
import { closestMatch, listWords } from './suggest.ts';
import { itemNoun, plural, subjectOf } from './plain-names.ts';

export const sectionTypes: readonly string[] = Object.values(sectionSchemas).map(sectionTypeOf);

let compiled: ValidateFunction | undefined;
export function validator(): ValidateFunction {
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
    // Keyed by path: the files have no $id, and their $refs are relative to those paths.
    for (const [file, schema] of Object.entries(supportSchemas)) ajv.addSchema(schema, file);
    ajv.addSchema(siteSchema, siteSchemaId);
    compiled = ajv.getSchema(siteSchemaId);
    if (!compiled) throw new Error(`Ajv did not compile ${siteSchemaId}`);
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

/** "The player's first name." -> "the player's first name", to sit inside a sentence. */
function asPhrase(description: string): string {
  const trimmed = description.trim().replace(/\.$/, '');
  return /^[A-Z][a-z ]/.test(trimmed) ? trimmed[0].toLowerCase() + trimmed.slice(1) : trimmed;
}

/** The schema's first example of a plain value (editors show the same), e.g. "e.g. 3000". */
function exampleOf(schema: JsonSchema | undefined): string | undefined {
  const examples = schema?.examples;
  const first: unknown = Array.isArray(examples) ? examples[0] : undefined;
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean' ? `e.g. ${String(first)}` : undefined;
}

/** Joins the parts of a hint that exist: "did you mean ...; e.g. ...". */
function hintOf(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length ? present.join('; ') : undefined;
}

const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);

function describe(error: ErrorObject, data: unknown, source: SourceMap): Problem {
  const path = pathOf(error.instancePath);
  const value = valueAt(data, path);
  const subject = subjectOf(path, value);
  const parent = error.parentSchema as JsonSchema | undefined;
  // Descriptions are sentences for editors; in a hint they become a phrase after the fix.
  const description = typeof parent?.description === 'string' ? asPhrase(parent.description) : undefined;
  const at = (segments: PathSegment[], atKey = false) => ({ ...source.locate(segments, atKey), path: formatPath(segments) });
  const problem = (where: ReturnType<typeof at>, message: string, hint?: string): Problem => ({
    severity: 'error',
    ...where,
    message,
    ...(hint ? { hint } : {}),
    rule: `schema/${error.keyword}`,
  });
  const limit = (error.params as { limit?: number }).limit ?? 0;

  switch (error.keyword) {
    case 'discriminator': {
      const params = error.params as { error: string; tagValue?: unknown };
      const types = listWords(sectionTypes);
      if (params.error === 'tag' && params.tagValue === undefined) {
        return problem(at(path), `${subject} has no type, so it is not clear what it shows.`, `add type: one of ${types}`);
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
      const about = propertyDescription(parent, missing);
      const properties = (parent?.properties as Record<string, JsonSchema> | undefined) ?? {};
      return problem(
        at(path),
        `${subject} has no "${missing}"${about ? ` (${asPhrase(about)})` : ''}.`,
        hintOf(`add ${missing}: on its own line, lined up with the other fields here`, exampleOf(properties[missing])),
      );
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      const guess = closestMatch(extra, allowed);
      const where = path.length ? ` of ${subject.startsWith('"') ? subject : subject.toLowerCase()}` : ' at the top of the file';
      const fieldsHint = guess ? `did you mean "${guess}"?` : allowed.length ? `fields here are ${listWords(allowed)}` : 'remove it';
      // "- Q: Can I set a limit?" meant as one text: YAML reads the words before ": " as a field's name.
      const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
      const [only] = fields;
      if (!guess && fields.length === 1 && typeof only[1] === 'string') {
        const whole = `${extra}: ${only[1]}`;
        return problem(
          at([...path, extra], true),
          `"${extra}" is not a field${where}: the ": " after it makes YAML read it as a field's name.`,
          `if "${whole}" is one text, put it in double quotes: ${JSON.stringify(whole)}; otherwise ${fieldsHint}`,
        );
      }
      return problem(at([...path, extra], true), `"${extra}" is not a field${where}.`, fieldsHint);
    }
    case 'type': {
      const expected = String((error.params as { type: string }).type)
        .split(',')
        .map((t) => typeWords[t] ?? t)
        .join(' or ');
      const shape =
        expected === 'a list'
          ? 'write each item on its own line starting with "- "'
          : expected === 'a group of fields'
            ? `write its fields on the lines under it, indented${Array.isArray(parent?.required) ? `: ${parent.required.map((k) => `${String(k)}:`).join(' ')}` : ''}`
            : expected === 'text' && typeof value !== 'string'
              ? 'put the text in double quotes'
              : undefined;
      return problem(at(path), `${subject} should be ${expected}, not ${kindOf(value)}.`, hintOf(shape, description, exampleOf(parent)));
    }
    case 'const':
    case 'enum': {
      const allowed = (
        error.keyword === 'const'
          ? [(error.params as { allowedValue: unknown }).allowedValue]
          : (error.params as { allowedValues: unknown[] }).allowedValues
      ).map(String);
      const guess = closestMatch(String(value), allowed);
      return problem(
        at(path),
        `"${String(value)}" is not allowed for ${subject}.`,
        guess ? `did you mean "${guess}"? Allowed: ${listWords(allowed)}` : `allowed: ${listWords(allowed)}`,
      );
    }
    case 'pattern': {
      const explained = parent?.patternErrorMessage;
      return problem(
        at(path),
        `"${String(value)}" is not a valid value for ${subject}.`,
        hintOf(typeof explained === 'string' ? explained : description, typeof explained === 'string' ? undefined : exampleOf(parent)),
      );
    }
    case 'format': {
      const format = (error.params as { format: string }).format;
      const shapes: Record<string, string> = {
        date: 'a day written year-month-day, e.g. 2026-10-20',
        email: 'an email address, e.g. support@skillstrike.in',
        uri: 'a web address, e.g. https://www.skillstrike.in',
      };
      return problem(at(path), `"${String(value)}" is not ${shapes[format] ?? `a valid ${format}`}.`, description);
    }
    case 'propertyNames': {
      const key = (error.params as { propertyName: string }).propertyName;
      return problem(
        at([...path, key], true),
        `"${key}" cannot be used as a name here.`,
        'names are letters and digits, starting with a lower-case letter, e.g. home',
      );
    }
    case 'minLength':
      return problem(
        at(path),
        limit <= 1 ? `${subject} is empty.` : `${subject} is too short: ${[...String(value)].length} characters, at least ${limit}.`,
        hintOf('write the text after the colon, or remove the line if the field may be left out', exampleOf(parent)),
      );
    case 'maxLength': {
      const length = [...String(value)].length;
      return problem(
        at(path),
        `${subject} is too long: ${length} characters, at most ${limit}.`,
        `cut ${length - limit} character${length - limit === 1 ? '' : 's'}`,
      );
    }
    case 'minItems': {
      const noun = itemNoun(path.at(-1)).toLowerCase();
      const count = Array.isArray(value) ? value.length : 0;
      return problem(
        at(path),
        count === 0
          ? `${subject} is an empty list; it needs at least ${plural(limit, noun)}.`
          : `${subject} has ${plural(count, noun)}; it needs at least ${limit}.`,
        description,
      );
    }
    case 'maxItems': {
      const noun = itemNoun(path.at(-1)).toLowerCase();
      const count = Array.isArray(value) ? value.length : 0;
      return problem(at(path), `${subject} has ${plural(count, noun)}; it can have at most ${limit}.`, `remove ${count - limit}`);
    }
    case 'uniqueItems': {
      const { i, j } = error.params as { i: number; j: number };
      return problem(at(path), `${subject} lists the same thing twice: items ${j + 1} and ${i + 1}.`, 'remove one of them');
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const { comparison } = error.params as { comparison: string };
      const word = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' }[comparison] ?? comparison;
      return problem(at(path), `${subject} must be ${word} ${limit}, not ${String(value)}.`, description);
    }
    case 'minProperties':
      return problem(at(path), `${subject} is empty; it needs at least ${limit} field${limit === 1 ? '' : 's'}.`, description);
    case 'maxProperties': {
      const keys = value && typeof value === 'object' ? Object.keys(value) : [];
      return problem(
        at(path),
        `${subject} has ${keys.length === 2 ? 'both ' : ''}${listWords(keys, 'and')}; it can have only ${limit} of them.`,
        description,
      );
    }
    default:
      return problem(
        at(path),
        `${capitalize(subject)} is not right here: ${error.message ?? 'it does not match the expected shape'}.`,
        description,
      );
  }
}
