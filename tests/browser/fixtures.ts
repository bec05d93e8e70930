// The browser suite's fixtures: the test site's address as baseURL, the real site's, the test
// site's content, a page that reports its console problems, and a count of the full page loads
// each test makes (the summary reporter adds them up: the suite's cost is mostly page loads).
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { fixtureSite } from '../fixture-site.ts';
import { pageLoadsAnnotation } from './summary-reporter.ts';

export { expect };
export type { Page };

interface Fixtures {
  /** The real site.yaml's build (npm run build:test), served beside the test site. */
  realSiteURL: string;
  /** Console errors and warnings, page errors and failed requests of every page of the test. */
  problems: string[];
  /** Opens `path` and waits until the loader has lifted (background loaded + delay). */
  visit: (path: string) => Promise<Page>;
  /** Another browser context (another visitor, JavaScript off...), counted and closed like the test's own. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Counts the test's full page loads; written as its annotation when the test ends. */
  pageLoads: { add(): void };
}

/** Counts the documents a context's pages load: every full page load, a reload or a Back across documents too. */
function countDocumentLoads(context: BrowserContext, count: () => void): void {
  context.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) count();
  });
}

function collectProblems(context: BrowserContext, problems: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
}

export const test = base.extend<Fixtures>({
  // Set by global-setup.ts before the workers start.
  baseURL: process.env.BASE_URL,
  realSiteURL: process.env.REAL_SITE_URL ?? '',
  problems: async ({ context }, use) => {
    const problems: string[] = [];
    collectProblems(context, problems);
    await use(problems);
  },
  pageLoads: [
    async ({ context }, use, testInfo) => {
      let loads = 0;
      const counter = { add: () => void loads++ };
      countDocumentLoads(context, counter.add);
      await use(counter);
      testInfo.annotations.push({ type: pageLoadsAnnotation, description: String(loads) });
    },
    { auto: true },
  ],
  openContext: async ({ browser, contextOptions, viewport, baseURL, pageLoads }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...contextOptions, viewport, baseURL, ...options });
      opened.push(context);
      countDocumentLoads(context, pageLoads.add);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await expect(page.locator('.loader')).toHaveCount(0);
      return page;
    });
  },
});

/** The test site (tests/fixtures/site/), which baseURL serves. */
export const site = fixtureSite;
