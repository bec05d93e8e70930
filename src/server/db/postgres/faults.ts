// PostgreSQL's errors in the fault vocabulary the server already speaks (../faults.ts): each is a
// kind /readyz shows and a sentence for the operator's log, with advice that fits a database server
// rather than a file. Errors that belong to one row (a constraint, a bad value) are not faults.
import { FaultError, type Fault, type FaultKind } from '../faults.ts';

const advice: Record<FaultKind, string> = {
  locked: 'another transaction holds a lock; it clears when that transaction ends',
  'read-only': 'the database takes no writes (a standby, or default_transaction_read_only): point DATABASE_URL at the primary',
  full: "free space on the database server's disk; nothing already stored is lost",
  corrupt: 'PostgreSQL reports damaged data: restore the database from a backup',
  io: "check the database server's disk and its log",
  'cannot-open': 'check the user, password and database name in DATABASE_URL',
  schema: 'run the version of the server that wrote this database, or restore a backup',
  timeout: "the database did not answer in time; check the database server's load",
  unreachable: 'check that PostgreSQL runs and that DATABASE_URL points at it; the server reconnects by itself',
  unknown: 'see the error in the log',
};

/** Node's network errors and pg's own words for a connection that failed or was lost. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
const lostConnection =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|connection (was )?(closed|ended)|Connection refused/i;

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

export function postgresFaultKind(error: unknown): FaultKind {
  if (error instanceof FaultError) return error.fault.kind;
  const code = codeOf(error);
  if (networkCodes.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return 'unreachable';
  if (code.startsWith('28') || code === '3D000') return 'cannot-open';
  if (code === '53100') return 'full';
  if (code === '25006') return 'read-only';
  if (['55P03', '40P01', '40001'].includes(code)) return 'locked';
  if (code === '57014') return 'timeout';
  if (code.startsWith('42') || code === '0A000') return 'schema';
  if (code === 'XX001' || code === 'XX002') return 'corrupt';
  if (code.startsWith('58')) return 'io';
  if (!code && error instanceof Error && lostConnection.test(error.message)) return 'unreachable';
  return 'unknown';
}

/** The fault an error stands for. `where` names the database without its password. */
export function postgresFaultOf(error: unknown, where: string): Fault {
  if (error instanceof FaultError) return error.fault;
  const kind = postgresFaultKind(error);
  const code = codeOf(error);
  const reason = error instanceof Error ? `${code || error.name}: ${error.message}` : String(error);
  return { kind, detail: `${where}: ${reason}: ${advice[kind]}` };
}

/**
 * Errors of one row: integrity constraints (class 23) and data exceptions (class 22), and the
 * TypeError of a value that cannot be sent. The database is fine; only that message was wrong.
 */
export function isPostgresRowError(error: unknown): boolean {
  const code = codeOf(error);
  return code.startsWith('23') || code.startsWith('22') || error instanceof TypeError || error instanceof RangeError;
}
