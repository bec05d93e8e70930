// The one connection to the contact database and what keeps it honest, run inside the database
// worker (database-worker.ts). Every call goes through `use`, which
//   - opens the file when it is closed (at most once per `recoverEveryMs` after a failure), once
//     every file SQLite needs is writable (storage-files.ts names each one that is not),
//   - notices a file replaced or damaged under it (a restore, a stray write) before trusting it,
//   - turns a database error into a Fault, and closes the connection on any fault but a lock, so
//     the next call starts afresh: a fault clears by itself once its cause is fixed, no restart.
import { statSync } from 'node:fs';
import { closeDatabase, HeaderWatch, openDatabase, type SqliteDatabase } from './open-database.ts';
import { contactStore, type ContactStore } from './contact-store.ts';
import { outboxStore, type OutboxStore } from './outbox-store.ts';
import { privacyStore, type PrivacyStore } from './privacy-store.ts';
import { rateLimitRows, type RateLimitRows } from './rate-limit-store.ts';
import { FaultError, faultOf, isRowError, type Fault } from './faults.ts';
import { storageFault, wrongStorageFiles } from './storage-files.ts';

export interface Stores {
  db: SqliteDatabase;
  contact: ContactStore;
  outbox: OutboxStore;
  privacy: PrivacyStore;
  rates: RateLimitRows;
}

export interface HostOptions {
  recoverEveryMs: number;
  /** Told whenever the database becomes faulty or sound again. */
  onState?: (fault: Fault | null) => void;
  /** Told after each successful open (a start or a recovery); it must not use the database itself. */
  onOpen?: () => void;
}

/** A small real write: proves the file, its folder, the disk and the lock all let us write now. */
export function probeWrite(db: SqliteDatabase): void {
  db.prepare("INSERT INTO settings (name, value) VALUES ('health_probe', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(
    Buffer.from(new Date().toISOString()),
  );
}

/** Identifies the file on disk, to notice it was replaced (restored from a backup, moved). */
function identityOf(file: string): string {
  const stats = statSync(file);
  return `${stats.dev}:${stats.ino}`;
}

export class DatabaseHost {
  private stores: Stores | null = null;
  /** Open exactly while `stores` is, closed after it (see HeaderWatch). */
  private header: HeaderWatch | null = null;
  private identity = '';
  private lastOpenAttempt = Number.NEGATIVE_INFINITY;
  private current: Fault | null = null;

  constructor(
    readonly file: string,
    private readonly options: HostOptions,
  ) {}

  get fault(): Fault | null {
    return this.current;
  }

  /**
   * Runs `work` on the open database, waiting at most `busyMs` for another process's lock. Throws
   * a FaultError for a fault of the database, or the error itself when only this work was wrong.
   */
  use<T>(work: (stores: Stores) => T, busyMs: number): T {
    const stores = this.connection();
    try {
      stores.db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyMs))}`);
      const result = work(stores);
      this.setFault(null);
      return result;
    } catch (error) {
      if (isRowError(error)) throw error;
      const found = faultOf(error, this.file);
      // A lock is another process's and passes; anything else may have left this connection
      // unusable (SQLite keeps a read-only fallback or a corrupt page cache), so it is dropped.
      if (found.kind !== 'locked') this.drop();
      this.setFault(found);
      throw new FaultError(found);
    }
  }

  /** Closes the connection, folding the write-ahead log into the file. */
  close(): void {
    this.drop();
  }

  private connection(): Stores {
    if (this.stores) {
      try {
        // Cheap checks (a stat, a 16-byte read) before every piece of work: writing on into a file
        // that was replaced would lose every message written from then on.
        if (identityOf(this.file) !== this.identity) {
          this.drop();
          this.lastOpenAttempt = Number.NEGATIVE_INFINITY;
        } else {
          this.header?.check();
        }
      } catch (error) {
        const found = faultOf(error, this.file);
        this.drop();
        this.setFault(found);
        throw new FaultError(found);
      }
    }
    if (this.stores) return this.stores;
    const now = Date.now();
    if (now - this.lastOpenAttempt < this.options.recoverEveryMs && this.current) throw new FaultError(this.current);
    this.lastOpenAttempt = now;
    try {
      // Before SQLite opens anything: it would open a file it may not write read-only, and make the
      // -wal and -shm with that file's mode, which outlast the fix (storage-files.ts).
      const wrong = wrongStorageFiles(this.file);
      if (wrong.length > 0) throw new FaultError(storageFault(wrong));
      const db = openDatabase(this.file, { busyTimeoutMs: 1000, check: true });
      try {
        // Open means writable: SQLite falls back to reading a file it may not write, and would
        // only say so at the first message.
        probeWrite(db);
      } catch (error) {
        db.close();
        throw error;
      }
      try {
        this.header = new HeaderWatch(this.file);
      } catch (error) {
        closeDatabase(db);
        throw error;
      }
      this.identity = identityOf(this.file);
      this.stores = { db, contact: contactStore(db), outbox: outboxStore(db), privacy: privacyStore(db), rates: rateLimitRows(db) };
    } catch (error) {
      const found = faultOf(error, this.file);
      this.setFault(found);
      throw new FaultError(found);
    }
    this.setFault(null);
    this.options.onOpen?.();
    return this.stores;
  }

  private drop(): void {
    const stores = this.stores;
    const header = this.header;
    this.stores = null;
    this.header = null;
    if (!stores) return;
    try {
      closeDatabase(stores.db);
    } catch {
      // A checkpoint into a broken file can fail; the connection is closed regardless.
      if (stores.db.open) stores.db.close();
    } finally {
      // Only now: closing it any earlier would drop the connection's locks.
      header?.close();
    }
  }

  private setFault(next: Fault | null): void {
    // Told again when other files are wrong: the operator fixed one, and another is left.
    const files = (fault: Fault | null) => fault?.files?.join('\n') ?? '';
    const changed =
      (this.current === null) !== (next === null) ||
      (next !== null && (this.current?.kind !== next.kind || files(this.current) !== files(next)));
    this.current = next;
    if (changed) this.options.onState?.(next);
  }
}
