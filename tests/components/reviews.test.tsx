// USERS REVIEW: ten cards in react-multi-carousel, rendered first as a plain CSS-laid-out list
// (server and hydration) and swapped for the live carousel once hydrated.
// happy-dom measures every element as 0 px wide, and the carousel renders no items at 0 px, so
// the tests that need the live carousel give elements a width. How many cards show at which
// screen width is the Chromium tests' job; here the ranges are checked as data.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { notYetLive, renderLive, sectionOfType, shell, site, prerender, hydrate } from './render.tsx';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { Reviews } from '../../src/sections/reviews/Reviews.tsx';
import { fakeScreen } from './fake-screen.ts';
import { themeCss } from '../../src/build/theme-css.ts';
import { breakpointCss, toMultiCarouselResponsive } from '../../src/components/carousel/breakpoints.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';

const section = sectionOfType('reviews');
const controls = shell.carouselControls;
const authors = section.reviews.map((review) => review.author);
const focusable = 'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable]';

/** The visitor's system asks for less motion (prefers-reduced-motion: reduce). */
function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The range react-multi-carousel picks for happy-dom's window (last matching range wins). */
function itemsShownNow(): number {
  const width = Math.min(window.innerWidth, window.screen.width || window.innerWidth);
  const matching = section.responsive.filter((range) => range.minWidth <= width && width <= range.maxWidth);
  return matching[matching.length - 1].items;
}

/** Authors of the cards the carousel shows (the others are aria-hidden), left to right. */
function shownAuthors(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.react-multi-carousel-item:not([aria-hidden="true"]) [data-review-author]')].map(
    (card) => card.getAttribute('data-review-author') ?? '',
  );
}

/** Only the autoplay interval is faked: Testing Library and user-event wait on real timeouts. */
function useFakeIntervals() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}

/** How long the library takes a move (its transition), ignoring another move of the same kind meanwhile. */
const transitionMs = 400;

/**
 * Fakes the timeouts the library ends a move with, and returns a user-event that moves them on
 * with its own pauses: a test can then end a move at once instead of waiting for it.
 */
function useFakeTransitions() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Ends the move under way, as its transition would. */
async function endTransition() {
  await act(async () => {
    vi.advanceTimersByTime(transitionMs);
  });
}

