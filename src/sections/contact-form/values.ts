import { contactFieldNames, type ContactValues } from '../../contact/rules.ts';

/** The form's values: the six fields plus the honeypot, which is sent but never validated. */
export type ContactFormValues = ContactValues & { website: string };

export const emptyContactValues: ContactFormValues = {
  ...(Object.fromEntries(contactFieldNames.map((name) => [name, ''])) as ContactValues),
  website: '',
};

/**
 * A field's id, from the section's id (unique on the site), so the prerendered HTML and the
 * hydrated page agree and the labels and messages stay tied to their fields.
 */
export const fieldId = (sectionId: string, name: string) => `${sectionId}-${name}`;

/**
 * What a visitor typed into the prerendered form before the page hydrated (a slow phone shows the
 * page before its code has arrived): the form starts from it, so the very fields React hydrates in
 * place keep their words, their focus and their caret, and Send sends them. Empty on the server.
 */
export function valuesTypedBeforeHydration(sectionId: string): ContactFormValues {
  if (typeof document === 'undefined') return emptyContactValues;
  const typed = (name: keyof ContactFormValues) => {
    const field = document.getElementById(fieldId(sectionId, name));
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
  };
  return Object.fromEntries(
    Object.keys(emptyContactValues).map((name) => [name, typed(name as keyof ContactFormValues)]),
  ) as ContactFormValues;
}

/** Identifies one message's values, to tell a retry of it from a different message. */
export function contactFingerprint(values: ContactFormValues): string {
  return JSON.stringify([...contactFieldNames.map((name) => values[name]), values.website]);
}
