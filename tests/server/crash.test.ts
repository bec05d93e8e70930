// A real server process under concurrent load: killed outright (SIGKILL) several times, no message
// it acknowledged is lost and the database stays sound; stopped with SIGTERM, it finishes what it
// took, answers the rest 503, checkpoints and exits 0.
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

/** Posts unique messages from several workers until the server stops answering. */
async function load(server: ServerProcess, label: string, stop: Promise<void>): Promise<LoadResult> {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let stopped = false;
  void stop.then(() => (stopped = true));
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
      if (response.status === 201) acknowledged.push(subject);
      if (stopped && response.status === 503) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, id) => worker(id)));
  return { acknowledged, statuses };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
      const kill = delay(1500).then(() => void server.child.kill('SIGKILL'));
      const result = await load(server, `r${round}`, kill);
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

  it('on SIGTERM finishes running requests, answers the rest 503, checkpoints and exits 0', async () => {
    const databasePath = path.join(folder.dir, 'term.sqlite');
    const server = await startServer(env(databasePath));
    const term = delay(1000).then(() => void server.child.kill('SIGTERM'));
    const result = await load(server, 'term', term);
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
