// The paths visitors take through the navigation, asserted by where they end up (the target's
// heading on screen below the sticky header, a new page at its top, the place they left), never by
// how the code gets them there: at a phone's width through the menu and at a laptop's.
import { expect, isPhoneWidth, site, test, type Page } from './fixtures.ts';
import { expectPageLive } from './page-state.ts';
import { clickInPlace, expectLandedOn, expectOpenedAtTop, expectReturnedTo, stillAt } from './where.ts';

const homePath = site.pages.home.path;
const navItems = site.navigation.items;
const sectionLinks = navItems.filter((item) => item.to.includes('#'));
const pageLinks = navItems.filter((item) => !item.to.includes('#'));
const footerLinks = site.footer.columns.flatMap((column) => column.links.map((link) => ({ ...link, column: column.heading })));
// Pages with the same list of section types are drawn by the same components: the journeys start
// from one page of each kind (the home page, the about page, a document page, the contact page).
const kindsSeen = new Set<string>();
const onePerKind = Object.values(site.pages)
  .filter((page) => {
    const kind = page.sections.map((section) => section.type).join();
    return !kindsSeen.has(kind) && Boolean(kindsSeen.add(kind));
  })
  .map((page) => page.path);

const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

/** Follows a link of the main navigation as a visitor at this width does: through the menu on a phone. */
async function clickNav(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: site.navigation.label });
  const toggle = nav.getByRole('button', { name: site.navigation.menuLabel });
  if (isPhoneWidth(page) && (await toggle.getAttribute('aria-expanded')) !== 'true') await clickInPlace(page, toggle);
  await clickInPlace(page, nav.getByRole('link', { name: label, exact: true }));
  if (isPhoneWidth(page)) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

