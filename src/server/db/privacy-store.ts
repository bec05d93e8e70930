// Deleting what the privacy notice says is deleted: a person's messages once `retentionMonths` have
// passed since their last one, and everything from one person on request. Their deliveries go with
// them (ON DELETE CASCADE); the erasures table records when and how many, never whose.
import { normalizePhone } from '../../contact/phone.ts';
import type { SqliteDatabase } from './open-database.ts';

export interface PrivacyStore {
  /** Deletes the messages of everyone whose latest message was received before `cutoff`. */
  purgeBefore(cutoff: Date, now?: Date): number;
  /** Deletes every message sent with this email address or phone number. */
  erase(emailOrPhone: string, now?: Date): number;
}

/** The moment `months` calendar months before `now` (31 March less one month is 3 March, as Date counts). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function privacyStore(db: SqliteDatabase): PrivacyStore {
  // A person is known by their email address or their phone number: a message is kept while the same
  // person has sent one since the cutoff, as the notice promises ("12 months after your last message").
  const purge = db.prepare(`
    DELETE FROM contact_messages AS m
    WHERE m.received_at < @cutoff
      AND NOT EXISTS (
        SELECT 1 FROM contact_messages AS n
        WHERE n.received_at >= @cutoff AND (lower(n.email) = lower(m.email) OR n.mobile_number = m.mobile_number)
      )`);
  const eraseByEmail = db.prepare('DELETE FROM contact_messages WHERE lower(email) = lower(?)');
  const eraseByPhone = db.prepare('DELETE FROM contact_messages WHERE mobile_number IN (?, ?)');
  const record = db.prepare('INSERT INTO erasures (erased_at, reason, messages) VALUES (?, ?, ?)');

  const purgeBefore = db.transaction((cutoff: Date, now: Date) => {
    const count = purge.run({ cutoff: cutoff.toISOString() }).changes;
    if (count > 0) record.run(now.toISOString(), 'retention', count);
    return count;
  });
  const erase = db.transaction((who: string, now: Date) => {
    const value = who.trim();
    const count = value.includes('@') ? eraseByEmail.run(value).changes : eraseByPhone.run(normalizePhone(value), value).changes;
    record.run(now.toISOString(), 'request', count);
    return count;
  });

  return {
    purgeBefore: (cutoff, now = new Date()) => purgeBefore.immediate(cutoff, now),
    erase: (who, now = new Date()) => erase.immediate(who, now),
  };
}
