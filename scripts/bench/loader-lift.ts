// When the loader lifts on a slow phone: 360 px, 150 ms round trips, 1.6 Mbps down, CPU slowed 4x
// (Chromium's own throttling through the DevTools protocol). The spec's floor is the background
// image's arrival plus loader.delayMs; everything the loader adds beyond that is ours.
import { chromium } from 'playwright-core';
import { median } from './median.ts';
import { launchFlags } from '../../tests/browser/chromium-path.ts';

export interface LoaderLift {
  route: string;
  runs: number;
  /** Median ms from navigation start until the background image had arrived. */
  backgroundMs: number;
  /** Median ms from navigation start until the loader was off the screen (compositor). */
  liftMs: number;
  /** Median ms from navigation start until the main thread had heard of it (loaderlift). */
  heardMs: number;
  /** Median of liftMs - backgroundMs in each run (the spec's delay plus anything added). */
  afterBackgroundMs: number;
  /** Median first contentful paint: the page is there under the loader. */
  fcpMs: number;
}

export const throttling = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpuSlowdown: 4, width: 360 };

interface LiftTimes {
  /** When the loader's fade ended on the document timeline: when the compositor took it off the screen. */
  goneAt: number;
  /** When the main thread got to hear of it (loaderlift): later if it was busy at that moment. */
  heardAt: number;
}

// Runs in the page from its first script on. The loader's lift (src/build/loader-script.ts) is a
// Web Animation of opacity, run by the compositor, with its start time pinned to the background's
// arrival. It leaves the screen at that start time plus its delay, unless the main thread only got
// to start it later: then at the frame that started it (its ready promise). The later of the two
// is the figure; the moment the main thread heard of the lift (the loaderlift event) is kept too.
const recordLift = () => {
  const w = window as unknown as { __loaderLift?: LiftTimes };
  const readyAt = new WeakMap<Animation, number>();
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    void animation.ready.then(() => readyAt.set(animation, performance.now()));
    return animation;
  };
  window.addEventListener('loaderlift', () => {
    const overlay = document.querySelector('.loader');
    const fade = overlay
      ?.getAnimations()
      .find(
        (animation) => animation.effect instanceof KeyframeEffect && animation.effect.getKeyframes().some((frame) => 'opacity' in frame),
      );
    const start = typeof fade?.startTime === 'number' ? fade.startTime : Number.NaN;
    const due = start + Number(fade?.effect?.getComputedTiming().delay ?? Number.NaN);
    w.__loaderLift = { goneAt: Math.max(due, (fade && readyAt.get(fade)) ?? Number.NaN), heardAt: performance.now() };
  });
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
    args: ['--headless', ...launchFlags],
  });
  const results: LoaderLift[] = [];
  try {
    for (const route of options.routes) {
      const runs: { background: number; lift: number; heard: number; fcp: number }[] = [];
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
        await page.waitForFunction(() => (window as unknown as { __loaderLift?: LiftTimes }).__loaderLift !== undefined, undefined, {
          timeout: 60_000,
        });
        const figures = await page.evaluate((background) => {
          const image = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === background) as
            PerformanceResourceTiming | undefined;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const lift = (window as unknown as { __loaderLift: LiftTimes }).__loaderLift;
          return {
            background: image?.responseEnd ?? Number.NaN,
            lift: lift.goneAt,
            heard: lift.heardAt,
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
        heardMs: median(runs.map((run) => run.heard)),
        afterBackgroundMs: median(runs.map((run) => run.lift - run.background)),
        fcpMs: median(runs.map((run) => run.fcp)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
