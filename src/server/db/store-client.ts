// What the server asks of its contact database, whichever holds it: the commands of protocol.ts,
// each answered with a value or a fault (never a throw), its state as it changes, and a close.
// DatabaseClient runs them on SQLite in a worker thread; PostgresClient runs them on a PostgreSQL pool.
import type { DatabaseClient } from './database-client.ts';

export type StoreClient = Pick<DatabaseClient, 'fault' | 'call' | 'callBy' | 'on' | 'close'>;
