// The home page's carousels in real Chromium, for what only a real browser shows: they turn by
// themselves at site.yaml's pace (timed in the page, on its own clock: a busy machine makes the
// test's polling late, never the page's timestamps), without moving the page (no layout shift), the
// coverflow's front slide centred whichever way it turns, as many reviews as fit the width, and a
// finger's swipe. Their buttons, keys, pause, labels and reduced motion are the component tests'
// (tests/components/skill-games, reviews, games, logo-carousel).
import { fillTemplate } from '../../src/content/fill-template.ts';
import { expect, sectionOf, site, test, type Page } from './fixtures.ts';
import { layoutShift } from './layout-shift.ts';
import { showAllLive, showLive } from './page-state.ts';

const controls = site.carouselControls;
const skillGames = sectionOf('home', 'skillGames');
const reviews = sectionOf('home', 'reviews');
const games = sectionOf('home', 'games');
const logos = sectionOf('home', 'logoCarousel');
const authors = reviews.reviews.map((review) => review.author);
const slideLabel = (n: number) => fillTemplate(controls.slide, { n, total: skillGames.slides.length });

/** Items a multi-item carousel shows at a width: the last matching range wins. */
function itemsAt(width: number): number {
  const matching = reviews.responsive.filter((range) => range.minWidth <= width && width <= range.maxWidth);
  return matching[matching.length - 1].items;
}

// What each carousel shows, read in the page (these run there: they use nothing of this file).
/** The coverflow's front slide: the one whose words are visible. */
const readFrontSlide = (root: Element) =>
  [...root.querySelectorAll('[role="group"][aria-label]')]
    .filter((slide) => slide.querySelector('h3')?.checkVisibility({ visibilityProperty: true }))
    .map((slide) => slide.getAttribute('aria-label'))
    .join();
/** The authors of the reviews shown (the others are hidden from screen readers), left to right. */
const readShownReviews = (root: Element) =>
  [...root.querySelectorAll('figure')]
    .filter((card) => !card.closest('[aria-hidden="true"]'))
    .map((card) => card.querySelector('figcaption')?.textContent?.trim())
    .join();
/** The member logo shown. */
const readShownLogo = (root: Element) =>
  [...root.querySelectorAll('img')]
    .filter((image) => !image.closest('[aria-hidden="true"]'))
    .map((image) => image.alt)
    .join();
/** The image each GAMES panel shows (the others are hidden from screen readers), marked if not yet drawn. */
const readGameImages = (root: Element) =>
  [...root.querySelectorAll('article')]
    .map((panel) => {
      const image = [...panel.querySelectorAll('img')].find((candidate) => !candidate.closest('[aria-hidden="true"]'));
      if (!image) return '(no image)';
      return `${image.alt}${image.complete && image.naturalWidth > 0 ? '' : ' (not drawn yet)'}`;
    })
    .join(' | ');

interface Change {
  /** performance.now() in the page when the change was seen. */
  at: number;
  value: string;
}

/**
 * Starts recording, in the page, every change of what section `id` shows, with the page's own clock.
 * `read` runs in the page and returns a string.
 */
async function recordChanges(page: Page, id: string, read: (root: Element) => string): Promise<() => Promise<Change[]>> {
  const key = `changes-${id}`;
  const install = (sectionId: string, readNow: (root: Element) => string, storeKey: string) => {
    const root = document.getElementById(sectionId);
    if (!root) throw new Error(`no section #${sectionId}`);
    const log: { at: number; value: string }[] = [{ at: performance.now(), value: readNow(root) }];
    new MutationObserver(() => {
      const value = readNow(root);
      if (value !== log[log.length - 1].value) log.push({ at: performance.now(), value });
    }).observe(root, { attributes: true, subtree: true, childList: true });
    (window as unknown as Record<string, unknown>)[storeKey] = log;
  };
  // One expression, so `read` travels as code (the page's CSP forbids building functions from text).
  await page.evaluate(`(${install.toString()})(${JSON.stringify(id)}, ${read.toString()}, ${JSON.stringify(key)})`);
  return () => page.evaluate((storeKey) => (window as unknown as Record<string, Change[]>)[storeKey], key);
}

