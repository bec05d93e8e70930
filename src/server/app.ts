// Builds the Fastify app, the one place it is assembled (tests use app.inject; server.ts only
// listens). It starts from the build's manifest (dist/server-manifest.json), never from site.yaml.
// Order matters: the security headers, the per-address connection gate, the Host check, the site's
// redirects, then the shutdown gate, run first on every request.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { readServerManifest, type ServerManifest } from './config/server-manifest.ts';
import {
  fastifyTrustProxy,
  readSettings,
  type DeliverySettings,
  type Environment,
  type HttpLimits,
  type ServerSettings,
  type TrustProxy,
} from './config/environment.ts';
import staticSite from './plugins/static-site.ts';
import database from './plugins/database.ts';
import outbox from './plugins/outbox.ts';
import health from './plugins/health.ts';
import metrics from './plugins/metrics.ts';
import securityHeaders from './plugins/security-headers.ts';
import shutdownGate from './plugins/shutdown-gate.ts';
import connectionGate from './plugins/connection-gate.ts';
import { trustedProxyTest } from './connections/trusted-proxies.ts';
import { clientErrorHandler, errorReplies, expectationFailed, frameworkErrors, requireHost } from './plugins/error-replies.ts';
import contactRoute from './routes/contact.ts';
import { serverLanguages, type LanguageMessages } from './language.ts';
import apkRoute from './routes/apk.ts';
import { ApkSnapshots } from './apk/apk-snapshots.ts';
import { securityHeaders as headersFor } from './security/headers.ts';
import { ipHasher, loadIpHashSecret } from './privacy/ip-hash.ts';
import { loggerOptions, type LoggerChoice } from './logging.ts';
import { connectRedis } from './contact/redis-connection.ts';
import type { RateLimitSettings } from './config/environment.ts';

export interface AppOptions {
  distDir: string;
  logger?: LoggerChoice;
  /** The build's manifest; read from distDir when left out. */
  manifest?: ServerManifest;
  /** The settings, already read (server.ts); read from `env` and the manifest when left out. */
  settings?: ServerSettings;
  env?: Environment;
  // Overrides of single settings, for tests and benchmarks:
  databasePath?: string;
  /** A PostgreSQL database instead of the SQLite file (as DATABASE_URL). */
  databaseUrl?: string;
  /** Redis for a rate limit shared by several servers (as REDIS_URL). */
  redisUrl?: string;
  apkPath?: string;
  /** How long a new APK must hold still before it is offered (as APK_SETTLE_MS). */
  apkSettleMs?: number;
  rateLimit?: RateLimitSettings;
  trustProxy?: TrustProxy;
  http?: Partial<HttpLimits>;
  delivery?: Partial<DeliverySettings>;
  metricsToken?: string;
  /** How long a visitor waits for the database before a 503 (default 3 s). */
  storeWaitMs?: number;
  /** How often a faulty database is tried again (default 2 s). */
  recoverEveryMs?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { distDir, logger = false, env = process.env } = options;
  const manifest = options.manifest ?? readServerManifest(distDir);
  const base = options.settings ?? readSettings(env, manifest);
  const settings: ServerSettings = {
    ...base,
    databasePath: options.databasePath ?? base.databasePath,
    databaseUrl: options.databaseUrl ?? base.databaseUrl,
    redisUrl: options.redisUrl ?? base.redisUrl,
    // The secret's file sits beside the database unless the operator put it elsewhere.
    ipHashSecretFile:
      options.databasePath && !env.IP_HASH_SECRET_FILE
        ? path.join(path.dirname(options.databasePath), 'ip-hash.secret')
        : base.ipHashSecretFile,
    apkPath: options.apkPath ?? base.apkPath,
    apkSettleMs: options.apkSettleMs ?? base.apkSettleMs,
    rateLimit: options.rateLimit ?? base.rateLimit,
    trustProxy: options.trustProxy ?? base.trustProxy,
    http: { ...base.http, ...options.http },
    delivery: { ...base.delivery, ...options.delivery },
    metrics: { ...base.metrics, token: options.metricsToken ?? base.metrics.token },
  };
  const { api, contact } = manifest;
  const languages = serverLanguages({ api: api.errors, contact, apk: manifest.apk }, languageMessages(manifest));
  const headers = headersFor(manifest.csp);
  const { http } = settings;

