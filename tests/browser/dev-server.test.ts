// `npm run dev` as a marketer uses it: the open page follows edits to site.yaml without a restart,
// a broken edit shows every problem with its line in the browser, and fixing it brings the page
// back. It drives a real Vite dev server over a copy of the test site, so no real file is touched.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { sitePlugin } from '../../src/build/site-plugin.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fixtureLevels, fixtureSite, fixtureSiteText } from '../fixture-site.ts';

const original = fixtureSiteText;
const workDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-dev-'));
const sitePath = path.join(workDir, 'site.yaml');

function aboutTitle(): string {
  for (const section of fixtureSite.pages.about.sections) if (section.type === 'pageHeader') return section.title;
  throw new Error('the about page has no pageHeader section');
}

/** Line and column (1-based) where `needle` starts in `text`, plus `offset` characters. */
function positionOf(text: string, needle: string, offset = 0): string {
  const before = text.slice(0, text.indexOf(needle) + offset);
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

/**
 * Saves site.yaml as a person does: not within a blink of the last save. Vite's file watcher
 * (chokidar) drops a change that comes within 50 ms of the previous one to the same file, and this
 * test once saved the fix that quickly after seeing the error; a person's saves are seconds apart.
 */
async function save(text: string) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  writeFileSync(sitePath, text);
}

const overlayText = (page: Page) => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');

describe.runIf(hasBrowser)('the dev server (npm run dev)', () => {
  let browser: Browser;
  let server: ViteDevServer;
  let baseURL: string;

  beforeAll(async () => {
    writeFileSync(sitePath, original);
    server = await createServer({
      root: projectRoot,
      configFile: false,
      cacheDir: path.join(workDir, 'vite-cache'),
      logLevel: 'silent',
      plugins: [react(), sitePlugin(sitePath, fixtureLevels)],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the dev server has no port');
    baseURL = `http://127.0.0.1:${address.port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('updates the open page when site.yaml is saved, shows a broken edit at its line, and recovers', async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(`${baseURL}/about`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), { timeout: 60_000 }).toBe(aboutTitle());
    // The watcher picks the file up asynchronously; an edit saved before that would go unseen.
    await expect.poll(() => server.watcher.getWatched()[workDir] ?? [], { timeout: 30_000 }).toContain('site.yaml');

    await save(original.replace(`title: ${aboutTitle()}\n`, 'title: Edited While Open\n'));
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe('Edited While Open');

    const broken = original.replace('autoCloseMs: 3000', 'autoCloseMs: soon');
    await save(broken);
    await expect
      .poll(() => overlayText(page), { timeout: 30_000 })
      .toContain(
        `site.yaml:${positionOf(broken, 'autoCloseMs: soon', 13)}  notices.autoCloseMs  "autoCloseMs" should be a whole number, not text.`,
      );

    await save(original);
    await expect.poll(() => overlayText(page), { timeout: 30_000 }).toBe('');
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(aboutTitle());
    await page.context().close();
  });
});