const page = (ui: ReactElement) => (
  <MemoryRouter>
    <SiteProvider shell={shell}>{ui}</SiteProvider>
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reviews', () => {
  it('builds the carousel ranges from site.yaml, one slide at a time', () => {
    expect(toMultiCarouselResponsive(section.responsive)).toEqual({
      desktop: { breakpoint: { max: 3000, min: 1024 }, items: 3, slidesToSlide: 1 },
      tablet: { breakpoint: { max: 1024, min: 464 }, items: 2, slidesToSlide: 1 },
      mobile: { breakpoint: { max: 464, min: 0 }, items: 1, slidesToSlide: 1 },
    });
    expect(breakpointCss('reviews', section.responsive).split('\n')).toEqual([
      '@media (min-width: 1024px) and (max-width: 3000px) { [data-carousel="reviews"] { --carousel-items: 3; } }',
      '@media (min-width: 464px) and (max-width: 1024px) { [data-carousel="reviews"] { --carousel-items: 2; } }',
      '@media (min-width: 0px) and (max-width: 464px) { [data-carousel="reviews"] { --carousel-items: 1; } }',
    ]);
  });

  it('fills label templates from site.yaml', () => {
    expect(fillTemplate(controls.slide, { n: 2, total: 10 })).toBe('2 of 10');
    expect(fillTemplate('Go to slide {n}', { n: '{{index}}' })).toBe('Go to slide {{index}}');
    expect(fillTemplate('{n} of {count}', { n: 1 })).toBe('1 of {count}');
  });

  it('prerenders all ten reviews as a plain list with their authors, stars and words', () => {
    const container = document.createElement('div');
    container.innerHTML = prerender(page(<Reviews section={section} />));
    within(container).getByRole('heading', { level: 2, name: 'USERS REVIEW' });
    const carousel = container.querySelector('[data-carousel="reviews"]');
    expect(carousel?.getAttribute('data-live')).toBe('false');
    // Items per view come from the build's theme CSS (no inline <style>: the CSP forbids it).
    expect(carousel?.querySelector('style')).toBeNull();
    expect(themeCss(site)).toContain(breakpointCss('reviews', section.responsive));
    const cards = within(container).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    cards.forEach((card, index) => {
      const review = section.reviews[index];
      expect(within(card).getByRole('figure').getAttribute('data-review-author')).toBe(review.author);
      within(card).getByText(review.author);
      expect(within(card).getByText(review.text).closest('blockquote')).not.toBeNull();
      within(card).getByRole('img', { name: review.stars.alt });
      // The avatar is decorative: an empty alt keeps it out of the accessibility tree.
      expect(card.querySelector('.review-avatar')?.getAttribute('alt')).toBe('');
    });
  });

  it('hydrates the prerendered list without a mismatch, and the library takes over once near the screen', async () => {
    fakeScreen();
    const container = document.createElement('div');
    container.innerHTML = prerender(page(<Reviews section={section} />));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await hydrate(container, page(<Reviews section={section} />));
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector(notYetLive)).toBeNull());
    expect(container.querySelector('.multi-carousel-static')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  describe('live carousel', async () => {
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
    });

    it('holds every review, shows the first ones, and hides the rest from screen readers', async () => {
      const { container } = await renderLive(<Reviews section={section} />);
      const cards = [...container.querySelectorAll('[data-review-author]')];
      // Infinite mode adds clones at both ends, so there are more cards than reviews.
      expect(new Set(cards.map((card) => card.getAttribute('data-review-author')))).toEqual(new Set(authors));
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
      expect(screen.getAllByRole('figure')).toHaveLength(itemsShownNow());
    });

    it('has nothing focusable in the cards it hides', async () => {
      const { container } = await renderLive(<Reviews section={section} />);
      const hidden = container.querySelectorAll('.react-multi-carousel-item[aria-hidden="true"]');
      expect(hidden.length).toBeGreaterThan(0);
      for (const item of hidden) expect(item.querySelectorAll(focusable)).toHaveLength(0);
    });

    it('moves on by one review every autoplayMs', async () => {
      useFakeIntervals();
      const { container } = await renderLive(<Reviews section={section} />);
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(1, 1 + itemsShownNow()));
    });

    it('names every card "n of 10" and moves with the arrow keys while its box has focus, either way round', async () => {
      const user = useFakeTransitions();
      const { container } = await renderLive(<Reviews section={section} />);
      for (const [index] of authors.entries()) {
        expect(
          screen.getAllByRole('group', { name: fillTemplate(controls.slide, { n: index + 1, total: authors.length }), hidden: true })
            .length,
        ).toBeGreaterThan(0);
      }
      const box = screen.getByRole('group', { name: section.heading });
      box.focus();
      await user.keyboard('{ArrowRight}');
      expect(shownAuthors(container)).toEqual(authors.slice(1, 1 + itemsShownNow()));
      await endTransition();
      await user.keyboard('{ArrowLeft}');
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
      await endTransition();
      // Infinite: before the first review comes the last.
      await user.keyboard('{ArrowLeft}');
      expect(shownAuthors(container)[0]).toBe(authors[authors.length - 1]);
    });

    it('moves with the "Next slide" and "Previous slide" buttons, which Tab reaches straight from the reviews', async () => {
      const user = useFakeTransitions();
      const { container } = await renderLive(<Reviews section={section} />);
      // Nothing in the cards takes focus: from their box, Tab goes on to the controls.
      screen.getByRole('group', { name: section.heading }).focus();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: controls.previous }));
      await user.click(screen.getByRole('button', { name: controls.next }));
      expect(shownAuthors(container)).toEqual(authors.slice(1, 1 + itemsShownNow()));
      await endTransition();
      await user.click(screen.getByRole('button', { name: controls.previous }));
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
    });

    // A visitor tabbing through the carousel is reading it (APG carousel pattern): it once went on
    // turning under a keyboard on "Next slide".
    it('holds still while the keyboard is on its buttons, and moves on once Tab has left it', async () => {
      useFakeIntervals();
      const user = userEvent.setup();
      const { container } = await renderLive(
        <>
          <Reviews section={section} />
          <button type="button">After the reviews</button>
        </>,
      );
      screen.getByRole('group', { name: section.heading }).focus();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: controls.next }));
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs * 3);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the reviews' }));
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(1, 1 + itemsShownNow()));
    });

    it('stops and restarts autoplay with the pause/play button', async () => {
      useFakeIntervals();
      const user = userEvent.setup();
      const { container } = await renderLive(<Reviews section={section} />);
      await user.click(screen.getByRole('button', { name: controls.pause }));
      screen.getByRole('button', { name: controls.play });
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs * 3);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
      await user.click(screen.getByRole('button', { name: controls.play }));
      screen.getByRole('button', { name: controls.pause });
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(1, 1 + itemsShownNow()));
    });

    it('holds still while it is off screen, and moves on again once it is back', async () => {
      const screenView = fakeScreen();
      useFakeIntervals();
      const { container } = await renderLive(<Reviews section={section} />);
      act(() => screenView.scrollAway());
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs * 3);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
      screen.getByRole('button', { name: controls.pause });
      act(() => screenView.scrollBack());
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(1, 1 + itemsShownNow()));
    });

    it('does not autoplay for visitors who ask for less motion', async () => {
      preferReducedMotion();
      useFakeIntervals();
      const { container } = await renderLive(<Reviews section={section} />);
      screen.getByRole('button', { name: controls.play });
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs * 3);
      });
      expect(shownAuthors(container)).toEqual(authors.slice(0, itemsShownNow()));
    });

    it('announces moves only after the visitor moves it by hand while it is stopped', async () => {
      const user = userEvent.setup();
      const { container } = await renderLive(<Reviews section={section} />);
      const region = container.querySelector('.multi-carousel-viewport');
      expect(region?.getAttribute('aria-live')).toBe('off');
      await user.click(screen.getByRole('button', { name: controls.pause }));
      // Stopped, but nothing has moved yet: the swap from the prerendered list is not news.
      expect(region?.getAttribute('aria-live')).toBe('off');
      await user.click(screen.getByRole('button', { name: controls.next }));
      expect(region?.getAttribute('aria-live')).toBe('polite');
      await user.click(screen.getByRole('button', { name: controls.play }));
      expect(region?.getAttribute('aria-live')).toBe('off');
    });
  });
});
