// The contact form's rules, defined once from site.yaml and used by both the browser form (through
// Yup, see form-schema.ts) and the server (validateContactFields). Each field's rules run in order;
// the first that fails gives the field's message.
import type { ContactFields, ContactSettings } from '../content/site.generated.ts';
import { fillTemplate as fill } from '../content/fill-template.ts';
import { graphemeLength } from '../content/graphemes.ts';
import { normalizePhone, phoneDigitCount } from './phone.ts';

/** The message's fields: defined once, in schemas/contact.schema.json (`fields`), typed from it. */
export type ContactFieldName = keyof ContactFields;

/**
 * The same fields in the order the form shows them and errors are listed. The compiler checks the
 * list against the schema's fields (every one, and no other), so it cannot drift from them.
 */
export const contactFieldNames = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'subject',
  'message',
] as const satisfies readonly ContactFieldName[];
type Unlisted = Exclude<ContactFieldName, (typeof contactFieldNames)[number]>;
// A compile error here names a field of the schema that the list above leaves out.
export const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
export type ContactValues = Record<ContactFieldName, string>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export interface FieldRule {
  /** true when the value passes. */
  test(value: string): boolean;
  message: string;
}

// The WHATWG "valid email address" shape (what browsers check for type=email), with a dot required
// in the domain so that typos such as name@gmail are caught. The domain may be written in any
// script (an internationalised domain such as उदाहरण.भारत), as mail systems accept it; the part
// before the @ stays ASCII, as the WHATWG shape has it.
const domainLabel = String.raw`[a-zA-Z0-9\p{L}\p{N}](?:[a-zA-Z0-9\p{L}\p{M}\p{N}-]{0,61}[a-zA-Z0-9\p{L}\p{M}\p{N}])?`;
const emailShape = new RegExp(String.raw`^[a-zA-Z0-9.!#$%&'*+/=?^_\x60{|}~-]+@${domainLabel}(?:\.${domainLabel})+$`, 'u');

/** Length as a person counts it: an emoji or a Hindi letter with its sign is not two characters. */
export function visibleLength(value: string): number {
  return graphemeLength(value);
}

export function contactRules(settings: ContactSettings): Record<ContactFieldName, FieldRule[]> {
  const { fields, messages } = settings;
  const required = (message: string): FieldRule => ({ test: (v) => v.trim() !== '', message });
  const oneLine = (label: string): FieldRule => ({
    test: (v) => !/[\r\n\u2028\u2029]/.test(v),
    message: fill(messages.oneLine, { label }),
  });
  const maxLength = (label: string, max: number): FieldRule => ({
    test: (v) => visibleLength(v) <= max,
    // Written when it is shown, not when the form is built: grouping a number (5,000) makes the
    // browser load its number-formatting data, a long task on a slow phone as the form hydrates.
    get message() {
      return fill(messages.tooLong, { label, max });
    },
  });
  const text = (field: { label: string; required: string; maxLength: number; multiline?: boolean }): FieldRule[] => [
    required(field.required),
    ...(field.multiline ? [] : [oneLine(field.label)]),
    maxLength(field.label, field.maxLength),
  ];
  const phone = fields.mobileNumber;
  return {
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    email: [
      required(fields.email.required),
      { test: (v) => emailShape.test(v.trim()), message: fields.email.invalid },
      maxLength(fields.email.label, fields.email.maxLength),
    ],
    // The rules read the number as normalizePhone writes it, so "+91 98765 43210" is 10 digits and
    // only letters or too few digits are refused; the server stores the normalised number.
    mobileNumber: [
      required(phone.required),
      { test: (v) => /^\+?[0-9]+$/.test(normalizePhone(v)), message: phone.numeric },
      { test: (v) => phoneDigitCount(normalizePhone(v)) >= phone.minDigits, message: phone.tooShort },
      { test: (v) => phoneDigitCount(normalizePhone(v)) <= phone.maxDigits, message: phone.tooLong },
    ],
    subject: text(fields.subject),
    message: text(fields.message),
  };
}

/** The first failing rule's message for one value, or undefined when it passes. */
export function firstFailure(rules: readonly FieldRule[], value: string): string | undefined {
  return rules.find((rule) => !rule.test(value))?.message;
}

/** Every field's first failing message; an empty object when the values are valid. */
export function validateContactFields(values: ContactValues, rules: Record<ContactFieldName, FieldRule[]>): ContactErrors {
  const errors: ContactErrors = {};
  for (const name of contactFieldNames) {
    const message = firstFailure(rules[name], values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * Valid values as they are stored and delivered: the phone number as its digits (normalizePhone),
 * the email address without the spaces around it. Everything else is kept exactly as typed.
 */
export function normalizeContactValues(values: ContactValues): ContactValues {
  return { ...values, email: values.email.trim(), mobileNumber: normalizePhone(values.mobileNumber) };
}
