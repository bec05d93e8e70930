// The site in Hindi on the test site (tests/fixtures/site/site.hi.yaml translates part of it on
// purpose): the header's switch leads to the same place in the other language and back, the
// visitor's choice is remembered on their next visit, a browser asking for Hindi is offered the
// Hindi page without the page moving, and the contact form speaks Hindi to the end.
import { expect, hindiSite, holdRequests, site, test, type Page } from './fixtures.ts';
import { expectPageLive } from './page-state.ts';
import { expectLandedOn, readingPlace, samePlace, stillAt } from './where.ts';
import { layoutShift } from './layout-shift.ts';
import { renderedFonts } from './rendered-fonts.ts';

const family = 'Baloo 2';

const language = site.navigation.language;
const hindiLanguage = hindiSite.navigation.language;
if (!language || !hindiLanguage) throw new Error('the test site has no navigation.language');
const switchTo = (page: Page, label: string) => page.getByRole('banner').getByRole('link', { name: label, exact: true });
const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  // A reader halfway down a policy who switches language once went back to its top, and had to find
  // the place again in a script they are only now reading the page in.
  test('keeps the place the visitor is reading when they switch language halfway down a page, both ways', async ({
    page,
    visit,
    problems,
  }) => {
    const terms = site.pages.terms.path;
    await visit(terms);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await stillAt(page);
    const reading = await readingPlace(page);
    expect(reading.index).toBeGreaterThan(0);
    for (const [label, path, lang] of [
      [language.label, hindiPath(terms), 'hi-IN'],
      [hindiLanguage.label, terms, site.brand.lang],
    ] as const) {
      await test.step(`${label} leads to the same place on ${path}`, async () => {
        // The background comes late, as on a slow phone: the page is put in place under the loader.
        const release = await holdRequests(page, `**${site.loader.background}`);
        await switchTo(page, label).click();
        await expect(page).toHaveURL(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        release();
        await expectPageLive(page);
        await page.unrouteAll();
        // The same element at the top, as far into it as before (its height may differ in the other language).
        await expect
          .poll(
            async () => {
              const now = await readingPlace(page);
              return samePlace(reading, now) ? 'in place' : JSON.stringify(now);
            },
            { message: `reading ${JSON.stringify(reading)}` },
          )
          .toBe('in place');
        await stillAt(page);
        expect(samePlace(reading, await readingPlace(page)), 'once the page is still').toBe(true);
      });
    }
    expect(problems).toEqual([]);
  });

  test('offers the Hindi page to a browser that asks for Hindi first, without moving the page', async ({ openContext }) => {
    const page = await (await openContext({ locale: 'hi-IN' })).newPage();
    await page.goto(site.pages.about.path);
    await expectPageLive(page);
    const suggestion = page.getByText(language.suggestion);
    await expect(suggestion).toBeVisible();
    await expect(page).toHaveURL(site.pages.about.path);
    // The offer is there from the first paint: added later, it pushed the page down.
    const { total, moved } = await layoutShift(page);
    expect(total, `moved: ${moved}`).toBe(0);
    await page.getByRole('button', { name: language.dismiss }).click();
    await expect(suggestion).toBeHidden();
  });

  test('takes a message on the Hindi contact page in Hindi: the field messages, the request, the answer', async ({ page, visit }) => {
    await visit(hindiPath(site.pages.contact.path));
    const { fields, submit, outcomes } = hindiSite.contact;
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const send = page.getByRole('button', { name: submit.label });
    await expect(send).toBeEnabled();
    const shownAt = await page.evaluate(() => performance.now());
    await send.click();
    await expect(page.getByText(fields.firstName.required, { exact: true })).toBeVisible();
    await field(fields.firstName.label).fill('अनन्या');
    await field(fields.lastName.label).fill('शर्मा');
    await field(fields.email.label).fill('ananya@example.in');
    await field(fields.mobileNumber.label).fill('98765');
    await field(fields.subject.label).fill('निकासी');
    await field(fields.message.label).fill('मेरी निकासी अभी तक नहीं आई है।');
    await send.click();
    await expect(page.getByText(fields.mobileNumber.tooShort, { exact: true })).toBeVisible();
    await field(fields.mobileNumber.label).fill('9876543210');
    // Sent sooner than antiSpam.minFillMs after the form was shown, it would be taken for a bot's.
    await page.waitForFunction(({ from, ms }) => performance.now() - from >= ms, {
      from: shownAt,
      ms: hindiSite.contact.antiSpam.minFillMs,
    });
    // What a visitor types is drawn in the typeface's Latin letters, and typed Hindi in the phone's
    // own Devanagari font, which has every conjunct (the typeface's file holds only the site's own).
    await expect.poll(() => renderedFonts(field(fields.email.label))).toEqual([family]);
    await expect.poll(async () => (await renderedFonts(field(fields.firstName.label))).length).toBeGreaterThan(0);
    expect(await renderedFonts(field(fields.firstName.label))).not.toContain(family);
    const [request] = await Promise.all([page.waitForRequest((sent) => sent.url().endsWith(hindiSite.api.contactPath)), send.click()]);
    expect(request.headers()['accept-language']).toBe('hi-IN');
    const success = page.getByRole('alert').filter({ hasText: outcomes.success });
    await expect(success).toBeVisible();
    // Its cross, named in Hindi, closes it.
    await page
      .getByRole('region', { name: hindiSite.notices.label, exact: true })
      .getByRole('button', { name: hindiSite.notices.closeLabel, exact: true })
      .click();
    await expect(success).toBeHidden();
  });
});