test.describe('journeys through the navigation', { tag: '@each-width' }, () => {
  onePerKind.forEach((start, startIndex) => {
    // From a page of another kind one section link (each kind another): the way there is the same
    // for every link. The visitor has asked for less motion there: links jump instead of gliding,
    // and the page lays itself out in another order (a Back there once landed 156 px short).
    const [first, ...others] = sectionLinks.map((_, index) => sectionLinks[(index + startIndex) % sectionLinks.length]);
    const title =
      start === homePath
        ? `lands on each home section from ${start}, from the top and from another section, and Back returns`
        : `lands on ${first.to} from ${start} with reduced motion, and Back returns`;
    test(title, async ({ page, visit, problems }) => {
      if (start !== homePath) await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(start);
      if (start !== homePath) {
        await clickNav(page, first.label);
        await expectLandedOn(page, first.to, `${first.label} from ${start}`);
        await page.goBack();
        await expectReturnedTo(page, start, 0, `${first.label} from ${start}, then Back`);
      } else {
        await test.step('each section link from the top or from another section, Back to the section left, and the same link again after scrolling away', async () => {
          const chain = [first, ...others];
          const landedAt: number[] = [];
          for (const [index, link] of chain.entries()) {
            await clickNav(page, link.label);
            await expectLandedOn(page, link.to, `${link.label} from ${index ? chain[index - 1].to : 'the top'}`);
            landedAt.push(await page.evaluate(() => Math.round(window.scrollY)));
          }
          const last = chain[chain.length - 1];
          await page.goBack();
          await expectReturnedTo(page, chain[chain.length - 2].to, landedAt[landedAt.length - 2], `Back from ${last.to}`);
          await scrollToTop(page);
          await clickNav(page, last.label);
          await expectLandedOn(page, last.to, `${last.label} clicked again`);
        });
        // Which page is current, and where a new page opens, is the same at every width: seen on a laptop.
        if (!isPhoneWidth(page)) {
          await test.step('each page of the navigation opens at its top, marked as the current page', async () => {
            const nav = page.getByRole('navigation', { name: site.navigation.label });
            for (const link of pageLinks) {
              await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
              await clickNav(page, link.label);
              await expectOpenedAtTop(page, link.to, link.label);
              for (const other of pageLinks) {
                const current = nav.getByRole('link', { name: other.label, exact: true, includeHidden: true });
                if (other === link) await expect(current).toHaveAttribute('aria-current', 'page');
                else await expect(current).not.toHaveAttribute('aria-current');
              }
            }
            await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
            await nav.getByRole('link', { name: site.brand.homeLabel ?? site.brand.name }).click();
            await expectOpenedAtTop(page, homePath, 'the logo');
          });
        }
      }
      expect(problems).toEqual([]);
    });
  });

  test('returns to the exact place on Back and Forward', async ({ visit, problems }) => {
    const page = await visit(homePath);
    // Read down the home page past a section, then open the last page of the navigation.
    const last = sectionLinks[sectionLinks.length - 1];
    await page.locator(last.to.slice(last.to.indexOf('#'))).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.mouse.wheel(0, 137);
    const left = await stillAt(page);
    const other = pageLinks[pageLinks.length - 1];
    await clickNav(page, other.label);
    await expectOpenedAtTop(page, other.to, other.label);
    await page.mouse.wheel(0, 300);
    const leftOther = await stillAt(page);
    expect(leftOther).toBeGreaterThan(0);

    await page.goBack();
    await expectReturnedTo(page, homePath, left, `Back to ${homePath}`);
    await page.goForward();
    await expectReturnedTo(page, other.to, leftOther, `Forward to ${other.to}`);
    await page.goBack();
    await expectReturnedTo(page, homePath, left, `Back again to ${homePath}`);
    // A section link, then Back, returns to where the visitor was before it.
    await clickNav(page, sectionLinks[0].label);
    await expectLandedOn(page, sectionLinks[0].to, sectionLinks[0].label);
    await page.goBack();
    await expectReturnedTo(page, homePath, left, `Back from ${sectionLinks[0].to}`);
    expect(problems).toEqual([]);
  });

  // On a slow link the webfont can miss its moment (font-display: optional): that visit is drawn in
  // the phone's font, with other heights, and its reload in the webfont, now cached.
  test('lands on a typed /#section drawn without the webfont, after its reload, and on a #section typed after scrolling', async ({
    page,
    visit,
    problems,
  }) => {
    const last = sectionLinks[sectionLinks.length - 1];
    await page.route('**/*.woff2', (route) => route.abort());
    await visit(last.to);
    await expectLandedOn(page, last.to, `typed ${last.to}, drawn without the webfont`);
    const drawnFirst = await page.evaluate(() => window.scrollY);
    await page.unrouteAll();
    // The webfont arrives meanwhile (as on a slow link, later), so the reload draws in it.
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    await page.evaluate((urls) => Promise.all(urls.map((url) => fetch(url, { mode: 'cors', credentials: 'same-origin' }))), preloaded);
    // Drawn with other heights the second time, else the case is not the one meant. The font is
    // only used if the cache gives it within its 100 ms (font-display: optional), which a busy
    // machine can miss: such a reload is drawn in the phone's font again, and lands too; reloaded then.
    await expect(async () => {
      await page.reload();
      await expectPageLive(page);
      await expectLandedOn(page, last.to, `reloaded ${last.to}`);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - drawnFirst), 'drawn in the webfont').toBeGreaterThan(20);
    }).toPass({ timeout: 30_000 });
    // The visitor reads on, then changes only the #section of the address: the browser's own move.
    await page.mouse.wheel(0, 1500);
    await stillAt(page);
    const first = sectionLinks[0];
    await page.evaluate((hash) => (window.location.hash = hash), first.to.slice(first.to.indexOf('#')));
    await expectLandedOn(page, first.to, `${first.to} typed after scrolling`);
    expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test('follows every footer link with reduced motion and comes Back to the same place', async ({ page, visit, problems }) => {
    const start = site.pages.terms.path;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(start);
    const footer = page.getByRole('contentinfo');
    for (const link of footerLinks) {
      await test.step(`${link.column} › ${link.label}`, async () => {
        const journey = `footer ${link.column} › ${link.label} from ${start}`;
        // Down to the footer, as a visitor scrolls to reach it. On a phone the footer is taller than
        // the screen: the visitor scrolls back until the link they want shows below the header.
        const target = footer.getByRole('navigation', { name: link.column }).getByRole('link', { name: link.label, exact: true });
        await footer.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
        await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
          if (box.top < header || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'instant' });
        });
        const left = await stillAt(page);
        await clickInPlace(page, target);
        if (link.to.includes('#')) await expectLandedOn(page, link.to, journey);
        else await expectOpenedAtTop(page, link.to, journey);
        // A link to the page already shown replaces it: there is nothing to go Back to.
        if (link.to === start) return;
        await page.goBack();
        await expectReturnedTo(page, start, left, `${journey}, then Back`);
      });
    }
    expect(problems).toEqual([]);
  });
});
