// Visual regression: every route at 360, 768 and 1280 px against the screenshots committed in
// tests/browser/screenshots/, so a change that moves things is seen in review. When a change is
// meant, `npm run test:screenshots:update` takes new references (README, "Screenshots"); look at
// them before committing. A mismatch writes the screenshot and a picture of the differences
// (changed pixels in red) to test-results/screenshots/.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasBrowser, launchChromium } from './chromium.ts';
import { site } from './site-page.ts';
import { captureRoute, compareWithReference, referenceDir, writeReference } from './screenshot-compare.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';

const widths = [360, 768, 1280];
const pages = Object.entries(site.pages).map(([name, page]) => ({ name, route: page.path }));
const updating = process.env.UPDATE_SCREENSHOTS === '1';

describe.skipIf(!hasBrowser)(updating ? 'new reference screenshots' : 'screenshots match their references', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of widths) {
    it.each(pages)(`$route at ${width} px`, async ({ name, route }) => {
      const shot = await captureRoute(browser, route, width);
      const reference = `${name}-${width}`;
      if (updating) {
        await writeReference(path.join(referenceDir, `${reference}.png`), shot);
        return;
      }
      const { mismatch, written = [] } = await compareWithReference(reference, shot);
      const see = written.map((file) => path.relative(projectRoot, file)).join(', ');
      expect(mismatch, `${route} at ${width} px: ${mismatch}; see ${see}. If the change is meant, run npm run test:screenshots:update`).toBeUndefined();
    });
  }
});
