// One Idempotency-Key per message the visitor means to send. Re-sending the same values after a
// failure reuses the key, so if the first attempt did reach the server (and only the answer was
// lost) the server can recognise the retry instead of storing the message twice. Changed values
// are a different message and get a new key; so does the next message after a success.

export interface IdempotencyKeys {
  /** The key for a send of these values (`fingerprint` identifies them). */
  keyFor(fingerprint: string): string;
  /** The message was taken: the next send is a new message. */
  succeeded(): void;
}

/** A random RFC 4122 version 4 UUID. */
export function randomKey(): string {
  // crypto.randomUUID exists only in secure contexts (HTTPS or localhost); a site opened over plain
  // HTTP still has getRandomValues, so the key is built from that there.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  let pending: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newKey() };
      return pending.key;
    },
    succeeded() {
      pending = undefined;
    },
  };
}
