// What can go wrong with the database file, in the words an operator acts on. Every such fault is
// answered 503 to visitors (their message is not taken, they may try again) and shown by /readyz;
// none of them takes the pages down, and each clears by itself once the cause is fixed.

export type FaultKind =
  /** Another process holds the write lock (an operator in sqlite3, a backup tool). */
  | 'locked'
  /** The file, its folder or the filesystem is read-only. */
  | 'read-only'
  /** The disk (or the filesystem's quota) is full. */
  | 'full'
  /** The file is not a sound SQLite database (a damaged header or pages, a truncated file). */
  | 'corrupt'
  /** The disk reported an input/output error. */
  | 'io'
  /** The file or its folder cannot be opened (missing permissions, a missing mount). */
  | 'cannot-open'
  /** The file was written by newer code, or its tables are not what this code expects. */
  | 'schema'
  /** The database did not answer in time (the worker is stuck on the disk, or too much is queued). */
  | 'timeout'
  /** The database server (PostgreSQL, DATABASE_URL) cannot be reached or refused the connection. */
  | 'unreachable'
  /** Anything else the database reported. */
  | 'unknown';

export interface Fault {
  kind: FaultKind;
  /** For the operator: what happened and what to do. Never contains a visitor's data. */
  detail: string;
  /** The files (or folder) that are wrong, when the server could tell: each one the operator must fix. */
  files?: string[];
}

const advice: Record<FaultKind, string> = {
  locked: 'another process holds the write lock; it clears when that process commits or exits',
  'read-only':
    "make each file named, and the database's folder, readable and writable by the server's user (chmod u+rw, chown), or the filesystem read-write; the server takes messages again within seconds",
  full: 'free disk space; nothing already stored is lost',
  corrupt: 'restore the file from a backup (or rescue it with sqlite3 .recover) and put it in place',
  io: 'check the disk (dmesg); the server retries by itself',
  'cannot-open': 'check that the path exists and the server may open it',
  schema: 'run the version of the server that wrote this file, or restore a backup',
  timeout: 'the database did not answer in time; check the disk',
  unreachable: 'check that the database server runs and that DATABASE_URL points at it; the server reconnects by itself',
  unknown: 'see the error in the log',
};

/** An error that carries a fault: what the database layer throws and answers with. */
export class FaultError extends Error {
  override name = 'FaultError';
  constructor(readonly fault: Fault) {
    super(fault.detail);
  }
}

export function fault(kind: FaultKind, what: string): Fault {
  return { kind, detail: `${what}: ${advice[kind]}` };
}

/** SQLite's result code (better-sqlite3's SqliteError.code, e.g. SQLITE_READONLY_DBMOVED) or a Node error code. */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

export function faultKindOf(error: unknown): FaultKind {
  if (error instanceof FaultError) return error.fault.kind;
  const code = codeOf(error);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'locked';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return 'read-only';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'corrupt';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'io';
  if (code.startsWith('SQLITE_CANTOPEN') || code === 'ENOENT' || code === 'ENOTDIR') return 'cannot-open';
  if (code === 'SQLITE_ERROR' || code === 'SQLITE_SCHEMA' || code === 'SQLITE_MISMATCH') return 'schema';
  return 'unknown';
}

/** The fault an error stands for, with SQLite's own words (they name no visitor's data). */
export function faultOf(error: unknown, file: string): Fault {
  if (error instanceof FaultError) return error.fault;
  const kind = faultKindOf(error);
  const reason = error instanceof Error ? `${codeOf(error) || error.name}: ${error.message}` : String(error);
  return fault(kind, `${file}: ${reason}`);
}

/** SQLite errors that belong to one row (a constraint, a type), not to the database as a whole. */
export function isRowError(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code.startsWith('SQLITE_CONSTRAINT') ||
    code === 'SQLITE_MISMATCH' ||
    code === 'SQLITE_TOOBIG' ||
    error instanceof TypeError ||
    error instanceof RangeError
  );
}
