// npm run serve: listens on HOST:PORT and shuts down gracefully on SIGTERM/SIGINT: requests still
// arriving get 503, running ones finish, the database is checkpointed and closed, exit code 0.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../content/load-site-file.ts';
import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(projectRoot, 'dist'));
// After this long, connections still open (a stalled upload, an idle keep-alive) are cut so the
// shutdown always ends well within the usual 30 s a process manager allows.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

let app: FastifyInstance;
try {
  app = await buildApp({ distDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cutOff.unref();
  try {
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
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
