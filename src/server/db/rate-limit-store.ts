// The contact rate limit's counters on disk, so a restart does not hand every sender a fresh
// allowance. Keys are already keyed hashes of addresses (never an address).
import type { SqliteDatabase } from './open-database.ts';

export interface RateLimitEntry {
  key: string;
  count: number;
  /** When the window started and how long it lasts, in ms. */
  windowStart: number;
  windowMs: number;
}

export interface RateLimitRows {
  /** Entries whose window is still open at `now`. */
  load(now: number): RateLimitEntry[];
  save(entries: readonly RateLimitEntry[], now: number): void;
}

export function rateLimitRows(db: SqliteDatabase): RateLimitRows {
  const open = db.prepare(
    'SELECT key, count, window_start AS windowStart, window_ms AS windowMs FROM rate_limits WHERE window_start + window_ms > ?',
  );
  const upsert = db.prepare(`
    INSERT INTO rate_limits (key, count, window_start, window_ms) VALUES (@key, @count, @windowStart, @windowMs)
    ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start, window_ms = excluded.window_ms`);
  const expired = db.prepare('DELETE FROM rate_limits WHERE window_start + window_ms <= ?');
  const save = db.transaction((entries: readonly RateLimitEntry[], now: number) => {
    for (const entry of entries) upsert.run(entry);
    expired.run(now);
  });
  return {
    load: (now) => open.all(now) as RateLimitEntry[],
    save: (entries, now) => save.immediate(entries, now),
  };
}
