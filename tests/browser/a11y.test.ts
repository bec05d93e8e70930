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

  // WCAG 2.4.11 (focus not obscured): on a phone the home page has a sticky header at the top and
  // the download bar fixed at the bottom; whatever Tab reaches is scrolled clear of both.
  for (const width of [360, 768]) {
    it(`keeps whatever Tab reaches in sight, clear of the header and the download bar, on ${site.pages.home.path} at ${width} px`, async () => {
      const { page } = await visit(browser, width, site.pages.home.path, { reducedMotion: 'reduce', viewport: { width, height: 740 } });
      await scrollThrough(page);
      const hidden: string[] = [];
      for (let tab = 0; tab < 150; tab += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          // Fixed in place above everything when focused (the skip link): nothing can cover it.
          if (getComputedStyle(focused).position === 'fixed') return '';
          const box = focused.getBoundingClientRect();
          const header = document.querySelector('.site-header')?.getBoundingClientRect();
          const bar = document.querySelector('.mobile-downloads');
          const barBox = bar && !bar.contains(focused) && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect() : null;
          const name = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 30) || focused.getAttribute('aria-label')}"`;
          if (header && !focused.closest('.site-header') && box.top < header.bottom - 1)
            return `${name} under the header (top ${Math.round(box.top)})`;
          if (barBox && barBox.height > 0 && box.bottom > barBox.top + 1)
            return `${name} under the download bar (bottom ${Math.round(box.bottom)}, bar from ${Math.round(barBox.top)})`;
          return '';
        });
        if (where === null) break;
        if (where) hidden.push(where);
      }
      expect(hidden).toEqual([]);
      await page.context().close();
    });
  }

  // The header is always on screen: moving focus into it (Shift+Tab back from the page, or the
  // site's own code returning focus there) must leave the page where the visitor is reading.
  for (const width of [360, 1280]) {
    it(`keeps the page where it is when focus goes back into the header, at ${width} px`, async () => {
      const { page } = await visit(browser, width, site.pages.home.path, { reducedMotion: 'reduce' });
      const header = page.getByRole('banner');
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      // The visitor skipped to the content earlier and has scrolled on with the wheel since.
      await page.locator('main').evaluate((main) => main.focus({ preventScroll: true }));
      await page.keyboard.press('Shift+Tab');
      expect(await header.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
      // Every link and button of the header, focused by a script, leaves the page in place too.
      const moved = await header.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('a, button')]
          .filter((control) => control.getClientRects().length > 0)
          .map((control) => {
            window.scrollTo({ top: 1500, behavior: 'instant' });
            control.focus();
            return window.scrollY === 1500 ? '' : `${control.textContent?.trim() || control.getAttribute('aria-label')}: ${window.scrollY}`;
          })
          .filter(Boolean),
      );
      expect(moved).toEqual([]);
      await page.context().close();
    });
  }

  it('lets a phone on its side reach the last link of the open menu by scrolling the menu, not the page', async () => {
    const viewport = { width: 640, height: 320 };
    const { page } = await visit(browser, viewport.width, site.pages.about.path, { viewport, isMobile: true, hasTouch: true });
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    await nav.getByRole('button', { name: site.navigation.menuLabel }).tap();
    const last = site.navigation.items[site.navigation.items.length - 1];
    const link = nav.getByRole('link', { name: last.label, exact: true });
    await link.waitFor({ state: 'visible' });
    // The visitor swipes up over the menu until its last link shows.
    const panel = await page.locator('.nav-links').boundingBox();
    if (!panel) throw new Error('the open menu has no box');
    for (let swipe = 0; swipe < 10; swipe += 1) {
      const box = await link.boundingBox();
      if (box && box.y + box.height <= viewport.height) break;
      await page.mouse.move(panel.x + panel.width / 2, Math.min(panel.y + panel.height, viewport.height) - 20);
      await page.mouse.wheel(0, 120);
    }
    const box = await link.boundingBox();
    if (!box) throw new Error(`${last.label} has no box`);
    expect(box.y + box.height, `${last.label} at ${JSON.stringify(box)}`).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL((url) => url.pathname + url.hash === last.to);
    await page.context().close();
  });

  it('closes the phone menu when Tab leaves it or a tap lands outside, so it never covers what is focused next', async () => {
    const { page } = await visit(browser, 360, site.pages.home.path, { reducedMotion: 'reduce' });
    const toggle = page.getByRole('button', { name: site.navigation.menuLabel });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    // Tab through the links; the first Tab that leaves the navigation closes the menu.
    for (let tab = 0; tab <= site.navigation.items.length + 2; tab += 1) {
      await page.keyboard.press('Tab');
      if (!(await nav.evaluate((element) => element.contains(document.activeElement)))) break;
    }
    expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused) return 'nothing focused';
      focused.scrollIntoView({ block: 'center' });
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && (focused === top || focused.contains(top)) ? '' : `covered by ${top?.outerHTML.slice(0, 60)}`;
    });
    expect(covered).toBe('');
    // A tap outside the open menu closes it too.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Just below the open panel: the page's own content, not a link or a button.
    const below = await page.evaluate(() => (document.querySelector('.nav-links')?.getBoundingClientRect().bottom ?? 0) + 12);
    expect(await page.evaluate((y) => document.elementFromPoint(4, y)?.closest('a, button, .mobile-downloads'), below)).toBeNull();
    await page.mouse.click(4, below);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
