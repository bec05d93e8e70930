// A prerendered page held in memory with its precompressed copies. dist/ does not change while the
// server runs, so a page is read once at start instead of opened, stat'ed, streamed and closed on
// every visit (that file work was most of the cost of serving `/`).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

export interface PageAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Which of the encodings we hold the client accepts, best first (`q=0` refuses one). */
function pickEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.has(encoding) && (accepted.has(encoding) || accepted.has('*'))) return encoding;
  }
  return 'identity';
}

export class PageInMemory {
  private readonly variants = new Map<Encoding, Variant>();
  /** The page as written, for a client that accepts no encoding we hold. */
  private readonly identity: Variant;
  /** The encodings held, fixed at start: not rebuilt on every request. */
  private readonly available: ReadonlySet<Encoding>;
  private readonly lastModified: string;

  constructor(file: string, lastModified: Date) {
    const etagOf = (body: Buffer, encoding: Encoding) =>
      `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const identity = readFileSync(file);
    this.identity = { body: identity, etag: etagOf(identity, 'identity') };
    this.variants.set('identity', this.identity);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (existsSync(file + suffix)) {
        const body = readFileSync(file + suffix);
        this.variants.set(encoding, { body, etag: etagOf(identity, encoding) });
      }
    }
    this.available = new Set(this.variants.keys());
    this.lastModified = lastModified.toUTCString();
  }

  answer(acceptEncoding: string | undefined, ifNoneMatch: string | undefined, cacheControl: string): PageAnswer {
    const encoding = pickEncoding(acceptEncoding, this.available);
    const variant = this.variants.get(encoding) ?? this.identity;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      vary: 'accept-encoding',
      etag: variant.etag,
      'last-modified': this.lastModified,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
      return { status: 304, headers };
    }
    return { status: 200, headers, body: variant.body };
  }
}
