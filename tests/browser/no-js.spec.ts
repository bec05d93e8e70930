// The prerendered pages without the page's code: with JavaScript off, and with its files lost on the
// way (what a visitor sees before the scripts arrive on a slow network, too). Every section's words
// on screen, each carousel's first slides laid out as the live one will lay them out, no control
// that needs a script, links that still lead to their place, the How to Use player, and a contact
// form that says why its Send is grey.
import type { Section } from '../../src/content/site.generated.ts';
import { expect, isPhoneWidth, sectionOf, site, test, type Page } from './fixtures.ts';

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
      return [section.heading, ...(section.intro ? [section.intro] : []), ...section.sets.flatMap((set) => [set.title, set.description])];
    case 'skillGames':
      return [section.heading, ...(section.intro ? [section.intro] : []), section.slides[0].description];
    case 'howToUse':
    case 'reviews':
    case 'logoGrid':
      return [section.heading, ...(section.intro ? [section.intro] : [])];
    case 'logoCarousel':
      return [section.heading];
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
  const wide = !isPhoneWidth(page);
  for (const section of sections) {
    if (section.desktopOnly && !wide) continue;
    for (const words of wordsOf(section)) {
      await expect(page.locator(`section#${section.id}`).getByText(shown(words), { exact: true }).first(), `#${section.id}`).toBeVisible();
    }
  }
}

const reviews = sectionOf('home', 'reviews');
const skillGames = sectionOf('home', 'skillGames');
const games = sectionOf('home', 'games');
const howToUse = sectionOf('home', 'howToUse');

/** The How to Use player is there, named by its heading, with the browser's own controls. */
async function expectPlayer(page: Page): Promise<void> {
  const player = page.locator(`section#${howToUse.id}`).getByLabel(howToUse.heading);
  await player.scrollIntoViewIfNeeded();
  await expect(player).toBeVisible();
  expect(await player.evaluate((element: HTMLVideoElement) => [element.tagName, element.controls])).toEqual(['VIDEO', true]);
}

test.describe('without JavaScript', { tag: '@each-width' }, () => {
  test.use({ javaScriptEnabled: false });

  test('shows every section, leads every link to its place, and no control that needs a script', async ({ page }) => {
    const width = page.viewportSize()?.width ?? 0;
    await page.goto(site.pages.about.path);
    await expectWordsShown(page, site.pages.about.sections);
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    // The menu button opens the menu only with a script: without one the links are simply there.
    await expect(nav.getByRole('button', { name: site.navigation.menuLabel })).toBeHidden();
    for (const item of site.navigation.items) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    // The web app manifest waits for the first paint only where a script can add it.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // The iOS button opens its dialog with a script only: it is not offered.
    await expect(page.getByRole('button', { name: site.downloads.ios.label })).toHaveCount(0);

    const link = site.navigation.items.find((item) => item.to.includes('#'));
    if (!link) throw new Error('the test site has no section link in the navigation');
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.to);
    await expect(
      page
        .locator(link.to.slice(link.to.indexOf('#')))
        .getByRole('heading')
        .first(),
    ).toBeInViewport();

    await test.step("the home page: every section's words and each carousel's first slides, laid out as when live", async () => {
      await expectWordsShown(page, site.pages.home.sections);
      const coverflow = page.locator(`section#${skillGames.id}`);
      await expect(coverflow.getByRole('heading', { level: 3 })).toHaveText([skillGames.slides[0].heading]);
      // The first slide sits in the middle, where the live coverflow will put it.
      const offCentre = await coverflow.evaluate((element) => {
        const row = element.querySelector('.swiper')?.getBoundingClientRect();
        const card = element.querySelector('h3')?.closest('[role="group"]')?.querySelector('img')?.getBoundingClientRect();
        return row && card ? Math.abs(card.left + card.width / 2 - (row.left + row.width / 2)) : Infinity;
      });
      expect(offCentre).toBeLessThan(3);
      const shownReviews = reviews.responsive.filter((range) => range.minWidth <= width && width <= range.maxWidth).pop()?.items ?? 0;
      // The reviews that fit the width are whole on the screen; the next one waits outside the carousel's box.
      await page.locator(`section#${reviews.id}`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      for (const review of reviews.reviews.slice(0, shownReviews)) {
        await expect(page.locator(`section#${reviews.id}`).getByText(review.text, { exact: true })).toBeInViewport({ ratio: 1 });
      }
      await expect(
        page.locator(`section#${reviews.id}`).getByText(reviews.reviews[shownReviews].text, { exact: true }),
      ).not.toBeInViewport();
      for (const set of games.sets) {
        const panel = page
          .locator(`section#${games.id}`)
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: set.title }) });
        await expect(panel.getByRole('img')).toHaveAttribute('alt', set.images[0].alt ?? '');
      }
      // Nothing moves without scripts, so no previous, next or pause button is offered.
      for (const name of [site.carouselControls.next, site.carouselControls.pause]) {
        await expect(page.getByRole('button', { name }).filter({ visible: true })).toHaveCount(0);
      }
      await expectPlayer(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  // A greyed Send with nothing said is a form that silently does not work: the visitor who typed a
  // message is told why, and where else to turn (the email and phone on the same page).
  test('says under the greyed Send why it cannot send, with JavaScript off', async ({ openContext }) => {
    const page = await (await openContext({ javaScriptEnabled: false })).newPage();
    await page.goto(site.pages.contact.path);
    const send = page.getByRole('button', { name: site.contact.submit.label });
    await expect(send).toBeDisabled();
    // Grey, as the words under it say.
    expect(await send.evaluate((button) => getComputedStyle(button).filter)).toBe('grayscale(1)');
    const why = page.getByText(site.contact.submit.waiting, { exact: true });
    await why.scrollIntoViewIfNeeded();
    await expect(why).toBeVisible();
    await expect(send).toHaveAttribute('aria-describedby', (await why.getAttribute('id')) ?? '');
  });

  test("offers the player, and says why Send is grey, when the page's code cannot be loaded", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expectPlayer(page);
    // Its links still lead on, as plain links.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(site.pages.contact.path);
    const why = page.getByText(site.contact.submit.waiting, { exact: true });
    await why.scrollIntoViewIfNeeded();
    await expect(why).toBeVisible();
  });
});
