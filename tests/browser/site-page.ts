// Shared steps for the page-level browser tests: open a page once the loader has lifted, scroll so
// deferred sections hydrate, and read the home page's sections from the test site by type.
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type OpenedPage, type PageOptions } from './chromium.ts';
import type { CarouselBreakpoints, Section } from '../../src/content/site.generated.ts';
import { fixtureSite } from '../fixture-site.ts';

/** The test site (tests/fixtures/site/), which baseURL serves. */
export const site = fixtureSite;
export const baseURL = inject('baseURL');

/** A section of a page's site.yaml list by type (the first one), typed by that type. */
export function sectionOf<T extends Section['type']>(page: keyof typeof site.pages, type: T): Extract<Section, { type: T }> {
  const found = site.pages[page].sections.find((section): section is Extract<Section, { type: T }> => section.type === type);
  if (!found) throw new Error(`the test site has no ${type} section on the ${page} page`);
  return found;
}

/** Opens `path` at `width` and waits until the loader has lifted (background loaded + delay). */
export async function visit(browser: Browser, width: number, path: string, options: PageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, width, options);
  await opened.page.goto(baseURL + path);
  if (options.javaScriptEnabled !== false) {
    await opened.page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
  }
  return opened;
}

/** Scrolls instantly (no smooth scrolling) to `y`. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Scrolls down the whole page a screen at a time, then back to the top, so every deferred section
 * (carousels load their code when they come near the screen) has hydrated.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step / 2) {
    await scrollToY(page, y);
    // Two frames at each place, so the page's IntersectionObservers have seen it (a fixed wait can
    // be shorter than a frame on a busy machine, and a section scrolled past unseen never hydrates).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await scrollToY(page, height);
  await waitForLiveCarousels(page);
  await scrollToY(page, 0);
}

/**
 * How long a section may take to go live once on screen: its code is fetched and run, then React
 * renders it in slices. About a second on a quiet machine; on CI's busiest run three sections had
 * not gone live in 20 s, and two of them had a moment later, when the failure message was written.
 */
const goLiveMs = 45_000;

/** Waits until every carousel on the page has swapped its prerendered list for the live one. */
export async function waitForLiveCarousels(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-carousel]')].every((carousel) => carousel.getAttribute('data-live') === 'true') &&
      [...document.querySelectorAll('.skill-games-swiper')].every((swiper) => swiper.classList.contains('swiper-initialized')),
    undefined,
    { timeout: goLiveMs },
  );
}

/** Brings a section to the middle of the screen and waits for its carousel, if any, to be live. */
export async function showSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`section#${id}`);
  const deadline = Date.now() + goLiveMs;
  await section.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  for (;;) {
    const live = await page
      .waitForFunction(
        (sectionId) => {
          const element = document.getElementById(sectionId);
          if (!element) return false;
          const multi = element.querySelector('[data-carousel]');
          const swiper = element.querySelector('.skill-games-swiper');
          return (!multi || multi.getAttribute('data-live') === 'true') && (!swiper || swiper.classList.contains('swiper-initialized'));
        },
        id,
        { timeout: Math.max(1, Math.min(2_000, deadline - Date.now())) },
      )
      .then(
        () => true,
        () => false,
      );
    if (live) return section;
    if (Date.now() >= deadline) throw new Error(`section #${id} did not go live in ${goLiveMs / 1000} s: ${await sectionState(page, id)}`);
    // On a busy machine the page may still be settling (fonts, a section above going live): a
    // section moved out of reach meanwhile would never be asked to go live, so it is brought back.
    await section.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
  }
}

/** What a test that waited in vain needs to know about a section, for its failure message. */
function sectionState(page: Page, id: string): Promise<string> {
  return page.evaluate((sectionId) => {
    const element = document.getElementById(sectionId);
    const box = element?.getBoundingClientRect();
    return JSON.stringify({
      scrollY: window.scrollY,
      viewport: window.innerHeight,
      top: box?.top,
      height: box?.height,
      carousel: element?.querySelector('[data-carousel]')?.getAttribute('data-live'),
      swiper: element?.querySelector('.skill-games-swiper')?.className,
      readyState: document.readyState,
      loader: document.querySelector('.loader') !== null,
      html: element?.innerHTML.slice(0, 200),
    });
  }, id);
}

export interface Change<T> {
  /** performance.now() in the page when the change was seen. */
  at: number;
  value: T;
}

/**
 * Starts recording, inside the page, every change of what a section shows, with the page's own
 * clock: on a busy machine the test's polling may be late, but the page's timestamps are not.
 * `read` runs in the page (it must not use anything from this file) and returns a string.
 */
export async function recordChanges(page: Page, id: string, read: (root: Element) => string): Promise<() => Promise<Change<string>[]>> {
  const key = `record-${id}-${Math.random().toString(36).slice(2)}`;
  const install = (sectionId: string, readNow: (root: Element) => string, storeKey: string) => {
    const root = document.getElementById(sectionId);
    if (!root) throw new Error(`no section #${sectionId}`);
    const log: { at: number; value: string }[] = [{ at: performance.now(), value: readNow(root) }];
    new MutationObserver(() => {
      const value = readNow(root);
      if (value !== log[log.length - 1].value) log.push({ at: performance.now(), value });
    }).observe(root, { attributes: true, subtree: true, childList: true });
    (window as unknown as Record<string, unknown>)[storeKey] = log;
  };
  // One expression, so `read` travels as code (the page's CSP forbids building functions from text).
  await page.evaluate(`(${install.toString()})(${JSON.stringify(id)}, ${read.toString()}, ${JSON.stringify(key)})`);
  return () => page.evaluate((storeKey) => (window as unknown as Record<string, Change<string>[]>)[storeKey], key);
}

/** Gaps in ms between consecutive recorded changes (the first entry is the starting state). */
export function gaps(log: Change<string>[]): number[] {
  return log.slice(2).map((change, index) => change.at - log[index + 1].at);
}

/** Items a multi-item carousel shows at a width: react-multi-carousel lets the last matching range win (so does the CSS). */
export function itemsAt(ranges: CarouselBreakpoints, width: number): number {
  const matching = ranges.filter((range) => range.minWidth <= width && width <= range.maxWidth);
  return matching[matching.length - 1].items;
}

/** How many items of a multi-item carousel lie wholly inside its visible box. */
export function itemsInView(section: Locator): Promise<number> {
  return section.evaluate((element) => {
    const box = element.querySelector('.multi-carousel-list')?.getBoundingClientRect();
    if (!box) return -1;
    return [...element.querySelectorAll('.multi-carousel-item')].filter((item) => {
      const rect = item.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}
