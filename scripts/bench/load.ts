// autocannon against the running server: requests per second and the 99th percentile latency.
import autocannon, { type Result } from 'autocannon';
import { randomUUID } from 'node:crypto';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** Answers other than 2xx: a sign the run measured something else than intended. */
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

const read = (name: string, result: Result): LoadResult => ({
  name,
  requestsPerSecond: result.requests.average,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

export async function loadGet(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return read(`GET ${new URL(url).pathname}`, result);
}

/** A valid message, different every time, as the contact form sends it. */
export function contactMessage(sequence: number): string {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Runner ${sequence}`,
    email: `bench+${sequence}@example.com`,
    mobileNumber: String(9_000_000_000 + sequence),
    subject: `Load test ${sequence}`,
    message: `Message number ${sequence} from npm run bench.`,
    website: '',
    elapsedMs: 60_000,
  });
}

/** `label` names the run in the report (e.g. which database the server stored to). */
export async function loadContact(url: string, options: LoadOptions, label?: string): Promise<LoadResult> {
  let sequence = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: contactMessage(++sequence),
        }),
      },
    ],
  });
  return read(`POST ${new URL(url).pathname}${label ? ` (${label})` : ''}`, result);
}
