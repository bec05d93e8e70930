// The SQLite contact database behind the asynchronous MessageStore interface: the synchronous
// stores (contact, outbox, privacy, rate limits) over one open connection. For npm run messages and
// the store test suite; the server runs the same stores in its database worker instead, so that
// SQLite's waiting never holds up its event loop.
import { closeDatabase, type SqliteDatabase } from './open-database.ts';
import { contactStore } from './contact-store.ts';
import { outboxStore } from './outbox-store.ts';
import { privacyStore } from './privacy-store.ts';
import { rateLimitRows } from './rate-limit-store.ts';
import { probeWrite } from './database-host.ts';
import type { MessageStore } from './message-store.ts';

export function sqliteMessageStore(db: SqliteDatabase): MessageStore {
  const contact = contactStore(db);
  const privacy = privacyStore(db);
  const rates = rateLimitRows(db);
  const outbox = outboxStore(db);
  return {
    kind: 'sqlite',
    label: db.name,
    saveAll: async (messages) => contact.saveAll(messages),
    lookupIdempotency: async (key, bodyHash) => contact.lookupIdempotency(key, bodyHash),
    count: async () => contact.count(),
    async *list(options) {
      yield* contact.list(options);
    },
    claim: async (now, limit, leaseMs, channels) => outbox.claim(now, limit, leaseMs, channels),
    settle: async (outcomes, now) => outbox.settle(outcomes, now),
    outboxStats: async () => outbox.stats(),
    requeueDead: async (now) => outbox.requeueDead(now),
    purgeBefore: async (cutoff, now) => privacy.purgeBefore(cutoff, now),
    erase: async (who, now) => privacy.erase(who, now),
    loadRates: async (now) => rates.load(now),
    saveRates: async (entries, now) => rates.save(entries, now),
    probeWrite: async () => probeWrite(db),
    close: async () => closeDatabase(db),
  };
}
