// axe-core in real Chromium: no WCAG 2.2 AA violation on the home and about pages at a phone,
// tablet and desktop width, and on every Hindi page, with every deferred section hydrated (the page a visitor really sees).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { hasBrowser, launchChromium } from './chromium.ts';
import { scrollThrough, site, visit } from './site-page.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: { runOnly: { type: 'tag'; values: string[] } }) => Promise<AxeResults> };
  }
}

describe.skipIf(!hasBrowser)('accessibility (axe-core, WCAG 2.2 AA) in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The home and about pages at three widths; every Hindi page (lang="hi-IN", and English left
  // untranslated in the test site marked lang="en-IN") at a phone's width, and Hindi home on a laptop.
  const hindiPaths = Object.values(site.pages).map((page) => (page.path === '/' ? '/hi' : `/hi${page.path}`));
  const runs = [
    ...(['home', 'about'] as const).flatMap((pageName) => [360, 768, 1280].map((width) => ({ path: site.pages[pageName].path, width }))),
    ...hindiPaths.map((path) => ({ path, width: 360 })),
    { path: '/hi', width: 1280 },
  ];
  for (const { path, width } of runs) {
    it(`finds no violation on ${path} at ${width} px`, async () => {
      // Reduced motion: nothing moves by itself, so no check lands on a half-faded image or a
      // sliding card (which would make contrast results depend on timing).
      const { page } = await visit(browser, width, path, { reducedMotion: 'reduce' });
      await scrollThrough(page);
      // The script is added the way DevTools runs code, so the page's CSP is not loosened for it.
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async (values): Promise<Violation[]> => {
        if (!window.axe) throw new Error('axe-core did not load');
        const results = await window.axe.run(document, { runOnly: { type: 'tag', values } });
        return results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      }, tags);
      expect(violations).toEqual([]);
      await page.context().close();
    });
  }
});
