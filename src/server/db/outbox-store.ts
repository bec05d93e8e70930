// The delivery outbox: each accepted message has a row per channel (email, webhook) written with the
// message itself. The server claims due rows under a lease, tries them, and records the outcome:
// delivered, pending again with the next attempt's time, or dead after the last attempt. A lease
// that runs out (the process died mid-send) makes the row due again: at least once, never lost.
import type { ContactValues } from '../../contact/rules.ts';
import { messageColumns, messageOfRow, type DeliveryChannel, type MessageRow } from './contact-store.ts';
import type { SqliteDatabase } from './open-database.ts';

export interface ClaimedDelivery {
  id: number;
  channel: DeliveryChannel;
  /** This attempt's number, from 1. */
  attempt: number;
  message: ContactValues & { publicId: string; receivedAt: string };
}

export type DeliveryOutcome =
  | { id: number; outcome: 'delivered' }
  /** Failed; tried again at `nextAttemptAt` (ms since the epoch), or marked dead when `dead`. */
  | { id: number; outcome: 'failed'; error: string; nextAttemptAt: number; dead: boolean };

export interface PendingStats {
  pending: number;
  /** When the oldest pending delivery was created (ms since the epoch), or null when none is. */
  oldestPendingAt: number | null;
}

export interface OutboxStats extends PendingStats {
  dead: number;
  /** The same, for each channel that has deliveries pending. */
  byChannel: Partial<Record<DeliveryChannel, PendingStats>>;
}

/** The outbox's figures from its pending deliveries counted by channel. */
export function outboxStatsOf(
  rows: readonly { channel: DeliveryChannel; pending: number; oldest: number | null }[],
  dead: number,
): OutboxStats {
  const oldest = rows.map((row) => row.oldest).filter((at): at is number => at !== null);
  return {
    pending: rows.reduce((sum, row) => sum + row.pending, 0),
    oldestPendingAt: oldest.length ? Math.min(...oldest) : null,
    dead,
    byChannel: Object.fromEntries(rows.map((row) => [row.channel, { pending: row.pending, oldestPendingAt: row.oldest }])),
  };
}

export interface OutboxStore {
  /** Leases up to `limit` due deliveries of the given channels and counts the attempt. */
  claim(now: number, limit: number, leaseMs: number, channels: readonly DeliveryChannel[]): ClaimedDelivery[];
  settle(outcomes: readonly DeliveryOutcome[], now: number): void;
  stats(): OutboxStats;
  /** Dead letters back to pending, due now, with their attempts counted afresh; returns how many. */
  requeueDead(now: number): number;
}

/** What is kept of an error: short, one line (receivers' answers can be long). */
export const shortError = (error: string) => error.replace(/\s+/g, ' ').slice(0, 300);

export function outboxStore(db: SqliteDatabase): OutboxStore {
  const due = db.prepare(`
    SELECT d.id FROM deliveries AS d
    WHERE d.state = 'pending' AND d.next_attempt_at <= @now AND (d.lease_until IS NULL OR d.lease_until <= @now)
      AND d.channel IN (SELECT value FROM json_each(@channels))
    ORDER BY d.next_attempt_at, d.id LIMIT @limit`);
  const lease = db.prepare('UPDATE deliveries SET lease_until = @until, attempts = attempts + 1 WHERE id = @id RETURNING attempts');
  const messageOf = db.prepare(`
    SELECT d.channel, ${messageColumns}
    FROM deliveries AS d JOIN contact_messages AS m ON m.id = d.message_id WHERE d.id = ?`);
  const delivered = db.prepare(
    "UPDATE deliveries SET state = 'delivered', delivered_at = @now, lease_until = NULL, last_error = NULL WHERE id = @id",
  );
  const failed = db.prepare(
    'UPDATE deliveries SET state = @state, next_attempt_at = @next, lease_until = NULL, last_error = @error WHERE id = @id',
  );
  // Counted through the (state, next_attempt_at) index: delivered rows pile up, the others do not.
  const pendingCount = db.prepare(
    "SELECT channel, count(*) AS pending, min(created_at) AS oldest FROM deliveries WHERE state = 'pending' GROUP BY channel",
  );
  const deadCount = db.prepare("SELECT count(*) FROM deliveries WHERE state = 'dead'").pluck();
  const requeue = db.prepare(
    "UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL WHERE state = 'dead'",
  );

  const claim = db.transaction((now: number, limit: number, leaseMs: number, channels: readonly DeliveryChannel[]) => {
    const ids = due.pluck().all({ now, limit, channels: JSON.stringify(channels) }) as number[];
    return ids.map((id): ClaimedDelivery => {
      const attempt = lease.pluck().get({ id, until: now + leaseMs }) as number;
      const row = messageOf.get(id) as MessageRow & { channel: DeliveryChannel };
      return { id, channel: row.channel, attempt, message: messageOfRow(row) };
    });
  });
  const settle = db.transaction((outcomes: readonly DeliveryOutcome[], now: number) => {
    for (const result of outcomes) {
      if (result.outcome === 'delivered') delivered.run({ id: result.id, now });
      else
        failed.run({ id: result.id, state: result.dead ? 'dead' : 'pending', next: result.nextAttemptAt, error: shortError(result.error) });
    }
  });

  return {
    claim: (now, limit, leaseMs, channels) => (channels.length === 0 ? [] : claim.immediate(now, limit, leaseMs, channels)),
    settle: (outcomes, now) => settle.immediate(outcomes, now),
    stats() {
      const rows = pendingCount.all() as { channel: DeliveryChannel; pending: number; oldest: number | null }[];
      return outboxStatsOf(rows, deadCount.get() as number);
    },
    requeueDead: (now) => requeue.run(now).changes,
  };
}
