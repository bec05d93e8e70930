// A service manager stops `npm run serve` (and `npm start`) with SIGTERM to npm: the script execs
// node in place of its shell, so npm's forwarded signal reaches the server, which shuts down
// gracefully, and npm exits with it. (Before, the shell died and left node serving.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { tempDir } from './helpers.ts';
import { standInBuild } from './stand-in-build.ts';

it('stops the server on SIGTERM to npm run serve, and exits 0', async () => {
  const folder = tempDir('skillstrike-npm-');
  const build = standInBuild();
  const npm = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DIST_DIR: build.dir, DATABASE_PATH: path.join(folder.dir, 'contact.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  createInterface({ input: npm.stderr }).on('line', (line) => log.push(line));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm run serve did not start in 60 s:\n${log.join('\n')}`)), 60_000);
      createInterface({ input: npm.stdout }).on('line', (line) => {
        log.push(line);
        const address = /listening at (http:\/\/[^"\s]+)/.exec(line);
        if (address) {
          clearTimeout(timer);
          resolve(address[1]);
        }
      });
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log.join('\n')).toContain('"msg":"stopped"');
    // Nothing is left serving.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  } finally {
    npm.kill('SIGKILL');
    folder.remove();
    build.remove();
  }
}, 90_000);
