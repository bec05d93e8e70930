// Which language the server answers in: that of the site's page the request came from (its
// Referer: /hi/… is Hindi, any other page English), else the one it asks for in Accept-Language
// (the contact form sends its page's, hi-IN on /hi/contact), among those the build wrote messages
// for; English otherwise. The page comes first because it is the visitor's own choice: a Hindi
// reader on a phone set to English who taps Download on /hi gets the no-APK page in Hindi. The
// language is stored with a message, so operators see which page sent it.
import type { FastifyRequest } from 'fastify';
import type { ApiErrors, ContactSettings } from '../content/site.generated.ts';
import type { MissingApk } from './config/server-manifest.ts';

export interface LanguageMessages {
  api: ApiErrors;
  contact: ContactSettings;
  /** The page and sentence for a download asked for while there is no APK. */
  apk: MissingApk;
}

export interface ServerLanguages {
  /** The language code to answer a request in and to store (en, hi). */
  codeOf(request: FastifyRequest): string;
  /** The messages for a request's language. */
  of(request: FastifyRequest): LanguageMessages;
}

/**
 * The first language of an Accept-Language header (by its q weights, then its order) that is one
 * of `available`, compared by primary subtag (hi-IN asks for hi); `fallback` when none is.
 */
export function preferredLanguage(header: string | string[] | undefined, available: readonly string[], fallback: string): string {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ primary, q }) => primary && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find(({ primary }) => available.includes(primary))?.primary ?? fallback;
}

/**
 * The language of the site's page in `referer` (its first path segment, when that is one of
 * `available`; English for any other page of the site), or undefined when the request did not come
 * from one of the site's pages (another site, no Referer).
 */
export function pageLanguage(referer: string | undefined, host: string | undefined, available: readonly string[]): string | undefined {
  if (!referer || !host) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  // A URL leaves out its scheme's default port; a Host header may carry it.
  if (url.host !== host.replace(/:(80|443)$/, '')) return undefined;
  const first = url.pathname.split('/')[1]?.toLowerCase() ?? '';
  return available.includes(first) ? first : 'en';
}

export function serverLanguages(english: LanguageMessages, others: Record<string, LanguageMessages> = {}): ServerLanguages {
  const byCode: Record<string, LanguageMessages> = { ...others, en: english };
  const codes = Object.keys(byCode);
  const codeOf = (request: FastifyRequest) =>
    pageLanguage(request.headers.referer, request.headers.host, codes) ??
    preferredLanguage(request.headers['accept-language'], codes, 'en');
  return { codeOf, of: (request) => byCode[codeOf(request)] ?? english };
}
