// npm run bench: build, serve on a free port, measure, print a table and write bench/results/*.json.
// Figures only: it reports how fast things were on this machine and never fails because they were slow.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot, requireLocalizedSite, requireSite } from '../../src/content/load-site-file.ts';
import { hindiPrefix, pathInLanguage } from '../../src/content/languages.ts';
import { readOptions } from './options.ts';
import { timeNpmScript } from './timed-command.ts';
import { startBenchServer } from './server.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureLoaderLift } from './loader-lift.ts';
import { loadContact, loadGet } from './load.ts';
import { loadContactOnPostgres } from './postgres-load.ts';
import { formatReport, type BenchReport } from './report.ts';
import { measureEditorLatency } from './editor-latency.ts';

const load = { connections: 50, durationSeconds: 10 };
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
const chromeVersion = (chromePath: string) => {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return `no browser at ${chromePath}`;
  }
};

const options = readOptions(process.argv.slice(2), process.env);
const site = requireSite();
const englishRoutes = Object.values(site.pages).map((page) => page.path);
// In Hindi, the home page and a text page. A Hindi page is built like its English one; what differs
// is its text and the Devanagari font it waits for, and these two show that on both kinds of page.
const hindiRoutes = requireLocalizedSite() ? ['/', site.pages.terms.path].map((route) => pathInLanguage(route, '', hindiPrefix)) : [];
const routes = options.routes ?? [...englishRoutes, ...hindiRoutes];
const report: BenchReport = {
  startedAt: new Date().toISOString(),
  commit: git('rev-parse', '--short', 'HEAD'),
  dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    chrome: chromeVersion(options.chromePath),
  },
  settings: { runs: options.runs, ...load },
  lighthouse: [],
  loader: [],
  load: [],
  commands: [],
};

// The build is timed when asked for, and run for every part but the editor's: they measure this
// commit's output.
if (options.parts.some((part) => part !== 'editor')) {
  const built = timeNpmScript('build');
  if (!built.ok) process.exit(1);
  if (options.parts.includes('build')) report.commands.push(built, timeNpmScript('validate'));
}

if (options.parts.some((part) => part === 'lighthouse' || part === 'loader' || part === 'load')) {
  const server = await startBenchServer();
  console.error(`Serving the build at ${server.url}`);
  try {
    if (options.parts.includes('lighthouse')) {
      report.lighthouse = await runLighthouse({
        baseUrl: server.url,
        routes,
        presets: options.presets,
        runs: options.runs,
        chromePath: options.chromePath,
        onRun: (route, preset, index, run) =>
          console.error(
            `lighthouse ${preset} ${route} run ${index + 1}/${options.runs}: performance ${run.scores.performance}, LCP ${Math.round(run.values.lcpMs)} ms`,
          ),
      });
    }
    if (options.parts.includes('loader')) {
      console.error('loader lift on a throttled phone');
      report.loader = await measureLoaderLift({
        baseUrl: server.url,
        routes,
        runs: options.runs,
        chromePath: options.chromePath,
        background: site.loader.background,
      });
    }
    if (options.parts.includes('load')) {
      console.error(`autocannon GET / for ${load.durationSeconds} s`);
      report.load.push(await loadGet(`${server.url}/`, load));
      console.error(`autocannon POST ${site.api.contactPath} for ${load.durationSeconds} s`);
      report.load.push(await loadContact(server.url + site.api.contactPath, load, 'SQLite'));
    }
  } finally {
    await server.stop();
  }
}

// The same POST with the server on PostgreSQL (DATABASE_URL), right after, for a side-by-side figure.
if (options.parts.includes('load')) {
  console.error(`autocannon POST ${site.api.contactPath} on PostgreSQL for ${load.durationSeconds} s`);
  const onPostgres = await loadContactOnPostgres(site.api.contactPath, load);
  if ('skipped' in onPostgres) console.error(`POST on PostgreSQL skipped: ${onPostgres.skipped}`);
  else report.load.push(onPostgres);
}

if (options.parts.includes('editor')) {
  console.error('the site editor: keystroke to preview and to error');
  report.editor = await measureEditorLatency({ chromePath: options.chromePath, keystrokes: 30 });
}

const resultsDir = path.join(projectRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(formatReport(report));
console.log(`\nWritten to ${path.relative(projectRoot, file)}`);
