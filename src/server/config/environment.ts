// The operator's settings, read from the environment once at start and checked all together: each
// mistake is one line naming the variable, what it got and what it takes, and the server does not
// start until they are fixed (SHUTDOWN_GRACE_MS=abc used to become NaN and go unnoticed).
import { isIP } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';
import type { ServerManifest } from './server-manifest.ts';

export type Environment = Record<string, string | undefined>;

/** false, a number of proxies in front of the server, or the proxies' addresses: never "everyone". */
export type TrustProxy = false | number | string[];

/**
 * The form Fastify takes. A hop count becomes "the first N hops from this server are proxies": the
 * address N hops back is the visitor's, and whatever a visitor wrote further left in
 * X-Forwarded-For is ignored. (Fastify 5 reads a bare number as "trust no one".)
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export interface RateLimitSettings {
  max: number;
  windowMinutes: number;
}

export interface HttpLimits {
  /** Time for a request's headers to arrive. */
  headersTimeoutMs: number;
  /** Time for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (it cuts stalled downloads). */
  idleTimeoutMs: number;
  /** Connections open at once; more are refused. */
  maxConnections: number;
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold at once; 0: no limit. */
  maxConnectionsPerAddress: number;
}

export interface EmailSettings {
  /** smtp:// or smtps:// URL, with user and password if the server needs them. */
  url: string;
  from: string;
  to: string[];
}

export interface WebhookSettings {
  url: string;
  /** The HMAC-SHA256 key (WEBHOOK_SECRET; a whsec_ prefix means base64 after it). */
  secret: Buffer;
}

export interface DeliverySettings {
  email?: EmailSettings;
  webhook?: WebhookSettings;
  /** Attempts per message and channel before it is marked dead. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to retryMaxMs, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** One attempt (an SMTP exchange, a webhook call) gives up after this long. */
  attemptTimeoutMs: number;
  /**
   * How long a claimed delivery is held for the server that claimed it: longer than an attempt.
   * If that server dies mid-send, another one (or its restart) sends it once this has passed.
   */
  leaseMs: number;
  /** How often the outbox is looked at when nothing new has arrived. */
  pollMs: number;
  /** /readyz reports the outbox stuck once its oldest pending delivery is older than this. */
  stuckAfterMs: number;
  /** How often a channel that had no success is checked (an email channel greets its SMTP server). */
  checkEveryMs: number;
}

export interface MetricsSettings {
  /** Serve /metrics on its own port (on metricsHost), away from visitors. */
  port?: number;
  host: string;
  /** Or serve /metrics on the main port to requests bearing this token. */
  token?: string;
}

