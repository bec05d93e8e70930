// A store for @fastify/rate-limit that outlives a restart: counts are kept in memory (so the limit
// never waits on the disk) and written behind to the database, from which a new process reads the
// windows still open. Keys are keyed hashes of addresses, so nothing on disk names a visitor.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { StoreClient } from '../db/store-client.ts';
import type { RateLimitEntry } from '../db/rate-limit-store.ts';

interface Window {
  count: number;
  start: number;
  length: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

export interface PersistentRateStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number): void;
  /** Gives back one count (a message that could not be stored after all). */
  refund(key: string): void;
  /**
   * Reads the windows still open from the database (at start, and when it comes back after a fault).
   * Until the first read has answered, checks wait for it: a visitor who used up the limit before a
   * restart must not get a fresh allowance in the moment the new process is reading the old counts.
   */
  load(): Promise<void>;
  /** Writes the counts not yet written, before the database closes (a restart must find them). */
  flush(): Promise<void>;
}

export function persistentRateStore(db: StoreClient, now: () => number = Date.now): PersistentRateStore {
  const windows = new Map<string, Window>();
  let dirty = new Set<string>();
  let flushing = false;
  // Pending while the first load is on its way; checks made meanwhile run once it has answered.
  let firstLoad: Promise<void> | undefined;
  let loadedOnce = false;
  const afterFirstLoad = (check: () => void) => (firstLoad ? void firstLoad.then(check) : check());

  const flush = async (): Promise<void> => {
    flushing = false;
    const keys = dirty;
    dirty = new Set();
    const entries: RateLimitEntry[] = [];
    for (const key of keys) {
      const window = windows.get(key);
      if (window) entries.push({ key, count: window.count, windowStart: window.start, windowMs: window.length });
    }
    // Written behind: a faulty database costs only the memory of a restart, never a request.
    if (entries.length) await db.call('saveRates', { entries, now: now() });
  };
  const changed = (key: string) => {
    dirty.add(key);
    if (!flushing) {
      flushing = true;
      setImmediate(() => void flush());
    }
  };
  const live = (key: string, at: number) => {
    const window = windows.get(key);
    if (window && window.start + window.length > at) return window;
    if (window) windows.delete(key);
    return undefined;
  };
  // Expired windows leave memory now and then, so a flood of addresses cannot grow it for ever.
  const sweep = setInterval(() => {
    const at = now();
    for (const key of windows.keys()) live(key, at);
  }, 60_000);
  sweep.unref();

  const store: PersistentRateStore = {
    incr(key, callback, timeWindow) {
      afterFirstLoad(() => {
        const at = now();
        const window = live(key, at) ?? { count: 0, start: at, length: timeWindow };
        window.count++;
        windows.set(key, window);
        changed(key);
        callback(null, { current: window.count, ttl: window.start + window.length - at });
      });
    },
    read(key, callback) {
      afterFirstLoad(() => {
        const at = now();
        const window = live(key, at);
        callback(null, window ? { current: window.count, ttl: window.start + window.length - at } : { current: 0, ttl: 0 });
      });
    },
    refund(key) {
      const window = live(key, now());
      if (!window || window.count === 0) return;
      window.count--;
      changed(key);
    },
    flush,
    load() {
      const loading = db.call('loadRates', { now: now() }).then((answer) => {
        if (!answer.ok) return;
        for (const entry of answer.value) {
          const current = windows.get(entry.key);
          // Counts made in this process since it started (or since a fault) are added to the ones from before.
          if (current && current.start === entry.windowStart) continue;
          windows.set(entry.key, { count: entry.count + (current?.count ?? 0), start: entry.windowStart, length: entry.windowMs });
        }
      });
      if (!loadedOnce) {
        loadedOnce = true;
        // A call answers within its timeout, fault or not, so a check never waits longer than that.
        const settled = () => void (firstLoad = undefined);
        firstLoad = loading.then(settled, settled);
      }
      return loading;
    },
  };
  return store;
}

/** The constructor @fastify/rate-limit asks for, handing it this one store (it makes its own instance). */
export function storeConstructor(store: Pick<PersistentRateStore, 'incr' | 'read'>): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      store.incr(key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number) {
      store.read(key, callback, timeWindow);
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
