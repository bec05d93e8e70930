// Real Chromium (Debian's) driven by playwright-core. Locally without a browser the browser tests
// are skipped with a notice; under CI=true a missing browser is an error, never a skip.
//
// Debian's headless shell (chromium-headless-shell) first, as Playwright itself does: the same
// Blink, without the desktop browser around it. The browser project used 28 % less CPU with it
// (407 s against 563 s of busy CPU for the same run on CI's two cores) and is CPU-bound inside
// npm test. The screenshot references are taken with it; the full browser draws text a shade
// differently, so with it only those comparisons fail (visual.test.ts says so).
import { existsSync } from 'node:fs';
import { onTestFinished, type TestContext } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const headlessShell = '/usr/bin/chromium-headless-shell';
const candidates = [process.env.CHROME_PATH, headlessShell, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const chromiumPath = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

if (!chromiumPath && process.env.CI === 'true') {
  throw new Error('CI=true and no Chromium was found: install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH.');
}
export const hasBrowser = Boolean(chromiumPath);
if (!hasBrowser) console.warn('No Chromium found: browser tests are skipped on this machine (they fail under CI=true).');

export const launchFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: launchFlags });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
}

/** A browser context's options, and the concurrent test's own onTestFinished (see openPage). */
export type PageOptions = BrowserContextOptions & Partial<Pick<TestContext, 'onTestFinished'>>;

/**
 * A fresh page at a width, collecting every console error/warning and uncaught exception.
 *
 * The page is closed when the test that opened it ends, passed or failed: a failed test's page went
 * on playing its carousels in the shared browser, and on CI's busy machine that slowed every later
 * test in the file until they too failed (one failure became seven). A test run one at a time is
 * found by Vitest's global hook. A concurrent test passes its context's `onTestFinished`: the global
 * one belongs to whichever test started last, and closed a sibling's page mid-test.
 */
export async function openPage(
  browser: Browser,
  width: number,
  { onTestFinished: ofTest, ...options }: PageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
  const close = () => context.close().catch(() => {});
  if (ofTest) ofTest(close);
  else {
    const test = getCurrentTest();
    if (test && !test.concurrent) onTestFinished(close);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}