export interface ServerSettings {
  host: string;
  port: number;
  databasePath: string;
  /** DATABASE_URL: a PostgreSQL database instead of the SQLite file (several servers share it). */
  databaseUrl?: string;
  /** REDIS_URL: the contact rate limit counted in Redis, shared by every server. */
  redisUrl?: string;
  apkPath: string;
  /** A new or changed APK is offered once it has held still this long (a copy under way is not). */
  apkSettleMs: number;
  rateLimit: RateLimitSettings;
  trustProxy: TrustProxy;
  shutdownGraceMs: number;
  logLevel: string;
  http: HttpLimits;
  delivery: DeliverySettings;
  metrics: MetricsSettings;
  /** The key of the addresses' hashes: IP_HASH_SECRET, else the secret file (made on first start). */
  ipHashSecret?: string;
  ipHashSecretFile: string;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(readonly problems: string[]) {
    super(
      `The server's settings have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

export const defaultDatabasePath = path.join(projectRoot, 'data', 'contact.sqlite');

export function databasePathFrom(env: Environment): string {
  return path.resolve(projectRoot, env.DATABASE_PATH || defaultDatabasePath);
}

/** How much sooner than the idle timeout a request's own must end (Node checks it once a second). */
export const requestCheckMarginMs = 2000;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads each variable once, noting every problem instead of stopping at the first. */
class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Environment) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  whole(name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER, unit = '' } = {}): number {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
      this.problems.push(`${name}=${raw}: give a whole number${unit ? ` of ${unit}` : ''} ${range} (e.g. ${fallback}).`);
      return fallback;
    }
    return value;
  }

  url(name: string, protocols: string[]): string | undefined {
    const raw = this.raw(name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (protocols.includes(url.protocol)) return raw;
    } catch {
      // reported below
    }
    this.problems.push(
      `${name}: give a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}, not "${raw.replace(/\/\/[^@/]*@/, '//…@')}".`,
    );
    return undefined;
  }
}

const looksLikeAddress = (value: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(value);

function trustProxyFrom(read: Reader): TrustProxy {
  const raw = read.raw('TRUST_PROXY');
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    read.problems.push(
      'TRUST_PROXY=true would believe any X-Forwarded-For a visitor writes: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5 or 10.0.0.0/8).',
    );
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const wrong = entries.filter((entry) => {
    if (named.has(entry)) return false;
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || isIP(address) === 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (wrong.length) {
    read.problems.push(
      `TRUST_PROXY: "${wrong.join('", "')}" is not an address or range: give a number of proxies, or addresses such as 10.0.0.5,10.0.0.0/8.`,
    );
    return false;
  }
  return entries;
}

function webhookSecret(raw: string): Buffer {
  return raw.startsWith('whsec_') ? Buffer.from(raw.slice('whsec_'.length), 'base64') : Buffer.from(raw, 'utf8');
}

function deliveryFrom(read: Reader): DeliverySettings {
  const smtp = read.url('SMTP_URL', ['smtp:', 'smtps:']);
  const from = read.raw('MAIL_FROM');
  const to = read
    .raw('MAIL_TO')
    ?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  let email: EmailSettings | undefined;
  // Any of the three asks for email: the others are then required (a wrong one is reported, not ignored).
  if (read.raw('SMTP_URL') || from || to) {
    if (!read.raw('SMTP_URL'))
      read.problems.push(
        'SMTP_URL is needed to send email (e.g. smtps://user:password@smtp.example.com:465), as MAIL_FROM or MAIL_TO is set.',
      );
    if (!from || !looksLikeAddress(from))
      read.problems.push(`MAIL_FROM: give the address the emails come from (e.g. website@skillstrike.in)${from ? `, not "${from}"` : ''}.`);
    if (!to?.length || !to.every(looksLikeAddress))
      read.problems.push(
        `MAIL_TO: give the support team's address, or several separated by commas${to?.length ? `, not "${to.join(',')}"` : ''}.`,
      );
    if (smtp && from && looksLikeAddress(from) && to?.length && to.every(looksLikeAddress)) email = { url: smtp, from, to };
  }
  const hook = read.url('WEBHOOK_URL', ['https:', 'http:']);
  const secret = read.raw('WEBHOOK_SECRET');
  let webhook: WebhookSettings | undefined;
  if (read.raw('WEBHOOK_URL') || secret) {
    if (!read.raw('WEBHOOK_URL')) read.problems.push('WEBHOOK_URL is needed to call a webhook, as WEBHOOK_SECRET is set.');
    if (!secret || webhookSecret(secret).length < 16) {
      read.problems.push(
        'WEBHOOK_SECRET: give the signing key shared with the receiver, at least 16 characters (e.g. from openssl rand -hex 32).',
      );
    } else if (hook) {
      webhook = { url: hook, secret: webhookSecret(secret) };
    }
  }
  const retryBaseMs = read.whole('DELIVERY_RETRY_BASE_MS', 30_000, { unit: 'milliseconds' });
  const attemptTimeoutMs = read.whole('DELIVERY_TIMEOUT_MS', 15_000, { unit: 'milliseconds', min: 100 });
  const leaseMs = read.whole('DELIVERY_LEASE_MS', attemptTimeoutMs + 60_000, { unit: 'milliseconds', min: 1000 });
  if (leaseMs <= attemptTimeoutMs) {
    read.problems.push(
      `DELIVERY_LEASE_MS (${leaseMs}) must be longer than DELIVERY_TIMEOUT_MS (${attemptTimeoutMs}), or a slow attempt could be sent twice.`,
    );
  }
  return {
    email,
    webhook,
    maxAttempts: read.whole('DELIVERY_MAX_ATTEMPTS', 12, { max: 100 }),
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, read.whole('DELIVERY_RETRY_MAX_MS', 3_600_000, { unit: 'milliseconds' })),
    attemptTimeoutMs,
    leaseMs,
    pollMs: read.whole('DELIVERY_POLL_MS', 2000, { unit: 'milliseconds', min: 10 }),
    stuckAfterMs: read.whole('OUTBOX_STUCK_MINUTES', 30, { unit: 'minutes' }) * 60_000,
    checkEveryMs: read.whole('DELIVERY_CHECK_MS', 60_000, { unit: 'milliseconds', min: 100 }),
  };
}

