// The browser suite's fixtures: the test site's address as baseURL, the real site's, the test
// site's content, a page that reports its console problems, and a count of the full page loads
// each test makes (the summary reporter adds them up: the suite's cost is mostly page loads).
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Section, Site } from '../../src/content/site.generated.ts';
import { fixtureHindiSite, fixtureSite } from '../fixture-site.ts';
import { expectPageLive } from './page-state.ts';
import { pageLoadsAnnotation } from './summary-reporter.ts';

export { expect };
export type { Page };

interface Fixtures {
  /** The real site.yaml's build (npm run build:test), served beside the test site. */
  realSiteURL: string;
  /**
   * Console errors and warnings, uncaught exceptions and Content Security Policy violations of
   * every page of the test's own context.
   */
  problems: string[];
  /** Opens `path` and waits until the page's code has taken over and the loader has lifted. */
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

async function collectProblems(context: BrowserContext, problems: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
  // A policy violation is reported to the page, not always to its console.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}`),
    ),
  );
}

export const test = base.extend<Fixtures>({
  // Set by serve-builds.ts before the workers start.
  baseURL: process.env.BASE_URL,
  realSiteURL: process.env.REAL_SITE_URL ?? '',
  problems: async ({ context }, use) => {
    const problems: string[] = [];
    await collectProblems(context, problems);
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
      await expectPageLive(page);
      return page;
    });
  },
});

/** The test site (tests/fixtures/site/), which baseURL serves. */
export const site = fixtureSite;

/** The test site in Hindi (tests/fixtures/site/site.hi.yaml translates part of it on purpose). */
export const hindiSite: Site = (() => {
  if (!fixtureHindiSite) throw new Error('the test site has no site.hi.yaml');
  return fixtureHindiSite;
})();

/** A section of a page of the test site by type (the first one), typed by that type. */
export function sectionOf<T extends Section['type']>(page: keyof typeof site.pages, type: T): Extract<Section, { type: T }> {
  const found = site.pages[page].sections.find((section): section is Extract<Section, { type: T }> => section.type === type);
  if (!found) throw new Error(`the test site has no ${type} section on the ${page} page`);
  return found;
}

/**
 * Holds every request matching `pattern` (a route glob) until the returned function is called, as a
 * slow link would: the test lets it go once it has seen what the visitor sees meanwhile.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the page is as wide as a phone's (the navigation collapses behind its toggle). */
export const isPhoneWidth = (page: Page): boolean => (page.viewportSize()?.width ?? 0) <= site.layout.mobileMaxWidth;
