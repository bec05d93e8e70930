// A throwaway PostgreSQL server for the tests and the bench: Debian's binaries (apt-get install
// postgresql), a new cluster in a temporary folder, listening on a free loopback port, no system
// service. PostgreSQL refuses to run as root, so as root the cluster belongs to the user "nobody".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { serviceProcess } from './service-process.ts';

export const postgresInstallHint = 'install PostgreSQL with: apt-get update && apt-get install -y postgresql';

/** The folder holding initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else PATH. */
export function findPostgresBin(env: Record<string, string | undefined> = process.env): string | undefined {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  candidates.push(...(env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')));
}

export interface TempPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Makes a new empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Shuts the server down, keeping its data (an outage). */
  down(): Promise<void>;
  /** Starts it again on the same port and data (the outage ends). */
  up(): Promise<void>;
  /** Shuts it down and deletes its data. */
  stop(): Promise<void>;
}

export interface TempPostgresOptions {
  /**
   * Syncs to disk as in production (the bench). Tests turn it off: they kill app servers, never the
   * machine, and a busy CI machine's disk would only slow them down.
   */
  durable?: boolean;
}

/** The uid and gid of "nobody", to run PostgreSQL as when this process is root. */
function nobody(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = (line ?? 'nobody:x:65534:65534').split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function waitForConnection(url: string, child: ChildProcess, log: () => string, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`PostgreSQL exited (${child.exitCode ?? child.signalCode}) while starting:\n${log()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within 60 s:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startTempPostgres({ durable = false }: TempPostgresOptions = {}): Promise<TempPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL's initdb and postgres were not found: ${postgresInstallHint} (or set PG_BIN).`);
  const dir = mkdtempSync(path.join(tmpdir(), 'skillstrike-pg-'));
  const dataDir = path.join(dir, 'data');
  const asUser = process.getuid?.() === 0 ? nobody() : undefined;
  if (asUser) chownSync(dir, asUser.uid, asUser.gid);
  const run = { uid: asUser?.uid, gid: asUser?.gid, env: { ...process.env, LC_ALL: 'C', HOME: dir } };

  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', ...(durable ? [] : ['--no-sync'])],
    {
      ...run,
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status ?? init.signal}):\n${init.stderr || init.error?.message}`);
  }

  const port = await freePort();
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    'shared_buffers=64MB',
    ...(durable ? [] : ['fsync=off', 'full_page_writes=off']),
  ];
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, nothing is waited for.
  const server = serviceProcess(dir, 'SIGINT');
  const up = async () => {
    const started = spawn(
      path.join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
      {
        ...run,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    server.track(started);
    const lastLines = () => server.output().split('\n').filter(Boolean).slice(-20).join('\n');
    await waitForConnection(url, started, lastLines, Date.now() + 60_000);
  };
  const { down, stop } = server;
  try {
    await up();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    down,
    up,
    stop,
  };
}