/** Every setting, from the environment over the build's manifest over the defaults. */
export function readSettings(env: Environment, manifest: ServerManifest): ServerSettings {
  const read = new Reader(env);
  const databasePath = databasePathFrom(env);
  // DATABASE_URL wins over DATABASE_PATH (which the Docker image sets): the log names the database used.
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = read.url('REDIS_URL', ['redis:', 'rediss:']);
  if (read.raw('REDIS_URL') && !read.raw('IP_HASH_SECRET') && !read.raw('IP_HASH_SECRET_FILE')) {
    read.problems.push(
      "REDIS_URL: servers that share a rate limit must key visitors' addresses alike: set IP_HASH_SECRET to the same secret on every server (e.g. from openssl rand -hex 32), or IP_HASH_SECRET_FILE to a file they share.",
    );
  }
  const logLevel = read.raw('LOG_LEVEL') ?? 'info';
  if (!logLevels.includes(logLevel)) read.problems.push(`LOG_LEVEL=${logLevel}: give one of ${logLevels.join(', ')}.`);
  const headersTimeoutMs = read.whole('HEADERS_TIMEOUT_MS', 10_000, { unit: 'milliseconds', min: 100 });
  const requestTimeoutMs = read.whole('REQUEST_TIMEOUT_MS', 20_000, { unit: 'milliseconds', min: 100 });
  if (headersTimeoutMs > requestTimeoutMs)
    read.problems.push(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs}).`);
  const idleTimeoutMs = read.whole('IDLE_TIMEOUT_MS', 30_000, { unit: 'milliseconds', min: 100 });
  // Node looks for requests past their time once a second; the idle timeout closes a silent
  // connection without a word, so with the two equal a stalled body was cut without its 408.
  if (requestTimeoutMs + requestCheckMarginMs > idleTimeoutMs)
    read.problems.push(
      `REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must be at least ${requestCheckMarginMs} shorter than IDLE_TIMEOUT_MS (${idleTimeoutMs}), so that a request that stalls is answered 408 before its connection is cut.`,
    );
  const maxConnections = read.whole('MAX_CONNECTIONS', 500);
  // One client may hold twice its limit for a moment (those over it wait for their 503): half the pool
  // at most. 100 leaves room for a browser's 6 connections from each of many people behind one NAT.
  const maxConnectionsPerAddress = read.whole('MAX_CONNECTIONS_PER_ADDRESS', Math.min(100, Math.floor(maxConnections / 4)), {
    min: 0,
    max: Math.floor(maxConnections / 4),
  });
  const metricsPort = read.raw('METRICS_PORT') === undefined ? undefined : read.whole('METRICS_PORT', 9091, { min: 0, max: 65535 });
  const settings: ServerSettings = {
    host: read.raw('HOST') ?? '127.0.0.1',
    port: read.whole('PORT', 3000, { min: 0, max: 65535 }),
    databasePath,
    databaseUrl,
    redisUrl,
    apkPath: path.resolve(projectRoot, read.raw('APK_PATH') ?? manifest.apk.file),
    apkSettleMs: read.whole('APK_SETTLE_MS', 5000, { unit: 'milliseconds', min: 0 }),
    rateLimit: {
      max: read.whole('CONTACT_RATE_MAX', manifest.contact.rateLimit.max),
      windowMinutes: read.whole('CONTACT_RATE_WINDOW_MINUTES', manifest.contact.rateLimit.windowMinutes, { unit: 'minutes' }),
    },
    trustProxy: trustProxyFrom(read),
    shutdownGraceMs: read.whole('SHUTDOWN_GRACE_MS', 10_000, { unit: 'milliseconds', min: 0 }),
    logLevel,
    http: {
      headersTimeoutMs,
      requestTimeoutMs,
      keepAliveTimeoutMs: read.whole('KEEP_ALIVE_TIMEOUT_MS', 5000, { unit: 'milliseconds', min: 100 }),
      idleTimeoutMs,
      maxConnections,
      maxConnectionsPerAddress,
    },
    delivery: deliveryFrom(read),
    metrics: { port: metricsPort, host: read.raw('METRICS_HOST') ?? '127.0.0.1', token: read.raw('METRICS_TOKEN') },
    ipHashSecret: read.raw('IP_HASH_SECRET'),
    ipHashSecretFile: path.resolve(projectRoot, read.raw('IP_HASH_SECRET_FILE') ?? path.join(path.dirname(databasePath), 'ip-hash.secret')),
  };
  if (settings.metrics.token !== undefined && settings.metrics.token.length < 16) {
    read.problems.push('METRICS_TOKEN: give at least 16 characters (e.g. from openssl rand -hex 32).');
  }
  if (settings.ipHashSecret !== undefined && settings.ipHashSecret.length < 16) {
    read.problems.push('IP_HASH_SECRET: give at least 16 characters (e.g. from openssl rand -hex 32), or leave it out to have one made.');
  }
  if (read.problems.length) throw new SettingsError(read.problems);
  return settings;
}
