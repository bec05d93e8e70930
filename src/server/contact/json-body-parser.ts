// The contact route's only body parser: strict UTF-8 JSON. Plain JSON.parse is enough here because
// the route keeps nothing but six known text fields (a "__proto__" key is just an unknown field).
import type { FastifyRequest } from 'fastify';
import type { ContactServerMessages } from '../../content/site.generated.ts';
import { ReplyError } from '../reply-error.ts';

type Done = (error: Error | null, body?: unknown) => void;

/** `messages`: the form's server messages in the request's language. */
export function jsonBodyParser(messages: (request: FastifyRequest) => ContactServerMessages) {
  // fatal: bytes that are not UTF-8 cannot be stored byte-exact, so they are refused, not replaced.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  return (request: FastifyRequest, body: Buffer, done: Done) => {
    let parsed: unknown;
    try {
      const text = decoder.decode(body);
      if (text.trim() === '') throw new SyntaxError('empty body');
      parsed = JSON.parse(text);
    } catch {
      // The parser's own message quotes the body: never pass it on (it would end up in replies or logs).
      done(new ReplyError(400, messages(request).badJson));
      return;
    }
    done(null, parsed);
  };
}
