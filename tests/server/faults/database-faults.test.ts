// The database fails in every way the audit found; the site does not. Through each fault the pages,
// assets and the APK keep answering at once, the contact API answers 503 with Retry-After and the
// site.yaml message (never a 500, never a success it did not earn), /readyz says what is wrong, and
// once the cause is fixed the API takes messages again by itself, without a restart.
import { copyFileSync, openSync, renameSync, statSync, truncateSync, writeSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../src/server/db/open-database.ts';
import { contactStore } from '../../../src/server/db/contact-store.ts';
import { countRows, serverMessages, tempDir, until } from '../helpers.ts';
import { canMount, holdLock, readOnly, smallDisk, summary } from './fault-tools.ts';
import { liveApp, pagesDuring, readyz, send, type LiveApp } from './live-app.ts';

const folder = tempDir('skillstrike-faults-');
/**
 * The median page time a fault may cost, on a slow, busy machine: far above the 100 ms (each
 * test prints its figures) and far below what waiting on the database would take (1.5 s and more).
 */
const pageBound = 750;
afterAll(() => folder.remove());

let counter = 0;
const freshDatabase = () => path.join(folder.dir, `db-${++counter}`, 'contact.sqlite');

/** A database with a few messages in it, closed, as a server leaves it. */
function seededDatabase(): string {
  const file = freshDatabase();
  const db = openDatabase(file);
  contactStore(db).saveAll(
    Array.from({ length: 30 }, (_, index) => ({
      publicId: `seed-${index}`,
      values: {
        firstName: 'Seed',
        lastName: String(index),
        email: 'seed@example.in',
        mobileNumber: '9876543210',
        subject: 'Seed',
        message: 'x'.repeat(500),
      },
      receivedAt: new Date(),
    })),
  );
  closeDatabase(db);
  return file;
}

function expectUnavailable(sent: Awaited<ReturnType<typeof send>>) {
  expect(sent.status).toBe(503);
  expect(Number(sent.retryAfter)).toBeGreaterThan(0);
  expect(sent.body).toEqual({ success: false, message: serverMessages.storageUnavailable });
}

/** Sends until the API takes a message again; returns how long that took after the fix. */
async function recovered(app: LiveApp): Promise<number> {
  const fixedAt = performance.now();
  await until(async () => (await send(app.url)).status === 201, 20_000, 'the API taking messages again');
  return performance.now() - fixedAt;
}

function report(name: string, figures: Record<string, unknown>) {
  console.log(`database fault "${name}": ${JSON.stringify(figures)}`);
}

describe('a lock held by another process (an operator in sqlite3)', () => {
  it('keeps pages answering at once, answers the form 503 within its wait, and recovers when the lock goes', async () => {
    const databasePath = seededDatabase();
    const app = await liveApp(databasePath);
    try {
      expect((await send(app.url)).status).toBe(201);
      const lock = holdLock(databasePath);
      await lock.held;
      const { result: refused, timings, statuses } = await pagesDuring(app.url, Promise.all([send(app.url), send(app.url)]));
      const ready = await readyz(app.url);
      await lock.release();
      const recovery = await recovered(app);
      const pages = summary(timings);
      report('lock', {
        pageMs: pages,
        postAnsweredInMs: Math.round(refused[0].ms),
        readyz: ready.body.database,
        recoveredInMs: Math.round(recovery),
      });

      for (const sent of refused) expectUnavailable(sent);
      expect(ready.status).toBe(503);
      expect(ready.body.database).toEqual({ writable: false, fault: 'locked' });
      expect([...statuses]).toEqual([200]);
      // The figure, pages within 100 ms, is printed above; on a slow, busy machine the test
      // only tells pages served at once from pages waiting on the locked database, which would take
      // the busy timeout (1.5 s) each.
      expect(pages.count).toBeGreaterThan(5);
      expect(pages.median).toBeLessThan(pageBound);
      expect(pages.max).toBeLessThan(3000);
      expect((await readyz(app.url)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('an exclusive lock at start-up', () => {
  it('starts anyway and serves pages; takes messages once the lock goes', async () => {
    const databasePath = seededDatabase();
    const lock = holdLock(databasePath, { exclusive: true });
    await lock.held;
    let app: LiveApp | undefined;
    try {
      app = await liveApp(databasePath);
      expect((await fetch(`${app.url}/`)).status).toBe(200);
      expectUnavailable(await send(app.url));
      expect((await readyz(app.url)).body.database.writable).toBe(false);
      await lock.release();
      report('exclusive lock at start-up', { recoveredInMs: Math.round(await recovered(app)) });
    } finally {
      await lock.release().catch(() => undefined);
      await app?.close();
    }
  });
});

describe('a read-only database', () => {
  it('at start-up: serves pages, refuses messages with 503, and takes them once the file is writable again', async () => {
    const databasePath = seededDatabase();
    readOnly(databasePath, true);
    let app: LiveApp | undefined;
    try {
      app = await liveApp(databasePath);
      const { result: refused, timings } = await pagesDuring(app.url, send(app.url));
      expectUnavailable(refused);
      expect((await readyz(app.url)).body.database).toEqual({ writable: false, fault: 'read-only' });
      readOnly(databasePath, false);
      const recovery = await recovered(app);
      report('read-only file at start-up', {
        pageMs: summary(timings),
        postAnsweredInMs: Math.round(refused.ms),
        recoveredInMs: Math.round(recovery),
      });
      expect(summary(timings).median).toBeLessThan(pageBound);
    } finally {
      readOnly(databasePath, false);
      await app?.close();
    }
  });

  it('after start-up: a read-only file put in its place is noticed before the next write, and recovered from', async () => {
    const databasePath = seededDatabase();
    const app = await liveApp(databasePath);
    const copy = `${databasePath}.restored`;
    try {
      expect((await send(app.url)).status).toBe(201);
      // The message's rate-limit count is written behind it; a call to the database answered after
      // it (the worker takes calls in order) means nothing is left to open the file in the moment
      // between the copy taking its place and becoming read-only. It once did, on a busy machine:
      // the server then rightly opened a writable file, and took the next message.
      await readyz(app.url);
      // An operator puts a copy in its place, which turns out read-only (chattr +i, or its mode).
      copyFileSync(databasePath, copy);
      renameSync(copy, databasePath);
      readOnly(databasePath, true);
      const { result: refused, timings } = await pagesDuring(app.url, send(app.url));
      expectUnavailable(refused);
      readOnly(databasePath, false);
      const recovery = await recovered(app);
      report('read-only file after start-up', {
        pageMs: summary(timings),
        postAnsweredInMs: Math.round(refused.ms),
        recoveredInMs: Math.round(recovery),
      });
    } finally {
      readOnly(databasePath, false);
      await app.close();
    }
  });

  it.runIf(canMount)('on a read-only filesystem at start-up: same, until it is mounted read-write', async () => {
    const disk = smallDisk(4096);
    const databasePath = path.join(disk.dir, 'ro', 'contact.sqlite');
    let app: LiveApp | undefined;
    try {
      closeDatabase(openDatabase(databasePath));
      disk.remount('ro');
      app = await liveApp(databasePath);
      expect((await fetch(`${app.url}/robots.txt`)).status).toBe(200);
      expectUnavailable(await send(app.url));
      expect((await readyz(app.url)).body.database.writable).toBe(false);
      disk.remount('rw');
      report('read-only filesystem at start-up', { recoveredInMs: Math.round(await recovered(app)) });
    } finally {
      await app?.close();
      disk.remove();
    }
  });
});

describe('a full disk', () => {
  it.runIf(canMount)(
    'answers 503 (not 500) with Retry-After while full, loses nothing stored, and takes messages once space is freed',
    async () => {
      const disk = smallDisk(2048);
      const databasePath = path.join(disk.dir, 'contact.sqlite');
      // The APK's copies go to the same full disk, as they would on a one-disk server.
      const tmp = process.env.TMPDIR;
      let app: LiveApp | undefined;
      try {
        process.env.TMPDIR = disk.dir;
        app = await liveApp(databasePath).finally(() => {
          if (tmp === undefined) delete process.env.TMPDIR;
          else process.env.TMPDIR = tmp;
        });
        expect((await send(app.url)).status).toBe(201);
        disk.fill();
        const big = { message: 'full disk '.repeat(490) };
        const {
          result: refused,
          timings,
          statuses,
        } = await pagesDuring(app.url, Promise.all([send(app.url, big), send(app.url, big), send(app.url, big)]));
        const ready = await readyz(app.url);
        const storedBefore = countRows(databasePath);
        disk.free();
        const recovery = await recovered(app);
        report('full disk', {
          pageMs: summary(timings),
          postStatuses: refused.map((sent) => sent.status),
          postAnsweredInMs: Math.round(refused[0].ms),
          readyz: ready.body.database,
          recoveredInMs: Math.round(recovery),
        });

        // A message that fitted before the disk filled may be taken; one that did not is a 503.
        expect(refused.some((sent) => sent.status === 503)).toBe(true);
        for (const sent of refused) if (sent.status !== 201) expectUnavailable(sent);
        expect(ready.body.database).toEqual({ writable: false, fault: 'full' });
        // Pages, assets and the APK (sent from the file itself, as there is no room for a copy).
        expect([...statuses]).toEqual([200]);
        expect(summary(timings).median).toBeLessThan(pageBound);
        expect(countRows(databasePath)).toBeGreaterThan(storedBefore);
        expect(countRows(databasePath, "subject = 'Withdrawal pending'")).toBe(countRows(databasePath));
      } finally {
        await app?.close();
        disk.remove();
      }
    },
  );

  it.skipIf(canMount)('needs root to mount a small filesystem (skipped here; CI runs it)', () => {});
});

describe('a damaged database', () => {
  it('with a corrupt header at start-up: serves pages, 503 for messages, and recovers once a good copy is put back', async () => {
    const databasePath = seededDatabase();
    const good = readFileSync(databasePath);
    const damaged = Buffer.from(good);
    damaged.write('this is no longer a database....', 0, 'latin1');
    writeFileSync(databasePath, damaged);
    const app = await liveApp(databasePath);
    try {
      expect((await fetch(`${app.url}/`)).status).toBe(200);
      expectUnavailable(await send(app.url));
      expect((await readyz(app.url)).body.database).toEqual({ writable: false, fault: 'corrupt' });
      writeFileSync(`${databasePath}.good`, good);
      renameSync(`${databasePath}.good`, databasePath);
      report('corrupt header at start-up', { recoveredInMs: Math.round(await recovered(app)) });
      expect(countRows(databasePath)).toBe(31);
    } finally {
      await app.close();
    }
  });

  it('truncated at start-up: the same, and never started afresh over the damaged file', async () => {
    const databasePath = seededDatabase();
    const good = readFileSync(databasePath);
    truncateSync(databasePath, Math.floor(statSync(databasePath).size / 2));
    const app = await liveApp(databasePath);
    try {
      expectUnavailable(await send(app.url));
      expect((await readyz(app.url)).body.database).toEqual({ writable: false, fault: 'corrupt' });
      writeFileSync(`${databasePath}.good`, good);
      renameSync(`${databasePath}.good`, databasePath);
      report('truncated file at start-up', { recoveredInMs: Math.round(await recovered(app)) });
    } finally {
      await app.close();
    }
  });

  it('damaged after start-up: noticed before the next write, 503 until repaired, then messages again', async () => {
    const databasePath = seededDatabase();
    const app = await liveApp(databasePath);
    const backup = `${databasePath}.backup`;
    try {
      expect((await send(app.url)).status).toBe(201);
      // The operator's backup (SQLite's online backup, as sqlite3 .backup makes it).
      const reader = new Database(databasePath, { readonly: true });
      await reader.backup(backup);
      reader.close();
      // A stray write over the header, as a disk or a careless tool would.
      const fd = openSync(databasePath, 'r+');
      writeSync(fd, Buffer.from('garbage over the sqlite header!!'), 0, 32, 0);
      closeSync(fd);
      const { result: refused, timings } = await pagesDuring(app.url, send(app.url));
      expectUnavailable(refused);
      expect((await readyz(app.url)).body.database).toEqual({ writable: false, fault: 'corrupt' });
      // The operator restores the backup in its place.
      renameSync(backup, databasePath);
      report('corrupt header after start-up', { pageMs: summary(timings), recoveredInMs: Math.round(await recovered(app)) });
    } finally {
      await app.close();
    }
  });
});
