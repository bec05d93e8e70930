// npm run serve: listens on HOST:PORT and shuts down gracefully on SIGTERM/SIGINT: requests still
// arriving get 503, running ones and deliveries under way finish, the database is checkpointed and
// closed, exit code 0. It starts from the build (dist/ and its server-manifest.json), never from
// site.yaml, and refuses to start on a mistaken setting, naming each.
import path from 'node:path';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from './project-root.ts';
import { buildApp } from './app.ts';
import { ManifestError, readServerManifest } from './config/server-manifest.ts';
import { SettingsError, readSettings, type ServerSettings } from './config/environment.ts';
import { startMetricsServer } from './metrics-server.ts';

const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');

let app: FastifyInstance;
let settings: ServerSettings;
try {
  const manifest = readServerManifest(distDir);
  settings = readSettings(process.env, manifest);
  app = await buildApp({ distDir, manifest, settings, logger: true });
} catch (error) {
  if (error instanceof SettingsError || error instanceof ManifestError) console.error(`${error.message}\nThe server did not start.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let metricsServer: Server | undefined;
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // After this long, connections still open (a stalled upload, an idle keep-alive) are cut so the
  // shutdown always ends well within the usual 30 s a process manager allows.
  const cutOff = setTimeout(() => app.server.closeAllConnections(), settings.shutdownGraceMs);
  cutOff.unref();
  try {
    metricsServer?.close();
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('stopped');
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: settings.port, host: settings.host });
  if (settings.metrics.port !== undefined) {
    metricsServer = await startMetricsServer(
      settings.metrics.port,
      settings.metrics.host,
      () => app.metricsText(),
      app.metrics.registry.contentType,
    );
    const address = metricsServer.address();
    app.log.info(
      { port: typeof address === 'object' && address ? address.port : settings.metrics.port, host: settings.metrics.host },
      'metrics listening at /metrics',
    );
  }
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
