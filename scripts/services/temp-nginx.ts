// A throwaway nginx for the tests: Debian's nginx (apt-get install nginx) run in the foreground on a
// configuration given whole, from a temporary folder, no system service. As root its workers run as
// "nobody" (nginx's default user), so the folder is opened to them.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceProcess } from './service-process.ts';

export const nginxInstallHint = 'install nginx with: apt-get update && apt-get install -y nginx';

export function findNginx(env: Record<string, string | undefined> = process.env): string | undefined {
  const candidates = [env.NGINX, '/usr/sbin/nginx', ...(env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export interface TempNginx {
  /** The folder its configuration, temporary files and pid live in. */
  dir: string;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx on `config` (a whole nginx.conf, made by `configFor(dir)` for the folder it will run
 * in) and waits until it accepts connections on `port`. Its log goes to its output, kept for the
 * error that explains a failed start.
 */
export async function startTempNginx(configFor: (dir: string) => string, port: number): Promise<TempNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error(`nginx was not found: ${nginxInstallHint} (or set NGINX).`);
  const dir = mkdtempSync(path.join(tmpdir(), 'skillstrike-nginx-'));
  chmodSync(dir, 0o755);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, configFor(dir));
  const service = serviceProcess(dir, 'SIGQUIT');
  // -e: the log before the configuration is read (Debian's default path may not be writable).
  const started = service.track(
    spawn(nginx, ['-p', `${dir}/`, '-c', config, '-e', 'stderr', '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const deadline = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (started.exitCode !== null || Date.now() > deadline) {
      await service.stop();
      throw new Error(`nginx did not start:\n${service.output().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { dir, stop: service.stop };
}
