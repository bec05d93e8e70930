// Opens the contact database: durable settings first, then any schema steps not yet applied.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations, type Migration } from './migrations.ts';

export type SqliteDatabase = Database.Database;

export interface OpenOptions {
  /** Opened only to read (the export script): no schema changes, no folder created. */
  readonly?: boolean;
}

export function openDatabase(file: string, { readonly = false }: OpenOptions = {}): SqliteDatabase {
  if (!readonly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  try {
    // Wait for a moment instead of failing when the export script and the server touch the file together.
    db.pragma('busy_timeout = 5000');
    if (!readonly) {
      // WAL lets readers work beside the writer; FULL syncs the log on every commit, so a message
      // that was acknowledged survives a crash or power cut.
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      migrate(db, migrations);
    } else {
      checkVersion(db, migrations.length);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function schemaVersion(db: SqliteDatabase): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function checkVersion(db: SqliteDatabase, known: number): void {
  const version = schemaVersion(db);
  if (version > known) {
    throw new Error(`The database ${db.name} has schema version ${version}, newer than this code knows (${known}): update the code.`);
  }
  if (version < known && db.readonly) {
    throw new Error(`The database ${db.name} has schema version ${version}; start the server once to update it to ${known}.`);
  }
}

export function migrate(db: SqliteDatabase, steps: readonly Migration[]): void {
  checkVersion(db, steps.length);
  for (let index = schemaVersion(db); index < steps.length; index++) {
    // IMMEDIATE takes the write lock before reading the version, so two processes starting together
    // cannot both apply the same step.
    db.transaction(() => {
      if (schemaVersion(db) !== index) return;
      db.exec(steps[index].sql);
      db.pragma(`user_version = ${index + 1}`);
    }).immediate();
  }
}

/** Folds the write-ahead log into the database file and empties it, then closes. */
export function closeDatabase(db: SqliteDatabase): void {
  if (!db.open) return;
  if (!db.readonly) db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
