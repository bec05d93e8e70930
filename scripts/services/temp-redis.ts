// A throwaway Redis for the tests and the bench: Debian's redis-server (apt-get install
// redis-server) on a free loopback port, nothing saved to disk, no system service.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { serviceProcess } from './service-process.ts';

export const redisInstallHint = 'install Redis with: apt-get update && apt-get install -y redis-server';

export function findRedisServer(env: Record<string, string | undefined> = process.env): string | undefined {
  const candidates = [
    env.REDIS_SERVER,
    '/usr/bin/redis-server',
    ...(env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'redis-server')),
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export interface TempRedis {
  url: string;
  port: number;
  /** Shuts Redis down (an outage; its counts are lost, as nothing is saved). */
  down(): Promise<void>;
  /** Starts it again on the same port. */
  up(): Promise<void>;
  /** Makes it hang (SIGSTOP): its connections stay open and nothing is answered, as with a stuck disk. */
  hang(): void;
  /** Lets it go on (SIGCONT). */
  wake(): void;
  stop(): Promise<void>;
}

/** Whether something answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startTempRedis(): Promise<TempRedis> {
  const server = findRedisServer();
  if (!server) throw new Error(`redis-server was not found: ${redisInstallHint} (or set REDIS_SERVER).`);
  const dir = mkdtempSync(path.join(tmpdir(), 'skillstrike-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
  const service = serviceProcess(dir, 'SIGTERM');
  const up = async () => {
    const started = service.track(spawn(server, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    const deadline = Date.now() + 30_000;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start:\n${service.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const { down, stop } = service;
  try {
    await up();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    down,
    up,
    hang: () => service.signal('SIGSTOP'),
    wake: () => service.signal('SIGCONT'),
    stop,
  };
}
