// The real site.yaml, built as it ships (npm run build:test): every page opens in Chromium without
// a console error or hydration warning, at the spec's widths. The behaviour tests use the test
// site; this is what a marketer's edit of site.yaml must keep true.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { requireSite } from '../../src/content/load-site-file.ts';

const site = requireSite();
const realSiteURL = inject('realSiteURL');
const routes = Object.values(site.pages).map((page) => page.path);

describe.skipIf(!hasBrowser)('the real site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [360, 768, 1280]) {
    it(`opens every page with no console errors or hydration warnings at ${width} px`, async () => {
      const { page, problems } = await openPage(browser, width);
      for (const route of routes) {
        const before = problems.length;
        await page.goto(realSiteURL + route);
        // The loader lifts on the style system's clock (src/build/loader-script.ts), a second after
        // the background: page.clock cannot run it ahead. React takes it out once it has lifted.
        await expect.poll(() => page.locator('.loader').count(), { timeout: 20_000 }).toBe(0);
        expect(problems.slice(before), `on ${route}`).toEqual([]);
      }
      await page.context().close();
    });
  }
});
