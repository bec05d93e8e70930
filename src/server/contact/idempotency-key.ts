// The Idempotency-Key header a retrying client sends: visible ASCII, short enough to index.
const shape = /^[\x21-\x7E]{1,200}$/;

/** The key, undefined when none was sent, or null when the header is unusable (empty, too long, repeated). */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  return typeof header === 'string' && shape.test(header) ? header : null;
}
