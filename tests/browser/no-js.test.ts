// The prerendered pages with JavaScript off, in Chromium: every section's words are on screen, each
// carousel shows its first slide(s) laid out as the live one will, there are no controls that could
// do nothing, and the contact form says why its Send is grey (as it does when the page's code never
// arrives). This is also what a visitor sees before the scripts arrive on a slow network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import type { Section } from '../../src/content/site.generated.ts';
import { baseURL, itemsAt, itemsInView, site, visit } from './site-page.ts';

/** The words of a piece of site.yaml text as shown: **strong**, *emphasis* and [links](/x) reduced to their text. */
const shown = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*?/g, '');

/** The words a section must show, from site.yaml. */
function wordsOf(section: Section): string[] {
  switch (section.type) {
    case 'hero':
      return [section.headline, section.tagline];
    case 'stats':
      return section.items.flatMap((item) => [item.value, item.label]);
    case 'games':
      return [
        section.heading,
        ...(section.intro ? [section.intro] : []),
        ...section.sets.flatMap((set) => [set.title, set.description]),
        ...(section.modes ?? []).flatMap((mode) => [mode.title, mode.description]),
      ];
    case 'howToUse':
      return [section.heading, ...(section.intro ? [section.intro] : [])];
    case 'skillGames':
      return [section.heading, ...(section.intro ? [section.intro] : []), section.slides[0].description];
    case 'reviews':
      return [section.heading, ...(section.intro ? [section.intro] : [])];
    case 'logoCarousel':
      return [section.heading];
    case 'logoGrid':
      return [section.heading, ...(section.intro ? [section.intro] : [])];
    case 'about':
      return [section.heading, ...section.body.flatMap((block) => (typeof block === 'string' ? [block] : []))];
    case 'features':
      return [section.heading, ...section.tiles.flatMap((tile) => [tile.title, tile.desc])];
    case 'badges':
      return section.badges.map((badge) => badge.label);
    case 'pageHeader':
      return [section.title, ...(section.heading ? [section.heading] : []), ...(section.intro ? [section.intro] : [])];
    case 'steps':
      return [section.heading, ...(section.intro ? [section.intro] : []), ...section.steps.flatMap((step) => [step.title, step.text])];
    default:
      return [];
  }
}

async function expectWordsShown(page: Page, sections: readonly Section[]): Promise<void> {
  for (const section of sections) {
    const scope = page.locator(`section#${section.id}`);
    for (const words of wordsOf(section)) {
      const text = scope.getByText(shown(words), { exact: true });
      expect(await text.count(), `"${words}" in #${section.id}`).toBeGreaterThan(0);
      expect(await text.first().isVisible(), `"${words}" in #${section.id}`).toBe(true);
    }
  }
}

