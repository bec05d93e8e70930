// Real faults for the database tests, made the way they happen on a server: another process holding
// the write lock, a file made read-only (chattr +i as root, which even root cannot write; chmod
// otherwise), a small filesystem that fills up (a size-limited tmpfs, mounted as root), a damaged
// or truncated file, a file replaced under the running server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../src/content/load-site-file.ts';

const isRoot = process.getuid?.() === 0;

/** Makes a file unwritable to the server (and undoes it), even when the tests run as root. */
export function readOnly(file: string, on: boolean): void {
  if (isRoot) execFileSync('chattr', [on ? '+i' : '-i', file]);
  else chmodSync(file, on ? 0o444 : 0o644);
}

export interface Holder {
  /** Resolves once the other process holds the lock. */
  held: Promise<void>;
  release(): Promise<void>;
  child: ChildProcess;
}

/**
 * Another process takes the database's write lock and keeps it until released, as an operator in
 * sqlite3 who typed BEGIN IMMEDIATE would. `exclusive` takes the file for itself (locking_mode
 * EXCLUSIVE), so not even a reader can open it.
 */
export function holdLock(file: string, { exclusive = false } = {}): Holder {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    ${exclusive ? "db.pragma('locking_mode = EXCLUSIVE'); db.exec('BEGIN EXCLUSIVE'); db.prepare('SELECT count(*) FROM sqlite_master').get();" : "db.exec('BEGIN IMMEDIATE');"}
    process.stdout.write('held\\n');
    process.stdin.on('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    held,
    child,
    release: async () => {
      child.stdin.write('release\n');
      await exited;
    },
  };
}

export interface SmallDisk {
  dir: string;
  /** Fills the disk but for `leaveBytes`. */
  fill(leaveBytes?: number): void;
  free(): void;
  /** Remounts it read-only (no file may be open for writing) or read-write. */
  remount(mode: 'ro' | 'rw'): void;
  remove(): void;
}

/**
 * Whether this machine lets the tests mount a filesystem (root, with the capability). Under CI=true
 * (root on a fresh machine) it must; elsewhere (a developer's laptop) the tests that need it say
 * they are skipped. Probed once, by mounting and unmounting a tiny tmpfs.
 */
export const canMount: boolean = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillstrike-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return true;
  } catch (error) {
    if (process.env.CI === 'true')
      throw new Error(`CI must be able to mount a small tmpfs for the disk tests (as root): ${String(error)}`, { cause: error });
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();

/** A real, small filesystem: a size-limited tmpfs. Made inside the test that uses it (see canMount). */
export function smallDisk(sizeKb = 2048): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillstrike-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const filler = path.join(dir, 'filler');
  let mounted = true;
  return {
    dir,
    fill(leaveBytes = 0) {
      // dd stops with "No space left on device"; the status is expected to be an error.
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4096', 'count=100000'], { stdio: 'pipe' });
      } catch {
        // full, as intended
      }
      if (leaveBytes > 0) execFileSync('truncate', ['-s', `-${leaveBytes}`, filler]);
    },
    free() {
      rmSync(filler, { force: true });
    },
    remount(mode) {
      execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });
    },
    remove() {
      if (!mounted) return;
      mounted = false;
      try {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The median and the largest of some timings, for the printed figures. */
export function summary(timings: number[]): { count: number; median: number; max: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  return { count: sorted.length, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN };
}
