// npm run messages with DATABASE_URL: the same export, dead-letter retry and erasure on the
// PostgreSQL database several servers share, run as a real process.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/content/load-site-file.ts';
import { openMessageStore } from '../../../src/server/db/open-message-store.ts';
import type { MessageStore } from '../../../src/server/db/message-store.ts';
import { startTempPostgres, type TempPostgres } from '../../../scripts/services/temp-postgres.ts';
import { validMessage } from '../helpers.ts';
import { servicesInstalled } from '../services/real-services.ts';
import { node, scriptArgs } from '../../node-script.ts';

const hasPostgres = servicesInstalled('postgres');
const run = promisify(execFile);
let postgres: TempPostgres;
let databaseUrl: string;
let store: MessageStore;

function messages(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  return run(node, scriptArgs('scripts/messages.ts', ...args), { cwd: projectRoot, env }).then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
}

const first = validMessage({ firstName: 'अनन्या', email: 'ananya@example.in', subject: 'First' });
const second = validMessage({ firstName: 'Ravi', email: 'ravi@example.in', mobileNumber: '9123456789', subject: 'Second' });

beforeAll(async () => {
  if (!hasPostgres) return;
  postgres = await startTempPostgres();
  databaseUrl = await postgres.createDatabase('cli');
  store = await openMessageStore({ kind: 'postgres', url: databaseUrl });
  const message = (values: typeof first, receivedAt: string, spamReason: 'honeypot' | null = null) => ({
    publicId: randomUUID(),
    values,
    receivedAt: new Date(receivedAt),
    spamReason,
    channels: ['webhook' as const],
  });
  await store.saveAll([
    message(first, '2020-01-01T00:00:00.000Z'),
    message(second, '2025-03-01T10:00:00.000Z'),
    message(validMessage({ firstName: 'Bot' }), '2025-03-02T10:00:00.000Z', 'honeypot'),
  ]);
  // The webhook gave up on the first message: a dead letter.
  const [claimed] = await store.claim(Date.now(), 1, 60_000, ['webhook']);
  await store.settle(
    [{ id: claimed.id, outcome: 'failed', error: 'the webhook answered HTTP 500', nextAttemptAt: Date.now(), dead: true }],
    Date.now(),
  );
}, 120_000);
afterAll(async () => {
  await store?.close();
  await postgres?.stop();
});

describe.runIf(hasPostgres)('npm run messages on PostgreSQL', () => {
  it("exports JSON with each delivery's state, without suspected spam, and filters by date", async () => {
    const { stdout, stderr, code } = await messages('--format', 'json');
    expect(code).toBe(0);
    const rows = JSON.parse(stdout);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ receivedAt: '2020-01-01T00:00:00.000Z', ...first });
    expect(rows[0].deliveries).toEqual([{ channel: 'webhook', state: 'dead', attempts: 1, lastError: 'the webhook answered HTTP 500' }]);
    expect(rows[1]).toMatchObject(second);
    expect(stderr).toContain('2 messages exported from postgres://postgres@127.0.0.1:');
    expect(stderr).toContain('--retry');
    const since = await messages('--since', '2021-01-01', '--format', 'json', '--include-spam');
    expect(JSON.parse(since.stdout).map((row: { firstName: string }) => row.firstName)).toEqual(['Ravi', 'Bot']);
  });

  it('queues dead letters again with --retry and erases a person with --erase', async () => {
    const retry = await messages('--retry');
    expect(retry.code).toBe(0);
    expect(retry.stderr).toContain('1 dead delivery queued again');
    expect((await store.outboxStats()).dead).toBe(0);

    const erase = await messages('--erase', '+91 91234 56789');
    expect(erase.code).toBe(0);
    expect(erase.stderr).toMatch(/Erasure request met at .*: 1 message and their deliveries deleted\./);
    expect(await store.count()).toBe(2);
  });

  it('says which database it could not reach', async () => {
    const { code, stderr } = await run(node, scriptArgs('scripts/messages.ts'), {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: 'postgres://site:hunter2@127.0.0.1:9/none' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('Could not open the message database at postgres://site:***@127.0.0.1:9/none');
    expect(stderr).not.toContain('hunter2');
  });
});
