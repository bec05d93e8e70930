// Visible strings that keep one language whatever the visitor's: they are read by the team, not
// by visitors. Everything else a visitor reads is translated (see docs/translating.md).
export const notTranslated: readonly { prefix: string; why: string }[] = [
  { prefix: 'contact.notification.', why: 'the email that brings a message to the support team is written for the team' },
];

export function isTranslated(key: string): boolean {
  return !notTranslated.some(({ prefix }) => key.startsWith(prefix));
}