test('keeps the #section both ways, and remembers the choice on the next visit, with the link’s query and #section', async ({
  page,
  visit,
  problems,
}) => {
  const link = site.navigation.items.find((item) => item.to.startsWith('/#'));
  if (!link) throw new Error('the test site has no section link in the navigation');
  const hash = link.to.slice(1);
  await visit('/');
  // The visitor reads a little way down first, then takes the section link and switches language.
  await page.mouse.wheel(0, 1200);
  await stillAt(page);
  await page.getByRole('navigation', { name: site.navigation.label }).getByRole('link', { name: link.label, exact: true }).click();
  await expectLandedOn(page, link.to, link.label);
  await expect(switchTo(page, language.label)).toHaveAttribute('href', `/hi${hash}`);
  await switchTo(page, language.label).click();
  await expect(page).toHaveURL(`/hi${hash}`);
  await expectPageLive(page);
  await expectLandedOn(page, `/hi${hash}`, `${link.label} in Hindi`, hindiSite);
  // And back: the same section, not the place the home page was left at before.
  await switchTo(page, hindiLanguage.label).click();
  await expect(page).toHaveURL(link.to);
  await expectPageLive(page);
  await expectLandedOn(page, link.to, `${link.label} back in English`);
  await switchTo(page, language.label).click();
  await expectPageLive(page);
  // Chosen: a link to an English page from outside the site (shared on WhatsApp) opens its Hindi
  // twin, with the campaign's query and the #section.
  await page.goto('/about?utm_source=whatsapp#about-header', { referer: 'https://web.whatsapp.com/' });
  await expect(page).toHaveURL('/hi/about?utm_source=whatsapp#about-header');
  await expectPageLive(page);
  // Not when the visitor comes from another page of the site: they chose to go there.
  await page.goto(site.pages.terms.path, { referer: new URL(hindiPath(site.pages.terms.path), page.url()).href });
  await expectPageLive(page);
  await expect(page).toHaveURL(site.pages.terms.path);
  // Nor when they come Back to the English page they switched from (the page loaded again, as on a
  // phone short of memory: intercepting requests keeps the back-forward cache out).
  await page.route('**/*', (route) => route.continue());
  await switchTo(page, language.label).click();
  await expect(page).toHaveURL(hindiPath(site.pages.terms.path));
  await expectPageLive(page);
  await page.goBack();
  await expectPageLive(page);
  await expect(page).toHaveURL(site.pages.terms.path);
  await expect(page.locator('html')).toHaveAttribute('lang', site.brand.lang);
  expect(problems).toEqual([]);
});
