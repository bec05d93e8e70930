// The built site served as in production (its own process, `node --import tsx src/server/server.ts`),
// on a free loopback port, with a throwaway database and the contact rate limit and the per-address
// connection limit lifted so that a load test measures the server, not the limiters.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { freePort } from '../services/free-port.ts';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not answer within 30 s`);
}

/** `env` adds settings, e.g. DATABASE_URL to measure the server on PostgreSQL. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'contact.sqlite'),
      CONTACT_RATE_MAX: '1000000000',
      CONTACT_RATE_WINDOW_MINUTES: '1',
      // The load comes from one address, with as many connections as the bench asks for: the
      // per-address limit is for visitors, and would measure itself.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      // Production's level: the log lines are part of the cost of a request.
      LOG_LEVEL: 'info',
      ...env,
    },
    // Logs go nowhere; stderr stays visible in case the server fails.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, Date.now() + 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
