// PROUD MEMBERS: the logos in the same prerender-then-carousel wrapper as the reviews, one at a
// time at every width. happy-dom measures elements as 0 px wide, and the carousel renders no items
// at 0 px, so the live-carousel tests give elements a width.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeScreen } from './fake-screen.ts';
import { notYetLive, renderLive, sectionOfType, shell, prerender, hydrate } from './render.tsx';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { LogoCarousel } from '../../src/sections/logo-carousel/LogoCarousel.tsx';
import { toMultiCarouselResponsive } from '../../src/components/carousel/breakpoints.ts';

const section = sectionOfType('logoCarousel');
const controls = shell.carouselControls;
const names = section.logos.map((logo) => logo.alt ?? '');

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

/** Only the autoplay interval is faked: Testing Library and user-event wait on real timeouts. */
function useFakeIntervals() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}

/** The names of the logos screen readers get now (the carousel aria-hides the others). */
function shownLogos(): string[] {
  return screen.getAllByRole('img').map((image) => image.getAttribute('alt') ?? '');
}

const page = (ui: ReactElement) => (
  <MemoryRouter>
    <SiteProvider shell={shell}>{ui}</SiteProvider>
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LogoCarousel', () => {
  it('shows one logo at a time at every width site.yaml lists', () => {
    const responsive = toMultiCarouselResponsive(section.responsive);
    expect(Object.keys(responsive)).toEqual(['desktop', 'tablet', 'mobile']);
    for (const range of Object.values(responsive)) expect(range.items).toBe(1);
  });

  it('prerenders the heading and every logo by its name', () => {
    const container = document.createElement('div');
    container.innerHTML = prerender(page(<LogoCarousel section={section} />));
    within(container).getByRole('heading', { level: 2, name: 'PROUD MEMBERS' });
    expect(
      within(container)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(names);
    expect(container.querySelector('[data-carousel="proud-members"]')?.getAttribute('data-live')).toBe('false');
  });

  it('hydrates the prerendered list without a mismatch, and the library takes over once near the screen', async () => {
    fakeScreen();
    const container = document.createElement('div');
    container.innerHTML = prerender(page(<LogoCarousel section={section} />));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await hydrate(container, page(<LogoCarousel section={section} />));
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector(notYetLive)).toBeNull());
    act(() => root.unmount());
    container.remove();
  });

  describe('live carousel', async () => {
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
    });

    it('exposes the first logo only, and moves to the next every autoplayMs', async () => {
      useFakeIntervals();
      await renderLive(<LogoCarousel section={section} />);
      expect(shownLogos()).toEqual([names[0]]);
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs);
      });
      expect(shownLogos()).toEqual([names[1]]);
    });

    it('has previous and next buttons named from site.yaml', async () => {
      const user = userEvent.setup();
      await renderLive(<LogoCarousel section={section} />);
      await user.click(screen.getByRole('button', { name: controls.next }));
      expect(shownLogos()).toEqual([names[1]]);
      screen.getByRole('button', { name: controls.previous });
    });

    it('stops with the pause button and starts again with play', async () => {
      useFakeIntervals();
      const user = userEvent.setup();
      await renderLive(<LogoCarousel section={section} />);
      await user.click(screen.getByRole('button', { name: controls.pause }));
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs * 3);
      });
      expect(shownLogos()).toEqual([names[0]]);
      await user.click(screen.getByRole('button', { name: controls.play }));
      screen.getByRole('button', { name: controls.pause });
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs);
      });
      expect(shownLogos()).toEqual([names[1]]);
    });

    it('does not move by itself for visitors who ask for less motion', async () => {
      preferReducedMotion();
      useFakeIntervals();
      await renderLive(<LogoCarousel section={section} />);
      screen.getByRole('button', { name: controls.play });
      act(() => {
        vi.advanceTimersByTime(section.autoplayMs * 3);
      });
      expect(shownLogos()).toEqual([names[0]]);
    });
  });
});
