// Every read and write of contact messages, as prepared statements over one open database. Used by
// the database worker (the server) and by npm run messages; both are synchronous here, and the
// server keeps them off its event loop by running them in the worker.
import type { ContactValues } from '../../contact/rules.ts';
import type { SqliteDatabase } from './open-database.ts';
import { isRowError } from './faults.ts';

export type SpamReason = 'honeypot' | 'too-fast';
export type DeliveryChannel = 'email' | 'webhook';
export const deliveryChannels: readonly DeliveryChannel[] = ['email', 'webhook'];

export interface NewContactMessage {
  /** The stable id receivers see on every delivery of this message, to drop duplicates. */
  publicId: string;
  values: ContactValues;
  receivedAt: Date;
  idempotencyKey?: string;
  /** SHA-256 of the values: tells a retry (same words) from a reused key (different words). */
  bodyHash?: string;
  /** The sender's address, keyed by the server's secret (never the address itself). */
  clientIpHash?: string | null;
  /** Set for suspected spam: stored and marked, never delivered. */
  spamReason?: SpamReason | null;
  /** The language of the page that sent it (en, hi); en when not given. */
  language?: string;
  /** The channels to deliver it by; a delivery row is written for each, in the same transaction. */
  channels?: readonly DeliveryChannel[];
}

export type SaveResult =
  | { kind: 'stored'; id: number; publicId: string }
  /** The same Idempotency-Key with the same words: already stored, nothing new written. */
  | { kind: 'duplicate'; publicId: string }
  /** The same Idempotency-Key with different words: refused. */
  | { kind: 'conflict' };

export type IdempotencyMatch = 'none' | 'same' | 'conflict';

export interface DeliveryState {
  channel: DeliveryChannel;
  state: 'pending' | 'delivered' | 'dead';
  attempts: number;
  lastError: string | null;
}

export interface StoredContactMessage extends ContactValues {
  id: number;
  publicId: string;
  receivedAt: string;
  spamReason: SpamReason | null;
  /** The language of the page that sent it: en, hi (en for messages stored before languages). */
  language: string;
  deliveries: DeliveryState[];
}

export interface ListOptions {
  /** Only messages received at or after this time. */
  since?: Date;
  /** Suspected spam is left out unless asked for. */
  includeSpam?: boolean;
}

export interface ContactStore {
  /**
   * Stores the messages in one transaction (one disk sync for all of them). A message that fails
   * on its own (a constraint) makes each be tried alone, so it does not cost the others their place,
   * and comes back as its Error; a fault of the database itself (locked, full, read-only) in the
   * shared transaction fails them all, and is thrown.
   */
  saveAll(messages: readonly NewContactMessage[]): (SaveResult | Error)[];
  save(message: NewContactMessage): SaveResult;
  lookupIdempotency(key: string, bodyHash: string): IdempotencyMatch;
  count(): number;
  /** Stored messages in the order they arrived, with the state of their deliveries. */
  list(options?: ListOptions): IterableIterator<StoredContactMessage>;
}

/** A message's own columns (table alias m), as both the export and the outbox read them. */
export const messageColumns = 'm.public_id, m.received_at, m.first_name, m.last_name, m.email, m.mobile_number, m.subject, m.message';

export interface MessageRow {
  public_id: string;
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  subject: string;
  message: string;
}

export const messageOfRow = (row: MessageRow): ContactValues & { publicId: string; receivedAt: string } => ({
  publicId: row.public_id,
  receivedAt: row.received_at,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobileNumber: row.mobile_number,
  subject: row.subject,
  message: row.message,
});

interface Row extends MessageRow {
  id: number;
  spam_reason: SpamReason | null;
  language: string;
  deliveries: string;
}

const toMessage = (row: Row): StoredContactMessage => ({
  id: row.id,
  ...messageOfRow(row),
  spamReason: row.spam_reason,
  language: row.language,
  deliveries: JSON.parse(row.deliveries) as DeliveryState[],
});

