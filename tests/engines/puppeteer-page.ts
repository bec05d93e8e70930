// An EnginePage on Puppeteer: Firefox over WebDriver BiDi, Chromium over CDP. Each test gets its
// own browser context (a fresh profile: no storage, no history), in the worker's one browser.
import type { Browser, ElementHandle, KeyInput, Page } from 'puppeteer-core';
import type { EngineName } from './engines.ts';
import type { EnginePage, Key, Target } from './engine-page.ts';

class PuppeteerTarget implements Target {
  constructor(
    readonly description: string,
    readonly handle: ElementHandle<Element>,
  ) {}
}

function handleOf(target: Target): ElementHandle<Element> {
  if (!(target instanceof PuppeteerTarget)) throw new Error(`${target.description} was not found by this page`);
  return target.handle;
}

// Puppeteer types a page function by what it does with handles among its arguments; the tests pass
// plain values only, so the functions go through as they are.
type PageFunction = (...args: never[]) => unknown;
type Evaluate = (fn: PageFunction, ...args: unknown[]) => Promise<unknown>;

const keys: Record<Key, KeyInput[]> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Escape: ['Escape'],
  Enter: ['Enter'],
  End: ['End'],
  Home: ['Home'],
};

export async function openPuppeteerPage(
  browser: Browser,
  engine: EngineName,
  baseURL: string,
  width: number,
  height: number,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport({ width, height });
  const evaluate = page.evaluate.bind(page) as unknown as Evaluate;
  const evaluateHandle = page.evaluateHandle.bind(page) as unknown as (
    fn: PageFunction,
    ...args: unknown[]
  ) => ReturnType<Page['evaluateHandle']>;
  const enginePage: EnginePage = {
    engine,
    width,
    height,
    async resize(newWidth, newHeight) {
      await page.setViewport({ width: newWidth, height: newHeight });
      [enginePage.width, enginePage.height] = [newWidth, newHeight];
    },
    async goto(path) {
      await page.goto(baseURL + path, { waitUntil: 'load' });
    },
    async leave() {
      await page.goto('about:blank');
    },
    evaluate: (fn, ...args) => evaluate(fn, ...args) as never,
    evaluateOn: (target, fn, ...args) => {
      const handle = handleOf(target);
      return (handle.evaluate.bind(handle) as unknown as Evaluate)(fn, ...args) as never;
    },
    async query(description, fn, ...args) {
      const handle = await evaluateHandle(fn, ...args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) {
        await handle.dispose();
        return null;
      }
      return new PuppeteerTarget(description, element);
    },
    click: (target) => handleOf(target).click(),
    type: (target, text) => handleOf(target).type(text),
    async press(key) {
      const [first, ...rest] = keys[key];
      if (rest.length === 0) return page.keyboard.press(first);
      await page.keyboard.down(first);
      for (const next of rest) await page.keyboard.press(next);
      await page.keyboard.up(first);
    },
    async back() {
      await page.goBack();
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
  };
  return { page: enginePage, close: () => context.close() };
}