describe.skipIf(!hasBrowser)('prerendered pages without JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [360, 1280]) {
    it(`shows every home section's words and each carousel's first slides at ${width} px`, async () => {
      const { page } = await visit(browser, width, '/', { javaScriptEnabled: false });
      const home = site.pages.home.sections;
      await expectWordsShown(page, home);

      const skillGames = home.find((section) => section.type === 'skillGames');
      if (!skillGames) throw new Error('no skillGames section');
      const coverflow = page.locator(`section#${skillGames.id}`);
      expect(await coverflow.getByRole('heading', { level: 3 }).allTextContents()).toEqual([skillGames.slides[0].heading]);
      for (const slide of skillGames.slides.slice(1)) {
        expect(await coverflow.getByText(slide.description, { exact: true }).isVisible(), slide.description).toBe(false);
      }
      // The first slide sits in the middle, where Swiper will put it.
      const offCentre = await coverflow.evaluate((element) => {
        const box = element.querySelector('.skill-games-swiper')?.getBoundingClientRect();
        const card = element.querySelector('.skill-slide[data-active="true"] .skill-slide-card')?.getBoundingClientRect();
        return box && card ? Math.abs(card.left + card.width / 2 - (box.left + box.width / 2)) : Number.POSITIVE_INFINITY;
      });
      expect(offCentre).toBeLessThan(3);

      for (const section of home) {
        if (section.type !== 'reviews' && section.type !== 'logoCarousel') continue;
        const carousel = page.locator(`section#${section.id}`);
        expect(await itemsInView(carousel), `#${section.id}`).toBe(itemsAt(section.responsive, width));
      }
      const reviews = home.find((section) => section.type === 'reviews');
      if (!reviews) throw new Error('no reviews section');
      const shownCount = itemsAt(reviews.responsive, width);
      for (const review of reviews.reviews.slice(0, shownCount)) {
        expect(await page.locator(`section#${reviews.id}`).getByText(review.text, { exact: true }).isVisible(), review.author).toBe(true);
      }

      const games = home.find((section) => section.type === 'games');
      if (!games) throw new Error('no games section');
      for (const set of games.sets) {
        const panel = page
          .locator(`section#${games.id}`)
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: set.title, exact: true }) });
        expect(await panel.getByRole('img').getAttribute('alt')).toBe(set.images[0].alt);
      }

      // Nothing moves without scripts, so no previous/next/pause buttons are offered.
      expect(await page.getByRole('button', { name: site.carouselControls.next }).filter({ visible: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: site.carouselControls.pause }).filter({ visible: true }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    });

    it(`shows every about section's words at ${width} px`, async () => {
      const { page } = await visit(browser, width, site.pages.about.path, { javaScriptEnabled: false });
      await expectWordsShown(page, site.pages.about.sections);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    });

    it(`reaches every page and section from the navigation, with no button that needs a script, at ${width} px`, async () => {
      const { page } = await visit(browser, width, site.pages.about.path, { javaScriptEnabled: false });
      const nav = page.getByRole('navigation', { name: site.navigation.label });
      // The menu button opens the menu only with a script: without one the links are simply there.
      expect(await nav.getByRole('button', { name: site.navigation.menuLabel }).isVisible()).toBe(false);
      for (const item of site.navigation.items) {
        expect(await nav.getByRole('link', { name: item.label, exact: true }).isVisible(), item.label).toBe(true);
      }
      // The iOS button opens its "launching soon" dialog with a script only.
      const ios = site.downloads.ios.label;
      expect(await page.getByRole('button', { name: ios, includeHidden: true }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: ios }).count()).toBe(0);
      // A section link from the navigation lands on its section.
      const sectionLink = site.navigation.items.find((item) => item.to.includes('#'));
      if (!sectionLink) throw new Error('the test site has no section link in the navigation');
      await nav.getByRole('link', { name: sectionLink.label, exact: true }).click();
      await page.waitForURL((url) => url.hash === sectionLink.to.slice(sectionLink.to.indexOf('#')));
      const id = decodeURIComponent(sectionLink.to.slice(sectionLink.to.indexOf('#') + 1));
      await expect
        .poll(() => page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1, id))
        .toBeLessThan(200);
      await page.context().close();
    });
  }

  // A greyed Send with nothing said is a form that silently does not work: the visitor who typed a
  // message is told why, and where else to turn (the email and phone on the same page).
  it('says under the greyed Send why it cannot send, and where else to turn, at 360 px', async () => {
    const { page } = await visit(browser, 360, site.pages.contact.path, { javaScriptEnabled: false });
    const send = page.getByRole('button', { name: site.contact.submit.label });
    expect(await send.isDisabled()).toBe(true);
    // Grey, as the words under it say (it kept the site's purple once).
    expect(await send.evaluate((button) => getComputedStyle(button).filter)).toBe('grayscale(1)');
    const why = page.getByText(site.contact.submit.waiting, { exact: true });
    await why.scrollIntoViewIfNeeded();
    expect(await why.isVisible()).toBe(true);
    expect(await send.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it("says the same when the page's code cannot be loaded, and nothing once the form works", async () => {
    const lost = await openPage(browser, 360);
    await lost.page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'));
    await lost.page.goto(baseURL + site.pages.contact.path);
    const why = lost.page.getByText(site.contact.submit.waiting, { exact: true });
    await why.scrollIntoViewIfNeeded();
    await expect.poll(() => why.isVisible(), { timeout: 20_000 }).toBe(true);
    await lost.page.context().close();

    const { page } = await visit(browser, 360, site.pages.contact.path);
    const send = page.getByRole('button', { name: site.contact.submit.label });
    await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText(site.contact.submit.waiting, { exact: true }).isVisible()).toBe(false);
    expect(await send.getAttribute('aria-describedby')).toBeNull();
    await page.context().close();
  });
});
