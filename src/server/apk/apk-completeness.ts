// Whether the APK on disk is a whole file, ready to offer, or one still being written. A writer that
// copies in place (cp, scp: 1 MiB every 60 ms to a 32 MiB file) leaves the file still between its
// writes, and a copy taken in such a pause passed the snapshot's check: the audit downloaded 6 MiB
// of 32 as complete. So a file is offered only once it has held still for a few seconds (its time
// last changed, or when this server first saw it as it is, APK_SETTLE_MS ago), and only at the
// size the build recorded with its checksum, when the build found a file. Publishing a new APK is
// then: write it beside, rename it into place, build and restart (README, "Publishing a new APK").

export interface ApkRecord {
  /** The size the build took the checksum of, or null when it found no file (or did not record one). */
  bytes: number | null;
}

export interface FileState {
  /** Identity, size and times: changes with every write and every replacement. */
  key: string;
  size: number;
  mtimeMs: number;
}

export type Completeness =
  | { complete: true }
  /** Changed in the last APK_SETTLE_MS: being written, most likely. */
  | { complete: false; why: 'changing'; changedMsAgo: number }
  /** Not the size the build recorded: cut short, or another file than the page's checksum is of. */
  | { complete: false; why: 'other-size'; size: number; recorded: number };

export class ApkCompleteness {
  /** The state last seen and when it was first seen so, on this server's clock. */
  private seen: { key: string; since: number } | undefined;

  constructor(
    private readonly record: ApkRecord,
    private readonly settleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(file: FileState): Completeness {
    const now = this.now();
    if (this.seen?.key !== file.key) this.seen = { key: file.key, since: now };
    // Its own time, or (for a file whose time was set back, or a clock that disagrees) how long this
    // server has seen it unchanged: whichever says it has held still longer.
    const stillFor = Math.max(now - file.mtimeMs, now - this.seen.since);
    if (stillFor < this.settleMs) return { complete: false, why: 'changing', changedMsAgo: Math.max(0, Math.round(stillFor)) };
    if (this.record.bytes !== null && file.size !== this.record.bytes) {
      return { complete: false, why: 'other-size', size: file.size, recorded: this.record.bytes };
    }
    return { complete: true };
  }
}
