// The database layer on its own: durable settings, migrations that run once, a clear refusal of a
// database written by newer code or of a file that is not a database, the outbox's bookkeeping and
// the privacy deletions.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, schemaVersion } from '../../src/server/db/open-database.ts';
import { migrations } from '../../src/server/db/migrations.ts';
import { contactStore, type NewContactMessage } from '../../src/server/db/contact-store.ts';
import { outboxStore } from '../../src/server/db/outbox-store.ts';
import { monthsBefore, privacyStore } from '../../src/server/db/privacy-store.ts';
import { attachment } from '../../src/server/apk/content-disposition.ts';
import { tempDir, validMessage } from './helpers.ts';

const folder = tempDir('skillstrike-db-');
afterAll(() => folder.remove());

const message = (overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
  publicId: randomUUID(),
  values: validMessage(),
  receivedAt: new Date(),
  ...overrides,
});

describe('openDatabase', () => {
  it('creates the folder, uses WAL with synchronous=FULL and secure deletes, and applies every migration once', () => {
    const file = path.join(folder.dir, 'nested/new/contact.sqlite');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('secure_delete', { simple: true })).toBe(1);
    expect(schemaVersion(db)).toBe(migrations.length);
    contactStore(db).save(message());
    closeDatabase(db);
    const again = openDatabase(file, { check: true });
    expect(schemaVersion(again)).toBe(migrations.length);
    expect(contactStore(again).count()).toBe(1);
    closeDatabase(again);
  });

  it('refuses a database from newer code instead of guessing', () => {
    const file = path.join(folder.dir, 'future.sqlite');
    const raw = new Database(file);
    raw.pragma(`user_version = ${migrations.length + 1}`);
    raw.close();
    expect(() => openDatabase(file)).toThrow(/newer than this code knows/);
  });

  it('refuses a file that is not a database, or was truncated, instead of starting afresh over it', () => {
    const garbage = path.join(folder.dir, 'garbage.sqlite');
    writeFileSync(garbage, 'this is not a database at all, just some text that someone wrote here');
    expect(() => openDatabase(garbage)).toThrow(/does not start with a SQLite header/);
    const empty = path.join(folder.dir, 'empty.sqlite');
    writeFileSync(empty, '');
    // An empty file is given the busy timeout to be written (see the next test), then refused.
    expect(() => openDatabase(empty, { busyTimeoutMs: 50 })).toThrow(/is empty/);
  });

  it('waits for a new file another server is creating instead of calling it truncated', async () => {
    // Two servers started together on a new path: SQLite creates the file empty and writes its first
    // page a moment later, and the second server must not see that moment as a truncated database.
    const file = path.join(folder.dir, 'being-created.sqlite');
    writeFileSync(file, '');
    const creator = spawn(
      process.execPath,
      [
        '-e',
        `process.stdout.write('ready'); setTimeout(() => new (require('better-sqlite3'))(${JSON.stringify(file)}).pragma('journal_mode = WAL'), 300)`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(creator.stdout, 'data');
    const db = openDatabase(file, { busyTimeoutMs: 10_000 });
    expect(schemaVersion(db)).toBe(migrations.length);
    closeDatabase(db);
    await once(creator, 'exit');
  });

  it('keeps no key to the stored address hashes in the database', () => {
    const db = openDatabase(path.join(folder.dir, 'hash.sqlite'));
    expect(db.prepare("SELECT count(*) FROM settings WHERE name = 'ip_hash_salt'").pluck().get()).toBe(0);
    closeDatabase(db);
  });
});

describe('saving', () => {
  it('stores messages sent together in one transaction, with a delivery row per channel', () => {
    const db = openDatabase(path.join(folder.dir, 'group.sqlite'));
    const store = contactStore(db);
    const results = store.saveAll(
      Array.from({ length: 25 }, (_, index) => message({ idempotencyKey: `key-${index}`, channels: ['email', 'webhook'] })),
    );
    expect(results.every((result) => !(result instanceof Error) && result.kind === 'stored')).toBe(true);
    expect(db.prepare("SELECT count(*) FROM deliveries WHERE state = 'pending'").pluck().get()).toBe(50);
    closeDatabase(db);
  });

  it('tells a duplicate and a conflict apart, and one bad row does not fail the others', () => {
    const db = openDatabase(path.join(folder.dir, 'group-mixed.sqlite'));
    const store = contactStore(db);
    const broken = message({ values: { ...validMessage(), firstName: null as unknown as string } });
    const results = store.saveAll([
      message({ idempotencyKey: 'same', bodyHash: 'a' }),
      message({ idempotencyKey: 'same', bodyHash: 'a' }),
      message({ idempotencyKey: 'same', bodyHash: 'b' }),
      broken,
      message(),
    ]);
    expect(results.map((result) => (result instanceof Error ? 'error' : result.kind))).toEqual([
      'stored',
      'duplicate',
      'conflict',
      'error',
      'stored',
    ]);
    expect(store.count()).toBe(2);
    expect(store.lookupIdempotency('same', 'a')).toBe('same');
    expect(store.lookupIdempotency('same', 'b')).toBe('conflict');
    expect(store.lookupIdempotency('other', 'a')).toBe('none');
    closeDatabase(db);
  });

  it('writes no delivery for suspected spam and leaves it out of the default list', () => {
    const db = openDatabase(path.join(folder.dir, 'spam.sqlite'));
    const store = contactStore(db);
    store.saveAll([message({ channels: ['email'] }), message({ channels: ['email'], spamReason: 'honeypot' })]);
    expect(db.prepare('SELECT count(*) FROM deliveries').pluck().get()).toBe(1);
    expect([...store.list()]).toHaveLength(1);
    expect([...store.list({ includeSpam: true })].map((stored) => stored.spamReason)).toEqual([null, 'honeypot']);
    closeDatabase(db);
  });
});

describe('the outbox', () => {
  it('leases due deliveries once, counts attempts, and records delivered, retry and dead', () => {
    const db = openDatabase(path.join(folder.dir, 'outbox.sqlite'));
    contactStore(db).saveAll([message({ channels: ['email', 'webhook'] }), message({ channels: ['email'] })]);
    const outbox = outboxStore(db);
    const now = Date.now() + 1;
    const first = outbox.claim(now, 10, 60_000, ['email', 'webhook']);
    expect(first.map((delivery) => [delivery.channel, delivery.attempt])).toEqual([
      ['email', 1],
      ['webhook', 1],
      ['email', 1],
    ]);
    // Leased: a second claim (another process, or the next round) does not get them again.
    expect(outbox.claim(now, 10, 60_000, ['email', 'webhook'])).toEqual([]);
    outbox.settle(
      [
        { id: first[0].id, outcome: 'delivered' },
        { id: first[1].id, outcome: 'failed', error: 'the webhook answered HTTP 500', nextAttemptAt: now + 1000, dead: false },
        { id: first[2].id, outcome: 'failed', error: 'refused', nextAttemptAt: now, dead: true },
      ],
      now,
    );
    expect(outbox.stats()).toMatchObject({ pending: 1, dead: 1 });
    expect(outbox.claim(now, 10, 60_000, ['webhook'])).toEqual([]);
    const retried = outbox.claim(now + 1000, 10, 60_000, ['webhook']);
    expect(retried.map((delivery) => delivery.attempt)).toEqual([2]);
    // A lease that runs out (the process died mid-send) makes the delivery due again.
    expect(outbox.claim(now + 1000 + 60_000, 10, 60_000, ['webhook']).map((delivery) => delivery.attempt)).toEqual([3]);
    expect(outbox.requeueDead(now)).toBe(1);
    expect(outbox.stats().dead).toBe(0);
    const [stored] = [...contactStore(db).list()];
    expect(stored.deliveries.map((delivery) => delivery.state)).toEqual(['delivered', 'pending']);
    closeDatabase(db);
  });
});

describe('privacy', () => {
  const at = (iso: string) => new Date(iso);

  it("deletes a person's messages once their latest is older than the retention period, keeping everyone else's", () => {
    const db = openDatabase(path.join(folder.dir, 'retention.sqlite'));
    const store = contactStore(db);
    store.saveAll([
      message({
        receivedAt: at('2024-01-05T00:00:00Z'),
        values: validMessage({ email: 'old@example.in', mobileNumber: '9000000001' }),
        channels: ['email'],
      }),
      message({ receivedAt: at('2024-01-06T00:00:00Z'), values: validMessage({ email: 'Back@example.in', mobileNumber: '9000000002' }) }),
      message({ receivedAt: at('2025-06-01T00:00:00Z'), values: validMessage({ email: 'back@example.in', mobileNumber: '9000000003' }) }),
      message({ receivedAt: at('2025-06-02T00:00:00Z'), values: validMessage({ email: 'new@example.in', mobileNumber: '9000000004' }) }),
    ]);
    const cutoff = monthsBefore(at('2025-07-01T00:00:00Z'), 12);
    expect(cutoff.toISOString()).toBe('2024-07-01T00:00:00.000Z');
    expect(privacyStore(db).purgeBefore(cutoff)).toBe(1);
    expect([...store.list()].map((stored) => stored.email)).toEqual(['Back@example.in', 'back@example.in', 'new@example.in']);
    expect(db.prepare('SELECT count(*) FROM deliveries').pluck().get()).toBe(0);
    expect(db.prepare('SELECT reason, messages FROM erasures').all()).toEqual([{ reason: 'retention', messages: 1 }]);
    closeDatabase(db);
  });

  it('erases everything sent with an email address or a phone number, however it is written', () => {
    const db = openDatabase(path.join(folder.dir, 'erase.sqlite'));
    const store = contactStore(db);
    store.saveAll([
      message({ values: validMessage({ email: 'Asha@Example.in', mobileNumber: '9876543210' }) }),
      message({ values: validMessage({ email: 'other@example.in', mobileNumber: '9876543210' }) }),
      message({ values: validMessage({ email: 'keep@example.in', mobileNumber: '9123456789' }) }),
    ]);
    expect(privacyStore(db).erase('asha@example.in')).toBe(1);
    expect(privacyStore(db).erase('+91 98765 43210')).toBe(1);
    expect([...store.list()].map((stored) => stored.email)).toEqual(['keep@example.in']);
    closeDatabase(db);
  });
});

describe('APK helpers', () => {
  it('names the download for every script', () => {
    expect(attachment('SkillStrike-1.0.0.apk')).toBe('attachment; filename="SkillStrike-1.0.0.apk"');
    expect(attachment('स्किल-1.apk')).toBe(
      `attachment; filename="_____-1.apk"; filename*=UTF-8''%E0%A4%B8%E0%A5%8D%E0%A4%95%E0%A4%BF%E0%A4%B2-1.apk`,
    );
  });
});
