// Reads a parsed JSON body into a contact message: only known fields, only text where text belongs
// (no coercion), then the shared rules from src/contact/rules.ts, then the quiet spam checks, which
// mark a message (stored, never delivered) rather than drop it.
import type { ContactSettings } from '../../content/site.generated.ts';
import {
  contactFieldNames,
  normalizeContactValues,
  validateContactFields,
  type ContactFieldName,
  type ContactValues,
  type FieldRule,
} from '../../contact/rules.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import type { SpamReason } from '../db/contact-store.ts';

/** The two anti-spam fields the form sends besides the six contact fields. */
const spamFields = ['website', 'elapsedMs'] as const;
const knownFields = new Set<string>([...contactFieldNames, ...spamFields]);

export type ContactBody =
  /** A message to store; `spamReason` marks suspected spam, stored but never delivered. */
  | { kind: 'message'; values: ContactValues; spamReason: SpamReason | null }
  | { kind: 'invalid'; message: string; errors?: Partial<Record<ContactFieldName, string>> };

// A lone UTF-16 surrogate (possible through a JSON \ud800 escape) cannot be stored as UTF-8, so it
// would not come back byte-exact: such a value is refused as not being text.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isText = (value: unknown): value is string => typeof value === 'string' && !loneSurrogate.test(value);

/** Field names from the request are echoed in messages: keep a hostile 10 KB name short. */
const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

export function readContactBody(body: unknown, settings: ContactSettings, rules: Record<ContactFieldName, FieldRule[]>): ContactBody {
  const messages = settings.server;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { kind: 'invalid', message: messages.badJson };
  }
  const fields = body as Record<string, unknown>;

  const unknown = Object.keys(fields).find((name) => !knownFields.has(name));
  if (unknown !== undefined) return { kind: 'invalid', message: fillTemplate(messages.unknownField, { field: shown(unknown) }) };

  for (const name of [...contactFieldNames, 'website'] as const) {
    if (name in fields && !isText(fields[name])) return { kind: 'invalid', message: fillTemplate(messages.notText, { field: name }) };
  }
  const { elapsedMs } = fields;
  // elapsedMs is the form's own timer, never typed by a person: anything but a plain number means
  // the request was not made by the form.
  if (elapsedMs !== undefined && (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0)) {
    return { kind: 'invalid', message: messages.badJson };
  }

  // A missing field is an empty one: the rules then give that field's "required" message.
  const values = {} as ContactValues;
  for (const name of contactFieldNames) {
    const value = fields[name];
    values[name] = typeof value === 'string' ? value : '';
  }
  const errors = validateContactFields(values, rules);
  const firstMessage = contactFieldNames.map((name) => errors[name]).find((message) => message !== undefined);
  if (firstMessage !== undefined) return { kind: 'invalid', message: firstMessage, errors };

  let spamReason: SpamReason | null = null;
  if (typeof fields.website === 'string' && fields.website !== '') spamReason = 'honeypot';
  else if (typeof elapsedMs === 'number' && elapsedMs < settings.antiSpam.minFillMs) spamReason = 'too-fast';
  return { kind: 'message', values: normalizeContactValues(values), spamReason };
}
