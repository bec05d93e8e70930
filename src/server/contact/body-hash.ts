// What identifies a message's words, to tell a retry of it from a different message sent with the
// same Idempotency-Key.
import { createHash } from 'node:crypto';
import { contactFieldNames, type ContactValues } from '../../contact/rules.ts';

export function bodyHash(values: ContactValues): string {
  return createHash('sha256')
    .update(JSON.stringify(contactFieldNames.map((name) => values[name])))
    .digest('hex');
}