export function contactStore(db: SqliteDatabase): ContactStore {
  const insert = db.prepare(`
    INSERT INTO contact_messages
      (public_id, received_at, first_name, last_name, email, mobile_number, subject, message,
       idempotency_key, body_hash, client_ip_hash, spam_reason, language)
    VALUES
      (@publicId, @receivedAt, @firstName, @lastName, @email, @mobileNumber, @subject, @message,
       @idempotencyKey, @bodyHash, @clientIpHash, @spamReason, @language)
    ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`);
  const insertDelivery = db.prepare(`
    INSERT INTO deliveries (message_id, channel, state, created_at, next_attempt_at)
    VALUES (?, ?, 'pending', ?, ?)`);
  const byKey = db.prepare('SELECT public_id, body_hash FROM contact_messages WHERE idempotency_key = ?');
  const countAll = db.prepare('SELECT count(*) FROM contact_messages').pluck();
  const listSince = db.prepare(`
    SELECT m.id, ${messageColumns}, m.spam_reason, m.language,
      (SELECT json_group_array(json_object('channel', d.channel, 'state', d.state, 'attempts', d.attempts, 'lastError', d.last_error))
         FROM (SELECT * FROM deliveries WHERE message_id = m.id ORDER BY channel) AS d) AS deliveries
    FROM contact_messages AS m
    WHERE m.received_at >= @since AND (@includeSpam = 1 OR m.spam_reason IS NULL)
    ORDER BY m.id`);

  const matchOf = (
    key: string,
    bodyHash: string | undefined,
  ): { match: 'none' } | { match: Exclude<IdempotencyMatch, 'none'>; publicId: string } => {
    const row = byKey.get(key) as { public_id: string; body_hash: string | null } | undefined;
    if (!row) return { match: 'none' };
    // A row stored before bodies were hashed cannot be told apart: it is taken as the same message.
    const same = row.body_hash === null || bodyHash === undefined || row.body_hash === bodyHash;
    return { match: same ? 'same' : 'conflict', publicId: row.public_id };
  };

  const saveOne = (message: NewContactMessage): SaveResult => {
    const { values, receivedAt, idempotencyKey, bodyHash, clientIpHash, spamReason, publicId } = message;
    const result = insert.run({
      ...values,
      publicId,
      receivedAt: receivedAt.toISOString(),
      idempotencyKey: idempotencyKey ?? null,
      bodyHash: bodyHash ?? null,
      clientIpHash: clientIpHash ?? null,
      spamReason: spamReason ?? null,
      language: message.language ?? 'en',
    });
    if (result.changes === 0) {
      // Only an Idempotency-Key stored before makes the insert do nothing (ON CONFLICT above).
      const earlier = idempotencyKey === undefined ? undefined : matchOf(idempotencyKey, bodyHash);
      if (earlier?.match === 'conflict') return { kind: 'conflict' };
      if (earlier?.match === 'same') return { kind: 'duplicate', publicId: earlier.publicId };
      throw new Error('a contact message was not stored, and no earlier message has its Idempotency-Key');
    }
    const id = Number(result.lastInsertRowid);
    if (!spamReason) {
      const now = receivedAt.getTime();
      for (const channel of message.channels ?? []) insertDelivery.run(id, channel, now, now);
    }
    return { kind: 'stored', id, publicId };
  };
  const saveEach = db.transaction((messages: readonly NewContactMessage[]) => messages.map(saveOne));
  const saveAlone = db.transaction(saveOne);

  return {
    saveAll(messages) {
      if (messages.length === 0) return [];
      try {
        return saveEach.immediate(messages);
      } catch (error) {
        if (!isRowError(error)) throw error;
      }
      // One bad row must not cost the others their place: each on its own, in its own transaction,
      // and each told exactly whether it was stored.
      return messages.map((message) => {
        try {
          return saveAlone.immediate(message);
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      });
    },
    save(message) {
      const [result] = this.saveAll([message]);
      if (result instanceof Error) throw result;
      return result;
    },
    lookupIdempotency: (key, bodyHash) => matchOf(key, bodyHash).match,
    count: () => countAll.get() as number,
    *list({ since, includeSpam = false } = {}) {
      // ISO 8601 UTC strings sort as text in time order, so the index on received_at serves this.
      for (const row of listSince.iterate({ since: since ? since.toISOString() : '', includeSpam: includeSpam ? 1 : 0 })) {
        yield toMessage(row as Row);
      }
    },
  };
}
