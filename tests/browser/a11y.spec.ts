// Accessibility in real Chromium: axe-core finds no WCAG 2.2 AA violation on the home, about and
// contact pages with every section alive (the page a visitor really sees), and the keyboard finds
// its way: the skip link first, the header in the order it is seen, focus never hidden under the
// sticky header or the phone's download bar, the page left where it is when focus goes back into
// the header, and the open menu of a phone on its side scrolls to its last link.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, isPhoneWidth, site, test, type Page } from './fixtures.ts';
import { showAllLive } from './page-state.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe?: { run: (context: Document, options: { runOnly: { type: 'tag'; values: string[] } }) => Promise<AxeResults> };
  }
}

/** axe-core's violations of the page as it is now: rule, impact, help and where. */
async function violations(page: Page): Promise<string[]> {
  // Added the way DevTools runs code, so the page's security policy is not loosened for it.
  await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values } });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, tags);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}"`
      : '';
  });

test.describe('accessibility', { tag: '@each-width' }, () => {
  // Nothing moves by itself: no check lands on a half-faded image or a sliding card.
  test.use({ reducedMotion: 'reduce' });

  for (const name of ['about', 'contact'] as const) {
    test(`finds no WCAG 2.2 AA violation on ${site.pages[name].path}`, async ({ visit }) => {
      const page = await visit(site.pages[name].path);
      await showAllLive(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`finds no WCAG 2.2 AA violation on ${site.pages.home.path}, and the keyboard finds its way there`, async ({ visit }) => {
    const page = await visit(site.pages.home.path);
    const header = page.getByRole('banner');
    await showAllLive(page);
    expect(await violations(page)).toEqual([]);

    const skip = page.getByRole('link', { name: site.navigation.skipLink });
    await test.step('"skip to content" is the first thing Tab reaches; then Tab goes through the header in the order it is seen', async () => {
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      const reached: { name: string; left: number }[] = [];
      for (let step = 0; step < 20; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element?.closest('header')) return null;
          return { name: element.getAttribute('aria-label') || element.textContent || '', left: element.getBoundingClientRect().left };
        });
        if (!focused) break;
        reached.push(focused);
      }
      const names = reached.map((element) => element.name);
      expect(names).toContain(site.navigation.language?.label);
      if (isPhoneWidth(page)) expect(names).toContain(site.navigation.menuLabel);
      else expect(names).toEqual(expect.arrayContaining(site.navigation.items.map((item) => item.label)));
      const lefts = reached.map((element) => element.left);
      expect(lefts, names.join(' → ')).toEqual([...lefts].sort((a, b) => a - b));
    });

    await test.step('"skip to content" moves focus past the navigation', async () => {
      await skip.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await header.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    });

    await test.step('leaves the page where it is when focus goes back into the header', async () => {
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
    });

    if (!isPhoneWidth(page)) return;

    // WCAG 2.4.11: on a phone the sticky header is at the top and the download bar at the bottom.
    await test.step('keeps whatever Tab reaches in sight, clear of the header and the download bar', async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const hidden: string[] = [];
      for (let tab = 0; tab < 150; tab += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          // Fixed in place above everything when focused (the skip link): nothing can cover it.
          if (getComputedStyle(focused).position === 'fixed') return '';
          const box = focused.getBoundingClientRect();
          const headerBox = document.querySelector('header')?.getBoundingClientRect();
          const bar = document.querySelector('.mobile-downloads');
          const barBox = bar && !bar.contains(focused) && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect() : null;
          if (headerBox && !focused.closest('header') && box.top < headerBox.bottom - 1)
            return `under the header (top ${Math.round(box.top)})`;
          if (barBox && barBox.height > 0 && box.bottom > barBox.top + 1)
            return `under the download bar (bottom ${Math.round(box.bottom)}, bar from ${Math.round(barBox.top)})`;
          return '';
        });
        if (where === null) break;
        if (where) hidden.push(`${await focusedName(page)} ${where}`);
      }
      expect(hidden).toEqual([]);
    });

    await test.step('lets a phone on its side reach the last link of the open menu by scrolling the menu, not the page', async () => {
      const viewport = { width: 640, height: 320 };
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const nav = page.getByRole('navigation', { name: site.navigation.label });
      await nav.getByRole('button', { name: site.navigation.menuLabel }).click();
      const last = site.navigation.items[site.navigation.items.length - 1];
      const link = nav.getByRole('link', { name: last.label, exact: true });
      await expect(link).toBeVisible();
      // The visitor scrolls over the menu until its last link shows.
      const panel = await nav.getByRole('list').boundingBox();
      if (!panel) throw new Error('the open menu has no box');
      await page.mouse.move(panel.x + panel.width / 2, Math.min(panel.y + panel.height, viewport.height) - 20);
      await expect(async () => {
        await page.mouse.wheel(0, 120);
        await expect(link).toBeInViewport({ ratio: 1, timeout: 500 });
      }).toPass();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await link.click();
      await expect(page).toHaveURL(last.to);
    });
  });
});
