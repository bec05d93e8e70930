// The APK as it was when a download started, and only ever a whole one. Copying the file under the
// APK path (or writing over it in place) while someone downloads it must never send them a mix of
// old and new bytes, so downloads are served from a private copy: made once the file is complete
// (apk-completeness.ts: held still for APK_SETTLE_MS, at the size the build recorded), checked to be
// one consistent version (identity, size and times the same before and after the copy), named by
// its SHA-256, and kept for as long as a download may read it. While a new file is being written
// the previous complete copy goes on being sent, or, without one, the "on its way" page.
// @fastify/static then sends it, with byte ranges, ETag and Last-Modified.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ApkCompleteness, type Completeness } from './apk-completeness.ts';

export interface ApkSnapshot {
  /** Where the file to send is: the copy's folder and name, or the APK itself when no copy can be made. */
  dir: string;
  name: string;
  sha256: string | null;
}

export type ApkLookup = ApkSnapshot | 'missing' | 'changing';

interface Version {
  key: string;
  size: number;
  mtime: Date;
  mtimeMs: number;
}

/** What changes when a file is replaced or written to: its identity, size and both times. */
const versionOf = (stats: { dev: number; ino: number; size: number; mtimeMs: number; ctimeMs: number; mtime: Date }): Version => ({
  key: `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`,
  size: stats.size,
  mtime: stats.mtime,
  mtimeMs: stats.mtimeMs,
});

/** Copies live in <tmp>/skillstrike-apk-<pid>-<random>: a server killed outright leaves its folder behind. */
const folderPrefix = 'skillstrike-apk-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the copies of servers that are no longer running (killed with SIGKILL, crashed). */
function removeAbandonedFolders(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^skillstrike-apk-(\d+)-[0-9a-f]+$/.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid || isRunning(Number(pid))) continue;
    try {
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    } catch {
      // Another user's server left it (a server run as root, this one as nobody): its folder is not
      // ours to clear, and must not stop this server from starting.
    }
  }
}

export class ApkSnapshots {
  /** The copies' folder; null when none could be made (the disk is full or read-only). */
  private readonly dir: string | null;
  private current: { version: string; snapshot: ApkSnapshot } | undefined;
  private making: Promise<ApkLookup> | undefined;
  private warned = new Set<string>();
  /** When a copy last failed for want of room: the file itself is sent for a minute before trying again. */
  private copyFailedAt = Number.NEGATIVE_INFINITY;

  private readonly completeness: ApkCompleteness;
  private closed = false;
  private readonly expectedSha256: string | null;

  constructor(
    private readonly source: string,
    /** What the build recorded of the file (null: it found none). */
    expected: { sha256: string | null; bytes: number | null },
    /** How long a new or changed file must hold still before it is offered (APK_SETTLE_MS). */
    settleMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.expectedSha256 = expected.sha256;
    this.completeness = new ApkCompleteness({ bytes: expected.sha256 === null ? null : expected.bytes }, settleMs);
    this.dir = this.makeFolder();
    // Said at the start, as the repository comes without the app: an operator who has not put it
    // there yet learns it from the log, not from a visitor.
    if (!existsSync(source)) this.saidMissing(source);
    // A copy of the file as it is now, made at once rather than at the first download: then, while
    // a new APK is written in place, there is always a previous whole one to send instead.
    else void this.lookup();
  }

  /**
   * The snapshot of the file as it is now; while it is not complete, the previous complete one, or
   * 'changing' without one; 'missing' without a file.
   */
  async lookup(): Promise<ApkLookup> {
    const stats = await stat(this.source).catch(() => undefined);
    if (!stats?.isFile()) {
      // Once while the file is away (again when it goes away after having been there).
      if (!this.warned.has('missing')) this.saidMissing(this.source, 'a visitor asked for it: ');
      return 'missing';
    }
    this.warned.delete('missing');
    const version = versionOf(stats);
    if (this.current?.version === version.key) return this.current.snapshot;
    const completeness = this.completeness.check({ key: version.key, size: version.size, mtimeMs: version.mtimeMs });
    if (!completeness.complete) {
      this.saidIncomplete(completeness);
      return this.current?.snapshot ?? 'changing';
    }
    this.making ??= this.make(version.key).finally(() => (this.making = undefined));
    return this.making;
  }

