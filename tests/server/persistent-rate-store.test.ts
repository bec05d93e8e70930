// The contact rate limit's own store, with a database whose answers the test releases by hand: the
// moment a new process is still reading the old counts is the one a restart test only hits by luck.
import { describe, expect, it } from 'vitest';
import { persistentRateStore } from '../../src/server/contact/persistent-rate-store.ts';
import type { StoreClient } from '../../src/server/db/store-client.ts';
import type { RateLimitEntry } from '../../src/server/db/rate-limit-store.ts';
import type { Answer } from '../../src/server/db/protocol.ts';

const windowMs = 10 * 60_000;
const now = 1_700_000_000_000;

/** A database that holds each loadRates call until the test answers it. */
function heldDatabase() {
  const loads: ((answer: Answer<RateLimitEntry[]>) => void)[] = [];
  // Every other call (the counts written behind) is answered at once.
  const call = (name: string) =>
    name === 'loadRates' ? new Promise((resolve) => loads.push(resolve)) : Promise.resolve({ ok: true, value: null });
  const db = { fault: null, call, callBy: call, on: () => db, close: async () => {} } as unknown as StoreClient;
  return { db, loads };
}

const count = (store: ReturnType<typeof persistentRateStore>, key: string) =>
  new Promise<number>((resolve) => store.incr(key, (_error, result) => resolve(result.current), windowMs, 2));

describe('the persistent rate store', () => {
  it('counts a check made while the old counts are still loading on top of them', async () => {
    const { db, loads } = heldDatabase();
    const store = persistentRateStore(db, () => now);
    void store.load();
    let answered: number | undefined;
    void count(store, 'visitor').then((current) => (answered = current));
    // Everything the store could do without the load has been done.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered, 'the check waits for the load').toBeUndefined();

    loads[0]({ ok: true, value: [{ key: 'visitor', count: 2, windowStart: now - 60_000, windowMs }] });
    await expect.poll(() => answered).toBe(3);
  });

  it('answers checks once the first load has failed, and does not wait on later loads', async () => {
    const { db, loads } = heldDatabase();
    const store = persistentRateStore(db, () => now);
    void store.load();
    const first = count(store, 'visitor');
    loads[0]({ ok: false, fault: { kind: 'locked', detail: 'database is locked' } });
    expect(await first).toBe(1);

    // After a fault the database is read again; checks meanwhile are answered from memory at once.
    const reloaded = store.load();
    expect(await count(store, 'visitor')).toBe(2);
    loads[1]({ ok: true, value: [{ key: 'visitor', count: 1, windowStart: now - 60_000, windowMs }] });
    await reloaded;
    expect(await count(store, 'visitor'), 'the count from before the fault is added').toBe(4);
  });

  // A server stopped in the moment between a count and its write behind (its close runs flush
  // before the database's own close) must not give the visitor a fresh allowance after the restart.
  it('writes a count not yet written behind when flushed, and only once', async () => {
    const saved: RateLimitEntry[][] = [];
    const call = (name: string, args: { entries?: RateLimitEntry[] }) => {
      if (name === 'saveRates' && args.entries) saved.push(args.entries);
      return Promise.resolve({ ok: true, value: [] });
    };
    const db = { fault: null, call, callBy: call, on: () => db, close: async () => {} } as unknown as StoreClient;
    const store = persistentRateStore(db, () => now);
    await store.load();
    await count(store, 'visitor');
    await store.flush();
    expect(saved).toEqual([[{ key: 'visitor', count: 1, windowStart: now, windowMs }]]);
    // The write behind that was already asked for finds nothing left to write.
    await new Promise((resolve) => setImmediate(resolve));
    expect(saved).toHaveLength(1);
  });
});
