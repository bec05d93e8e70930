// The paths visitors take through the navigation, asserted by where they end up (the target's
// heading on screen below the sticky header), not by the address bar: from every page they can
// arrive on, at a phone (through the menu), a tablet and a laptop width; Back and Forward to the
// place they left; a typed or reloaded address with a #section.
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { baseURL, site, visit } from './site-page.ts';

const widths = [360, 768, 1280] as const;
const routes = Object.values(site.pages).map((page) => page.path);
// Pages with the same list of section types are drawn by the same components: at the phone and
// tablet widths, journeys start from one page of each kind (the home page, the about page, a
// document page, the contact page); at the laptop width from every page.
const kindsSeen = new Set<string>();
const onePerKind = Object.values(site.pages)
  .filter((page) => {
    const kind = page.sections.map((section) => section.type).join();
    return !kindsSeen.has(kind) && Boolean(kindsSeen.add(kind));
  })
  .map((page) => page.path);
const startsAt = (width: number) => (width === 1280 ? routes : onePerKind);
const homePath = site.pages.home.path;
const navItems = site.navigation.items;
const sectionLinks = navItems.filter((item) => item.to.includes('#'));
const pageLinks = navItems.filter((item) => !item.to.includes('#'));
const footerLinks = site.footer.columns.flatMap((column) => column.links.map((link) => ({ ...link, column: column.heading })));
const collapsesAt = (width: number) => width <= site.layout.mobileMaxWidth;

/**
 * Waits until the page has stopped scrolling (a smooth scroll has finished, and nothing has moved it
 * for 450 ms and 5 frames: a section that changes height late moves it within that) and returns where
 * it is. Watched inside the page, frame by frame, rather than polled from here.
 */
async function scrollSettled(expect: ExpectStatic, page: Page): Promise<number> {
  const settled = await page.evaluate(
    () =>
      new Promise<number | string>((resolve) => {
        const started = performance.now();
        let last = Math.round(window.scrollY);
        let since = started;
        let frames = 0;
        const watch = () => {
          const now = performance.now();
          const y = Math.round(window.scrollY);
          if (y !== last) [last, since, frames] = [y, now, 0];
          else frames += 1;
          if (frames >= 5 && now - since >= 450) resolve(y);
          else if (now - started > 20_000) resolve(`still moving after 20 s (at ${y})`);
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
  expect(typeof settled, String(settled)).toBe('number');
  return Number(settled);
}

/**
 * Why section `id` is not where a visitor who followed a link to it should see it, or '' when it is:
 * its top at the page's scroll padding (just under the sticky header, or as close as the end of the
 * page allows) and its heading on screen.
 */
function misplacement(page: Page, id: string): Promise<string> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) return `no #${sectionId} on ${location.pathname}`;
    const heading = (section.querySelector('h1, h2, h3') ?? section).getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const top = Math.round(section.getBoundingClientRect().top - padding);
    const atPageBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const where = `section top ${top} px from its place, heading ${Math.round(heading.top)}-${Math.round(heading.bottom)} of ${window.innerHeight}, scrollY ${Math.round(window.scrollY)}`;
    if (heading.top < header - 1) return `heading hidden under the header (${where})`;
    if (heading.bottom > window.innerHeight) return `heading below the fold (${where})`;
    if (Math.abs(top) > 10 && !(top > 0 && atPageBottom)) return `not scrolled to the section (${where})`;
    return '';
  }, id);
}

/** The page named by `path` is the one rendered (its title is set once it has committed). */
async function pageShown(expect: ExpectStatic, page: Page, path: string): Promise<void> {
  const meta = Object.values(site.pages).find((candidate) => candidate.path === path);
  if (!meta) throw new Error(`no page at ${path}`);
  await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(meta.title);
}

/** The visitor ends up on the section and stays there. */
async function expectLandedOn(expect: ExpectStatic, page: Page, to: string, journey: string): Promise<void> {
  await page.waitForURL(baseURL + to);
  await pageShown(expect, page, to.slice(0, to.indexOf('#')) || '/');
  const id = idOf(to);
  await expect.poll(() => misplacement(page, id), { timeout: 20_000, message: journey }).toBe('');
  await scrollSettled(expect, page);
  expect(await misplacement(page, id), `${journey}, once the page is still`).toBe('');
}

