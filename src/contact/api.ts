// The one network effect of the contact form: POST the message as JSON and report what happened as
// a ContactResult. It never throws and never decides what to show; outcome.ts does that.
import type { ContactValues } from './rules.ts';
import type { ContactResult } from './outcome.ts';

/** The request body, as the server's contact route reads it. */
export interface ContactPayload extends ContactValues {
  /** The honeypot: people never see it, so anything in it marks a bot. */
  website: string;
  /** Milliseconds since the form was first shown; a form filled faster than a person can is spam. */
  elapsedMs: number;
}

export interface ContactRequest {
  url: string;
  payload: ContactPayload;
  idempotencyKey: string;
  /** Give up (and report no response) after this many milliseconds. */
  timeoutMs: number;
  /** The page's language (en-IN, hi-IN), sent as Accept-Language: the server answers in it and stores it. */
  language?: string;
}

/** How fetch says it got no answer: a network error (TypeError) or our timeout's abort. */
function isNoResponse(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** The body as JSON, or undefined when it is empty, not JSON, or cut off. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

export async function sendContact(request: ContactRequest, fetchImpl: typeof fetch = fetch): Promise<ContactResult> {
  const controller = new AbortController();
  // The timeout covers the whole exchange, reading the answer included: a server that sends
  // headers and then stalls must not leave the button on "Sending..." for ever.
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(request.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': request.idempotencyKey,
          ...(request.language ? { 'Accept-Language': request.language } : {}),
        },
        body: JSON.stringify(request.payload),
        signal: controller.signal,
      });
    } catch (error) {
      return isNoResponse(error) ? { kind: 'no-response' } : { kind: 'unexpected' };
    }
    return { kind: 'response', status: response.status, body: await readJson(response) };
  } catch {
    return { kind: 'unexpected' };
  } finally {
    clearTimeout(timer);
  }
}
