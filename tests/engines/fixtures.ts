// The cross-engine suite's fixtures. Each worker starts its engine once (a Firefox, a Chromium, or
// a WebKitWebDriver with its one MiniBrowser session) and its own connection to the test site
// (network.ts); each test gets a tab at its project's viewport, fresh: a new browser context in
// Firefox and Chromium, the WebKit session reset (webkit-page.ts).
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { missingFor, type EngineName } from './engines.ts';
import type { EnginePage } from './engine-page.ts';
import { openNetwork, type Network } from './network.ts';
import { launchChromium, launchFirefox } from './puppeteer-browsers.ts';
import { openPuppeteerPage } from './puppeteer-page.ts';
import { startWebKit, type WebKitSession } from './webkit-driver.ts';
import { resetSession, webkitPage } from './webkit-page.ts';
import { fixtureSite } from '../fixture-site.ts';

export { expect };

type Engine = { kind: 'puppeteer'; browser: Browser } | { kind: 'webkit'; session: WebKitSession };

interface WorkerFixtures {
  /** The project's engine (playwright.config.ts). */
  engine: EngineName;
  /** The worker's connection to the test site, which a test can cut. */
  network: Network;
  running: Engine;
}

interface TestFixtures {
  /** The visitor's browser tab, in the project's engine (Playwright's own `page` is Chromium's). */
  tab: EnginePage;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['firefox', { scope: 'worker', option: true }],
  network: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Set by global-setup.ts before the workers start.
      const network = await openNetwork(process.env.ENGINES_SITE_URL ?? '');
      await use(network);
      await network.close();
    },
    { scope: 'worker' },
  ],
  running: [
    async ({ engine }, use) => {
      const missing = missingFor(engine);
      // Under CI=true global-setup.ts has already failed the run; locally the notice is the skip's reason.
      base.skip(Boolean(missing), `${missing} is not installed`);
      if (engine === 'webkit') {
        const session = await startWebKit();
        await use({ kind: 'webkit', session });
        await session.close();
        return;
      }
      const browser = await (engine === 'firefox' ? launchFirefox() : launchChromium());
      await use({ kind: 'puppeteer', browser });
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ running, engine, network, viewport }, use) => {
    const width = viewport?.width ?? 1280;
    const height = viewport?.height ?? 800;
    // Every test begins with the connection up, whatever the last one did.
    await network.restore();
    if (running.kind === 'webkit') {
      await running.session.resize(width, height);
      await use(webkitPage(running.session, network.baseURL, width, height));
      await network.restore();
      await resetSession(running.session.driver, network.baseURL);
      return;
    }
    const opened = await openPuppeteerPage(running.browser, engine, network.baseURL, width, height);
    await use(opened.page);
    await opened.close();
  },
});

/** The test site (tests/fixtures/site/), which the suite's pages are built from. */
export const site = fixtureSite;
