// Starts src/server/server.ts as a real process for the crash and shutdown tests.
// It runs as `node --import tsx` rather than through the tsx CLI (node-script.ts says why).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { standInBuild } from './stand-in-build.ts';
import { node, scriptArgs } from '../node-script.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log: string[];
}

/**
 * Starts the server on the stand-in build (stand-in-build.ts), so it needs none, or on env.DIST_DIR;
 * as another user when `as` says so (as root: a server that, like a real one, may not write everything).
 */
export function startServer(env: Record<string, string>, as?: { uid: number; gid: number }): Promise<ServerProcess> {
  const build = env.DIST_DIR ? undefined : standInBuild();
  const child = spawn(node, scriptArgs('src/server/server.ts'), {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...(build ? { DIST_DIR: build.dir } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  const log: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      build?.remove();
      resolve({ code, signal });
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${log.join('\n')}`)), 60_000);
    // Always drain both pipes: a full pipe would block the server's logger.
    createInterface({ input: child.stderr }).on('line', (line) => log.push(line));
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.push(line);
      const address = /listening at (http:\/\/[^"\s]+)/.exec(line);
      if (address) {
        clearTimeout(timer);
        resolve({ url: address[1], child, exited, log });
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${log.join('\n')}`));
    });
  });
}
