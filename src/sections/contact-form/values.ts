import { contactFieldNames, type ContactValues } from '../../contact/rules.ts';

/** The form's values: the six fields plus the honeypot, which is sent but never validated. */
export type ContactFormValues = ContactValues & { website: string };

export const emptyContactValues: ContactFormValues = {
  ...(Object.fromEntries(contactFieldNames.map((name) => [name, ''])) as ContactValues),
  website: '',
};

/** Identifies one message's values, to tell a retry of it from a different message. */
export function contactFingerprint(values: ContactFormValues): string {
  return JSON.stringify([...contactFieldNames.map((name) => values[name]), values.website]);
}
