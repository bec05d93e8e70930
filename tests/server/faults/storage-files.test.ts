// A storage fault clears once the operator fixes what the server names, without a restart. The
// audit's case: the database at mode 0444 when the server starts. SQLite opened it read-only and
// made its -wal and -shm at 0444 too; after "chmod 644" on the database, as the log advised, the
// -shm still refused every write, even after a restart. The server now checks every file SQLite
// needs (the folder, the database, -wal, -shm) before opening it, names each one that is wrong, and
// takes messages within seconds of the fix. Run as a server process that, like a real one, may not
// write everything: as root, as the user "nobody" (root may write a file of any mode).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../../src/server/db/open-database.ts';
import { testApkPath } from '../../fixtures/test-apk.ts';
import { serverMessages, tempDir, until } from '../helpers.ts';
import { startServer, type ServerProcess } from '../server-process.ts';
import { readyz, send } from './live-app.ts';

const isRoot = process.getuid?.() === 0;
const id = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
/** The user the server runs as, and owns its files: "nobody" when the tests run as root. */
const serverUser = isRoot ? { uid: id('-u'), gid: id('-g') } : undefined;

const folder = tempDir('skillstrike-storage-files-');
// The server's user must reach the database's folder inside it.
chmodSync(folder.dir, 0o755);
afterAll(() => folder.remove());

let counter = 0;
/** A folder of the server's own with a sound database in it, closed (no -wal or -shm left). */
function databaseOfTheServer(): string {
  const dir = path.join(folder.dir, `db-${++counter}`);
  mkdirSync(dir);
  const file = path.join(dir, 'contact.sqlite');
  closeDatabase(openDatabase(file));
  if (serverUser) for (const owned of [dir, file]) chownSync(owned, serverUser.uid, serverUser.gid);
  return file;
}

/** A file owned by the server's user (as SQLite would have made it), at `mode`. */
function serverFile(file: string, mode: number) {
  writeFileSync(file, '');
  if (serverUser) chownSync(file, serverUser.uid, serverUser.gid);
  chmodSync(file, mode);
}

interface Logged {
  fault?: string;
  detail?: string;
  files?: string[];
}

/** The files the server's log says are wrong (an older server named only the database, in its detail). */
async function filesNamed(server: ServerProcess, database: string): Promise<string[]> {
  let named: Logged | undefined;
  await until(
    () => {
      named = server.log.map((line) => JSON.parse(line) as Logged).find((entry) => entry.fault === 'read-only');
      return named !== undefined;
    },
    20_000,
    'the log saying the database is read-only',
  );
  console.log(`the log: ${named?.detail}`);
  return named?.files ?? (named?.detail?.includes(database) ? [database] : []);
}

async function start(database: string): Promise<ServerProcess> {
  return startServer({ DATABASE_PATH: database, APK_PATH: testApkPath, IP_HASH_SECRET: 'storage-files-test-secret' }, serverUser);
}

/** Makes each named file or folder writable again (644, a folder 755), as the operator would; then how long until the form takes a message. */
async function fixAndWait(server: ServerProcess, named: string[]): Promise<number> {
  for (const file of named) chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);
  const fixedAt = performance.now();
  await until(async () => (await send(server.url)).status === 201, 20_000, 'the form taking a message again');
  return performance.now() - fixedAt;
}

async function stop(server: ServerProcess | undefined) {
  server?.child.kill('SIGKILL');
  await server?.exited;
}

describe('a database the server may not write', () => {
  it('at mode 0444 at start-up: the log names the file, and the form takes messages within 5 s of chmod 644, no restart', async () => {
    const database = databaseOfTheServer();
    chmodSync(database, 0o444);
    let server: ServerProcess | undefined;
    try {
      server = await start(database);
      const refused = await send(server.url);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ success: false, message: serverMessages.storageUnavailable });
      expect((await readyz(server.url)).body.database).toEqual({ writable: false, fault: 'read-only' });
      const named = await filesNamed(server, database);
      expect(named).toContain(database);
      const recoveredInMs = await fixAndWait(server, named);
      console.log(
        `0444 database: named ${JSON.stringify(named.map((file) => path.basename(file)))}, 201 ${Math.round(recoveredInMs)} ms after chmod`,
      );
      expect(recoveredInMs).toBeLessThan(5000);
      // Nothing was made with the database's wrong mode.
      for (const suffix of ['-wal', '-shm']) {
        const made = statSync(`${database}${suffix}`, { throwIfNoEntry: false });
        if (made) expect(made.mode & 0o600, suffix).toBe(0o600);
      }
    } finally {
      await stop(server);
    }
  });

  it('with a -shm left at 0444 and a folder it may not write: both are named, and fixing both is the whole fix', async () => {
    const database = databaseOfTheServer();
    serverFile(`${database}-shm`, 0o444);
    chmodSync(path.dirname(database), 0o555);
    let server: ServerProcess | undefined;
    try {
      server = await start(database);
      expect((await send(server.url)).status).toBe(503);
      const named = await filesNamed(server, database);
      expect([...named].sort()).toEqual([path.dirname(database), `${database}-shm`].sort());
      const recoveredInMs = await fixAndWait(server, named);
      console.log(
        `-shm at 0444, folder at 0555: named ${JSON.stringify(named.map((file) => path.basename(file)))}, 201 ${Math.round(recoveredInMs)} ms after chmod`,
      );
      expect(recoveredInMs).toBeLessThan(5000);
    } finally {
      chmodSync(path.dirname(database), 0o755);
      await stop(server);
    }
  });

  // A server killed outright leaves its APK copies' folder in the temporary folder, and the next
  // server clears it. One left by another user's server (here root's, mode 0700) is not this one's
  // to clear: it once made a server running as nobody exit at start-up (EACCES on scandir).
  it.skipIf(!serverUser)("starts beside the APK copies another user's stopped server left behind", async () => {
    const ended = execFileSync(process.execPath, ['-p', 'process.pid'], { encoding: 'utf8' }).trim();
    const leftBehind = path.join(tmpdir(), `skillstrike-apk-${ended}-0a1b2c3d`);
    mkdirSync(path.join(leftBehind, 'copy'), { recursive: true, mode: 0o700 });
    chmodSync(leftBehind, 0o700);
    writeFileSync(path.join(leftBehind, 'copy', 'app.apk'), 'an old copy');
    let server: ServerProcess | undefined;
    try {
      server = await start(databaseOfTheServer());
      expect((await send(server.url)).status).toBe(201);
    } finally {
      await stop(server);
      rmSync(leftBehind, { recursive: true, force: true });
    }
  });
});
