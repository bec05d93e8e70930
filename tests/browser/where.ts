// Where the visitor is on a page, as they see it: a section's heading on screen below the sticky
// header, the words at the top of the screen, a page that has stopped moving. The journeys, the
// language switch and the pages without JavaScript assert landings with these, never the scroll
// machinery that gets the visitor there.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Site } from '../../src/content/site.generated.ts';
import { site } from './fixtures.ts';
import { scrollSettled } from '../scroll-settled.ts';

/**
 * Why section `id` is not where a visitor who followed a link to it should see it, or '' when it
 * is: its top at the page's scroll padding (just under the sticky header, or as close as the end of
 * the page allows) and its heading on screen.
 */
export function misplacement(page: Page, id: string): Promise<string> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) return `no #${sectionId} on ${location.pathname}`;
    const heading = (section.querySelector('h1, h2, h3') ?? section).getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const top = Math.round(section.getBoundingClientRect().top - padding);
    const atPageBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const where = `section top ${top} px from its place, heading ${Math.round(heading.top)}-${Math.round(heading.bottom)} of ${window.innerHeight}, scrollY ${Math.round(window.scrollY)}`;
    if (heading.top < header - 1) return `heading hidden under the header (${where})`;
    if (heading.bottom > window.innerHeight) return `heading below the fold (${where})`;
    if (Math.abs(top) > 10 && !(top > 0 && atPageBottom)) return `not scrolled to the section (${where})`;
    return '';
  }, id);
}

/**
 * Resolves once the page has not scrolled for 5 frames and 300 ms (a smooth scroll has ended, and
 * a section that changes height late would have moved it by then), with where it is. Watched in the
 * page, frame by frame.
 */
export async function stillAt(page: Page): Promise<number> {
  const settled = await page.evaluate(scrollSettled, { quietMs: 300, giveUpMs: 10_000 });
  expect(typeof settled, String(settled)).toBe('number');
  return Number(settled);
}

/** The page at `path` (pathname, and the #section if given) is the one rendered: its own title is set once it has committed. */
export async function expectPageShown(page: Page, path: string, onSite: Site = site): Promise<void> {
  const [pathname, hash] = [path.split('#')[0] || '/', path.includes('#') ? path.slice(path.indexOf('#')) : ''];
  const meta = Object.values(onSite.pages).find((candidate) => candidate.path === pathname);
  if (!meta) throw new Error(`no page at ${pathname}`);
  await expect(page).toHaveURL((url) => url.pathname === pathname && url.hash === hash);
  await expect(page).toHaveTitle(meta.title);
}

/** The visitor ends up on the section `to` names (/#games) and it stays there. */
export async function expectLandedOn(page: Page, to: string, journey: string, onSite: Site = site): Promise<void> {
  await expectPageShown(page, to, onSite);
  const id = decodeURIComponent(to.slice(to.indexOf('#') + 1));
  await expect.poll(() => misplacement(page, id), { message: journey }).toBe('');
  await stillAt(page);
  expect(await misplacement(page, id), `${journey}, once the page is still`).toBe('');
}

/** A page opened by a link: its own title, at its top. */
export async function expectOpenedAtTop(page: Page, path: string, journey: string): Promise<void> {
  await expectPageShown(page, path);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${journey}: a new page opens at its top` }).toBe(0);
}

/** After Back or Forward: the visitor is where they left `path` (±10 px), and stays there. */
export async function expectReturnedTo(page: Page, path: string, left: number, journey: string): Promise<void> {
  await expectPageShown(page, path);
  const near = (y: number) => (Math.abs(y - left) <= 10 ? 'there' : `at ${y}`);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)).then(near), { message: `${journey}: left at ${left}` })
    .toBe('there');
  expect(near(await stillAt(page)), `${journey}: left at ${left}, once the page is still`).toBe('there');
}

/**
 * A plain click where the element is on screen now, as a finger or a mouse does. Playwright's
 * click() first scrolls its target "into view", which can move the page under a sticky header
 * before the navigation starts, so Back would rightly return somewhere else.
 */
export async function clickInPlace(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to click has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * What is at the top of the screen, just below the header: the element (by its place among the
 * page's elements: the two languages' pages are built alike), how far into it the screen starts, and
 * its height (the same paragraph can be drawn taller in another font or language).
 */
export function readingPlace(page: Page): Promise<{ index: number; top: number; height: number; text: string }> {
  return page.evaluate(() => {
    const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const element = document.elementFromPoint(window.innerWidth / 2, line + 1);
    const index = element ? [...document.querySelectorAll('main *')].indexOf(element) : -1;
    const box = element?.getBoundingClientRect();
    return {
      index,
      top: Math.round((box?.top ?? 0) - line),
      height: Math.round(box?.height ?? 0),
      text: element?.textContent?.slice(0, 40) ?? '',
    };
  });
}

/** Whether `now` is the same reading place as `before`: the same element, as far into it (±10 px, as a share of its height). */
export function samePlace(before: { index: number; top: number; height: number }, now: { index: number; top: number; height: number }) {
  return now.index === before.index && Math.abs(now.top - (before.top * now.height) / before.height) <= 10;
}
