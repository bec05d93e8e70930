// Lighthouse 12 in Debian's Chromium: the four category scores and the lab metrics of one page load,
// with the mobile default (Moto G Power, slow 4G, 4x CPU slowdown) or the desktop preset.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { cpuBlockingMs, cpuSharePercent } from './cpu-blocking.ts';
import { median } from './median.ts';
import type { Preset } from './options.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const metrics = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export type Category = (typeof categories)[number];
export type Metric = keyof typeof metrics;

export interface PageRun {
  scores: Record<Category, number>;
  values: Record<Metric, number>;
  jsBytes: number;
  totalBytes: number;
  /** TBT's rule applied to the main thread's CPU time, not its wall time (cpu-blocking.ts). */
  cpuBlockingMs: number;
  /** How much of the main thread's task time after the first paint was CPU time (cpu-blocking.ts). */
  cpuSharePercent: number;
}

export interface PageSummary extends PageRun {
  route: string;
  preset: Preset;
  runs: number;
}

// The flags the browser tests use (tests/browser/chromium-path.ts), minus --disable-gpu's twin that
// chrome-launcher adds itself.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

function readRun(lhr: Result): Omit<PageRun, 'cpuBlockingMs' | 'cpuSharePercent'> {
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)])) as Record<
    Category,
    number
  >;
  const values = Object.fromEntries(
    Object.entries(metrics).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && summary.type === 'table' ? summary.items : [];
  const bytesOf = (type: string) => {
    const item = items.find((row) => row.resourceType === type);
    return typeof item?.transferSize === 'number' ? item.transferSize : Number.NaN;
  };
  return { scores, values, jsBytes: bytesOf('script'), totalBytes: bytesOf('total') };
}

function summarize(route: string, preset: Preset, runs: PageRun[]): PageSummary {
  const pick = (read: (run: PageRun) => number) => median(runs.map(read));
  return {
    route,
    preset,
    runs: runs.length,
    scores: Object.fromEntries(categories.map((id) => [id, pick((run) => run.scores[id])])) as Record<Category, number>,
    values: Object.fromEntries(Object.keys(metrics).map((key) => [key, pick((run) => run.values[key as Metric])])) as Record<
      Metric,
      number
    >,
    jsBytes: pick((run) => run.jsBytes),
    totalBytes: pick((run) => run.totalBytes),
    cpuBlockingMs: pick((run) => run.cpuBlockingMs),
    cpuSharePercent: pick((run) => run.cpuSharePercent),
  };
}

export interface LighthouseOptions {
  baseUrl: string;
  routes: string[];
  presets: Preset[];
  runs: number;
  chromePath: string;
  onRun?: (route: string, preset: Preset, index: number, run: PageRun) => void;
}

const attempts = 3;

/**
 * Medians of `runs` Lighthouse runs per route and preset. A run that fails (Lighthouse sometimes
 * loses the trace on a busy machine: NO_NAVSTART) is retried in a fresh Chromium; one that fails
 * every time is reported and left out, so a long bench is never lost to one bad run.
 */
export async function runLighthouse(options: LighthouseOptions): Promise<PageSummary[]> {
  let chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags });
  const summaries: PageSummary[] = [];
  const once = async (route: string, preset: Preset): Promise<PageRun> => {
    const result = await lighthouse(
      options.baseUrl + route,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
    return {
      ...readRun(result.lhr),
      cpuBlockingMs: cpuBlockingMs(result.artifacts.Trace.traceEvents, result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1),
      cpuSharePercent: cpuSharePercent(result.artifacts.Trace.traceEvents),
    };
  };
  try {
    for (const preset of options.presets) {
      for (const route of options.routes) {
        const runs: PageRun[] = [];
        for (let index = 0; index < options.runs; index++) {
          for (let attempt = 1; attempt <= attempts; attempt++) {
            try {
              const run = await once(route, preset);
              options.onRun?.(route, preset, index, run);
              runs.push(run);
              break;
            } catch (error) {
              console.error(
                `lighthouse ${preset} ${route} run ${index + 1}, attempt ${attempt} of ${attempts}: ${(error as Error).message}`,
              );
              chrome.kill();
              chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags });
            }
          }
        }
        if (runs.length) summaries.push(summarize(route, preset, runs));
        else console.error(`lighthouse ${preset} ${route}: every run failed, left out of the table`);
      }
    }
  } finally {
    chrome.kill();
  }
  return summaries;
}
