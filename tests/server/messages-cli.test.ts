// npm run messages: the operator's export, run as a real process on a database the server wrote.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { parseCsv } from './csv-parse.ts';
import { postContact, tempDir, testApp, validMessage } from './helpers.ts';

const run = promisify(execFile);
const folder = tempDir('skillstrike-export-');
const databasePath = path.join(folder.dir, 'contact.sqlite');
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');

function messages(...args: string[]) {
  return run(tsx, ['scripts/messages.ts', ...args], { cwd: projectRoot, env: { ...process.env, DATABASE_PATH: databasePath } }).then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
}

const first = validMessage({ firstName: '=HYPERLINK("http://evil.example")', message: 'Hi,\n"there"' });
const second = validMessage({ firstName: 'अनन्या', subject: '<script>alert(1)</script>' });

beforeAll(async () => {
  // Messages written by the real app, then the app closed (WAL checkpointed), as after a deploy.
  const t = await testApp({ databasePath });
  await postContact(t.app, first);
  await postContact(t.app, second);
  await t.close();
  // Backdate the first message so --since can tell them apart.
  const db = new Database(databasePath);
  db.prepare("UPDATE contact_messages SET received_at = '2020-01-01T00:00:00.000Z' WHERE id = 1").run();
  db.close();
}, 30_000);
afterAll(() => folder.remove());

describe('npm run messages', () => {
  it('exports JSON byte-exact', async () => {
    const { stdout, code } = await messages('--format', 'json');
    expect(code).toBe(0);
    const rows = JSON.parse(stdout);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 1, receivedAt: '2020-01-01T00:00:00.000Z', ...first });
    expect(rows[1]).toMatchObject(second);
  });

  it('exports CSV by default, guarded against formulas', async () => {
    const { stdout, stderr, code } = await messages();
    expect(code).toBe(0);
    expect(stderr).toContain('2 messages exported');
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual(['id', 'receivedAt', 'firstName', 'lastName', 'email', 'mobileNumber', 'subject', 'message']);
    expect(rows[0][2]).toBe(`'${first.firstName}`);
    expect(rows[0][7]).toBe(first.message);
    expect(rows[1][6]).toBe(second.subject);
  }, 30_000);

  it('filters with --since', async () => {
    const { stdout } = await messages('--since', '2021-06-01', '--format', 'json');
    expect(JSON.parse(stdout).map((row: { firstName: string }) => row.firstName)).toEqual([second.firstName]);
  }, 30_000);

  it('explains a wrong argument and exits 2', async () => {
    const bad = await messages('--since', 'yesterday-ish');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a date');
    const format = await messages('--format', 'xml');
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('Unknown format');
  }, 30_000);
});