/** A new page: its address, its own title, and the top of the page. */
async function expectOpenedPage(expect: ExpectStatic, page: Page, path: string, journey: string): Promise<void> {
  await page.waitForURL(baseURL + path);
  await pageShown(expect, page, path);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000, message: `${journey}: a new page opens at its top` })
    .toBe(0);
}

/** After Back or Forward: the visitor is where they left that page (±10 px), and stays there. */
async function expectReturnedTo(expect: ExpectStatic, page: Page, path: string, left: number, journey: string): Promise<void> {
  await page.waitForURL(baseURL + path);
  await pageShown(expect, page, path.slice(0, path.indexOf('#') === -1 ? undefined : path.indexOf('#')) || '/');
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 20_000, message: `${journey}: left at ${left}` })
    .toBeGreaterThanOrEqual(left - 10);
  const settled = await scrollSettled(expect, page);
  expect(Math.abs(settled - left), `${journey}: left at ${left}, came back to ${settled}`).toBeLessThanOrEqual(10);
}

/**
 * A plain click where the element is on screen, as a finger or a mouse does. Playwright's
 * locator.click() first scrolls its target "into view", which moves the page under a sticky header
 * before the navigation starts, so Back would rightly return somewhere else.
 */
async function clickInPlace(page: Page, target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to click has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Clicks a link of the main navigation as a visitor at this width does (through the menu on small screens). */
async function clickNav(expect: ExpectStatic, page: Page, width: number, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: site.navigation.label });
  if (collapsesAt(width)) {
    const toggle = nav.getByRole('button', { name: site.navigation.menuLabel });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await clickInPlace(page, toggle);
  }
  await clickInPlace(page, nav.getByRole('link', { name: label, exact: true }));
  if (collapsesAt(width)) {
    await expect.poll(() => nav.getByRole('button', { name: site.navigation.menuLabel }).getAttribute('aria-expanded')).toBe('false');
  }
}

const idOf = (to: string) => decodeURIComponent(to.slice(to.indexOf('#') + 1));

/** The webfont arrives a second late, as on a slow link: the page misses it (font-display: optional) and is drawn in the phone's font. */
const lateFont = (page: Page) =>
  page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

