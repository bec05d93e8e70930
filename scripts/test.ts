// npm test: the checks, both builds and every test project, in three lanes at once so the two cores
// are both busy (a lone Vitest project mostly waits on servers, child processes and timers). Each
// step's output is printed whole when it ends, so the lanes' lines never mix; a one-line progress
// note says when a step starts. Every step runs even after another failed (you see all that is wrong
// in one go), except those that need a failed step's output. Exits 1 if any step failed.
//
//   types ─┬─ validate → typecheck → lint → format
//          ├─ build (real site) → build (test site) ─┬─ browser
//          └─ unit → components ─────────────────────┴─ built → journeys-a11y
//
// The journeys (the browser tests of the navigation) and the accessibility checks follow the
// built-page tests: run after the other browser tests, they left a core idle for minutes. Which
// browser files go there balances the two lanes: with the journeys alone, that lane ended at 556 s
// and the browser tests at 703 s, a core mostly idle in between; with the accessibility checks
// too, at 644 and 685 s.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
// A TypeScript script as `node --import tsx`: the tsx CLI would start a second Node process in front.
const script = (file: string, ...args: string[]) => [process.execPath, '--import', 'tsx', file, ...args];
const testApk = { APK_PATH: 'tests/fixtures/skillstrike-test.apk' };

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  after: string[];
}

const vitestProject = (project: string, after: string[]): Step => ({
  name: project,
  command: [bin('vitest'), 'run', '--project', project],
  after,
});

// The builds are those of `npm run build:test` and `npm run build:fixture` (see package.json).
const steps: Step[] = [
  { name: 'types', command: script('scripts/generate-types.ts', '--if-sections-changed'), after: [] },
  // site.yaml as CI publishes it: every warning an error (npm run validate -- --strict).
  { name: 'validate', command: script('scripts/validate.ts', '--strict'), after: ['types'] },
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', '.'], after: ['validate'] },
  { name: 'lint', command: [bin('eslint'), '.'], after: ['typecheck'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'], after: ['lint'] },
  { name: 'build:test', command: script('scripts/build.ts'), env: testApk, after: ['types'] },
  {
    name: 'build:fixture',
    command: script('scripts/build.ts'),
    env: { ...testApk, SITE_YAML: 'tests/fixtures/site/site.yaml', LINT_LEVELS: 'spec-value=off', BUILD_OUT: 'build/fixture' },
    after: ['build:test'],
  },
  vitestProject('unit', ['types']),
  vitestProject('components', ['unit']),
  vitestProject('browser', ['build:test', 'build:fixture']),
  vitestProject('built', ['build:fixture', 'components']),
  vitestProject('journeys-a11y', ['build:test', 'build:fixture', 'built']),
];

type Outcome = 'passed' | 'FAILED' | 'not run';
interface Result {
  name: string;
  outcome: Outcome;
  seconds: number;
}

const began = performance.now();
const clock = () => `${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s`;

function run(step: Step): Promise<Result> {
  const started = performance.now();
  console.log(`${clock()}  ${step.name} started`);
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (outcome: Outcome) => {
      const seconds = (performance.now() - started) / 1000;
      const rule = `── ${step.name}: ${outcome}, ${seconds.toFixed(1)} s `;
      process.stdout.write(`\n${rule.padEnd(100, '─')}\n${Buffer.concat(output).toString()}\n`);
      console.log(`${clock()}  ${step.name} ${outcome}`);
      resolve({ name: step.name, outcome, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish('FAILED');
    });
    child.on('close', (code) => finish(code === 0 ? 'passed' : 'FAILED'));
  });
}

const byName = new Map(steps.map((step) => [step.name, step]));
const results = new Map<string, Promise<Result>>();
function resultOf(name: string): Promise<Result> {
  const known = results.get(name);
  if (known) return known;
  const step = byName.get(name);
  if (!step) throw new Error(`no step called ${name}`);
  const result = Promise.all(step.after.map(resultOf)).then((before) => {
    // A test project needs what the builds wrote, not a clean type check or lint.
    const needed = before.filter((other) => other.name.startsWith('build:') || other.name === 'types');
    return needed.every((other) => other.outcome === 'passed') ? run(step) : { name: step.name, outcome: 'not run' as const, seconds: 0 };
  });
  results.set(name, result);
  return result;
}

const all = await Promise.all(steps.map((step) => resultOf(step.name)));
console.log('\nstep            time  result');
for (const { name, seconds, outcome } of all) {
  console.log(`${name.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s  ${outcome}`);
}
console.log(`${'npm test'.padEnd(14)} ${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s  wall`);
process.exit(all.every((result) => result.outcome === 'passed') ? 0 : 1);
