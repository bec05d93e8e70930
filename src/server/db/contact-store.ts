// Every read and write of contact messages, as prepared statements over one open database.
//
// Writes are group-committed: every message that arrives while the event loop is busy is stored in
// one transaction, at the end of that turn of the loop. With synchronous=FULL each commit waits for
// the disk, so one commit for many messages multiplies what the server can take under load; each
// save() still resolves only after its row is committed, so nothing is acknowledged early.
import { createHmac } from 'node:crypto';
import type { ContactValues } from '../../contact/rules.ts';
import type { SqliteDatabase } from './open-database.ts';

export interface NewContactMessage {
  values: ContactValues;
  receivedAt: Date;
  idempotencyKey?: string;
  clientIp?: string;
}

export interface StoredContactMessage extends ContactValues {
  id: number;
  receivedAt: string;
}

export interface ContactStore {
  /**
   * Resolves once the message is committed: true, or false when a message with the same idempotency
   * key was already stored. Rejects when it could not be stored.
   */
  save(message: NewContactMessage): Promise<boolean>;
  /** Commits whatever is waiting now (before closing the database). */
  flush(): void;
  count(): number;
  /** false once the app has closed the database (only while shutting down). */
  isOpen(): boolean;
  /** Stored messages in the order they arrived, optionally only those received at or after `since`. */
  list(since?: Date): IterableIterator<StoredContactMessage>;
}

interface Row {
  id: number;
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  subject: string;
  message: string;
}

const toMessage = (row: Row): StoredContactMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobileNumber: row.mobile_number,
  subject: row.subject,
  message: row.message,
});

interface Waiting {
  message: NewContactMessage;
  resolve(stored: boolean): void;
  reject(error: unknown): void;
}

export function contactStore(db: SqliteDatabase): ContactStore {
  const columns = 'id, received_at, first_name, last_name, email, mobile_number, subject, message';
  const insert = db.prepare(`
    INSERT INTO contact_messages
      (received_at, first_name, last_name, email, mobile_number, subject, message, idempotency_key, client_ip_hash)
    VALUES
      (@receivedAt, @firstName, @lastName, @email, @mobileNumber, @subject, @message, @idempotencyKey, @clientIpHash)
    ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`);
  const countAll = db.prepare('SELECT count(*) FROM contact_messages').pluck();
  const listSince = db.prepare(`SELECT ${columns} FROM contact_messages WHERE received_at >= ? ORDER BY id`);
  const readSalt = db.prepare("SELECT value FROM settings WHERE name = 'ip_hash_salt'").pluck();

  let salt: Buffer | undefined;
  const hashIp = (ip: string) => {
    salt ??= readSalt.get() as Buffer;
    return createHmac('sha256', salt).update(ip).digest('hex');
  };

  const insertOne = ({ values, receivedAt, idempotencyKey, clientIp }: NewContactMessage): boolean =>
    insert.run({
      ...values,
      receivedAt: receivedAt.toISOString(),
      idempotencyKey: idempotencyKey ?? null,
      clientIpHash: clientIp ? hashIp(clientIp) : null,
    }).changes === 1;
  const insertAll = db.transaction((messages: NewContactMessage[]) => messages.map(insertOne));

  let waiting: Waiting[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    let stored: boolean[];
    try {
      stored = insertAll(batch.map((entry) => entry.message));
    } catch {
      // One bad row must not cost the others their place: store them one by one, each on its own.
      for (const entry of batch) {
        try {
          entry.resolve(insertOne(entry.message));
        } catch (error) {
          entry.reject(error);
        }
      }
      return;
    }
    batch.forEach((entry, index) => entry.resolve(stored[index]));
  };

  return {
    save(message) {
      return new Promise<boolean>((resolve, reject) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ message, resolve, reject });
      });
    },
    flush,
    count: () => countAll.get() as number,
    isOpen: () => db.open,
    *list(since) {
      // ISO 8601 UTC strings sort as text in time order, so the index on received_at serves this.
      for (const row of listSince.iterate(since ? since.toISOString() : '')) yield toMessage(row as Row);
    },
  };
}
