// Size budgets for a visitor on a cheap phone and a slow network. Sizes, not timings: they are the
// same on a fast laptop and on a busy CI machine, so this test can fail a change that makes a page
// heavier and never fails because the machine was slow. Timings live in `npm run bench`.
//
// What counts: every file real Chromium fetches on a 360 px screen until the page has loaded and
// the loader has lifted, without scrolling (what a visitor's phone downloads before they can act).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { projectRoot, requireSite } from '../../src/content/load-site-file.ts';
import { htmlFileOf } from '../../src/app/routes.ts';

const KB = 1024;
/** Budgets in bytes. JS, CSS and HTML are counted gzipped; the total is what crossed the network. */
// React Router's data router (loaders, ScrollRestoration) costs about 15 KB more than the
// declarative mode these budgets were first set for (README, "Routing").
export const budgets = {
  homeJs: 115 * KB,
  contactJs: 135 * KB,
  /** Every other page: text with few moving parts. */
  textPageJs: 105 * KB,
  cssPerPage: 25 * KB,
  htmlPerPage: 40 * KB,
  homeTotalAt360: 350 * KB,
} as const;

const site = requireSite();
// Sizes of what ships: the real site.yaml's build.
const baseURL = inject('realSiteURL');
const distDir = path.join(projectRoot, 'dist');
const routes = Object.values(site.pages).map((page) => page.path);

interface Fetched {
  /** URL path on this site, e.g. /assets/index-abc.js */
  path: string;
  kind: 'script' | 'stylesheet' | 'document' | 'other';
  /** Bytes on the wire: response headers and (compressed) body. */
  transferred: number;
}

/** gzip -9 size of a built file, as the build writes it beside the file (deterministic). */
function gzippedSize(urlPath: string): number {
  const file = path.join(distDir, urlPath === '/' || !path.extname(urlPath) ? htmlFileOf(urlPath) : urlPath);
  if (!existsSync(file)) throw new Error(`${urlPath} was fetched but is not in dist/ (${file})`);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function fetchedOnLoad(browser: Browser, route: string): Promise<Fetched[]> {
  const { page } = await openPage(browser, 360);
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL).origin) return;
    const type = request.resourceType();
    const kind = type === 'script' || type === 'stylesheet' || type === 'document' ? type : 'other';
    pending.push(
      request.sizes().then((sizes) => {
        fetched.push({ path: url.pathname, kind, transferred: sizes.responseHeadersSize + sizes.responseBodySize });
      }),
    );
  });
  await page.goto(baseURL + route, { waitUntil: 'load' });
  await page.locator('.loader').waitFor({ state: 'detached', timeout: 30_000 });
  // Anything the lift itself started (a late chunk) finishes before counting.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.context().close();
  return fetched;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const listing = (files: { path: string; size: number }[]) =>
  files
    .sort((a, b) => b.size - a.size)
    .map((file) => `${file.path} ${kb(file.size)}`)
    .join(', ');

describe('built files', () => {
  it.each(routes)(`keeps the HTML of %s within ${kb(budgets.htmlPerPage)} gzipped`, (route) => {
    const size = gzippedSize(route);
    expect(size, `${htmlFileOf(route)} is ${kb(size)} gzipped`).toBeLessThanOrEqual(budgets.htmlPerPage);
  });
});

describe.skipIf(!hasBrowser)('what a 360 px phone downloads before the first interaction', () => {
  let browser: Browser;
  const measured = new Map<string, Fetched[]>();
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    // The figures, for the README and for anyone wondering how close a page is to its budget.
    for (const [route, fetched] of measured) {
      const js = fetched.filter((file) => file.kind === 'script').reduce((sum, file) => sum + gzippedSize(file.path), 0);
      const css = fetched.filter((file) => file.kind === 'stylesheet').reduce((sum, file) => sum + gzippedSize(file.path), 0);
      const total = fetched.reduce((sum, file) => sum + file.transferred, 0);
      console.info(
        `budget ${route}: JS ${kb(js)} gz, CSS ${kb(css)} gz, HTML ${kb(gzippedSize(route))} gz, ${fetched.length} requests, ${kb(total)} transferred`,
      );
    }
  });

  const fetchedFor = async (route: string) => {
    let fetched = measured.get(route);
    if (!fetched) {
      fetched = await fetchedOnLoad(browser, route);
      measured.set(route, fetched);
    }
    return fetched;
  };

  for (const route of routes) {
    const jsBudget =
      route === site.pages.home.path ? budgets.homeJs : route === site.pages.contact.path ? budgets.contactJs : budgets.textPageJs;
    it(`keeps ${route} within its JavaScript (${kb(jsBudget)}) and CSS (${kb(budgets.cssPerPage)}) budgets`, async () => {
      const fetched = await fetchedFor(route);
      const scripts = fetched.filter((file) => file.kind === 'script').map((file) => ({ path: file.path, size: gzippedSize(file.path) }));
      const styles = fetched
        .filter((file) => file.kind === 'stylesheet')
        .map((file) => ({ path: file.path, size: gzippedSize(file.path) }));
      const js = scripts.reduce((sum, file) => sum + file.size, 0);
      const css = styles.reduce((sum, file) => sum + file.size, 0);
      expect(scripts.length, `${route} loads its code`).toBeGreaterThan(0);
      console.info(`budget ${route}: JS ${kb(js)} of ${kb(jsBudget)}, ${kb(jsBudget - js)} to spare`);
      expect(js, `${route} loads ${kb(js)} of gzipped JavaScript before the first interaction: ${listing(scripts)}`).toBeLessThanOrEqual(
        jsBudget,
      );
      expect(css, `${route} loads ${kb(css)} of gzipped CSS: ${listing(styles)}`).toBeLessThanOrEqual(budgets.cssPerPage);
    });
  }

  it(`keeps everything / transfers on a 360 px screen within ${kb(budgets.homeTotalAt360)}`, async () => {
    const fetched = await fetchedFor('/');
    const total = fetched.reduce((sum, file) => sum + file.transferred, 0);
    const files = fetched.map((file) => ({ path: file.path, size: file.transferred }));
    expect(total, `/ transfers ${kb(total)} on a 360 px screen: ${listing(files)}`).toBeLessThanOrEqual(budgets.homeTotalAt360);
  });
});
