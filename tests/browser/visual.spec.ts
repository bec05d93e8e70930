// Visual regression on the test site: one page of each layout (the home page, the about page, a
// policy document, the contact form) at the phone's and the laptop's width, and the home page at the
// tablet's, against the references in tests/browser/screenshots/, so a CSS change that moves things
// fails here and shows in review. When a change is meant: `npm run test:screenshots:update`, look at
// the new pictures, commit them (README, "Screenshots").
//
// Taken the same way every time: motion off, the typeface drawn, lazy images loaded, carousels
// live, the copyright line masked (its year changes, and its digits have different widths), and
// whatever the page leaves to the machine's fonts drawn in the site's own (screenshot.css).
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, isPhoneWidth, site, test, type Page } from './fixtures.ts';
import { expectPageLive, showAllLive } from './page-state.ts';
import { renderedFonts } from './rendered-fonts.ts';
import { expectPageShown } from './where.ts';

const fontFiles = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2'),
);
const stylePath = path.join(import.meta.dirname, 'screenshot.css');
/** The whole Baloo 2 files, as the families screenshot.css draws with where the site's own fonts stop. */
const screenshotFonts = [
  ['Screenshot Baloo 2 Latin', 'baloo-2-latin-wght-normal.woff2'],
  ['Screenshot Baloo 2 Latin Ext', 'baloo-2-latin-ext-wght-normal.woff2'],
  ['Screenshot Baloo 2 Devanagari', 'baloo-2-devanagari-wght-normal.woff2'],
];

/** Adds the screenshot families to the page, loaded, so they draw from the first screenshot on. */
async function addScreenshotFonts(page: Page): Promise<void> {
  await page.evaluate(async (families) => {
    for (const [family, file] of families) {
      const face = new FontFace(family, `url(/__screenshot-fonts/${file})`, { weight: '400 800' });
      document.fonts.add(face);
      await face.load();
    }
  }, screenshotFonts);
}

/** One page of each layout, in two tests (the home page is the longest to take). */
const pageGroups = [
  [{ name: 'home', path: site.pages.home.path }],
  [
    { name: 'about', path: site.pages.about.path },
    { name: 'terms', path: site.pages.terms.path },
    { name: 'contact', path: site.pages.contact.path },
  ],
];

/** Scrolls down the page a screen at a time, as a visitor does, so its lazy images load, then waits for them and for the carousels. */
async function loadEverything(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height + step; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await showAllLive(page);
  // Every image the full-length picture shows has arrived (a carousel's items off to the side are
  // not in the picture, and never load).
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const shown = box.width > 0 && box.right > 0 && box.left < innerWidth && getComputedStyle(image).visibility !== 'hidden';
      return !shown || image.complete;
    }),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const bar = page.locator('.mobile-downloads');
  if (await bar.isVisible()) await expect(bar).toHaveAttribute('data-scrolled', 'false');
}

async function expectLooksAsBefore(page: Page, name: string): Promise<void> {
  await loadEverything(page);
  const copyright = page.getByRole('contentinfo').locator('p', { has: page.locator('time') });
  await expect
    .soft(page)
    .toHaveScreenshot(`${name}-${page.viewportSize()?.width}.png`, { fullPage: true, mask: [copyright], stylePath, timeout: 30_000 });
}

test.describe('screenshots', { tag: '@each-width' }, () => {
  // The page's security policy would refuse the screenshot's style (and Playwright's own, which
  // stops animations): it is held in every other spec.
  test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1, bypassCSP: true });

  for (const pages of pageGroups) {
    test(`${pages.map(({ name }) => name).join(', ')} look${pages.length === 1 ? 's' : ''} as before`, async ({ page, visit }) => {
      await visit(pages[0].path);
      // A first visit on a busy machine may miss the typeface's moment (font-display: optional): the
      // page is then opened again, the typeface coming from the cache (which a route would turn off:
      // the screenshot fonts' is set only afterwards).
      for (let loads = 1; (await renderedFonts(page.locator('h1').first())).join() !== 'Baloo 2' && loads < 3; loads++) {
        await page.reload();
        await expectPageLive(page);
      }
      await expect.poll(() => renderedFonts(page.locator('h1').first())).toEqual(['Baloo 2']);
      await page.route('**/__screenshot-fonts/*', (route) =>
        route.fulfill({ path: path.join(fontFiles, path.basename(new URL(route.request().url()).pathname)) }),
      );
      await addScreenshotFonts(page);

      for (const [index, { name, path: route }] of pages.entries()) {
        await test.step(name, async () => {
          if (index > 0) {
            // Opened as a visitor does, from the footer: the typeface is already there.
            await page.getByRole('contentinfo').locator(`a[href="${route}"]`).first().click();
            await expectPageShown(page, route);
          }
          await expectLooksAsBefore(page, name);
          // The tablet's layout, where the home page changes most, from the phone's page.
          if (name === 'home' && isPhoneWidth(page)) {
            const phone = page.viewportSize() ?? { width: 360, height: 780 };
            await page.setViewportSize({ width: 768, height: 800 });
            await expectLooksAsBefore(page, name);
            await page.setViewportSize(phone);
          }
        });
      }
    });
  }
});
