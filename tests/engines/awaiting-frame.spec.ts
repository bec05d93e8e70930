// The reader's place, in every engine (issue 46, items 2 and 4). These tests belong to the frame's
// rewrite (React Router's data router, <ScrollRestoration>, sections hydrated in place), which
// fixes what they find; until it lands, the cases that fail on today's frame are marked with
// test.fail (see `failsToday`), so the suite stays green and Playwright says "expected to fail, but
// passed" the day one is fixed: then take its mark away.
//
// - the language switch keeps the place wherever the reader is: over a carousel, between sections,
//   in the footer, in a long policy page, both ways (English to Hindi and back);
// - a shared link to each home section (/#reviews) lands it just under the sticky header;
// - keyboard focus is never hidden under the sticky header (WCAG 2.2, 2.4.11);
// - the page's height does not change under a reader who jumps far (drags the scrollbar).
import { expect, site, test } from './fixtures.ts';
import type { EnginePage } from './engine-page.ts';
import { focusSeen, misplacement, placeNow, readingPlace, scrollSettled, watchAfterJump } from './in-page.ts';
import { clickByRole, waitFor } from './queries.ts';
import { settledScrollY, visit } from './steps.ts';
import { pathInLanguage } from '../../src/content/languages.ts';
import { fixtureHindiSite } from '../fixture-site.ts';

/**
 * Where a test fails on today's frame, as 'webkit-1280', 'firefox' or 'all': `always` is marked
 * test.fail; `sometimes` (it fails in some runs only: how the page lays out its sections as it
 * scrolls depends on timing) is skipped, so npm test stays steady, until the frame lands. With
 * SHOW_FRAME_FAILURES=1 neither mark is set, so the failures read as failures (why each fails).
 */
function failsToday(page: EnginePage, why: string, always: string[], sometimes: string[] = []): void {
  if (process.env.SHOW_FRAME_FAILURES === '1') return;
  const here = (where: string[]) => where.includes('all') || where.includes(`${page.engine}-${page.width}`) || where.includes(page.engine);
  test.skip(here(sometimes), `fails in some runs on today's frame (${why})`);
  test.fail(here(always), `fails on today's frame (${why})`);
}

const hindiPrefix = fixtureHindiSite ? '/hi' : '';
const switchLabel = (english: boolean) => (english ? site.navigation.language?.label : fixtureHindiSite?.navigation.language?.label) ?? '';

/** Follows the header's language switch to `target` and waits for that page to open. */
async function switchLanguage(page: EnginePage, english: boolean, target: string): Promise<void> {
  // The header shows one of its two switches at a width (the phone's beside the menu button).
  await clickByRole(page, 'link', switchLabel(english), 'header');
  await waitFor(page, `${target} to open`, (want: string) => location.pathname === want && !document.querySelector('.loader'), target);
}

/** Puts the reading line (just under the header) `into` the element found by `selector`. */
async function readAt(page: EnginePage, selector: string, into: number): Promise<void> {
  await page.evaluate(
    (css: string, depth: number) => {
      const element = document.querySelector(css);
      if (!element) throw new Error(`no ${css}`);
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - header + depth - 8, behavior: 'instant' });
    },
    selector,
    into,
  );
}

// Places a reader may be when they switch: [name, page, where the reading line is, phone too].
// On a phone the two that differ most (a carousel, a long text); on a laptop all four.
const places: [string, string, (page: EnginePage) => Promise<void>, boolean][] = [
  // A third of the way into the coverflow: where the switch lands at the top of the page today.
  ['over the coverflow carousel', '/', (page) => readAt(page, '#skill-games', 350), true],
  ['between two sections', '/', (page) => readAt(page, '#payment-partners', 0), false],
  [
    'in the footer',
    '/',
    (page) => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })),
    false,
  ],
  ['half way down a long policy page', site.pages.terms.path, (page) => readAt(page, '#terms-part-6', 0), true],
];

