// The editor writes site.yaml on this machine, so a web page open in another tab must not be able
// to: every /api/ request must name the editor's own Host (a DNS-rebinding page names its own), a
// write must come from the editor's own Origin, and every request must carry the token made for
// this launch (a page elsewhere cannot read it). Anything else gets 403.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { tokenHeader } from '../shared/api.ts';

export interface GuardSettings {
  token: string;
  /** The port the editor listens on (known once it listens). */
  port: () => number;
}

const loopbackNames = ['127.0.0.1', 'localhost'];

export function allowedHost(host: string | undefined, port: number): boolean {
  return loopbackNames.some((name) => host === `${name}:${port}`);
}

export function allowedOrigin(origin: string | undefined, port: number): boolean {
  return loopbackNames.some((name) => origin === `http://${name}:${port}`);
}

export function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why the request is refused, or undefined when it may go on. */
export function refusal(
  method: string,
  headers: IncomingHttpHeaders,
  queryToken: string | undefined,
  settings: GuardSettings,
): string | undefined {
  const port = settings.port();
  if (!allowedHost(headers.host, port)) return 'This editor answers only at its own address (127.0.0.1 or localhost, its port).';
  const writes = method !== 'GET' && method !== 'HEAD';
  if (writes && !allowedOrigin(headers.origin, port)) return 'Changes are accepted only from the editor’s own page.';
  const header = headers[tokenHeader];
  const given = typeof header === 'string' ? header : writes ? undefined : queryToken;
  if (!sameToken(given, settings.token)) return 'This request does not carry the token of this launch of the editor.';
  return undefined;
}
