// The contact database as a Fastify resource: its worker started with the app (a database that
// cannot be opened is a fault to report, not a reason to keep the pages down), every change of its
// state logged for the operator, and closed last, once requests and deliveries are done.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DatabaseClient } from '../db/database-client.ts';
import { PostgresClient } from '../db/postgres/postgres-client.ts';
import { redactUrl } from '../redact-url.ts';
import type { StoreClient } from '../db/store-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: StoreClient;
  }
}

export interface DatabaseOptions {
  file: string;
  /** A PostgreSQL database (DATABASE_URL) instead of the SQLite file, for several servers. */
  url?: string;
  retentionMonths: number;
  /** How often a faulty database is tried again (and the retention purge's period). */
  recoverEveryMs?: number;
  purgeEveryMs?: number;
}

async function database(
  app: FastifyInstance,
  { file, url, retentionMonths, recoverEveryMs = 2000, purgeEveryMs = 3_600_000 }: DatabaseOptions,
) {
  const options = { retentionMonths, recoverEveryMs, purgeEveryMs };
  const db: StoreClient = url ? await PostgresClient.start({ url, ...options }) : await DatabaseClient.start({ file, ...options });
  const where = url ? { database: redactUrl(url) } : { file };
  const report = (fault: typeof db.fault) => {
    if (fault)
      app.log.error(
        { fault: fault.kind, detail: fault.detail, ...(fault.files && { files: fault.files }) },
        'contact database unavailable: messages are refused with 503 until it recovers',
      );
    else app.log.info(where, 'contact database available');
  };
  app.log.info(where, url ? 'contact messages are stored in PostgreSQL' : 'contact messages are stored in SQLite');
  if (db.fault) report(db.fault);
  db.on('state', report);
  db.on('worker-error', (error) => app.log.error({ err: error }, 'contact database worker failed; it is started again'));
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
  });
}

export default fp(database, { name: 'database' });
