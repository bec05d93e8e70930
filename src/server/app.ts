// Builds the Fastify app, the one place it is assembled (tests use app.inject; server.ts only
// listens). Order matters: security headers, then the shutdown gate, run first on every request.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Site } from '../content/site.generated.ts';
import { requireSite } from '../content/load-site-file.ts';
import staticSite from './plugins/static-site.ts';
import database from './plugins/database.ts';
import securityHeaders from './plugins/security-headers.ts';
import shutdownGate from './plugins/shutdown-gate.ts';
import { errorReplies } from './plugins/error-replies.ts';
import contactRoute, { type RateLimitSettings } from './routes/contact.ts';
import apkRoute from './routes/apk.ts';
import { missingPageStyle } from './apk/missing-page.ts';
import { loggerOptions, type LoggerChoice } from './logging.ts';
import { resolveSettings, type Environment } from './settings.ts';

export interface AppOptions {
  distDir: string;
  logger?: LoggerChoice;
  /** The loaded site.yaml; read and checked from the project when left out. */
  site?: Site;
  /** Overrides DATABASE_PATH (default data/contact.sqlite under the project). */
  databasePath?: string;
  /** Overrides APK_PATH (default downloads.android.apk.file under the project). */
  apkPath?: string;
  /** Overrides CONTACT_RATE_MAX / CONTACT_RATE_WINDOW_MINUTES and site.yaml contact.rateLimit. */
  rateLimit?: RateLimitSettings;
  /** Trust X-Forwarded-For from a reverse proxy, so the rate limit sees visitors, not the proxy. */
  trustProxy?: boolean;
  env?: Environment;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { distDir, logger = false, env = process.env } = options;
  const site = options.site ?? requireSite();
  const settings = resolveSettings(site, env, options);

  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy: options.trustProxy ?? env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true },
    // Our shutdown gate answers instead, in the API's {success, message} shape.
    return503OnClosing: false,
    // A visitor's request never needs half a minute; this also bounds how long a shutdown waits.
    requestTimeout: 30_000,
  });
  errorReplies(app, site.contact.server);
  // The site first: without a build it stops here with a clear message, before the database is created.
  await app.register(staticSite, { distDir });
  await app.register(securityHeaders, { distDir, serverStyles: [missingPageStyle] });
  await app.register(shutdownGate, { message: site.contact.server.unavailable });
  await app.register(database, { file: settings.databasePath });
  await app.register(contactRoute, { path: site.api.contactPath, settings: site.contact, rateLimit: settings.rateLimit });
  await app.register(apkRoute, { path: site.api.apkPath, file: settings.apkPath, site });
  return app;
}
