// A connection pool to the PostgreSQL database named by DATABASE_URL, set up so that nothing waits
// for ever: a connection attempt, a statement and an idle transaction each have a time limit, and a
// connection the database drops is replaced at the next use.
import pg from 'pg';

/** int8 (counts, epoch milliseconds, ids) as a JavaScript number: every value here fits in 2^53. */
const int8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PoolOptions {
  /** Connections this process may hold at once (default 10). */
  max?: number;
  /** A connection attempt gives up after this long (default 5 s). */
  connectTimeoutMs?: number;
}

export function createPool(url: string, { max = 10, connectTimeoutMs = 5000 }: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // The server's own limits, so a stuck statement or transaction frees its locks by itself.
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
    application_name: 'skillstrike-contact',
    types,
  });
  // An idle connection that the database closes (a restart, a failover) is reported here; the pool
  // drops it and the next query opens a new one. Without a listener it would end the process.
  pool.on('error', () => {});
  return pool;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it
 * throws (the error is thrown on). A connection that cannot even roll back is closed, not reused.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection lost mid-transaction fails the query under way (and so this transaction); its
  // 'error' event, with no listener while the connection is checked out, would end the process.
  const ignore = () => {};
  client.on('error', ignore);
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.removeListener('error', ignore);
    client.release(broken);
  }
}
