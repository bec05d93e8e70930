// What the visitor is told after sending the contact form (spec section 8). Pure: it only reads the
// transport result that api.ts produced, so every row of the spec's table is a one-line unit test.
import type { ContactOutcomes } from '../content/site.generated.ts';

/** What came back from one attempt to send the form, before anything is shown. */
export type ContactResult =
  /** The server answered; `body` is its parsed JSON, or undefined when the body was not JSON. */
  | { kind: 'response'; status: number; body: unknown }
  /** No answer arrived: network failure, server down, or the request timed out. */
  | { kind: 'no-response' }
  /** Something failed that is neither an answer nor a lost connection. */
  | { kind: 'unexpected' };

export type ContactOutcome =
  /** The message was taken: show a success notice and clear the form. */
  | { kind: 'success'; message: string }
  /** Show an error notice and keep what the visitor typed. */
  | { kind: 'error'; message: string };

/** The server's own `message`, when it gave a non-empty one. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function saysSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
}

export function contactOutcome(result: ContactResult, outcomes: ContactOutcomes): ContactOutcome {
  switch (result.kind) {
    case 'response': {
      const { status, body } = result;
      if (status >= 200 && status < 300) {
        // Only an explicit `success: true` counts as sent. A 2xx that does not say so (success
        // false, missing, or a body that is not JSON) is the spec's "response with success false".
        if (saysSuccess(body)) return { kind: 'success', message: outcomes.success };
        return { kind: 'error', message: serverMessage(body) ?? outcomes.failed };
      }
      // Any other status is an error answer (4xx, 5xx, 429 included); its JSON message, if any,
      // is written for the visitor (e.g. the field's rule message or the rate-limit wait).
      return { kind: 'error', message: serverMessage(body) ?? outcomes.errorResponse };
    }
    case 'no-response':
      return { kind: 'error', message: outcomes.noResponse };
    case 'unexpected':
      return { kind: 'error', message: outcomes.unexpected };
  }
}
