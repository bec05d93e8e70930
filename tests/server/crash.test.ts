// A real server process under concurrent load: killed outright (SIGKILL) several times, no message
// it acknowledged is lost and the database stays sound; stopped with SIGTERM, it finishes what it
// took, answers the rest 503, checkpoints and exits 0; an operator's backup taken while it runs
// (another process reading the database) costs no message either.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { contactPath, serverMessages, tempDir, validMessage } from './helpers.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const folder = tempDir('skillstrike-crash-');
afterAll(() => folder.remove());

const workers = 8;

interface LoadResult {
  acknowledged: string[];
  statuses: Map<number, number>;
}

/**
 * Posts unique messages from several workers until the server stops answering. Once `stopAfter`
 * of them have been acknowledged, `stop` signals the server: a count rather than a clock, so that a
 * slow, busy machine still meets the signal with requests under way.
 */
async function load(server: ServerProcess, label: string, stopAfter: number, stop: () => void): Promise<LoadResult> {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  const worker = async (id: number) => {
    // After the stop, keep sending until the server is gone, to meet the shutdown as clients would.
    for (let n = 0; ; n++) {
      const subject = `${label}-w${id}-n${n}`;
      let response: Response;
      try {
        response = await fetch(`${server.url}${contactPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': subject },
          body: JSON.stringify(validMessage({ subject })),
        });
        await response.arrayBuffer();
      } catch {
        return; // connection refused or reset: the server is gone
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201 && acknowledged.push(subject) === stopAfter) stop();
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, id) => worker(id)));
  return { acknowledged, statuses };
}

function storedSubjects(databasePath: string): { subjects: Set<string>; integrity: string } {
  // Opened read-write, as the next server start would: that replays the WAL a crash left behind.
  const db = new Database(databasePath);
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    const subjects = new Set(db.prepare('SELECT subject FROM contact_messages').pluck().all() as string[]);
    return { subjects, integrity };
  } finally {
    db.close();
  }
}

/** Posts one message and returns its answer's status. */
async function post(server: ServerProcess, subject: string): Promise<number> {
  const response = await fetch(`${server.url}${contactPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validMessage({ subject })),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * What the README's `sqlite3 data/contact.sqlite ".backup backup.sqlite"` does, in a process of its
 * own: opens the database, copies it and closes it. Run with Python's sqlite3 module, which every
 * machine with python3 has (the sqlite3 shell need not be installed), and which, like the shell,
 * checkpoints and deletes the write-ahead log on closing when it finds no other process using it.
 */
function backUpFromAnotherProcess(databasePath: string, backupPath: string): void {
  const script = [
    'import sqlite3, sys',
    'source = sqlite3.connect(sys.argv[1])',
    'copy = sqlite3.connect(sys.argv[2])',
    'source.backup(copy)',
    'copy.close()',
    'source.close()',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script, databasePath, backupPath], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`the backup failed: ${result.error?.message ?? result.stderr}`);
}

const env = (databasePath: string) => ({
  DATABASE_PATH: databasePath,
  CONTACT_RATE_MAX: '1000000',
  APK_PATH: path.join(folder.dir, 'none.apk'),
});

describe('a real server process', () => {
  it('loses no acknowledged message when killed with SIGKILL under load', async () => {
    const databasePath = path.join(folder.dir, 'crash.sqlite');
    const rounds = 3;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    for (let round = 1; round <= rounds; round++) {
      const server = await startServer(env(databasePath));
      const result = await load(server, `r${round}`, 100, () => server.child.kill('SIGKILL'));
      await server.exited;
      acknowledged.push(...result.acknowledged);
      for (const [status, count] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
    }
    const { subjects, integrity } = storedSubjects(databasePath);
    const lost = acknowledged.filter((subject) => !subjects.has(subject));
    console.log(
      `crash test: ${rounds} SIGKILL rounds, ${acknowledged.length} acknowledged, ${subjects.size} stored, ${lost.length} lost; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; integrity_check ${integrity}`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(integrity).toBe('ok');
    expect(lost).toEqual([]);
    // Stored but unacknowledged (committed just before the kill) is allowed; a 5xx never is.
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  }, 90_000);

  it('keeps every message acknowledged after a backup taken while it runs, through a SIGKILL', async () => {
    // The server once checked the file's first bytes by opening and closing it beside SQLite's own
    // handle; closing any handle drops the process's locks on the file, so the backup's process,
    // thinking itself the last user, deleted the write-ahead log the server went on writing into.
    const databasePath = path.join(folder.dir, 'backup.sqlite');
    const server = await startServer(env(databasePath));
    expect(await post(server, 'before the backup')).toBe(201);
    backUpFromAnotherProcess(databasePath, path.join(folder.dir, 'backup-copy.sqlite'));
    expect(existsSync(`${databasePath}-wal`), "the running server's write-ahead log is still there").toBe(true);
    expect(await post(server, 'after the backup')).toBe(201);
    expect(await post(server, 'after the backup, again')).toBe(201);
    server.child.kill('SIGKILL');
    await server.exited;
    const { subjects, integrity } = storedSubjects(databasePath);
    expect(integrity).toBe('ok');
    expect([...subjects].sort()).toEqual(['after the backup', 'after the backup, again', 'before the backup']);
  }, 60_000);

  it('on SIGTERM finishes running requests, answers the rest 503, checkpoints and exits 0', async () => {
    const databasePath = path.join(folder.dir, 'term.sqlite');
    const server = await startServer(env(databasePath));
    const result = await load(server, 'term', 25, () => server.child.kill('SIGTERM'));
    const { code, signal } = await server.exited;
    const { subjects, integrity } = storedSubjects(databasePath);
    const lost = result.acknowledged.filter((subject) => !subjects.has(subject));
    console.log(
      `SIGTERM test: exit ${code}, ${result.acknowledged.length} acknowledged, ${subjects.size} stored, ${lost.length} lost; ` +
        `statuses ${JSON.stringify(Object.fromEntries(result.statuses))}`,
    );
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect([...result.statuses.keys()].every((status) => status < 500 || status === 503)).toBe(true);
    expect(lost).toEqual([]);
    expect(integrity).toBe('ok');
    // The write-ahead log was folded into the database file on the way out.
    const wal = `${databasePath}-wal`;
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
    expect(server.log.join('\n')).toContain('stopped');
    expect(server.log.join('\n')).not.toContain(serverMessages.failed);
  }, 60_000);
});
