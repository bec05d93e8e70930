// A visitor's steps, in any engine: open a page and wait for the loader to lift, use the
// navigation (through the menu on a phone), wait for the page to be still.
import { expect } from '@playwright/test';
import type { EnginePage } from './engine-page.ts';
import { pageReady, scrollSettled } from './in-page.ts';
import { clickByRole, waitFor, waitForWithin } from './queries.ts';
import { fixtureSite as site } from '../fixture-site.ts';

/**
 * How long a page may take to open, as Playwright's own navigation limit (30 s), not an assertion's
 * 10 s: WebKit draws in software, and with a CPU hog beside npm test (the suite at nice 10 sharing
 * the other core with the Chromium suite) it once took more than 10 s to open the home page.
 */
export const pageOpenMs = 30_000;

/** Opens `path` and waits until the loader has lifted (background loaded + delay). */
export async function visit(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await waitForWithin(page, pageOpenMs, `${path} to open and its loader to lift`, pageReady);
}

/** Waits until the page has stopped scrolling, and returns where it is. */
export async function settledScrollY(page: EnginePage): Promise<number> {
  const settled = await page.evaluate(scrollSettled);
  expect(typeof settled, String(settled)).toBe('number');
  return Number(settled);
}

/** Scrolls at once to `y` (as a reader who drags the scrollbar or flicks far). */
export async function scrollToY(page: EnginePage, y: number): Promise<void> {
  await page.evaluate((top: number) => window.scrollTo({ top, behavior: 'instant' }), y);
}

export const collapses = (page: EnginePage) => page.width <= site.layout.mobileMaxWidth;

/** Follows the navigation's link named `label`: on a phone, through the menu. */
export async function followNavLink(page: EnginePage, label: string): Promise<void> {
  const nav = `nav[aria-label="${site.navigation.label}"]`;
  if (collapses(page)) await clickByRole(page, 'button', site.navigation.menuLabel, nav);
  await clickByRole(page, 'link', label, nav);
}

/** The page's path and hash once the address has changed to `path`. */
export async function addressIs(page: EnginePage, path: string): Promise<void> {
  await waitFor(page, `the address ${path}`, (want: string) => location.pathname + location.hash === want, path);
}
