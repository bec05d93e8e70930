// What the server asks of its contact database, whichever holds it: the commands of protocol.ts,
// each answered with a value or a fault (never a throw), its state as it changes, and a close.
// DatabaseClient runs them on SQLite in a worker thread; PostgresClient runs them on a PostgreSQL pool.
import type { DatabaseClient, DatabaseClientEvents } from './database-client.ts';
import type { Fault } from './faults.ts';

export interface StoreClient {
  /** The database's state as last seen: null when sound. */
  readonly fault: Fault | null;
  call: DatabaseClient['call'];
  callBy: DatabaseClient['callBy'];
  on<K extends keyof DatabaseClientEvents>(event: K, listener: (...args: DatabaseClientEvents[K]) => void): unknown;
  close(): Promise<void>;
}