// `timing`: the three kinds of carousel are timed; the members' is the reviews' carousel again.
const turning = [
  { section: skillGames, every: skillGames.autoplayMs, read: readFrontSlide, timing: true },
  { section: reviews, every: reviews.autoplayMs, read: readShownReviews, timing: true },
  { section: games, every: games.rotateMs, read: readGameImages, timing: true },
  { section: logos, every: logos.autoplayMs, read: readShownLogo, timing: false },
];

test.describe('the carousels', { tag: '@each-width' }, () => {
  test('turn by themselves at their pace without moving the page, the coverflow centred and as many reviews as fit', async ({
    visit,
    problems,
  }) => {
    const page = await visit('/');
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    // Autoplay holds while a mouse is over the slides: keep it away.
    await page.mouse.move(0, 0);
    await test.step('each turns by itself while on the screen, the three kinds timed on a laptop', async () => {
      await showAllLive(page);
      // All of them on the screen at once (a carousel off the screen holds still), so that they turn
      // together: a window reaching from the first one's pause button to the last one's.
      const buttons = await Promise.all(
        turning.map(({ section }) =>
          page
            .locator(`section#${section.id}`)
            .getByRole('button', { name: controls.pause, exact: true })
            .evaluate((element) => {
              const box = element.getBoundingClientRect();
              return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
            }),
        ),
      );
      const from = Math.min(...buttons.map((box) => box.top)) - 50;
      const to = Math.max(...buttons.map((box) => box.bottom)) + 50;
      await page.setViewportSize({ width, height: Math.max(height, Math.ceil(to - from)) });
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), from);
      const recorded = await Promise.all(turning.map(({ section, read }) => recordChanges(page, section.id, read)));
      // On a laptop the three kinds are timed on the page's clock: two whole gaps between turns, of
      // which the longer must be the spec's (a busy machine makes a turn late, never early, and a
      // late turn shortens only the gap after it). On a phone, each turning once is enough.
      const timed = width > site.layout.mobileMaxWidth;
      const wanted = turning.map(({ timing }) => (timed && timing ? 4 : 2));
      const slowest = Math.max(...turning.map(({ every }, index) => every * wanted[index]));
      // Polled for the carousels still short of their turns, so a failure names them and what they showed.
      const shortOfTurns = async () =>
        (await Promise.all(recorded.map((changes) => changes())))
          .map((log, index) => ({
            carousel: turning[index].section.heading,
            wanted: wanted[index],
            seen: log.map((change) => change.value),
          }))
          .filter(({ wanted: turns, seen }) => seen.length < turns);
      await expect.poll(shortOfTurns, { timeout: slowest + 10_000 }).toEqual([]);
      for (const [index, { section, every }] of turning.entries()) {
        const turns = (await recorded[index]()).slice(1, wanted[index]);
        expect(turns.map((change) => change.value).join(' ; '), `${section.heading}: every image drawn when it comes on`).not.toContain(
          '(not drawn yet)',
        );
        if (wanted[index] < 4) continue;
        const gaps = turns.slice(1).map((change, turn) => Math.round(change.at - turns[turn].at));
        expect(Math.max(...gaps), `${section.heading}: gaps between turns ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(every - 250);
      }
      await page.setViewportSize({ width, height });
    });

    await test.step('the coverflow goes back from its first slide to its last, and on to any slide, its front slide centred', async () => {
      const section = page.locator(`section#${skillGames.id}`);
      await showLive(section);
      await section.getByRole('button', { name: controls.pause, exact: true }).click();
      // The front slide: the one whose words show. Its name says which ("Ludo" is slides 1 and 4).
      const front = () => section.evaluate(readFrontSlide);
      const frontOffCentre = () =>
        section.evaluate((element) => {
          const row = element.querySelector('.swiper')?.getBoundingClientRect();
          const card = [...element.querySelectorAll('[role="group"][aria-label]')]
            .find((slide) => slide.querySelector('h3')?.checkVisibility({ visibilityProperty: true }))
            ?.querySelector('img')
            ?.getBoundingClientRect();
          return row && card ? Math.abs(card.left + card.width / 2 - (row.left + row.width / 2)) : Infinity;
        });
      // Swiper ignores a press while its last move is still sliding, as a visitor sees: a press that
      // moved nothing is made again, never one that has moved it.
      const press = (name: string, n: number) =>
        expect(async () => {
          if ((await front()) !== slideLabel(n)) await section.getByRole('button', { name, exact: true }).click();
          await expect.poll(front, { timeout: 3_000 }).toBe(slideLabel(n));
        }).toPass();
      await press(fillTemplate(controls.goTo, { n: 1 }), 1);
      await expect.poll(frontOffCentre).toBeLessThan(3);
      await press(controls.previous, skillGames.slides.length);
      await expect.poll(frontOffCentre).toBeLessThan(3);
      await press(controls.next, 1);
      await expect.poll(frontOffCentre).toBeLessThan(3);
      await press(fillTemplate(controls.goTo, { n: 4 }), 4);
      await expect.poll(frontOffCentre).toBeLessThan(3);
    });

    await test.step(`shows ${itemsAt(width)} whole review${itemsAt(width) === 1 ? '' : 's'} at ${width} px`, async () => {
      const section = page.locator(`section#${reviews.id}`);
      await showLive(section);
      await section.getByRole('button', { name: controls.pause, exact: true }).click();
      const box = section.getByRole('group', { name: reviews.heading, exact: true });
      // Counted once the pause has let a turn under way end: cards half way through it are not whole,
      // so a moving row shows fewer, never more.
      const whole = () =>
        box.evaluate((element) => {
          const frame = element.getBoundingClientRect();
          return [...element.querySelectorAll('figure')].filter((card) => {
            const rect = card.getBoundingClientRect();
            return !card.closest('[aria-hidden="true"]') && rect.width > 0 && rect.left >= frame.left - 1 && rect.right <= frame.right + 1;
          }).length;
        });
      await expect.poll(whole).toBe(itemsAt(width));
    });

    await test.step('nothing moved the page while they turned (no layout shift)', async () => {
      const { total, moved } = await layoutShift(page);
      expect(total, `moved: ${moved}`).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  // Chrome on a phone took a swipe to the right over the reviews as its own Back, and left the site.
  // The headless shell has no Back gesture: the test checks that the swipes move the reviews both
  // ways and that the carousel claims sideways swipes (touch-action: pan-y), which keeps Back away.
  test('moves the reviews by a swipe either way, and keeps sideways swipes from the browser', async ({ page, visit }) => {
    await visit('/');
    const section = page.locator(`section#${reviews.id}`);
    await showLive(section);
    const shown = section.getByRole('figure');
    const touch = await page.context().newCDPSession(page);
    /** Where the cards are: the left edge of the first one shown. */
    const cardsAt = () => shown.first().evaluate((card) => card.getBoundingClientRect().left);
    /** A finger's swipe across the reviews; whether the cards followed it. */
    const swipe = async (fromX: number, toX: number): Promise<boolean> => {
      const card = await shown.first().boundingBox();
      const y = (card?.y ?? 0) + (card?.height ?? 0) / 2;
      const before = await cardsAt();
      let followed = false;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      // A finger's pace, a frame a step: Chrome reads a gesture from how it moves over time.
      for (let step = 1; step <= 12; step++) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 12, y }] });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        if (step === 6) followed = (await cardsAt()) !== before;
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      return followed;
    };
    // The library now and then ignores a swipe soon after the last one (the cards do not follow the
    // finger): the visitor swipes again. A swipe the cards followed is never made twice.
    const swipeTo = async (fromX: number, toX: number, author: string) => {
      await expect(async () => expect(await swipe(fromX, toX), 'the cards follow the finger').toBe(true)).toPass();
      await expect(shown).toHaveAttribute('data-review-author', author);
    };
    await swipeTo(300, 60, authors[1]);
    await swipeTo(60, 300, authors[0]);
    await swipeTo(60, 300, authors[authors.length - 1]);
    await expect(page).toHaveURL('/');
    const claimed = await shown.evaluate((card) => {
      for (let element: Element | null = card; element; element = element.parentElement) {
        if (getComputedStyle(element).touchAction === 'pan-y') return true;
      }
      return false;
    });
    expect(claimed, 'an element under the finger leaves only vertical panning to the browser').toBe(true);
  });
});
