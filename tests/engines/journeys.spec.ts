// The visitor's journeys that hold today in every engine: the loader lifts onto the home page, the
// navigation's section links glide to their section from the home page and from a policy page, and
// Back returns to the place left. Where a journey ends is asserted by what the visitor sees (the
// section's heading on screen just under the sticky header), not by the address bar.
import { expect, site, test } from './fixtures.ts';
import { misplacement } from './in-page.ts';
import { getByRole, waitFor, waitUntilFine } from './queries.ts';
import { addressIs, followNavLink, scrollToY, settledScrollY, visit } from './steps.ts';

const sectionLinks = site.navigation.items.filter((item) => item.to.startsWith('/#'));
const hero = site.pages.home.sections.find((section) => section.type === 'hero');
const policyPath = site.pages.terms.path;

test('the loader lifts onto the home page and its headline', async ({ tab: page }) => {
  await visit(page, '/');
  if (hero?.type !== 'hero') throw new Error('the test site has no hero');
  const headline = await getByRole(page, 'heading', hero.headline);
  expect(await page.evaluateOn(headline, (element) => element.tagName)).toBe('H1');
});

// One section link from the home page (the last: the furthest glide), one from a policy page: the
// Chromium suite follows every link from every page; here what may differ is the landing.
for (const link of sectionLinks.slice(-1)) {
  test(`the ${link.label} link glides to its section from the home page`, async ({ tab: page }) => {
    await visit(page, '/');
    await followNavLink(page, link.label);
    await addressIs(page, link.to);
    const id = link.to.slice(2);
    await waitUntilFine(page, `#${id} under the header`, misplacement, id);
    await settledScrollY(page);
    expect(await page.evaluate(misplacement, id), 'once the page is still').toBe('');
  });
}

test('a section link on a policy page opens the home page at the section, and Back returns to the place left', async ({ tab: page }) => {
  const link = sectionLinks[0];
  await visit(page, policyPath);
  // Part way down the policy, where a reader would be when they decide to look elsewhere.
  await scrollToY(page, 600);
  const left = await settledScrollY(page);
  await followNavLink(page, link.label);
  await addressIs(page, link.to);
  const id = link.to.slice(2);
  await waitUntilFine(page, `#${id} under the header`, misplacement, id);
  await settledScrollY(page);
  expect(await page.evaluate(misplacement, id)).toBe('');

  await page.back();
  await addressIs(page, policyPath);
  await waitFor(page, `the policy page back at ${left} px`, (y: number) => Math.abs(window.scrollY - y) <= 10, left);
  expect(Math.abs((await settledScrollY(page)) - left), `left at ${left}`).toBeLessThanOrEqual(10);
});
