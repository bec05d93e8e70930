// Brings a PostgreSQL database's schema up to date. Several servers start at once against one
// database: an advisory lock held for the transaction lets exactly one of them apply each step, and
// the others find it done. A database from newer code is refused, never guessed at.
import type pg from 'pg';
import type { Migration } from '../migrations.ts';
import { FaultError, fault } from '../faults.ts';
import { postgresMigrations } from './migrations.ts';
import { inTransaction } from './pool.ts';

/** Any constant: the advisory lock's number, shared by every server of this site. */
const migrationLock = 0x5c1_57a1;

/** Applies the steps not yet applied and returns the schema's version (how many have run). */
export async function migratePostgres(pool: pg.Pool, steps: readonly Migration[] = postgresMigrations): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version     integer PRIMARY KEY,
      name        text NOT NULL,
      applied_at  timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
    const version = rows[0].version;
    if (version > steps.length) {
      throw new FaultError(
        fault('schema', `The database has schema version ${version}, newer than this code knows (${steps.length}): update the code.`),
      );
    }
    for (let index = version; index < steps.length; index++) {
      await client.query(steps[index].sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [index + 1, steps[index].name]);
    }
    return steps.length;
  });
}

/** For a reader: the schema must be exactly this code's (the server updates it when it starts). */
export async function checkPostgresVersion(pool: pg.Pool, steps: readonly Migration[] = postgresMigrations): Promise<void> {
  const { rows: present } = await pool.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  const version = present[0].present
    ? (await pool.query<{ version: number }>('SELECT coalesce(max(version), 0) AS version FROM schema_migrations')).rows[0].version
    : 0;
  if (version > steps.length) {
    throw new FaultError(
      fault('schema', `The database has schema version ${version}, newer than this code knows (${steps.length}): update the code.`),
    );
  }
  if (version < steps.length) {
    throw new FaultError(
      fault('schema', `The database has schema version ${version}; start the server once to update it to ${steps.length}.`),
    );
  }
}
