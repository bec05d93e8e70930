// The contact database on PostgreSQL (DATABASE_URL): the same messages, idempotency, outbox,
// retention and erasure as the SQLite stores, for several servers sharing one database. Statements
// are written so each one is atomic on its own (a message and its deliveries in one statement), and
// the outbox is claimed with FOR UPDATE SKIP LOCKED, so two servers never lease the same delivery.
import type pg from 'pg';
import { normalizePhone } from '../../../contact/phone.ts';
import type {
  DeliveryChannel,
  DeliveryState,
  IdempotencyMatch,
  NewContactMessage,
  SaveResult,
  SpamReason,
  StoredContactMessage,
} from '../contact-store.ts';
import { outboxStatsOf, shortError, type ClaimedDelivery } from '../outbox-store.ts';
import type { RateLimitEntry } from '../rate-limit-store.ts';
import type { MessageStore } from '../message-store.ts';
import { isPostgresRowError } from './faults.ts';

/** A pool, or one connection inside a transaction: anything that runs a query. */
type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

interface MessageRow {
  public_id: string;
  received_at: Date;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  subject: string;
  message: string;
}

const messageColumns = 'm.public_id, m.received_at, m.first_name, m.last_name, m.email, m.mobile_number, m.subject, m.message';

const messageOfRow = (row: MessageRow) => ({
  publicId: row.public_id,
  // ISO 8601 in UTC with milliseconds, exactly as the SQLite store keeps it.
  receivedAt: row.received_at.toISOString(),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobileNumber: row.mobile_number,
  subject: row.subject,
  message: row.message,
});

// The message and a pending delivery per channel, in one statement: both or neither are committed.
// A retried Idempotency-Key inserts nothing (and so no delivery).
const insertMessage = `
  WITH inserted AS (
    INSERT INTO contact_messages
      (public_id, received_at, first_name, last_name, email, mobile_number, subject, message,
       idempotency_key, body_hash, client_ip_hash, spam_reason, language)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $15)
    ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
    RETURNING id
  ), queued AS (
    INSERT INTO deliveries (message_id, channel, state, created_at, next_attempt_at)
    SELECT inserted.id, channel, 'pending', $13, $13 FROM inserted, unnest($14::text[]) AS channel
  )
  SELECT id FROM inserted`;

