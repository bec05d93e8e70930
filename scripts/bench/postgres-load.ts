// The contact POST measured with the server storing to PostgreSQL (DATABASE_URL), in the same run as
// the SQLite figure, so the two are side by side on the same machine and load. PostgreSQL is a
// throwaway cluster (scripts/services/) that syncs to disk as in production, as SQLite does here
// (synchronous=FULL). It shares the machine's cores with the server and autocannon.
import { findPostgresBin, postgresInstallHint, startTempPostgres } from '../services/temp-postgres.ts';
import { startBenchServer } from './server.ts';
import { loadContact, type LoadOptions, type LoadResult } from './load.ts';

export async function loadContactOnPostgres(contactPath: string, options: LoadOptions): Promise<LoadResult | { skipped: string }> {
  if (!findPostgresBin()) return { skipped: `no PostgreSQL on this machine: ${postgresInstallHint}` };
  const postgres = await startTempPostgres({ durable: true });
  try {
    const databaseUrl = await postgres.createDatabase('bench');
    const server = await startBenchServer({ DATABASE_URL: databaseUrl });
    try {
      return await loadContact(server.url + contactPath, options, 'PostgreSQL');
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}