describe.skipIf(!hasBrowser)('visitor journeys through the navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of widths) {
    startsAt(width).forEach((start, routeIndex) => {
      it.concurrent(
        `lands on each home section from ${start} at ${width} px, and Back returns to ${start}`,
        async ({ expect, onTestFinished }) => {
          const { page, problems } = await visit(browser, width, start, { onTestFinished });
          // The first link is followed from the page as it arrived (each route starts with another
          // one), the others from the same page after Back.
          const order = sectionLinks.map((_, index) => sectionLinks[(index + routeIndex) % sectionLinks.length]);
          for (const link of order) {
            const journey = `${link.label} from ${start} at ${width} px`;
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            await clickNav(expect, page, width, link.label);
            await expectLandedOn(expect, page, link.to, journey);
            await page.goBack();
            await expectReturnedTo(expect, page, start, 0, `${journey}, then Back`);
          }
          // From the home page itself, section to section, where the last round's links did nothing
          // (from the page as it arrived; from / after Back is the same page, so once is enough).
          if (start !== homePath) {
            expect(problems).toEqual([]);
            return page.context().close();
          }
          await clickNav(expect, page, width, order[0].label);
          await expectLandedOn(expect, page, order[0].to, `${order[0].label} from ${start} again at ${width} px`);
          for (const link of order.slice(1))
            await clickNav(expect, page, width, link.label).then(() =>
              expectLandedOn(expect, page, link.to, `${link.label} from the home page at ${width} px`),
            );
          expect(problems).toEqual([]);
          await page.context().close();
        },
      );
    });

    it.concurrent(
      `opens each page of the navigation at its top, marked as the current page, at ${width} px`,
      async ({ expect, onTestFinished }) => {
        const { page, problems } = await visit(browser, width, homePath, { onTestFinished });
        await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
        const nav = page.getByRole('navigation', { name: site.navigation.label });
        for (const link of pageLinks) {
          await clickNav(expect, page, width, link.label);
          await expectOpenedPage(expect, page, link.to, `${link.label} at ${width} px`);
          for (const other of pageLinks) {
            const current = await nav
              .getByRole('link', { name: other.label, exact: true, includeHidden: true })
              .getAttribute('aria-current');
            expect(current, `${other.label} on ${link.to}`).toBe(other === link ? 'page' : null);
          }
          await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
        }
        // The logo leads home, to the top.
        await nav.getByRole('link', { name: site.brand.homeLabel ?? site.brand.name }).click();
        await expectOpenedPage(expect, page, homePath, `the logo at ${width} px`);
        expect(problems).toEqual([]);
        await page.context().close();
      },
    );
  }

  // Every footer link (the footer is the same on every page) from one page of each kind at a laptop
  // width; from the home page and a policy page at the phone and tablet widths too. At the tablet
  // width the visitor has asked the system for less motion: links jump instead of gliding, and the
  // page lays itself out in another order (a Back there once landed 156 px short of the place left).
  const footerJourneys = [
    ...onePerKind.map((start) => [1280, start, 'no-preference'] as const),
    ...([360, 768] as const).flatMap((width) =>
      [homePath, site.pages.terms.path].map((start) => [width, start, width === 768 ? 'reduce' : 'no-preference'] as const),
    ),
  ];
  for (const [width, start, reducedMotion] of footerJourneys) {
    const motion = reducedMotion === 'reduce' ? ', with reduced motion' : '';
    it.concurrent(
      `follows every footer link from ${start} at ${width} px${motion} and comes Back to the same place`,
      async ({ expect, onTestFinished }) => {
        const { page, problems } = await visit(browser, width, start, { reducedMotion, onTestFinished });
        const footer = page.locator('.site-footer');
        for (const link of footerLinks) {
          const journey = `footer ${link.column} › ${link.label} from ${start} at ${width} px`;
          // Scroll down to the footer, as a visitor does to reach it. On a phone the footer (with its
          // legal block) is taller than the screen: its links are then under the sticky header, and the
          // visitor scrolls back until the one they want shows. The place left is where they tap it.
          const target = footer.getByRole('navigation', { name: link.column }).getByRole('link', { name: link.label, exact: true });
          await footer.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
          await target.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
            if (box.top < header || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
          });
          const left = await scrollSettled(expect, page);
          await clickInPlace(page, target);
          if (link.to.includes('#')) await expectLandedOn(expect, page, link.to, journey);
          else await expectOpenedPage(expect, page, link.to, journey);
          // A link to the page already shown replaces it: there is nothing to go Back to.
          if (link.to === start) continue;
          await page.goBack();
          await expectReturnedTo(expect, page, start, left, `${journey}, then Back`);
        }
        expect(problems).toEqual([]);
        await page.context().close();
      },
    );
  }

  for (const width of widths) {
    it.concurrent(`returns to the exact place on Back and Forward at ${width} px`, async ({ expect, onTestFinished }) => {
      const { page, problems } = await visit(browser, width, homePath, { onTestFinished });
      // Read down the home page past the games, then open Contact Us from the navigation.
      const reviews = sectionLinks[sectionLinks.length - 1];
      await page.locator(`#${idOf(reviews.to)}`).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.mouse.wheel(0, 137);
      const left = await scrollSettled(expect, page);
      const contact = pageLinks[pageLinks.length - 1];
      await clickNav(expect, page, width, contact.label);
      await expectOpenedPage(expect, page, contact.to, `${contact.label} at ${width} px`);
      await page.mouse.wheel(0, 300);
      const leftContact = await scrollSettled(expect, page);
      expect(leftContact).toBeGreaterThan(0);

      await page.goBack();
      await expectReturnedTo(expect, page, homePath, left, `Back to ${homePath} at ${width} px`);
      await page.goForward();
      await expectReturnedTo(expect, page, contact.to, leftContact, `Forward to ${contact.to} at ${width} px`);
      await page.goBack();
      await expectReturnedTo(expect, page, homePath, left, `Back again to ${homePath} at ${width} px`);

      // A section link, then Back, returns to where the visitor was before it.
      await clickNav(expect, page, width, sectionLinks[0].label);
      await expectLandedOn(expect, page, sectionLinks[0].to, `${sectionLinks[0].label} at ${width} px`);
      await page.goBack();
      await expectReturnedTo(expect, page, homePath, left, `Back from ${sectionLinks[0].to} at ${width} px`);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it.concurrent('scrolls back to a section when its link is clicked again after scrolling away', async ({ expect, onTestFinished }) => {
    const { page } = await visit(browser, 1280, homePath, { onTestFinished });
    const link = sectionLinks[1];
    await clickNav(expect, page, 1280, link.label);
    await expectLandedOn(expect, page, link.to, `${link.label} once`);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await clickNav(expect, page, 1280, link.label);
    await expectLandedOn(expect, page, link.to, `${link.label} clicked again`);
    await page.context().close();
  });

  it.concurrent(
    'lands on a section when only the #section of the address is changed, after the visitor has scrolled',
    async ({ expect, onTestFinished }) => {
      // Typing /#reviews over / in the address bar (or a plain #link) is a move within the page that
      // the browser makes itself: a kept place of / must not pull the visitor away from the section.
      const { page } = await visit(browser, 1280, homePath, { onTestFinished });
      const [first, second] = sectionLinks;
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.goto(baseURL + first.to);
      await expectLandedOn(expect, page, first.to, `typed ${first.to} over a scrolled ${homePath}`);
      // The wheel glides on after it is turned; the visitor changes the address once it has stopped
      // (a hash set mid-glide lands on the section and the glide then carries the page on past it).
      await page.mouse.wheel(0, 1500);
      await scrollSettled(expect, page);
      await page.evaluate((hash) => (window.location.hash = hash), second.to.slice(second.to.indexOf('#')));
      await expectLandedOn(expect, page, second.to, `location.hash set to ${second.to} after scrolling`);
      await page.context().close();
    },
  );

  for (const width of [360, 1280] as const) {
    it.concurrent(`lands on a section from a typed address and after a reload at ${width} px`, async ({ expect, onTestFinished }) => {
      for (const link of sectionLinks) {
        const { page, problems } = await visit(browser, width, link.to, { onTestFinished });
        await expectLandedOn(expect, page, link.to, `typed ${link.to} at ${width} px`);
        await page.reload();
        await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
        await expectLandedOn(expect, page, link.to, `reloaded ${link.to} at ${width} px`);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    });
  }

  it.concurrent(
    'lands on a typed #section after a reload, whatever place an earlier visit to the page in this tab left',
    async ({ expect, onTestFinished }) => {
      const { page, problems } = await visit(browser, 360, homePath, { onTestFinished });
      // An earlier visit read / down to its footer and went on to another page.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await scrollSettled(expect, page);
      const [footerLink] = footerLinks.filter((link) => !link.to.includes('#') && link.to !== homePath);
      await page.locator('.site-footer').getByRole('link', { name: footerLink.label, exact: true }).click();
      await expectOpenedPage(expect, page, footerLink.to, `footer ${footerLink.label}`);
      // Then the visitor types /#section in the address bar, and reloads the page.
      const [link] = sectionLinks;
      await page.goto(baseURL + link.to);
      await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
      await expectLandedOn(expect, page, link.to, `typed ${link.to}`);
      await page.reload();
      await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
      await expectLandedOn(expect, page, link.to, `reloaded ${link.to}`);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  // On a slow link the webfont can miss its moment (font-display: optional): that visit is drawn in
  // the phone's font, taller, for its whole life, and the reload in the webfont, now cached. A place
  // kept only as a pixel offset then showed other words: 202 px above the About section on / at 360 px.
  it.concurrent(
    'shows the same words after a reload when the first visit was drawn without the webfont',
    async ({ expect, onTestFinished }) => {
      // What is at the top of the screen (below the header), and where.
      const atTop = (page: Page) =>
        page.evaluate(() => {
          const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
          const element = document.elementFromPoint(window.innerWidth / 2, line + 1);
          const box = element?.getBoundingClientRect();
          return { text: element?.textContent?.slice(0, 60), top: Math.round((box?.top ?? 0) - line), height: box?.height ?? 1 };
        });
      const reload = async (page: Page) => {
        await page.unroute('**/*.woff2');
        await page.reload();
        await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
      };

      // The last section is the one the most text above it moves.
      const link = sectionLinks[sectionLinks.length - 1];
      const home = await openLate(link.to);
      await expectLandedOn(expect, home.page, link.to, `${link.to} drawn without the webfont`);
      const drawnFirst = await home.page.evaluate(() => window.scrollY);
      await reload(home.page);
      await expectLandedOn(expect, home.page, link.to, `${link.to} reloaded with the webfont`);
      // The two visits were drawn with different heights (else the case is not the one meant).
      expect(Math.abs((await home.page.evaluate(() => window.scrollY)) - drawnFirst)).toBeGreaterThan(50);
      expect(home.problems).toEqual([]);
      await home.page.context().close();

      // A policy page read to its middle.
      const terms = await openLate(site.pages.terms.path);
      await terms.page.mouse.wheel(0, 3000);
      await scrollSettled(expect, terms.page);
      const before = await atTop(terms.page);
      await reload(terms.page);
      await expect.poll(() => atTop(terms.page).then((now) => now.text)).toBe(before.text);
      await scrollSettled(expect, terms.page);
      const after = await atTop(terms.page);
      expect(after.text).toBe(before.text);
      // As far into the paragraph as before: its height differs between the two fonts.
      const sameDepth = (before.top * after.height) / before.height;
      expect(Math.abs(after.top - sameDepth), `${JSON.stringify(before)} then ${JSON.stringify(after)}`).toBeLessThanOrEqual(10);
      expect(terms.problems).toEqual([]);
      await terms.page.context().close();

      async function openLate(path: string) {
        const opened = await openPage(browser, 360, { onTestFinished });
        await lateFont(opened.page);
        await opened.page.goto(baseURL + path);
        await opened.page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
        return opened;
      }
    },
  );

  // The place a reload returns to is named by what was on screen, noted by a module loaded when the
  // scrolling stops. On a slow phone a reload came before it had noted anything, and took the bare
  // offset: 152 px past the section, the first visit drawn in the phone's font and the reload in the
  // webfont. Here the module never comes on the first visit, as if the reload were that early.
  it.concurrent('lands on a typed #section after a reload that came before the place was noted', async ({ expect, onTestFinished }) => {
    const link = sectionLinks[sectionLinks.length - 1];
    const { page } = await openPage(browser, 360, { onTestFinished });
    await lateFont(page);
    await page.route('**/scroll-anchor-*.js', (route) => route.abort());
    await page.goto(baseURL + link.to);
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
    await expectLandedOn(expect, page, link.to, `${link.to} drawn without the webfont`);
    const drawnFirst = await page.evaluate(() => window.scrollY);
    await page.unrouteAll();
    await page.reload();
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
    await expectLandedOn(expect, page, link.to, `${link.to} reloaded with the webfont`);
    // Drawn with other heights the second time, else the case is not the one meant.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - drawnFirst)).toBeGreaterThan(50);
    await page.context().close();
  });

  it.concurrent(
    'offers "skip to content" as the first thing Tab reaches, and it moves focus past the navigation',
    async ({ expect, onTestFinished }) => {
      const { page } = await visit(browser, 1280, homePath, { onTestFinished });
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: site.navigation.skipLink });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.site-header')))).toBe(false);
      await page.context().close();
    },
  );
});
