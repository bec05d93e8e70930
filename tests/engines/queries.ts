// Finding what a visitor sees, by role and accessible name, in any engine: Testing Library's DOM
// queries (the component tests' own) run inside the page, so "the link named Reviews" means the
// same thing in Firefox, WebKit and Chromium. Like Playwright's locators, a query waits until
// exactly one element matches.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EnginePage, Target } from './engine-page.ts';

const require = createRequire(import.meta.url);
// The UMD build defines window.TestingLibraryDom; the page's CSP does not apply to the driver's scripts.
const testingLibrary = readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

/** How long a query or a condition waits, as the Chromium suite's web-first assertions do. */
export const waitMs = 10_000;

interface Name {
  source: string;
  flags: string;
  exact: boolean;
  /** Matched against the element's text, not its accessible name (an alert takes no name from its words). */
  byText: boolean;
}

const nameOf = (name: string | RegExp, byText = false): Name =>
  typeof name === 'string'
    ? { source: name, flags: '', exact: true, byText }
    : { source: name.source, flags: name.flags, exact: false, byText };

/** A script cut short by the page going away: a page still opening, to be asked again. */
const navigating = (error: unknown) =>
  error instanceof Error && /unload|context was destroyed|navigat|no such frame|no longer exist/i.test(error.message);

/** Runs `fn` in the page; undefined if the page went away meanwhile (it is being replaced). */
async function ask<A extends unknown[], R>(page: EnginePage, fn: (...args: A) => R, args: A): Promise<Awaited<R> | undefined> {
  try {
    return await page.evaluate(fn, ...args);
  } catch (error) {
    if (navigating(error)) return undefined;
    throw error;
  }
}

/**
 * How long a frame is awaited before the page is asked again: a page being left draws no more
 * frames, and Firefox's WebDriver BiDi then held the call until the test's end (a switch of
 * language under load timed out so). A guard on the call, not a pause: a frame comes in 16 ms.
 */
const frameGuardMs = 1_000;

/** The page's next frame (or its being left, or the guard), whichever comes first. */
function nextFrame(page: EnginePage): Promise<unknown> {
  const frame = ask(
    page,
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        window.addEventListener('pagehide', resolve, { once: true });
      }),
    [],
  );
  // Settled later by a page that went away: nothing waits for it any more.
  frame.catch(() => undefined);
  let guard: ReturnType<typeof setTimeout> | undefined;
  const guarded = new Promise((done) => (guard = setTimeout(() => done(undefined), frameGuardMs)));
  return Promise.race([frame, guarded]).finally(() => clearTimeout(guard));
}

/** Waits until `fn` in the page returns something truthy, and returns it. */
export function waitFor<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<NonNullable<Awaited<R>>> {
  return waitForWithin(page, waitMs, what, fn, ...args);
}

/** waitFor, for up to `limitMs`. */
export async function waitForWithin<A extends unknown[], R>(
  page: EnginePage,
  limitMs: number,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<NonNullable<Awaited<R>>> {
  const deadline = performance.now() + limitMs;
  let last: unknown;
  for (;;) {
    last = await ask(page, fn, args);
    if (last) return last as NonNullable<Awaited<R>>;
    if (performance.now() > deadline) throw new Error(`Waited ${limitMs} ms for ${what}; last saw ${JSON.stringify(last)}`);
    // One frame: what a test waits for (a render, a scroll, a notice) changes at most once a frame.
    await nextFrame(page);
  }
}

/** Waits until `fn` in the page, which names what is wrong, names nothing ('' or null). */
export async function waitUntilFine<A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => string | null,
  ...args: A
): Promise<void> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const problem = await ask(page, fn, args);
    if (problem === '' || problem === null) return;
    if (performance.now() > deadline) throw new Error(`Waited ${waitMs} ms for ${what}: ${problem ?? 'the page was still opening'}`);
    await nextFrame(page);
  }
}