test.describe('the language switch keeps the reader’s place', () => {
  test.skip(!fixtureHindiSite, 'the test site has no Hindi pages');
  for (const [where, path, goThere, onPhones] of places) {
    test(`${where}, to Hindi and back`, async ({ tab: page }) => {
      test.skip(page.width <= 480 && !onPhones, 'a laptop-only place');
      if (where.includes('coverflow'))
        failsToday(page, 'item 2: the Hindi page opens at its top', ['firefox', 'webkit-1280'], ['webkit-360']);
      await visit(page, path);
      let english = true;
      let current = path;
      for (const step of ['to Hindi', 'back to English']) {
        // Twice: the first scroll lays out the whole page (whole-page.ts), which moves what is where.
        await goThere(page);
        await settledScrollY(page);
        await goThere(page);
        await settledScrollY(page);
        const place = await page.evaluate(readingPlace);
        if (typeof place === 'string') throw new Error(place);
        const next: string = english ? pathInLanguage(current, '', hindiPrefix) : pathInLanguage(current, hindiPrefix, '');
        await switchLanguage(page, english, next);
        [english, current] = [!english, next];
        const settled = await page.evaluate(scrollSettled);
        // The same paragraph (or heading, list item, footer) is at the reading line again, give or
        // take 40 px: the other language's words may make it a little taller or shorter.
        const now = await page.evaluate(placeNow, place.name);
        expect(
          { scrolled: typeof settled === 'number' && settled > 0, atTheLine: now !== null && now.top <= 48 && now.bottom >= -32 },
          `${step} ${where}: ${place.name} was at ${place.offset} px under the header; after the switch ${JSON.stringify(now)}, scrollY ${String(settled)}`,
        ).toEqual({ scrolled: true, atTheLine: true });
      }
    });
  }
});

const homeSections = site.pages.home.sections.filter((section) => section.type !== 'decoration' && section.type !== 'hero');
// On a phone the links of the navigation (where a shared link most often points); on a laptop those
// and the sections found landing wrong today (a page load each: WebKit takes 5 s for one on CI's machine).
const navTargets = new Set(site.navigation.items.filter((item) => item.to.startsWith('/#')).map((item) => item.to.slice(2)));
const laptopTargets = new Set([...navTargets, 'skill-games', 'payment-partners', 'badges']);

test('a shared link to each home section lands it just under the sticky header', async ({ tab: page }) => {
  failsToday(
    page,
    'item 4: WebKit leaves /#reviews under the header (at 360 px /#games now and then), Firefox takes /#badges 130 px too far',
    ['webkit-1280', 'firefox-1280'],
    ['webkit-360'],
  );
  const problems: string[] = [];
  test.setTimeout(120_000);
  const targets = page.width > 480 ? laptopTargets : navTargets;
  for (const section of homeSections.filter((candidate) => targets.has(candidate.id))) {
    // Each link opened afresh, as from a message: not a jump within the page already open.
    await page.leave();
    await visit(page, `/#${section.id}`);
    await settledScrollY(page);
    const problem = await page.evaluate(misplacement, section.id);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
});

test('keyboard focus is never hidden under the sticky header', async ({ tab: page }) => {
  failsToday(page, 'item 4: the 11th Tab focuses the GAMES pause button under the header', ['webkit-1280']);
  await visit(page, '/');
  const hidden: string[] = [];
  // Past the games' controls (WebKit hid the 11th stop under the header) and into the next sections.
  for (let tab = 1; tab <= 16; tab++) {
    await page.press('Tab');
    // Focus scrolls the page at once (no smooth scrolling): two frames and it is drawn where it stays.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await page.evaluate(focusSeen);
    if (seen?.hidden) hidden.push(`Tab ${tab}: ${seen.name} at ${seen.top}-${seen.bottom} px, header bottom ${seen.header} px`);
  }
  expect(hidden).toEqual([]);
});

test('the page keeps its height and its content in place under a reader who jumps far', async ({ tab: page }) => {
  failsToday(
    page,
    'item 4: sections laid out after the jump shorten the page and move what is on screen',
    ['firefox', 'webkit-1280'],
    ['webkit-360'],
  );
  await visit(page, '/');
  expect(await page.evaluate(watchAfterJump, 0.6, 1500)).toBe('');
});
