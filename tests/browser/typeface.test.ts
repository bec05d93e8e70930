// The site's own typeface in real Chromium: every page draws its headings and text in Baloo 2, an
// English page downloads the Latin file alone (preloaded), Hindi text brings the Devanagari file,
// and nothing on any page moves while it loads (CLS 0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { baseURL, scrollThrough, scrollToY, site, visit } from './site-page.ts';
import { layoutShift } from './layout-shift.ts';

const routes = Object.values(site.pages).map((page) => page.path);
const family = 'Baloo 2';

/** The fonts Chromium actually drew an element's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!nodeId) throw new Error(`no ${selector} on the page`);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Font files the page fetched, by file name. */
function fontRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') seen.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return seen;
}

/** Expects no layout shift so far, naming what moved otherwise. */
async function expectNoShift(page: Page, where: string): Promise<void> {
  const { total, moved } = await layoutShift(page);
  expect(total, `${where} moved: ${moved}`).toBe(0);
}

/**
 * Down the page and back: screen by screen where sections hydrate near the screen (carousels),
 * in one jump elsewhere (a text page has nothing deferred; its lazy images keep their size).
 */
async function scrollDown(page: Page): Promise<void> {
  if (await page.locator('[data-carousel], .skill-games-swiper').count()) return scrollThrough(page);
  await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
  await scrollToY(page, 0);
}

describe.skipIf(!hasBrowser)('the typeface', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // One visit per route at 360 px checks the files, the first visit's stability and the drawn
  // font; one page walks every route at 1280 px for stability there (about 20 s in all).
  it.each(routes)(
    '%s at 360 px preloads and loads the Latin file alone, moves nothing on the first visit (CLS 0), and draws its text in Baloo 2',
    async (route) => {
      const { page, problems } = await openPage(browser, 360);
      const requests = fontRequests(page);
      await page.goto(baseURL + route);
      await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toMatch(/\/assets\/baloo-2-latin-wght-normal-[\w-]+\.woff2$/);
      await expectNoShift(page, route);
      await scrollDown(page);
      await expectNoShift(page, `${route} after scrolling`);
      expect(requests).toEqual([preloads[0].split('/').pop()]);
      // font-display: optional may leave a first visit on a very busy machine with the fallback; a
      // visitor's next page has the font from the cache, and that is the one checked here.
      await page.reload();
      await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
      expect(await renderedFonts(page, 'h1')).toEqual([family]);
      expect(await renderedFonts(page, 'footer p')).toEqual([family]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('moves nothing on any route at 1280 px while it loads, hydrates and scrolls (CLS 0)', async () => {
    const { page } = await openPage(browser, 1280);
    for (const route of routes) {
      await page.goto(baseURL + route);
      await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
      await expectNoShift(page, route);
      await scrollDown(page);
      await expectNoShift(page, `${route} after scrolling`);
    }
    await page.context().close();
  });

  it('fetches the Devanagari file only for Hindi text, and draws it in Baloo 2 too', async () => {
    const { page } = await visit(browser, 360, '/terms');
    const requests = fontRequests(page);
    const addHindi = () =>
      page.evaluate(() => {
        const line = document.createElement('p');
        document.getElementById('hindi')?.remove();
        line.id = 'hindi';
        line.lang = 'hi';
        line.textContent = 'कौशल से खेलें, ज़िम्मेदारी से खेलें।';
        document.querySelector('main')?.prepend(line);
      });
    expect(requests).toEqual([]);
    await addHindi();
    await expect.poll(() => requests.some((file) => file.startsWith('baloo-2-devanagari-wght-normal-'))).toBe(true);
    // font-display: optional keeps a font that comes late out of the page that asked for it (so
    // nothing moves). On the visitor's next page it comes from the cache and draws the Hindi.
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
    await page.evaluate(() => document.fonts.load('1em "Baloo 2"', 'कौशल'));
    await addHindi();
    // Polled: until the next frame lays the new line out, Chromium reports no font for it.
    await expect.poll(() => renderedFonts(page, '#hindi')).toEqual([family]);
    await page.context().close();
  });

  it('draws what a visitor types in Latin letters in Baloo 2, and typed Hindi in the phone’s own font (every conjunct)', async () => {
    // The Devanagari file holds only the glyphs of the site's own words; a word a visitor types may
    // need a conjunct it lacks, so the fields leave Devanagari to the system's font.
    const contact = Object.values(site.pages).find((page) => page.sections.some((section) => section.type === 'contactForm'));
    if (!contact) throw new Error('the fixture site has no contact form');
    const { page } = await visit(browser, 360, contact.path);
    // Both files in the cache first (font-display: optional leaves a late file to the next page),
    // so the Devanagari one is there to be chosen and only the stylesheet keeps it out of the field.
    await page.evaluate(() => Promise.all([document.fonts.load('1em "Baloo 2 Typed"', 'Ravi'), document.fonts.load('1em "Baloo 2"', 'क')]));
    await page.reload();
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
    const [latinField, hindiField] = await page.locator('.contact-control').all();
    await latinField.fill('Ravi');
    await hindiField.fill('क्ष्म्य');
    const [latinId, hindiId] = [await latinField.getAttribute('id'), await hindiField.getAttribute('id')];
    // Polled: until the next frame lays the typed text out, Chromium reports no font for it.
    await expect.poll(() => renderedFonts(page, `#${latinId}`)).toEqual([family]);
    await expect.poll(async () => (await renderedFonts(page, `#${hindiId}`)).length).toBeGreaterThan(0);
    expect(await renderedFonts(page, `#${hindiId}`)).not.toContain(family);
    await page.context().close();
  });
});
