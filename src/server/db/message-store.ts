// The contact database as one asynchronous interface, whichever database holds it: SQLite (the
// embedded default, sqlite-message-store.ts) or PostgreSQL (DATABASE_URL, postgres/postgres-store.ts).
// The store test suite runs every promise here against both; npm run messages uses it; the server
// uses the PostgreSQL one directly and the SQLite one through its database worker.
import type {
  DeliveryChannel,
  IdempotencyMatch,
  ListOptions,
  NewContactMessage,
  SaveResult,
  StoredContactMessage,
} from './contact-store.ts';
import type { ClaimedDelivery, DeliveryOutcome, OutboxStats } from './outbox-store.ts';
import type { RateLimitEntry } from './rate-limit-store.ts';

export type StoreKind = 'sqlite' | 'postgres';

export interface MessageStore {
  readonly kind: StoreKind;
  /** Where it is, for logs: the SQLite file, or the PostgreSQL URL without its password. */
  readonly label: string;

  /**
   * Stores the messages in one transaction, each with a delivery row per channel. A message that
   * fails on its own (a constraint) comes back as its Error and costs the others nothing; a fault of
   * the database itself is thrown.
   */
  saveAll(messages: readonly NewContactMessage[]): Promise<(SaveResult | Error)[]>;
  lookupIdempotency(key: string, bodyHash: string): Promise<IdempotencyMatch>;
  count(): Promise<number>;
  /** Stored messages in the order they arrived, with the state of their deliveries. */
  list(options?: ListOptions): AsyncIterable<StoredContactMessage>;

  /**
   * Leases up to `limit` due deliveries and counts the attempt. Two claims at once, from two
   * processes or two machines, never get the same delivery; a lease that runs out makes it due again.
   */
  claim(now: number, limit: number, leaseMs: number, channels: readonly DeliveryChannel[]): Promise<ClaimedDelivery[]>;
  settle(outcomes: readonly DeliveryOutcome[], now: number): Promise<void>;
  outboxStats(): Promise<OutboxStats>;
  /** Dead letters back to pending, due at `now`; returns how many. */
  requeueDead(now: number): Promise<number>;

  /** Deletes the messages of everyone whose latest message was received before `cutoff`. */
  purgeBefore(cutoff: Date, now?: Date): Promise<number>;
  /** Deletes every message sent with this email address or phone number. */
  erase(emailOrPhone: string, now?: Date): Promise<number>;

  /** The contact rate limit's windows still open at `now`, and their writing back. */
  loadRates(now: number): Promise<RateLimitEntry[]>;
  saveRates(entries: readonly RateLimitEntry[], now: number): Promise<void>;

  /** A small real write: proves the database takes writes now. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
