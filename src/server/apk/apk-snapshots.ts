// The APK as it was when a download started. Copying the file under the APK path (or writing over
// it in place) while someone downloads it must never send them a mix of old and new bytes, so
// downloads are served from a private copy: made when the file first changes, checked to be one
// consistent version (size, mtime and ctime the same before and after the copy), named by its
// SHA-256, and kept for as long as a download may read it. @fastify/static then sends it, with
// byte ranges, ETag and Last-Modified.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

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
}

/** What changes when a file is replaced or written to: its identity, size and both times. */
const versionOf = (stats: { dev: number; ino: number; size: number; mtimeMs: number; ctimeMs: number; mtime: Date }): Version => ({
  key: `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`,
  size: stats.size,
  mtime: stats.mtime,
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    if (pid && Number(pid) !== process.pid && !isRunning(Number(pid))) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
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

  constructor(
    private readonly source: string,
    private readonly expectedSha256: string | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.dir = this.makeFolder();
    // Said at the start, as the repository comes without the app: an operator who has not put it
    // there yet learns it from the log, not from a visitor.
    if (!existsSync(source)) this.saidMissing(source);
  }

  /** The snapshot of the file as it is now, 'missing' without a file, 'changing' while it is being written. */
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
    this.making ??= this.make().finally(() => (this.making = undefined));
    return this.making;
  }

  close(): void {
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

  private async make(): Promise<ApkLookup> {
    if (!this.dir || Date.now() - this.copyFailedAt < 60_000) return this.direct();
    // A copy caught mid-write is thrown away and made again; a file that keeps changing for
    // about a second is reported as changing (the visitor is asked to try again shortly).
    for (let attempt = 0; attempt < 5; attempt++) {
      let made: ApkLookup;
      try {
        made = await this.copyOnce(this.dir);
      } catch (error) {
        this.copyFailedAt = Date.now();
        this.cannotCopy(error);
        return this.direct();
      }
      if (made !== 'changing') return made;
      await delay(200);
    }
    return 'changing';
  }

  private async copyOnce(dir: string): Promise<ApkLookup> {
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
      if (before.key !== after.key || onDisk?.key !== before.key) {
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