  const app = Fastify({
    logger: loggerOptions(logger === true ? { level: settings.logLevel } : logger),
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Our shutdown gate answers instead, in the API's {success, message} shape.
    return503OnClosing: false,
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    // No traffic either way for this long closes the connection: it cuts a download the client
    // stopped reading and a connection opened and left idle.
    connectionTimeout: http.idleTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      // Node checks the timeouts above this often; its default (30 s) let them run up to twice as long.
      connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs),
      requireHostHeader: false,
    },
    clientErrorHandler: clientErrorHandler(api.errors, headers),
    frameworkErrors: frameworkErrors(api.errors, headers),
  });
  app.server.maxConnections = http.maxConnections;
  errorReplies(app, languages);
  expectationFailed(app, api.errors, headers);

  // The security headers first: the hooks run in the order they were added, and an answer given by an
  // earlier hook (the site's redirect of //about) went out without them.
  await app.register(securityHeaders, { headers });
  // A client over its share of connections is told so before anything else is done for it.
  await app.register(connectionGate, {
    maxPerAddress: http.maxConnectionsPerAddress,
    exempt: trustedProxyTest(settings.trustProxy),
    message: (request) => languages.of(request).api.tooManyConnections,
  });
  if (typeof settings.trustProxy === 'number' && http.maxConnectionsPerAddress > 0)
    app.log.info('every connection comes through the proxy (TRUST_PROXY): the proxy limits connections per visitor (deploy/nginx.conf)');
  requireHost(app, api.errors);
  // Then the site: without a build it stops here with a clear message, before the database is created.
  await app.register(staticSite, { distDir, notFoundMessage: (request) => languages.of(request).api.notFound });
  await app.register(shutdownGate, { message: (request) => languages.of(request).contact.server.unavailable });

  await app.register(database, {
    file: settings.databasePath,
    url: settings.databaseUrl,
    retentionMonths: manifest.privacy.retentionMonths,
    recoverEveryMs: options.recoverEveryMs,
  });
  const redis = settings.redisUrl ? await connectRedis(settings.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  else if (settings.databaseUrl) app.log.info('REDIS_URL is not set: each server counts the contact rate limit on its own');
  await app.register(metrics, { token: settings.metrics.token, notFoundMessage: api.errors.notFound, redis });
  await app.register(outbox, {
    delivery: settings.delivery,
    contact,
    graceMs: settings.shutdownGraceMs,
    onResult: (channel, result, sinceReceivedMs) => app.metrics.delivery(channel, result, sinceReceivedMs),
  });
  await app.register(health, {
    stuckAfterMs: settings.delivery.stuckAfterMs,
    deliveryChannels: () => app.deliveryChannels(),
    redis,
  });

  const hashIp = ipHasher(
    loadIpHashSecret(settings, (reason) =>
      app.log.error(
        { reason, file: settings.ipHashSecretFile },
        'the IP-hash secret could not be read or made: a key for this run only is used',
      ),
    ),
  );
  await app.register(contactRoute, {
    path: api.contactPath,
    settings: contact,
    languages,
    rateLimit: settings.rateLimit,
    db: app.db,
    hashIp,
    channels: app.outbox.channelNames,
    onAccepted: () => app.outbox.wake(),
    storeWaitMs: options.storeWaitMs ?? 3000,
    onOutcome: (outcome) => app.metrics.contactOutcome(outcome),
    redis,
  });

  const snapshots = new ApkSnapshots(
    settings.apkPath,
    { sha256: manifest.apk.sha256, bytes: manifest.apk.bytes ?? null },
    settings.apkSettleMs,
    app.log,
  );
  app.addHook('onClose', async () => snapshots.close());
  await app.register(apkRoute, {
    path: api.apkPath,
    snapshots,
    downloadName: manifest.apk.downloadName,
    missing: (request) => languages.of(request).apk,
    errors: api.errors,
  });
  return app;
}

/** The manifest's other languages as the server's messages (hi: Hindi), when the build wrote them. */
function languageMessages(manifest: ServerManifest): Record<string, LanguageMessages> {
  return Object.fromEntries(
    // A build from before the Hindi APK page keeps the English one.
    Object.entries(manifest.languages ?? {}).map(([code, { api, contact, apk }]) => [
      code,
      { api: api.errors, contact, apk: apk ?? manifest.apk },
    ]),
  );
}
