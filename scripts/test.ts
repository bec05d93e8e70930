// npm test: the checks, both builds and every test project, in three lanes at once so the two cores
// are both busy. Each step's output is printed whole when it ends, so the lanes' lines never mix; a
// one-line progress note says when a step starts. Every step runs even after another failed (you
// see all that is wrong in one go), except those that need a failed step's output. Exits 1 if any
// step failed.
//
//   types ─┬─ validate → typecheck → lint → format
//          └─ build (real site) → build (test site) ─┬─ browser (Playwright Test, a worker per core)
//                                                    ├─ engines (Firefox and WebKit)
//                                                    └─ unit + components + built (Vitest)
//
// The run is bound by CPU (both cores busy from the builds to the end), so each start counts: one
// Vitest run for the tests in Node (their projects in one run) and one Playwright Test run for the
// browser suite, which serves both builds once for its two workers. The Node tests start once the
// test site is built, which the built-page tests read; until then the checks and the builds keep
// both cores busy. The browser suite's summary (pages opened, slowest tests) closes the run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { summaryFile } from '../tests/browser/summary-reporter.ts';
import { chromiumPath } from '../tests/browser/chromium-path.ts';
import { missingFor, suiteEngines } from '../tests/engines/engines.ts';

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
  /** Yields the CPU to the other steps (a higher nice value, inherited by the browsers it starts). */
  yields?: boolean;
  /** What to run instead when a build it waits on failed: the part that needs no build. */
  withoutBuild?: string[];
}

/** `vitest run` of the given projects. */
const vitestRun = (projects: string[], ...options: string[]) => [
  bin('vitest'),
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...options,
];

const enginesHere = process.env.CI === 'true' ? suiteEngines : suiteEngines.filter((engine) => !missingFor(engine));

// The builds are those of `npm run build:test` and `npm run build:fixture` (see package.json).
const steps: Step[] = [
  { name: 'types', command: script('scripts/generate-types.ts', '--if-sections-changed'), after: [] },
  // Errors fail; warnings are printed and leave the run green, as they leave the build going: a
  // marketer's copy edit makes its Hindi out of date (a warning at its line in site.hi.yaml) and
  // must not turn the suite red. `npm run validate -- --strict` is the gate for an all-Hindi release.
  { name: 'validate', command: script('scripts/validate.ts'), after: ['types'] },
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
  {
    name: 'unit+components+built',
    command: vitestRun(['unit', 'components', 'built']),
    after: ['types', 'build:fixture'],
    // The unit and component tests need no build: a broken build must not hide what they find.
    withoutBuild: vitestRun(['unit', 'components']),
  },
  // Locally without Chromium the browser suite is left out, with a notice; under CI=true its global
  // set-up fails instead (tests/browser/serve-builds.ts).
  ...(chromiumPath || process.env.CI === 'true'
    ? [{ name: 'browser', command: [bin('playwright'), 'test'], after: ['build:test', 'build:fixture'], yields: true }]
    : []),
  // The cross-engine suite (tests/engines): Firefox ESR and WebKitGTK, beside the Chromium suites. It
  // needs the test site's build only. Locally an engine that is missing is left out with a notice;
  // under CI=true its global set-up fails instead (tests/engines/global-setup.ts).
  ...(enginesHere.length > 0
    ? [
        {
          name: 'engines',
          command: [
            bin('playwright'),
            'test',
            '-c',
            'tests/engines/playwright.config.ts',
            ...enginesHere.flatMap((engine) => ['--project', `${engine}-*`]),
          ],
          after: ['build:fixture'],
          yields: true,
        },
      ]
    : []),
];

type Outcome = 'passed' | 'FAILED' | 'not run';
interface Result {
  name: string;
  outcome: Outcome;
  seconds: number;
  /** What the step printed, kept to name a failure's tests again at the end of the run. */
  output?: string;
}

const began = performance.now();
rmSync(summaryFile, { force: true });
const clock = () => `${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s`;

// The browser suites yield the CPU to Vitest, which runs its files one at a time on one worker:
// last to end, it left a core idle for most of a minute; first to end, the suites' two workers
// each keep both cores busy to the end. Through nice(1), so the browsers they start yield too.
const yielding = process.platform === 'win32' ? [] : ['nice', '-n', '10'];

function run(step: Step): Promise<Result> {
  const started = performance.now();
  console.log(`${clock()}  ${step.name} started`);
  return new Promise((resolve) => {
    const [command, ...args] = [...(step.yields ? yielding : []), ...step.command];
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
      resolve({ name: step.name, outcome, seconds, output: Buffer.concat(output).toString() });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish('FAILED');
    });
    child.on('close', (code) => finish(code === 0 ? 'passed' : 'FAILED'));
  });
}

/** The lines of a test run's output that name what failed and why (Vitest's and Playwright's marks). */
function failureLines(output: string, most = 40): string[] {
  // eslint-disable-next-line no-control-regex -- colour codes, to read the text as written
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const telling = lines.filter(
    (line) =>
      !/^\s*Error Context:/.test(line) &&
      /^\s*(✘|×|FAIL\b|\d+\) )|^\s*(Error|AssertionError|TypeError)\b|\b\d+ (failed|flaky)\b|error TS\d+|^\s*\d+:\d+\s+error\b/.test(line),
  );
  const picked = telling.length > 0 ? telling : lines.filter((line) => line.trim()).slice(-15);
  return picked.length > most ? [...picked.slice(0, most), `  … and ${picked.length - most} lines more (above)`] : picked;
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
    if (needed.every((other) => other.outcome === 'passed')) return run(step);
    const typesPassed = before.every((other) => other.name !== 'types' || other.outcome === 'passed');
    if (step.withoutBuild && typesPassed) return run({ ...step, name: `${step.name} (no build)`, command: step.withoutBuild });
    return { name: step.name, outcome: 'not run' as const, seconds: 0 };
  });
  results.set(name, result);
  return result;
}

if (!chromiumPath && process.env.CI !== 'true')
  console.warn('No Chromium found: the browser suite is left out (apt-get install -y chromium-headless-shell, or set CHROME_PATH).');
for (const engine of suiteEngines.filter((engine) => !enginesHere.includes(engine))) {
  console.warn(`The cross-engine suite leaves out ${engine}: ${missingFor(engine)} is not installed.`);
}
const all = await Promise.all(steps.map((step) => resultOf(step.name)));
console.log(`\n${'step'.padEnd(33)}   time  result`);
for (const { name, seconds, outcome } of all) {
  console.log(`${name.padEnd(33)} ${seconds.toFixed(1).padStart(6)} s  ${outcome}`);
}
console.log(`${'npm test'.padEnd(33)} ${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s  wall`);
// A failed step's output can be thousands of lines up, and a CI log is often read from its end:
// name the failed tests and the first lines of their errors again here.
for (const { name, outcome, output } of all) {
  if (outcome !== 'FAILED' || !output) continue;
  console.log(`\n${name} FAILED:\n${failureLines(output).join('\n')}`);
}
// What the browser suite cost, written by its reporter (tests/browser/summary-reporter.ts).
if (existsSync(summaryFile)) console.log(`\n${readFileSync(summaryFile, 'utf8').trimEnd()}`);
process.exit(all.every((result) => result.outcome === 'passed') ? 0 : 1);
