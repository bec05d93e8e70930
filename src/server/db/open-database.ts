// Opens the contact database: durable settings first, then any schema steps not yet applied. A file
// that is there but is not a sound database is refused, never started afresh over.
import Database from 'better-sqlite3';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { migrations, type Migration } from './migrations.ts';
import { FaultError, fault } from './faults.ts';

export type SqliteDatabase = Database.Database;

export interface OpenOptions {
  /** Opened only to read (the export script): no schema changes, no folder created. */
  readonly?: boolean;
  /** How long a statement waits for another process's lock before it gives up. */
  busyTimeoutMs?: number;
  /** Read every page once (PRAGMA quick_check) before trusting the file; the server does, on each open. */
  check?: boolean;
}

const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');

/** 0 bytes with nothing in a write-ahead log: truncated, or new and not written by SQLite yet. */
function emptyWithoutLog(file: string): boolean {
  if (statSync(file).size > 0) return false;
  const wal = `${file}-wal`;
  return !(existsSync(wal) && statSync(wal).size > 0);
}

/**
 * Whether the file behind `fd` still starts like a SQLite database. A file of 0 bytes is one only
 * while its write-ahead log holds the data (a database never checkpointed); otherwise it was truncated.
 */
function checkHeaderThrough(fd: number, file: string): void {
  if (fstatSync(fd).size === 0) {
    if (emptyWithoutLog(file)) throw new FaultError(fault('corrupt', `${file} is empty (truncated?)`));
    return;
  }
  const head = Buffer.alloc(sqliteHeader.length);
  readSync(fd, head, 0, head.length, 0);
  if (!head.equals(sqliteHeader)) throw new FaultError(fault('corrupt', `${file} does not start with a SQLite header`));
}

/**
 * The same check on a file this process has no SQLite connection to (before opening it). It opens
 * and closes the file, and closing any handle to a file drops every lock the process holds on it
 * (POSIX), SQLite's included: beside an open connection, use a HeaderWatch instead.
 */
export function checkFileHeader(file: string): void {
  const fd = openSync(file, 'r');
  try {
    checkHeaderThrough(fd, file);
  } finally {
    closeSync(fd);
  }
}

/**
 * A handle to the database file kept open beside the server's connection, to check the file's
 * first bytes before each piece of work, and closed only after that connection (`close`).
 *
 * Why not open the file for each check: closing it dropped the server's locks, so another process
 * (the README's `sqlite3 ... ".backup"`, any reader) took itself for the database's last user and,
 * closing, deleted the write-ahead log the server went on writing into. Every message acknowledged
 * after that was invisible to the export and lost at the next crash, and an erasure came back.
 */
export class HeaderWatch {
  private readonly fd: number;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'r');
  }

  check(): void {
    checkHeaderThrough(this.fd, this.file);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Blocks this thread for `ms` (the database is opened synchronously, in the database worker). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Blocks while `condition` holds, looking every 10 ms, for at most `waitMs`. */
function waitWhile(waitMs: number, condition: () => boolean): void {
  const giveUpAt = Date.now() + waitMs;
  while (condition() && Date.now() < giveUpAt) sleepSync(10);
}

/** Runs `work`, again every 10 ms while its error is one that passes by itself, for at most `waitMs`. */
function tryAgainWhile<T>(waitMs: number, passes: (error: unknown) => boolean, work: () => T): T {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!passes(error) || Date.now() >= giveUpAt) throw error;
      sleepSync(10);
    }
  }
}

const isBusy = (error: unknown): boolean => error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');

export function openDatabase(file: string, { readonly = false, busyTimeoutMs = 5000, check = false }: OpenOptions = {}): SqliteDatabase {
  // A folder made here is private to the server's user: the database holds personal data.
  if (!readonly) mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // A new database is created here; one that exists must look like one, or it is left alone for
  // the operator to restore (migrations would otherwise turn a truncated file into an empty database).
  // SQLite creates a new file empty and writes its first page a moment later: two servers started
  // together on a new path would otherwise see each other's new file as truncated.
  // The wait looks at the file, not at an error from a moment before: the first page can land
  // between a check that saw 0 bytes and the decision to try again, and that check's error is stale.
  if (existsSync(file)) {
    waitWhile(busyTimeoutMs, () => emptyWithoutLog(file));
    checkFileHeader(file);
  }
  const db = new Database(file, { readonly, fileMustExist: readonly, timeout: busyTimeoutMs });
  try {
    if (!readonly) {
      // WAL lets readers work beside the writer; FULL syncs the log on every commit, so a message
      // that was acknowledged survives a crash or power cut.
      // Switching to WAL can be refused at once (SQLITE_BUSY, without SQLite's own wait) while another
      // server opens the same new file; that is a moment, not a fault, so it is tried again.
      tryAgainWhile(busyTimeoutMs, isBusy, () => db.pragma('journal_mode = WAL'));
      db.pragma('synchronous = FULL');
      // Deleted messages (retention, erasure requests) are overwritten, not left in free pages.
      db.pragma('secure_delete = ON');
      db.pragma('foreign_keys = ON');
      migrate(db, migrations);
    } else {
      checkVersion(db, migrations.length);
    }
    if (check) {
      const result = db.pragma('quick_check', { simple: true });
      if (result !== 'ok') throw new FaultError(fault('corrupt', `${file} failed its integrity check (${String(result)})`));
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
    throw new FaultError(
      fault('schema', `The database ${db.name} has schema version ${version}, newer than this code knows (${known}): update the code.`),
    );
  }
  if (version < known && db.readonly) {
    throw new FaultError(
      fault('schema', `The database ${db.name} has schema version ${version}; start the server once to update it to ${known}.`),
    );
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
  try {
    if (!db.readonly) db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
