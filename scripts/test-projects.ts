// The last step of npm test: each Vitest project in turn (unit and components need no build;
// built and browser read the builds npm test has just made), with the wall time of each printed,
// so a slow project shows. One at a time: the browser tests' timers are not raced by unit tests
// on the same two cores. Runs every project even after a failure, then exits 1 if any failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const vitest = path.join(root, 'node_modules/.bin/vitest');
const projects = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'components', 'built', 'browser'];

const results = projects.map((project) => {
  const started = performance.now();
  const run = spawnSync(vitest, ['run', '--project', project], { cwd: root, stdio: 'inherit' });
  return { project, seconds: (performance.now() - started) / 1000, passed: run.status === 0 };
});

console.log('\nproject      time  result');
for (const { project, seconds, passed } of results) {
  console.log(`${project.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s  ${passed ? 'passed' : 'FAILED'}`);
}
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`${'all'.padEnd(10)} ${total.toFixed(1).padStart(6)} s`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