async function ensureTestingLibrary(page: EnginePage): Promise<void> {
  const present = await page.evaluate(() => 'TestingLibraryDom' in window);
  // Evaluated as a function's body, with `this` the window, so the UMD wrapper defines its global.
  if (!present) await page.evaluate(new Function(testingLibrary) as () => void);
}

/**
 * The one element with this role and accessible name (a string matches the whole name, a RegExp a
 * part of it), optionally inside the element matching `within` (a CSS selector).
 */
export function getByRole(page: EnginePage, role: string, name: string | RegExp, within?: string): Promise<Target> {
  return findOne(page, role, nameOf(name), within, `the ${role} named ${String(name)}${within ? ` in ${within}` : ''}`);
}

/** An element replaced by a re-render between finding it and acting on it. */
const stale = (error: unknown) => error instanceof Error && /stale|not found|detached|no longer/i.test(`${error.name} ${error.message}`);

/**
 * Clicks the one element with this role and name, finding it again if a render replaced it in
 * between (as Playwright's locators do): a notice re-renders as the pointer comes over it.
 */
export async function clickByRole(page: EnginePage, role: string, name: string | RegExp, within?: string): Promise<void> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    try {
      const target = await getByRole(page, role, name, within);
      // As a visitor brings a button into sight before tapping it: the middle of the screen, clear
      // of the sticky header and the phone's download bar (a driver scrolls it only to the bottom
      // edge, where that bar takes the tap). What is already in sight and on top stays where it is.
      await page.evaluateOn(target, (element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === element || element.contains(hit))) element.scrollIntoView({ block: 'center', behavior: 'instant' });
      });
      return await page.click(target);
    } catch (error) {
      if (!stale(error) || performance.now() > deadline) throw error;
    }
  }
}

/** The one element with this role whose text matches (a notice: role=alert, which has no name of its own). */
export function getByRoleAndText(page: EnginePage, role: string, text: RegExp): Promise<Target> {
  return findOne(page, role, nameOf(text, true), undefined, `the ${role} saying ${String(text)}`);
}

async function findOne(page: EnginePage, role: string, name: Name, within: string | undefined, description: string): Promise<Target> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    await ensureTestingLibrary(page);
    const count = await page.evaluate(countByRole, role, name, within ?? null);
    if (count === 1) {
      const found = await page.query(description, findByRole, role, name, within ?? null);
      if (found) return found;
    }
    if (performance.now() > deadline) throw new Error(`Waited ${waitMs} ms for ${description}: found ${count}`);
    await nextFrame(page);
  }
}

// These two run in the page: everything they use comes in as arguments or from the window.
interface QueriesWindow {
  TestingLibraryDom: {
    queries: {
      queryAllByRole(container: Element, role: string, options?: { name: string | RegExp }): Element[];
    };
  };
}

function countByRole(role: string, name: Name, within: string | null): number {
  const container = within ? document.querySelector(within) : document.body;
  if (!container) return 0;
  const { queries } = (window as unknown as QueriesWindow).TestingLibraryDom;
  const matcher = name.exact ? name.source : new RegExp(name.source, name.flags);
  if (!name.byText) return queries.queryAllByRole(container, role, { name: matcher }).length;
  const says = (element: Element) =>
    typeof matcher === 'string' ? element.textContent?.trim() === matcher : matcher.test(element.textContent ?? '');
  return queries.queryAllByRole(container, role).filter(says).length;
}

function findByRole(role: string, name: Name, within: string | null): Element | null {
  const container = within ? document.querySelector(within) : document.body;
  if (!container) return null;
  const { queries } = (window as unknown as QueriesWindow).TestingLibraryDom;
  const matcher = name.exact ? name.source : new RegExp(name.source, name.flags);
  const says = (element: Element) =>
    typeof matcher === 'string' ? element.textContent?.trim() === matcher : matcher.test(element.textContent ?? '');
  const found = name.byText
    ? queries.queryAllByRole(container, role).filter(says)
    : queries.queryAllByRole(container, role, { name: matcher });
  return found.length === 1 ? found[0] : null;
}