  close(): void {
    this.closed = true;
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private makeFolder(): string | null {
    removeAbandonedFolders();
    try {
      const dir = path.join(tmpdir(), `${folderPrefix}${process.pid}-${randomBytes(4).toString('hex')}`);
      mkdirSync(dir, { mode: 0o700 });
      return dir;
    } catch (error) {
      this.cannotCopy(error);
      return null;
    }
  }

  /**
   * Without room for a copy (a full or read-only disk) the download is still served, from the file
   * itself: a download then is not protected from a replacement made during it, which is the
   * lesser harm. Said once in the log.
   */
  private direct(): ApkSnapshot {
    return { dir: path.dirname(this.source), name: path.basename(this.source), sha256: null };
  }

  private cannotCopy(error: unknown): void {
    if (this.warned.has('copy')) return;
    this.warned.add('copy');
    this.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'no room for a copy of the APK: downloads are sent from the file itself',
    );
  }

  /** A copy of the file as it was found complete (`checked`: its version then). */
  private async make(checked: string): Promise<ApkLookup> {
    if (!this.dir || Date.now() - this.copyFailedAt < 60_000) return this.direct();
    let made: ApkLookup;
    try {
      made = await this.copyOnce(this.dir, checked);
    } catch (error) {
      // The server stopped mid-copy (its folder is gone): not a full disk.
      if (this.closed) return 'changing';
      this.copyFailedAt = Date.now();
      this.cannotCopy(error);
      return this.direct();
    }
    // A copy caught mid-write is thrown away: the file is complete again only once it has held still.
    if (made === 'changing') return this.current?.snapshot ?? 'changing';
    return made;
  }

  private async copyOnce(dir: string, checked: string): Promise<ApkLookup> {
    let handle;
    try {
      handle = await open(this.source, 'r');
    } catch {
      return 'missing';
    }
    const temporary = path.join(dir, `.copy-${randomBytes(6).toString('hex')}`);
    try {
      const before = versionOf(await handle.stat());
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(handle.createReadStream({ autoClose: false }), hashing, createWriteStream(temporary));
      const after = versionOf(await handle.stat());
      const onDisk = await stat(this.source).then(versionOf, () => undefined);
      // The file must still be the version found complete: a writer can start between that look
      // and this copy (truncated and 1 MiB written, a copy taken in its pause was 1 MiB "whole").
      if (before.key !== checked || before.key !== after.key || onDisk?.key !== before.key) {
        await rm(temporary, { force: true });
        return 'changing';
      }
      const sha256 = hash.digest('hex');
      const name = `${sha256}.apk`;
      // The copy keeps the file's time, so its ETag and Last-Modified describe the APK, not the copy.
      await utimes(temporary, before.mtime, before.mtime);
      await rename(temporary, path.join(dir, name));
      const previous = this.current?.snapshot.name;
      this.current = { version: before.key, snapshot: { dir, name, sha256 } };
      this.warned.delete('changing');
      // Downloads still reading the old copy keep it open; unlinking it only frees the name.
      if (previous && previous !== name) await rm(path.join(dir, previous), { force: true });
      this.checkAgainstBuild(sha256);
      return this.current.snapshot;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    } finally {
      await handle.close();
    }
  }

  /** Said once while a file is being written, and once for each size that is not the build's. */
  private saidIncomplete(found: Exclude<Completeness, { complete: true }>): void {
    const keeps = this.current ? 'downloads get the previous complete version' : 'the Android download answers its "on its way" page';
    if (found.why === 'changing') {
      if (this.warned.has('changing')) return;
      this.warned.add('changing');
      this.log.info(
        { file: this.source, changedMsAgo: found.changedMsAgo },
        `the APK is being written: ${keeps} until it has held still for APK_SETTLE_MS`,
      );
      return;
    }
    const key = `size:${found.size}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log.warn(
      { file: this.source, bytes: found.size, buildRecorded: found.recorded },
      `the APK is not the size the build took its checksum of (cut short, or a new file): ${keeps}; put the whole file in place, or to publish a new one run "npm run build" and restart (README, "Publishing a new APK")`,
    );
  }

  private saidMissing(file: string, when = ''): void {
    this.warned.add('missing');
    this.log.warn(
      { file },
      `${when}there is no APK at this path (APK_PATH): the Android download answers its "on its way" page until the file is there`,
    );
  }

  private checkAgainstBuild(sha256: string): void {
    if (sha256 === this.expectedSha256 || this.warned.has(sha256)) return;
    this.warned.add(sha256);
    if (this.expectedSha256 === null) {
      this.log.warn(
        { file: this.source, fileIs: sha256 },
        'the APK arrived after the build, which found none: run "npm run build" so the page shows its SHA-256',
      );
      return;
    }
    this.log.warn(
      { file: this.source, pageShows: this.expectedSha256, fileIs: sha256 },
      'the APK is not the one the build took the checksum of: run "npm run build" so the page shows the right SHA-256',
    );
  }
}
