// GAMES: two image sets that cross-fade every rotateMs, the modes below, and one pause button.
// happy-dom has no layout or animation; these check what is exposed, when, and the timing wiring.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithSite, sectionOfType, shell, prerender, hydrate } from './render.tsx';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { Games } from '../../src/sections/games/Games.tsx';
import { fakeScreen } from './fake-screen.ts';
import { advance, useFakeIntervals } from './fake-intervals.ts';

const section = sectionOfType('games');
const [esports, tdm] = section.sets;
const controls = shell.carouselControls;

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

/** The alt text of the one image each panel exposes, in panel order. */
function shownImages(): string[] {
  return screen.getAllByRole('article').map((panel) => within(panel).getByRole('img').getAttribute('alt') ?? '');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Games', () => {
  it('shows the heading, the intro, and each image set as a panel with its title and description', () => {
    renderWithSite(<Games section={section} />);
    screen.getByRole('heading', { level: 2, name: 'GAMES' });
    screen.getByText(/Pick your arena/);
    const panels = screen.getAllByRole('article');
    expect(panels).toHaveLength(2);
    within(panels[0]).getByRole('heading', { level: 3, name: 'E-Sports' });
    within(panels[1]).getByRole('heading', { level: 3, name: 'TDM' });
    // Descriptions are rich text: **BGMI** becomes <strong>.
    expect(panels[0].querySelector('.games-panel-text')?.textContent).toBe(
      'Join BGMI and Free Fire custom rooms, squad up and battle for the prize pool.',
    );
    expect(within(panels[0]).getByText('BGMI').tagName).toBe('STRONG');
  });

  it('exposes only the first image of each set; the others are stacked and hidden from screen readers', () => {
    fakeScreen();
    const { container } = renderWithSite(<Games section={section} />);
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    expect(container.querySelectorAll('.games-image')).toHaveLength(esports.images.length + tdm.images.length);
    const hidden = screen.getByAltText(esports.images[1].alt ?? '').closest('.games-image');
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.getAttribute('data-active')).toBe('false');
    expect(
      screen
        .getByAltText(esports.images[0].alt ?? '')
        .closest('.games-image')
        ?.getAttribute('data-active'),
    ).toBe('true');
  });

  it('lists the modes in order under the panels', () => {
    renderWithSite(<Games section={section} />);
    const modes = section.modes ?? [];
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['E-Sports', 'TDM', ...modes.map((mode) => mode.title)]);
    screen.getByText(modes[0].description);
  });

  it('moves every set to its next image each rotateMs, each wrapping round at its own length', () => {
    useFakeIntervals();
    renderWithSite(<Games section={section} />);
    advance(section.rotateMs - 1);
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    advance(1);
    expect(shownImages()).toEqual([esports.images[1].alt, tdm.images[1].alt]);
    advance(section.rotateMs * 2);
    // E-Sports has three images and starts again; TDM has four and shows its last.
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[3].alt]);
  });

  it('draws each image one turn before it is shown, and keeps those already shown', () => {
    fakeScreen();
    useFakeIntervals();
    const { container } = renderWithSite(<Games section={section} />);
    const drawn = () => [...container.querySelectorAll('.games-image img')].map((image) => image.getAttribute('alt'));
    expect(drawn()).toEqual([esports.images[0].alt, esports.images[1].alt, tdm.images[0].alt, tdm.images[1].alt]);
    advance(section.rotateMs);
    expect(drawn()).toEqual([...esports.images.slice(0, 3), ...tdm.images.slice(0, 3)].map((image) => image.alt));
    advance(section.rotateMs * 2);
    expect(drawn()).toEqual([...esports.images, ...tdm.images].map((image) => image.alt));
  });

  it('holds a turn until the image it brings on has arrived, then turns at once (a slow link)', async () => {
    fakeScreen();
    useFakeIntervals();
    renderWithSite(<Games section={section} />);
    const next = screen.getByAltText(tdm.images[1].alt ?? '') as HTMLImageElement;
    // Still on its way: the browser's `complete` is false until it has loaded or failed.
    Object.defineProperty(next, 'complete', { configurable: true, value: false });
    advance(section.rotateMs * 3);
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    Object.defineProperty(next, 'complete', { configurable: true, value: true });
    await act(async () => {
      next.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    expect(shownImages()).toEqual([esports.images[1].alt, tdm.images[1].alt]);
    // Every image there again: the rotation keeps its beat.
    advance(section.rotateMs);
    expect(shownImages()).toEqual([esports.images[2].alt, tdm.images[2].alt]);
  });

  it('draws no next image while the set has not been on screen (a phone opens the page above it), then draws it for the first turn', () => {
    const screenView = fakeScreen();
    act(() => screenView.scrollAway());
    useFakeIntervals();
    const { container } = renderWithSite(<Games section={section} />);
    const drawn = () => [...container.querySelectorAll('.games-image img')].map((image) => image.getAttribute('alt'));
    advance(section.rotateMs * 3);
    expect(drawn()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    act(() => screenView.scrollBack());
    expect(drawn()).toEqual([esports.images[0].alt, esports.images[1].alt, tdm.images[0].alt, tdm.images[1].alt]);
    // Scrolled away again, what was drawn stays.
    act(() => screenView.scrollAway());
    expect(drawn()).toEqual([esports.images[0].alt, esports.images[1].alt, tdm.images[0].alt, tdm.images[1].alt]);
  });

  it('stops and restarts the rotation with one pause/play button', async () => {
    useFakeIntervals();
    const user = userEvent.setup();
    renderWithSite(<Games section={section} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: controls.pause }));
    screen.getByRole('button', { name: controls.play });
    advance(section.rotateMs * 3);
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    await user.click(screen.getByRole('button', { name: controls.play }));
    screen.getByRole('button', { name: controls.pause });
    advance(section.rotateMs);
    expect(shownImages()).toEqual([esports.images[1].alt, tdm.images[1].alt]);
  });

  it('holds still while it is off screen, and rotates again once it is back', () => {
    const screenView = fakeScreen();
    useFakeIntervals();
    renderWithSite(<Games section={section} />);
    act(() => screenView.scrollAway());
    advance(section.rotateMs * 2);
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    screen.getByRole('button', { name: controls.pause });
    act(() => screenView.scrollBack());
    advance(section.rotateMs);
    expect(shownImages()).toEqual([esports.images[1].alt, tdm.images[1].alt]);
  });

  it('does not rotate by itself for visitors who ask for less motion, until they press play', async () => {
    preferReducedMotion();
    useFakeIntervals();
    const user = userEvent.setup();
    renderWithSite(<Games section={section} />);
    const button = screen.getByRole('button', { name: controls.play });
    advance(section.rotateMs * 2);
    expect(shownImages()).toEqual([esports.images[0].alt, tdm.images[0].alt]);
    await user.click(button);
    advance(section.rotateMs);
    expect(shownImages()).toEqual([esports.images[1].alt, tdm.images[1].alt]);
  });

  it('prerenders the first images only, hydrates without a mismatch, then draws the next ones for the first turn', async () => {
    fakeScreen();
    const page = (ui: ReactElement) => (
      <MemoryRouter>
        <SiteProvider shell={shell}>{ui}</SiteProvider>
      </MemoryRouter>
    );
    const html = prerender(page(<Games section={section} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(within(container).getByRole('img', { name: esports.images[0].alt }).closest('[aria-hidden]')).toBeNull();
    const imagesIn = () => container.querySelectorAll('.games-image img').length;
    expect(imagesIn()).toBe(section.sets.length);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await hydrate(container, page(<Games section={section} />));
    expect(errors).not.toHaveBeenCalled();
    expect(imagesIn()).toBe(section.sets.reduce((count, set) => count + Math.min(2, set.images.length), 0));
    act(() => root.unmount());
    container.remove();
  });
});
