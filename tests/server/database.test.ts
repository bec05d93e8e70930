// The database layer on its own: durable settings, migrations that run once, and a clear refusal of
// a database written by newer code.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, schemaVersion } from '../../src/server/db/open-database.ts';
import { migrations } from '../../src/server/db/migrations.ts';
import { contactStore } from '../../src/server/db/contact-store.ts';
import { resolveSettings } from '../../src/server/settings.ts';
import { byteRange } from '../../src/server/apk/byte-range.ts';
import { attachment } from '../../src/server/apk/content-disposition.ts';
import { site, tempDir, validMessage } from './helpers.ts';

const folder = tempDir('skillstrike-db-');
afterAll(() => folder.remove());

describe('openDatabase', () => {
  it('creates the folder, uses WAL with synchronous=FULL and applies every migration once', async () => {
    const file = path.join(folder.dir, 'nested/new/contact.sqlite');
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(schemaVersion(db)).toBe(migrations.length);
    await contactStore(db).save({ values: validMessage(), receivedAt: new Date() });
    closeDatabase(db);
    const again = openDatabase(file);
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

  it('stores the client address only as a salted hash', async () => {
    const db = openDatabase(path.join(folder.dir, 'hash.sqlite'));
    await contactStore(db).save({ values: validMessage(), receivedAt: new Date(), clientIp: '203.0.113.9' });
    const stored = db.prepare('SELECT client_ip_hash FROM contact_messages').pluck().get() as string;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('203.0.113.9');
    closeDatabase(db);
  });
});

describe('group commit', () => {
  it('stores messages sent together in one commit, and each is committed when its save resolves', async () => {
    const file = path.join(folder.dir, 'group.sqlite');
    const db = openDatabase(file);
    const store = contactStore(db);
    const saves = Array.from({ length: 25 }, (_, index) =>
      store.save({ values: { ...validMessage(), subject: `Subject ${index}` }, receivedAt: new Date(), idempotencyKey: `key-${index}` }),
    );
    const reader = new Database(file, { readonly: true });
    const first = await saves[0];
    // When the first save resolves, another connection already sees every row sent with it: they
    // were committed together, and nothing was acknowledged before its commit.
    expect(reader.prepare('SELECT count(*) FROM contact_messages').pluck().get()).toBe(25);
    expect(first).toBe(true);
    expect(await Promise.all(saves)).toEqual(Array(25).fill(true));
    reader.close();
    closeDatabase(db);
  });

  it('tells a duplicate in the same batch apart, and one bad row does not fail the others', async () => {
    const db = openDatabase(path.join(folder.dir, 'group-mixed.sqlite'));
    const store = contactStore(db);
    const broken = { ...validMessage(), firstName: null as unknown as string };
    const results = await Promise.allSettled([
      store.save({ values: validMessage(), receivedAt: new Date(), idempotencyKey: 'same' }),
      store.save({ values: validMessage(), receivedAt: new Date(), idempotencyKey: 'same' }),
      store.save({ values: broken, receivedAt: new Date() }),
      store.save({ values: validMessage(), receivedAt: new Date() }),
    ]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual([true, false, 'rejected', true]);
    expect(store.count()).toBe(2);
    closeDatabase(db);
  });
});

describe('settings', () => {
  it('refuses a rate limit that is not a whole number', () => {
    expect(() => resolveSettings(site, { CONTACT_RATE_MAX: 'lots' }, {})).toThrow(/CONTACT_RATE_MAX must be a whole number/);
  });

  it('prefers options over the environment over site.yaml', () => {
    const env = { CONTACT_RATE_MAX: '9', DATABASE_PATH: '/tmp/from-env.sqlite', APK_PATH: '/tmp/from-env.apk' };
    expect(resolveSettings(site, env, {})).toEqual({
      databasePath: '/tmp/from-env.sqlite',
      apkPath: '/tmp/from-env.apk',
      rateLimit: { max: 9, windowMinutes: site.contact.rateLimit.windowMinutes },
    });
    expect(resolveSettings(site, env, { rateLimit: { max: 1, windowMinutes: 1 } }).rateLimit).toEqual({ max: 1, windowMinutes: 1 });
    expect(resolveSettings(site, {}, {}).databasePath).toMatch(/data\/contact\.sqlite$/);
  });
});

describe('APK helpers', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'part', start: 90, end: 99 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-5', { kind: 'part', start: 95, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-3', { kind: 'whole' }],
    ['bytes=0-1,4-5', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('reads Range %j of a 100-byte file', (header, answer) => {
    expect(byteRange(header, 100)).toEqual(answer);
  });

  it('names the download for every script', () => {
    expect(attachment('SkillStrike-1.0.0.apk')).toBe('attachment; filename="SkillStrike-1.0.0.apk"');
    expect(attachment('स्किल-1.apk')).toBe(
      `attachment; filename="_____-1.apk"; filename*=UTF-8''%E0%A4%B8%E0%A5%8D%E0%A4%95%E0%A4%BF%E0%A4%B2-1.apk`,
    );
  });
});
