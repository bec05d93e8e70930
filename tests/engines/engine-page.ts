// What a test does to a page, the same in every engine. Two clients sit behind it (README,
// "Every engine"): Puppeteer drives Firefox over WebDriver BiDi and Chromium over CDP, Selenium
// drives WebKitGTK's WebKitWebDriver over WebDriver classic. The tests see only this, so one test
// runs unchanged in each engine; what it finds by role and name comes from queries.ts.
import type { EngineName } from './engines.ts';

/** An element of the page, found by queries.ts, that a test acts on or reads. */
export interface Target {
  /** How the test asked for it, for failure messages. */
  readonly description: string;
}

export type Key = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter' | 'End' | 'Home';

export interface EnginePage {
  readonly engine: EngineName;
  /** The page's viewport now (CSS px): the project's, or what resize() asked for. */
  width: number;
  height: number;
  /** Gives the page another viewport, as another phone would have. */
  resize(width: number, height: number): Promise<void>;
  /** Loads the test site's `path` as a visitor typing the address, and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Goes to a blank page: where a visitor who opens a shared link in a new tab starts from. */
  leave(): Promise<void>;
  /** Runs `fn` in the page (it is sent as source: it may use only its arguments) and returns its result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Runs `fn` in the page on `target`. */
  evaluateOn<A extends unknown[], R>(target: Target, fn: (element: Element, ...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The element `fn` returns in the page, or null. */
  query<A extends unknown[]>(description: string, fn: (...args: A) => Element | null, ...args: A): Promise<Target | null>;
  /** A real click in its middle (the engine scrolls it into view first if it is not). */
  click(target: Target): Promise<void>;
  /** Focuses a field and types into it key by key. */
  type(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
  /** A screenshot of what is on screen (the viewport). */
  screenshot(file: string): Promise<void>;
}
