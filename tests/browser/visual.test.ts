// Visual regression: every route at 360 and 1280 px, and one page of each layout at 768 px (the
// tablet width, where the home page, the about page, the contact form and a policy document change
// their layout), against the screenshots committed in
// tests/browser/screenshots/, so a change that moves things is seen in review. When a change is
// meant, `npm run test:screenshots:update` takes new references (README, "Screenshots"); look at
// them before committing. A mismatch writes the screenshot and a picture of the differences
// (changed pixels in red) to test-results/screenshots/.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, hasBrowser, headlessShell, launchChromium } from './chromium.ts';
import { site } from './site-page.ts';
import { captureRoute, compareWithReference, referenceDir, screenshotPage, writeReference } from './screenshot-compare.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';

const widths = [360, 768, 1280];
/**
 * At 768 px one page per layout: /gaming, /privacy and /refund are policy documents like /terms.
 * Each screenshot costs 2-16 s on a busy machine; the browser project must stay well inside CI's
 * 15 minutes.
 */
const tabletPages = new Set(['home', 'about', 'contact', 'terms']);
const pagesAt = (width: number) =>
  Object.entries(site.pages)
    .filter(([name]) => width !== 768 || tabletPages.has(name))
    .map(([name, page]) => ({ name, route: page.path }));
const updating = process.env.UPDATE_SCREENSHOTS === '1';

describe.skipIf(!hasBrowser)(updating ? 'new reference screenshots' : 'screenshots match their references', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(widths)('%i px', (width) => {
    let page: Page;
    beforeAll(async () => {
      page = await screenshotPage(browser, width);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it.each(pagesAt(width))('$route', async ({ name, route }) => {
      const shot = await captureRoute(page, route);
      const reference = `${name}-${width}`;
      if (updating) {
        await writeReference(path.join(referenceDir, `${reference}.png`), shot);
        return;
      }
      const { mismatch, written = [] } = await compareWithReference(reference, shot);
      const see = written.map((file) => path.relative(projectRoot, file)).join(', ');
      expect(
        mismatch,
        `${route} at ${width} px: ${mismatch}; see ${see}. If the change is meant, run npm run test:screenshots:update` +
          (chromiumPath === headlessShell ? '' : ` (the references are taken with ${headlessShell}; this run used ${chromiumPath})`),
      ).toBeUndefined();
    });
  });
});
