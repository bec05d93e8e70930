// Wall time of an npm script, as a person typing it would see it (npm and tsx start-up included).
import { spawnSync } from 'node:child_process';
import { projectRoot } from '../../src/content/load-site-file.ts';

export interface CommandTime {
  command: string;
  seconds: number;
  ok: boolean;
}

export function timeNpmScript(script: string): CommandTime {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) console.error(`npm run ${script} failed:\n${result.stderr}`);
  return { command: `npm run ${script}`, seconds, ok: result.status === 0 };
}