// Messages sent together (group commit): one statement, one commit, one disk sync for all of them.
// Rows whose Idempotency-Key is taken (before, or earlier in the same batch) are not inserted and
// get no delivery; the caller looks them up to tell a retry from a reused key.
const insertMessages = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                         $9::text[], $10::text[], $11::text[], $12::text[], $13::bigint[], $14::text[], $15::text[])
      WITH ORDINALITY AS t(public_id, received_at, first_name, last_name, email, mobile_number, subject, message,
                           idempotency_key, body_hash, client_ip_hash, spam_reason, created_at, channels, language, ord)
  ), inserted AS (
    INSERT INTO contact_messages
      (public_id, received_at, first_name, last_name, email, mobile_number, subject, message,
       idempotency_key, body_hash, client_ip_hash, spam_reason, language)
    SELECT public_id, received_at, first_name, last_name, email, mobile_number, subject, message,
           idempotency_key, body_hash, client_ip_hash, spam_reason, language
    FROM input ORDER BY ord
    ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
    RETURNING id, public_id
  ), queued AS (
    INSERT INTO deliveries (message_id, channel, state, created_at, next_attempt_at)
    SELECT inserted.id, channel, 'pending', input.created_at, input.created_at
    FROM inserted JOIN input USING (public_id), unnest(string_to_array(input.channels, ',')) AS channel
  )
  SELECT id, public_id FROM inserted`;

// Due deliveries, leased in the same statement. SKIP LOCKED passes over rows another server is
// leasing at this moment instead of waiting for them (and then leasing them a second time).
const claimDue = `
  WITH due AS (
    SELECT id FROM deliveries
    WHERE state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
      AND channel = ANY($2::text[])
    ORDER BY next_attempt_at, id
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  ), leased AS (
    UPDATE deliveries AS d SET lease_until = $4, attempts = d.attempts + 1
    FROM due WHERE d.id = due.id
    RETURNING d.id, d.channel, d.attempts, d.message_id, d.next_attempt_at
  )
  SELECT leased.id, leased.channel, leased.attempts, ${messageColumns}
  FROM leased JOIN contact_messages AS m ON m.id = leased.message_id
  ORDER BY leased.next_attempt_at, leased.id`;

const settleAll = `
  UPDATE deliveries AS d SET
    state = u.state,
    next_attempt_at = coalesce(u.next_attempt_at, d.next_attempt_at),
    delivered_at = CASE WHEN u.state = 'delivered' THEN $5::bigint ELSE d.delivered_at END,
    lease_until = NULL,
    last_error = u.error
  FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[]) AS u(id, state, next_attempt_at, error)
  WHERE d.id = u.id`;

// A person is known by their email address or their phone number: their messages are kept while
// they have sent one since the cutoff. The erasure is recorded (when, how many, never whose).
const purge = `
  WITH gone AS (
    DELETE FROM contact_messages AS m
    WHERE m.received_at < $1
      AND NOT EXISTS (
        SELECT 1 FROM contact_messages AS n
        WHERE n.received_at >= $1 AND (lower(n.email) = lower(m.email) OR n.mobile_number = m.mobile_number)
      )
    RETURNING 1
  ), recorded AS (
    INSERT INTO erasures (erased_at, reason, messages)
    SELECT $2, 'retention', count(*) FROM gone HAVING count(*) > 0
  )
  SELECT count(*)::integer AS count FROM gone`;

const erased = (where: string) => `
  WITH gone AS (DELETE FROM contact_messages WHERE ${where} RETURNING 1),
  recorded AS (INSERT INTO erasures (erased_at, reason, messages) SELECT $1, 'request', count(*) FROM gone)
  SELECT count(*)::integer AS count FROM gone`;

/** Rows the export reads at a time: a large export never has to fit in memory. */
const pageSize = 500;

interface ListRow extends MessageRow {
  id: number;
  spam_reason: SpamReason | null;
  language: string;
  deliveries: DeliveryState[];
}

export function postgresMessageStore(pool: pg.Pool, label: string): MessageStore {
  const matchOf = async (
    db: Queryable,
    key: string,
    bodyHash: string | undefined,
  ): Promise<{ match: 'none' } | { match: Exclude<IdempotencyMatch, 'none'>; publicId: string }> => {
    const { rows } = await db.query<{ public_id: string; body_hash: string | null }>({
      name: 'lookup-key',
      text: 'SELECT public_id, body_hash FROM contact_messages WHERE idempotency_key = $1',
      values: [key],
    });
    if (rows.length === 0) return { match: 'none' };
    const same = rows[0].body_hash === null || bodyHash === undefined || rows[0].body_hash === bodyHash;
    return { match: same ? 'same' : 'conflict', publicId: rows[0].public_id };
  };

  // An insert that stored nothing lost on its idempotency key, to a message committed before (perhaps
  // by another server); the key's owner is the answer. A row with no key cannot lose that way, nor
  // can the owner vanish between the insert and the lookup (messages are only deleted by retention,
  // long after any retry), so those are bugs, said as such.
  const settleTakenKey = (found: Awaited<ReturnType<typeof matchOf>> | undefined): SaveResult => {
    if (!found || found.match === 'none') throw new Error('an insert stored nothing, yet no message holds its idempotency key');
    return found.match === 'conflict' ? { kind: 'conflict' } : { kind: 'duplicate', publicId: found.publicId };
  };

  const saveOne = async (db: Queryable, message: NewContactMessage): Promise<SaveResult> => {
    const { values, receivedAt, idempotencyKey, bodyHash, clientIpHash, spamReason, publicId } = message;
    const channels: readonly DeliveryChannel[] = spamReason ? [] : (message.channels ?? []);
    const { rows } = await db.query<{ id: number }>({
      name: 'insert-message',
      text: insertMessage,
      values: [
        publicId,
        receivedAt,
        values.firstName,
        values.lastName,
        values.email,
        values.mobileNumber,
        values.subject,
        values.message,
        idempotencyKey ?? null,
        bodyHash ?? null,
        clientIpHash ?? null,
        spamReason ?? null,
        receivedAt.getTime(),
        channels,
        message.language ?? 'en',
      ],
    });
    if (rows.length === 1) return { kind: 'stored', id: rows[0].id, publicId };
    // Nothing inserted: the key was taken (by a message committed before, perhaps on another server).
    const found = idempotencyKey === undefined ? undefined : await matchOf(db, idempotencyKey, bodyHash);
    return settleTakenKey(found);
  };

  const saveBatch = async (messages: readonly NewContactMessage[]): Promise<SaveResult[]> => {
    const column = <T>(pick: (message: NewContactMessage) => T) => messages.map(pick);
    const { rows } = await pool.query<{ id: number; public_id: string }>({
      name: 'insert-messages',
      text: insertMessages,
      values: [
        column((m) => m.publicId),
        column((m) => m.receivedAt),
        column((m) => m.values.firstName),
        column((m) => m.values.lastName),
        column((m) => m.values.email),
        column((m) => m.values.mobileNumber),
        column((m) => m.values.subject),
        column((m) => m.values.message),
        column((m) => m.idempotencyKey ?? null),
        column((m) => m.bodyHash ?? null),
        column((m) => m.clientIpHash ?? null),
        column((m) => m.spamReason ?? null),
        column((m) => m.receivedAt.getTime()),
        column((m) => (m.spamReason ? [] : (m.channels ?? [])).join(',')),
        column((m) => m.language ?? 'en'),
      ],
    });
    const inserted = new Map(rows.map((row) => [row.public_id, row.id]));
    const results: SaveResult[] = [];
    for (const message of messages) {
      const id = inserted.get(message.publicId);
      if (id !== undefined) {
        results.push({ kind: 'stored', id, publicId: message.publicId });
        continue;
      }
      const found = message.idempotencyKey === undefined ? undefined : await matchOf(pool, message.idempotencyKey, message.bodyHash);
      results.push(settleTakenKey(found));
    }
    return results;
  };

  const alone = async (message: NewContactMessage): Promise<SaveResult | Error> => {
    try {
      return await saveOne(pool, message);
    } catch (error) {
      if (isPostgresRowError(error)) return error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  };

  return {
    kind: 'postgres',
    label,
    async saveAll(messages) {
      if (messages.length === 0) return [];
      // One message is one statement, already atomic.
      if (messages.length === 1) return [await alone(messages[0])];
      try {
        return await saveBatch(messages);
      } catch (error) {
        if (!isPostgresRowError(error)) throw error;
      }
      // One bad row must not cost the others their place: each on its own, each told its outcome.
      const results: (SaveResult | Error)[] = [];
      for (const message of messages) results.push(await alone(message));
      return results;
    },
    lookupIdempotency: async (key, bodyHash) => (await matchOf(pool, key, bodyHash)).match,
    async count() {
      const { rows } = await pool.query<{ count: number }>('SELECT count(*) AS count FROM contact_messages');
      return rows[0].count;
    },
    async *list({ since, includeSpam = false } = {}) {
      let after = 0;
      for (;;) {
        const { rows } = await pool.query<ListRow>(
          `SELECT m.id, ${messageColumns}, m.spam_reason, m.language,
             coalesce((SELECT json_agg(json_build_object('channel', d.channel, 'state', d.state, 'attempts', d.attempts, 'lastError', d.last_error) ORDER BY d.channel)
                       FROM deliveries AS d WHERE d.message_id = m.id), '[]'::json) AS deliveries
           FROM contact_messages AS m
           WHERE m.id > $1 AND m.received_at >= $2 AND ($3 OR m.spam_reason IS NULL)
           ORDER BY m.id LIMIT $4`,
          [after, since ?? new Date(0), includeSpam, pageSize],
        );
        for (const row of rows) {
          const stored: StoredContactMessage = {
            id: row.id,
            ...messageOfRow(row),
            spamReason: row.spam_reason,
            language: row.language,
            deliveries: row.deliveries,
          };
          yield stored;
        }
        if (rows.length < pageSize) return;
        after = rows[rows.length - 1].id;
      }
    },

    async claim(now, limit, leaseMs, channels) {
      if (channels.length === 0) return [];
      const { rows } = await pool.query<MessageRow & { id: number; channel: DeliveryChannel; attempts: number }>({
        name: 'claim-due',
        text: claimDue,
        values: [now, channels, limit, now + leaseMs],
      });
      return rows.map((row): ClaimedDelivery => ({ id: row.id, channel: row.channel, attempt: row.attempts, message: messageOfRow(row) }));
    },
    async settle(outcomes, now) {
      if (outcomes.length === 0) return;
      await pool.query({
        name: 'settle',
        text: settleAll,
        values: [
          outcomes.map((result) => result.id),
          outcomes.map((result) => (result.outcome === 'delivered' ? 'delivered' : result.dead ? 'dead' : 'pending')),
          outcomes.map((result) => (result.outcome === 'delivered' ? null : result.nextAttemptAt)),
          outcomes.map((result) => (result.outcome === 'delivered' ? null : shortError(result.error))),
          now,
        ],
      });
    },
    async outboxStats() {
      const { rows } = await pool.query<{ channel: DeliveryChannel; pending: number; oldest: number | null; dead: number }>(
        `SELECT channel,
                count(*) FILTER (WHERE state = 'pending') AS pending,
                min(created_at) FILTER (WHERE state = 'pending') AS oldest,
                count(*) FILTER (WHERE state = 'dead') AS dead
         FROM deliveries WHERE state IN ('pending', 'dead') GROUP BY channel`,
      );
      return outboxStatsOf(
        rows.filter((row) => row.pending > 0),
        rows.reduce((sum, row) => sum + row.dead, 0),
      );
    },
    async requeueDead(now) {
      const result = await pool.query(
        "UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = $1, lease_until = NULL WHERE state = 'dead'",
        [now],
      );
      return result.rowCount ?? 0;
    },

    async purgeBefore(cutoff, now = new Date()) {
      const { rows } = await pool.query<{ count: number }>(purge, [cutoff, now]);
      return rows[0].count;
    },
    async erase(who, now = new Date()) {
      const value = who.trim();
      const { rows } = value.includes('@')
        ? await pool.query<{ count: number }>(erased('lower(email) = lower($2)'), [now, value])
        : await pool.query<{ count: number }>(erased('mobile_number IN ($2, $3)'), [now, normalizePhone(value), value]);
      return rows[0].count;
    },

    async loadRates(now) {
      const { rows } = await pool.query<RateLimitEntry>(
        'SELECT key, count, window_start AS "windowStart", window_ms AS "windowMs" FROM rate_limits WHERE window_start + window_ms > $1',
        [now],
      );
      return rows;
    },
    async saveRates(entries, now) {
      // One statement (written on every change, so it is kept cheap): the open windows written,
      // the closed ones deleted. The delete leaves the keys just written alone, so no row is
      // changed twice by the one statement.
      await pool.query({
        name: 'save-rates',
        text: `WITH written AS (
                 INSERT INTO rate_limits (key, count, window_start, window_ms)
                 SELECT * FROM unnest($1::text[], $2::integer[], $3::bigint[], $4::bigint[])
                 ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start, window_ms = excluded.window_ms
               )
               DELETE FROM rate_limits WHERE window_start + window_ms <= $5 AND key <> ALL ($1::text[])`,
        values: [
          entries.map((e) => e.key),
          entries.map((e) => e.count),
          entries.map((e) => e.windowStart),
          entries.map((e) => e.windowMs),
          now,
        ],
      });
    },

    async probeWrite() {
      await pool.query(
        "INSERT INTO settings (name, value) VALUES ('health_probe', $1) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        [Buffer.from(new Date().toISOString())],
      );
    },
    close: () => pool.end(),
  };
}
