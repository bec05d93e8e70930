// `npm run dev` as a marketer uses it: the open page follows edits to site.yaml without a restart,
// a broken edit shows every problem with its line in the browser, and fixing it brings the page
// back. It drives a real Vite dev server over a copy of the test site, so no real file is touched.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { sitePlugin } from '../../src/build/site-plugin.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fixtureLevels, fixtureSiteText } from '../fixture-site.ts';
import { expect, site, test } from './fixtures.ts';

const aboutTitle = (() => {
  for (const section of site.pages.about.sections) if (section.type === 'pageHeader') return section.title;
  throw new Error('the about page has no pageHeader section');
})();

/** Line and column (1-based) where `needle` starts in `text`, plus `offset` characters. */
function positionOf(text: string, needle: string, offset = 0): string {
  const before = text.slice(0, text.indexOf(needle) + offset);
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

test('updates the open page when site.yaml is saved, shows a broken edit at its line, and recovers', async ({ page }) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-dev-'));
  const sitePath = path.join(workDir, 'site.yaml');
  writeFileSync(sitePath, fixtureSiteText);
  const server = await createServer({
    root: projectRoot,
    configFile: false,
    cacheDir: path.join(workDir, 'vite-cache'),
    logLevel: 'silent',
    plugins: [react(), sitePlugin(sitePath, fixtureLevels)],
    server: { host: '127.0.0.1', port: 0 },
  });
  /**
   * Saves site.yaml until the dev server has seen the save: its file watcher drops a change that
   * comes within 50 ms of the one before (a person's saves are seconds apart; a test's are not).
   */
  const save = (text: string) =>
    expect(async () => {
      let seen = false;
      const onChange = (file: string) => void (path.resolve(file) === sitePath && (seen = true));
      server.watcher.on('change', onChange);
      try {
        writeFileSync(sitePath, text);
        await expect.poll(() => seen, { timeout: 2_000 }).toBe(true);
      } finally {
        server.watcher.off('change', onChange);
      }
    }).toPass();
  try {
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the dev server has no port');
    await page.goto(`http://127.0.0.1:${address.port}${site.pages.about.path}`);
    const heading = page.getByRole('heading', { level: 1 });
    // The first visit compiles the app: a minute on a busy machine.
    await expect(heading).toHaveText(aboutTitle, { timeout: 60_000 });

    await save(fixtureSiteText.replace(`title: ${aboutTitle}\n`, 'title: Edited While Open\n'));
    await expect(heading).toHaveText('Edited While Open', { timeout: 30_000 });

    const broken = fixtureSiteText.replace('autoCloseMs: 3000', 'autoCloseMs: soon');
    await save(broken);
    // Vite's error overlay, in the page (its words are in an open shadow root, which locators enter).
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText(
      `site.yaml:${positionOf(broken, 'autoCloseMs: soon', 13)}  notices.autoCloseMs  "autoCloseMs" should be a whole number, not text.`,
      { timeout: 30_000 },
    );

    await save(fixtureSiteText);
    await expect(overlay).toHaveCount(0, { timeout: 30_000 });
    await expect(heading).toHaveText(aboutTitle, { timeout: 30_000 });
  } finally {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});
