// Opens the contact database as a MessageStore for tools (npm run messages, the tests): the SQLite
// file, or the PostgreSQL database of DATABASE_URL, with the same schema checks as the server's.
import { openDatabase } from './open-database.ts';
import { sqliteMessageStore } from './sqlite-message-store.ts';
import type { MessageStore } from './message-store.ts';
import { createPool } from './postgres/pool.ts';
import { redactUrl } from '../redact-url.ts';
import { checkPostgresVersion, migratePostgres } from './postgres/migrate.ts';
import { postgresMessageStore } from './postgres/postgres-store.ts';

export type StoreTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface OpenStoreOptions {
  /** Only to read (an export): no schema change is made, and an out-of-date schema is refused. */
  readonly?: boolean;
}

export async function openMessageStore(target: StoreTarget, { readonly = false }: OpenStoreOptions = {}): Promise<MessageStore> {
  if (target.kind === 'sqlite') return sqliteMessageStore(openDatabase(target.file, { readonly, busyTimeoutMs: 10_000 }));
  const pool = createPool(target.url, { max: 2 });
  try {
    await (readonly ? checkPostgresVersion(pool) : migratePostgres(pool));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresMessageStore(pool, redactUrl(target.url));
}
