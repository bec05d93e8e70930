// npm run messages: the operator's export, dead-letter retry and erasure, run as a real process on a
// database the server wrote.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { utf8Bom } from '../../src/server/export/csv.ts';
import { parseCsv } from './csv-parse.ts';
import { countRows, postContact, tempDir, testApp, until, validMessage } from './helpers.ts';
import { node, scriptArgs } from '../node-script.ts';

const run = promisify(execFile);
const folder = tempDir('skillstrike-export-');
const databasePath = path.join(folder.dir, 'contact.sqlite');

function messages(...args: string[]) {
  return run(node, scriptArgs('scripts/messages.ts', ...args), {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_PATH: databasePath },
  }).then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
}

const first = validMessage({ firstName: '=HYPERLINK("http://evil.example")', message: 'Hi,\n"there"' });
const second = validMessage({ firstName: 'अनन्या', subject: '<script>alert(1)</script>; =1+1' });
const spam = validMessage({ firstName: 'Bot', email: 'bot@spam.example' });

beforeAll(async () => {
  // Messages written by the real app (delivered by a webhook that is down), then the app closed
  // (WAL checkpointed), as after a deploy.
  const t = await testApp({
    databasePath,
    delivery: {
      webhook: { url: 'http://127.0.0.1:9/nowhere', secret: Buffer.from('0123456789abcdef') },
      maxAttempts: 1,
      retryBaseMs: 10,
      pollMs: 50,
    },
  });
  await postContact(t.app, first);
  await postContact(t.app, second);
  await postContact(t.app, { ...spam, website: 'http://spam.example' });
  // The only attempt fails (nothing listens there): both messages' webhook deliveries are dead letters.
  const dead = () => countRows(databasePath, "id IN (SELECT message_id FROM deliveries WHERE state = 'dead')");
  await until(() => dead() >= 2, 20_000, "both messages' webhook deliveries dead letters");
  await t.close();
  // Backdate the first message so --since can tell them apart.
  const db = new Database(databasePath);
  db.prepare("UPDATE contact_messages SET received_at = '2020-01-01T00:00:00.000Z' WHERE id = 1").run();
  db.close();
}, 60_000);
afterAll(() => folder.remove());

describe('npm run messages', () => {
  it("exports JSON byte-exact, with each delivery's state, and no suspected spam", async () => {
    const { stdout, stderr, code } = await messages('--format', 'json');
    expect(code).toBe(0);
    const rows = JSON.parse(stdout);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 1, receivedAt: '2020-01-01T00:00:00.000Z', ...first });
    expect(rows[1]).toMatchObject(second);
    expect(rows[0].deliveries).toEqual([
      { channel: 'webhook', state: 'dead', attempts: 1, lastError: expect.stringContaining('fetch failed') },
    ]);
    expect(stderr).toContain('2 messages exported');
    expect(stderr).toContain('2 dead');
    expect(stderr).toContain('--retry');
  });

  it('exports CSV by default for a spreadsheet: a UTF-8 BOM, every text cell quoted, formulas guarded', async () => {
    const { stdout, code } = await messages();
    expect(code).toBe(0);
    expect(stdout.startsWith(utf8Bom)).toBe(true);
    const [header, ...rows] = parseCsv(stdout.slice(utf8Bom.length));
    expect(header).toEqual([
      'id',
      'receivedAt',
      'language',
      'firstName',
      'lastName',
      'email',
      'mobileNumber',
      'subject',
      'message',
      'delivery',
      'messageId',
    ]);
    expect(rows[0][2]).toBe('en');
    expect(rows[0][3]).toBe(`'${first.firstName}`);
    expect(rows[0][8]).toBe(first.message);
    expect(rows[0][9]).toMatch(/^webhook dead after 1 attempt \(fetch failed/);
    expect(rows[1][3]).toBe('अनन्या');
    expect(rows[1][7]).toBe(second.subject);
    expect(stdout).toContain('"<script>alert(1)</script>; =1+1"');
    // The id the emails and webhooks carry, to match a row to what the support team received.
    const json = JSON.parse((await messages('--format', 'json')).stdout) as { messageId: string }[];
    expect(rows.map((row) => row[10])).toEqual(json.map((record) => record.messageId));
    expect(rows[0][10]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows suspected spam, with the reason, only when asked', async () => {
    const { stdout } = await messages('--format', 'json', '--include-spam');
    const rows = JSON.parse(stdout);
    expect(rows.map((row: { firstName: string; spam: string | null }) => [row.firstName, row.spam])).toEqual([
      [first.firstName, null],
      [second.firstName, null],
      ['Bot', 'honeypot'],
    ]);
    expect(rows[2].deliveries).toEqual([]);
  });

  it('filters with --since', async () => {
    const { stdout } = await messages('--since', '2021-06-01', '--format', 'json');
    expect(JSON.parse(stdout).map((row: { firstName: string }) => row.firstName)).toEqual([second.firstName]);
  });

  it('queues dead letters again with --retry', async () => {
    const { stderr, code } = await messages('--retry');
    expect(code).toBe(0);
    expect(stderr).toContain('2 dead deliveries queued again');
    const db = new Database(databasePath, { readonly: true });
    expect(db.prepare('SELECT state, attempts FROM deliveries ORDER BY id').all()).toEqual([
      { state: 'pending', attempts: 0 },
      { state: 'pending', attempts: 0 },
    ]);
    db.close();
  });

  it("erases one person's messages with --erase, and says how many without saying whose", async () => {
    const { stderr, code } = await messages('--erase', second.email);
    expect(code).toBe(0);
    expect(stderr).toMatch(/Erasure request met at .*: 2 messages and their deliveries deleted\./);
    expect(stderr).not.toContain(second.email);
    // Both of this person's messages (same address) are gone; the spam from someone else stays.
    expect(countRows(databasePath)).toBe(1);
    const db = new Database(databasePath, { readonly: true });
    expect(db.prepare('SELECT reason, messages FROM erasures').all()).toEqual([{ reason: 'request', messages: 2 }]);
    db.close();
  });

  it('explains a wrong argument and exits 2', async () => {
    const bad = await messages('--since', 'yesterday-ish');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a date');
    const format = await messages('--format', 'xml');
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('Unknown format');
    const both = await messages('--retry', '--erase', 'x@example.in');
    expect(both.code).toBe(2);
  });
});
