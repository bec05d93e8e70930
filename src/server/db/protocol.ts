// The messages between the server and its database worker. Everything here survives
// structured cloning (postMessage): plain objects, strings, numbers, Dates.
import type { ContactStore, DeliveryChannel, IdempotencyMatch, NewContactMessage, SaveResult } from './contact-store.ts';
import type { ClaimedDelivery, DeliveryOutcome, OutboxStats } from './outbox-store.ts';
import type { RateLimitEntry } from './rate-limit-store.ts';
import type { Fault } from './faults.ts';

export interface WorkerOptions {
  file: string;
  /** Messages are deleted once a person's latest is older than this (privacy.retentionMonths). */
  retentionMonths: number;
  /** How often a closed or faulty database is tried again, and the retention purge's period. */
  recoverEveryMs: number;
  purgeEveryMs: number;
}

export interface Health {
  /** null when the database took a write just now. */
  fault: Fault | null;
  outbox: OutboxStats | null;
}

/** Each command with what it answers. */
export interface Commands {
  save: { args: { message: NewContactMessage; deadline: number }; result: SaveResult };
  lookup: { args: { key: string; bodyHash: string; deadline: number }; result: IdempotencyMatch };
  /** A write probe and the outbox's figures; `busyMs` is how long a lock may hold it up. */
  health: { args: { now: number; busyMs?: number }; result: Health };
  claim: { args: { now: number; limit: number; leaseMs: number; channels: readonly DeliveryChannel[] }; result: ClaimedDelivery[] };
  settle: { args: { outcomes: readonly DeliveryOutcome[]; now: number }; result: null };
  loadRates: { args: { now: number }; result: RateLimitEntry[] };
  saveRates: { args: { entries: readonly RateLimitEntry[]; now: number }; result: null };
  close: { args: Record<string, never>; result: null };
}
export type CommandName = keyof Commands;

export interface Request<N extends CommandName = CommandName> {
  id: number;
  name: N;
  args: Commands[N]['args'];
}

export type Answer<T> =
  | { ok: true; value: T }
  /** The database could not do it: locked, full, read-only, corrupt... */
  | { ok: false; fault: Fault }
  /** This one request was wrong (a constraint, a bad value); the database is fine. */
  | { ok: false; error: string };

export type WorkerMessage =
  | { kind: 'answer'; id: number; answer: Answer<unknown> }
  /** The database's state changed: a fault appeared, or cleared (null). */
  | { kind: 'state'; fault: Fault | null }
  | { kind: 'ready' };

export type { ContactStore };
