// When the loader lifts on a slow phone: 360 px, 150 ms round trips, 1.6 Mbps down, CPU slowed 4x
// (Chromium's own throttling through the DevTools protocol). The spec's floor is the background
// image's arrival plus loader.delayMs; everything the loader adds beyond that is ours.
import { chromium } from 'playwright-core';
import { median } from './median.ts';

export interface LoaderLift {
  route: string;
  runs: number;
  /** Median ms from navigation start until the background image had arrived. */
  backgroundMs: number;
  /** Median ms from navigation start until the loader was gone. */
  liftMs: number;
  /** Median of liftMs - backgroundMs in each run (the spec's delay plus anything added). */
  afterBackgroundMs: number;
  /** Median first contentful paint: the page is there under the loader. */
  fcpMs: number;
}

export const throttling = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpuSlowdown: 4, width: 360 };

// Runs in the page from its first script on: the moment the loader's lift animation ends.
const recordLift = () => {
  const w = window as unknown as { __loaderLiftedAt?: number };
  document.addEventListener(
    'animationend',
    (event) => {
      if (event.target instanceof Element && event.target.classList.contains('loader') && w.__loaderLiftedAt === undefined)
        w.__loaderLiftedAt = performance.now();
    },
    true,
  );
};

export async function measureLoaderLift(options: {
  baseUrl: string;
  routes: string[];
  runs: number;
  chromePath: string;
  background: string;
}): Promise<LoaderLift[]> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: LoaderLift[] = [];
  try {
    for (const route of options.routes) {
      const runs: { background: number; lift: number; fcp: number }[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        // A new context each run: an empty cache, as on a first visit.
        const context = await browser.newContext({
          viewport: { width: throttling.width, height: 740 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: throttling.latencyMs,
          downloadThroughput: throttling.downloadBitsPerSecond / 8,
          uploadThroughput: throttling.uploadBitsPerSecond / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
        await page.addInitScript(recordLift);
        await page.goto(options.baseUrl + route, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForFunction(() => (window as unknown as { __loaderLiftedAt?: number }).__loaderLiftedAt !== undefined, undefined, {
          timeout: 60_000,
        });
        const figures = await page.evaluate((background) => {
          const image = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === background) as
            PerformanceResourceTiming | undefined;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return {
            background: image?.responseEnd ?? Number.NaN,
            lift: (window as unknown as { __loaderLiftedAt: number }).__loaderLiftedAt,
            fcp: fcp?.startTime ?? Number.NaN,
          };
        }, options.background);
        runs.push(figures);
        await context.close();
      }
      results.push({
        route,
        runs: runs.length,
        backgroundMs: median(runs.map((run) => run.background)),
        liftMs: median(runs.map((run) => run.lift)),
        afterBackgroundMs: median(runs.map((run) => run.lift - run.background)),
        fcpMs: median(runs.map((run) => run.fcp)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
