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
}

const nameOf = (name: string | RegExp): Name =>
  typeof name === 'string' ? { source: name, flags: '', exact: true } : { source: name.source, flags: name.flags, exact: false };

/** Waits until `fn` in the page returns something truthy, and returns it. */
export async function waitFor<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<NonNullable<Awaited<R>>> {
  const deadline = performance.now() + waitMs;
  let last: unknown;
  for (;;) {
    last = await page.evaluate(fn, ...args);
    if (last) return last as NonNullable<Awaited<R>>;
    if (performance.now() > deadline) throw new Error(`Waited ${waitMs} ms for ${what}; last saw ${JSON.stringify(last)}`);
    // One frame: what a test waits for (a render, a scroll, a notice) changes at most once a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
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
    const problem = await page.evaluate(fn, ...args);
    if (!problem) return;
    if (performance.now() > deadline) throw new Error(`Waited ${waitMs} ms for ${what}: ${problem}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
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
export async function getByRole(page: EnginePage, role: string, name: string | RegExp, within?: string): Promise<Target> {
  const description = `the ${role} named ${String(name)}${within ? ` in ${within}` : ''}`;
  const deadline = performance.now() + waitMs;
  for (;;) {
    await ensureTestingLibrary(page);
    const count = await page.evaluate(countByRole, role, nameOf(name), within ?? null);
    if (count === 1) {
      const found = await page.query(description, findByRole, role, nameOf(name), within ?? null);
      if (found) return found;
    }
    if (performance.now() > deadline) throw new Error(`Waited ${waitMs} ms for ${description}: found ${count}`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

// These two run in the page: everything they use comes in as arguments or from the window.
interface QueriesWindow {
  TestingLibraryDom: {
    queries: {
      queryAllByRole(container: Element, role: string, options: { name: string | RegExp }): Element[];
    };
  };
}

function countByRole(role: string, name: Name, within: string | null): number {
  const container = within ? document.querySelector(within) : document.body;
  if (!container) return 0;
  const { queries } = (window as unknown as QueriesWindow).TestingLibraryDom;
  const matcher = name.exact ? name.source : new RegExp(name.source, name.flags);
  return queries.queryAllByRole(container, role, { name: matcher }).length;
}

function findByRole(role: string, name: Name, within: string | null): Element | null {
  const container = within ? document.querySelector(within) : document.body;
  if (!container) return null;
  const { queries } = (window as unknown as QueriesWindow).TestingLibraryDom;
  const matcher = name.exact ? name.source : new RegExp(name.source, name.flags);
  const found = queries.queryAllByRole(container, role, { name: matcher });
  return found.length === 1 ? found[0] : null;
}
