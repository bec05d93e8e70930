// SKILL BASED GAME: a Swiper coverflow. Swiper starts under happy-dom (with no layout, so nothing
// really slides); these check the slides, which words are exposed, the controls, when it moves by
// itself, and the prerendered HTML. Sliding itself belongs to the Chromium tests.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SwiperClass } from 'swiper/react';
import { notYetLive, renderLive, sectionOfType, shell, prerender, hydrate } from './render.tsx';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { SkillGames } from '../../src/sections/skill-games/SkillGames.tsx';
import { fakeScreen } from './fake-screen.ts';
import { advance, swiperTurnDelayMs, useFakeIntervals } from './fake-intervals.ts';

const section = sectionOfType('skillGames');
const controls = shell.carouselControls;
const total = section.slides.length;

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

/** The Swiper instance, which Swiper hangs on its element. */
function swiperIn(container: HTMLElement): SwiperClass {
  const el = container.querySelector<HTMLElement & { swiper?: SwiperClass }>('.swiper');
  if (!el?.swiper) throw new Error('Swiper did not start');
  return el.swiper;
}

/** Slides in site.yaml order, whatever order loop mode has moved them into. */
function slidesInOrder(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.skill-slide')].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
}

/** The heading of the slide in front (the only one exposed). */
const frontHeading = () => screen.getByRole('heading', { level: 3 }).textContent;

// The autoplay tests check one step each: under happy-dom a slide never ends its transition, and
// in loop mode Swiper starts no move before the last one has ended.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SkillGames', () => {
  it('shows the heading and the intro', async () => {
    await renderLive(<SkillGames section={section} />);
    screen.getByRole('heading', { level: 2, name: 'SKILL BASED GAME' });
    screen.getByText(/Your skill decides the winner/);
  });

  it('has the six slides of site.yaml, each a group labelled "n of 6" with its image and heading', async () => {
    const { container } = await renderLive(<SkillGames section={section} />);
    const slides = slidesInOrder(container);
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3, hidden: true }).textContent)).toEqual([
      'Ludo',
      'Call of Duty',
      'Valorant',
      'Ludo',
      'BGMI',
      'Free Fire',
    ]);
    slides.forEach((slide, index) => {
      expect(slide.getAttribute('role')).toBe('group');
      expect(slide.getAttribute('aria-label')).toBe(`${index + 1} of ${total}`);
      within(slide).getByRole('img', { name: section.slides[index].image.alt });
    });
  });

  it("exposes only the active slide's heading and description", async () => {
    const { container } = await renderLive(<SkillGames section={section} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Ludo']);
    expect(screen.getByText(section.slides[0].description).closest('[hidden]')).toBeNull();
    for (const slide of section.slides.slice(1)) {
      expect(screen.getByText(slide.description).closest('[hidden]')).not.toBeNull();
    }
    const [first, ...others] = slidesInOrder(container);
    expect(first.dataset.active).toBe('true');
    for (const slide of others) {
      expect(slide.dataset.active).toBe('false');
      const caption = slide.querySelector('.skill-slide-caption');
      expect(caption?.hasAttribute('inert')).toBe(true);
      expect(caption?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('shows the next slide\'s words, and only those, when the visitor presses "Next slide"', async () => {
    // "Previous slide" needs Swiper's measured positions, which happy-dom cannot give; the
    // Chromium tests cover it. Here it only has to be there, named from site.yaml.
    const user = userEvent.setup();
    await renderLive(<SkillGames section={section} />);
    screen.getByRole('button', { name: controls.previous });
    await user.click(screen.getByRole('button', { name: controls.next }));
    await waitFor(() => screen.getByRole('heading', { level: 3, name: 'Call of Duty' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByText(section.slides[1].description).closest('[hidden]')).toBeNull();
    expect(screen.getByText(section.slides[0].description).closest('[hidden]')).not.toBeNull();
  });

  it('offers a "Go to slide n" pagination button per slide', async () => {
    const user = userEvent.setup();
    await renderLive(<SkillGames section={section} />);
    const bullets = screen.getAllByRole('button', { name: /^Go to slide \d+$/ });
    expect(bullets).toHaveLength(total);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => screen.getByRole('heading', { level: 3, name: 'Valorant' }));
  });

  it('moves on with the right arrow key while its slides box has focus, and leaves arrows on its other buttons alone', async () => {
    const user = userEvent.setup();
    await renderLive(<SkillGames section={section} />);
    screen.getByRole('button', { name: controls.pause }).focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(frontHeading()).toBe(section.slides[0].heading);
    screen.getByRole('group', { name: section.heading }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(frontHeading()).toBe(section.slides[1].heading));
  });

  it('keeps everything in the slides out of the tab order', async () => {
    const { container } = await renderLive(<SkillGames section={section} />);
    const focusable = 'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable]';
    const reachable = slidesInOrder(container).flatMap((slide) =>
      [...slide.querySelectorAll(focusable)].filter((node) => !node.closest('[inert]')),
    );
    expect(reachable).toEqual([]);
  });

  // A visitor tabbing through the carousel is reading it (APG carousel pattern): it once went on
  // turning under a keyboard on "Next slide".
  it('holds still while the keyboard is on its buttons, and moves on once Tab has left it', async () => {
    useFakeIntervals({ frames: true });
    const user = userEvent.setup();
    await renderLive(
      <>
        <SkillGames section={section} />
        <button type="button">After the games</button>
      </>,
    );
    const next = screen.getByRole('button', { name: controls.next });
    screen.getByRole('group', { name: section.heading }).focus();
    for (let presses = 0; presses < 12 && document.activeElement !== next; presses++) await user.tab();
    expect(document.activeElement).toBe(next);
    advance(section.autoplayMs * 3);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[0].heading);
    for (let presses = 0; presses < 12 && document.activeElement?.textContent !== 'After the games'; presses++) await user.tab();
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[1].heading);
  });

  it('is set up from site.yaml: loop, coverflow numbers and speed', async () => {
    const { container } = await renderLive(<SkillGames section={section} />);
    const { params } = swiperIn(container);
    expect(params.loop).toBe(true);
    expect(params.speed).toBe(section.speedMs);
    expect(params.centeredSlides).toBe(true);
    expect(params.slidesPerView).toBe('auto');
    expect(params.effect).toBe('coverflow');
    expect(params.coverflowEffect).toMatchObject({ ...section.coverflow, slideShadows: true });
  });

  it('moves on one slide after autoplayMs by itself', async () => {
    useFakeIntervals({ frames: true });
    await renderLive(<SkillGames section={section} />);
    advance(section.autoplayMs - 1);
    expect(frontHeading()).toBe(section.slides[0].heading);
    advance(1);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[1].heading);
  });

  it('leaves out a turn that comes due while the last one is still moving, and re-arranges nothing under it', async () => {
    useFakeIntervals({ frames: true });
    const { container } = await renderLive(<SkillGames section={section} />);
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[1].heading);
    // On a busy phone the turn's transitionend comes late (here, under happy-dom, never).
    const order = () => [...container.querySelectorAll<HTMLElement>('.skill-slide')].map((slide) => slide.dataset.index);
    const before = order();
    const swiper = swiperIn(container);
    expect(swiper.animating).toBe(true);
    const loopFix = vi.spyOn(swiper, 'loopFix');
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(loopFix).not.toHaveBeenCalled();
    expect(order()).toEqual(before);
    expect(frontHeading()).toBe(section.slides[1].heading);
    // Once it has ended, the next turn comes on time.
    act(() => {
      swiper.wrapperEl.dispatchEvent(new Event('transitionend'));
    });
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[2].heading);
  });

  it('stops and restarts autoplay with the pause/play button', async () => {
    useFakeIntervals({ frames: true });
    const user = userEvent.setup();
    const { container } = await renderLive(<SkillGames section={section} />);
    const swiper = swiperIn(container);
    // Slide changes are announced only while it is not moving by itself.
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('off');
    await user.click(screen.getByRole('button', { name: controls.pause }));
    screen.getByRole('button', { name: controls.play });
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('polite');
    advance(section.autoplayMs * 3);
    expect(frontHeading()).toBe(section.slides[0].heading);
    await user.click(screen.getByRole('button', { name: controls.play }));
    screen.getByRole('button', { name: controls.pause });
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('off');
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[1].heading);
  });

  it('holds still while it is off screen, and moves on again once it is back', async () => {
    const screenView = fakeScreen();
    useFakeIntervals({ frames: true });
    await renderLive(<SkillGames section={section} />);
    act(() => screenView.scrollAway());
    advance(section.autoplayMs * 3);
    expect(frontHeading()).toBe(section.slides[0].heading);
    // Still set to play: the button offers "pause", and the visitor's choice is not changed.
    screen.getByRole('button', { name: controls.pause });
    act(() => screenView.scrollBack());
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[1].heading);
  });

  it('holds still while a mouse is over the slides, not after a finger taps them', async () => {
    useFakeIntervals({ frames: true });
    await renderLive(<SkillGames section={section} />);
    const slides = screen.getByRole('group', { name: section.heading });
    fireEvent.pointerEnter(slides, { pointerType: 'mouse' });
    advance(section.autoplayMs * 3);
    expect(frontHeading()).toBe(section.slides[0].heading);
    fireEvent.pointerLeave(slides, { pointerType: 'mouse' });
    fireEvent.pointerEnter(slides, { pointerType: 'touch' });
    advance(section.autoplayMs);
    advance(swiperTurnDelayMs);
    expect(frontHeading()).toBe(section.slides[1].heading);
  });

  it('does not autoplay for visitors who ask for less motion', async () => {
    preferReducedMotion();
    useFakeIntervals({ frames: true });
    await renderLive(<SkillGames section={section} />);
    screen.getByRole('button', { name: controls.play });
    advance(section.autoplayMs * 3);
    expect(frontHeading()).toBe(section.slides[0].heading);
  });

  it('changes slides at once, without sliding, for visitors who ask for less motion', async () => {
    preferReducedMotion();
    const { container } = await renderLive(<SkillGames section={section} />);
    expect(swiperIn(container).params.speed).toBe(0);
  });

  it('turns the coverflow slide shadows off in Safari', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    );
    const { container } = await renderLive(<SkillGames section={section} />);
    await waitFor(() => expect(swiperIn(container).params.coverflowEffect?.slideShadows).toBe(false));
    expect(container.querySelectorAll('.swiper-slide-shadow-left, .swiper-slide-shadow-right')).toHaveLength(0);
  });

  it('keeps them in Chrome, whose user agent also says Safari', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    );
    const { container } = await renderLive(<SkillGames section={section} />);
    expect(swiperIn(container).params.coverflowEffect?.slideShadows).toBe(true);
    expect(container.querySelectorAll('.swiper-slide-shadow-left').length).toBeGreaterThan(0);
  });

  it('prerenders the first slide with its words, the others with theirs hidden, in site.yaml order', () => {
    const page = (ui: ReactElement) => (
      <MemoryRouter>
        <SiteProvider shell={shell}>{ui}</SiteProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = prerender(page(<SkillGames section={section} />));
    const slides = [...container.querySelectorAll<HTMLElement>('.skill-slide')];
    expect(slides.map((slide) => slide.dataset.index)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(slides[0].querySelector('.skill-slide-caption')?.hasAttribute('hidden')).toBe(false);
    expect(slides[0].textContent).toContain(section.slides[0].description);
    expect(slides.slice(1).every((slide) => slide.querySelector('.skill-slide-caption')?.hasAttribute('hidden'))).toBe(true);
  });

  it('hydrates the prerendered HTML without a mismatch, and Swiper takes over once near the screen', async () => {
    fakeScreen();
    const page = (ui: ReactElement) => (
      <MemoryRouter>
        <SiteProvider shell={shell}>{ui}</SiteProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = prerender(page(<SkillGames section={section} />));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await hydrate(container, page(<SkillGames section={section} />));
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector(notYetLive)).toBeNull());
    act(() => root.unmount());
    container.remove();
  });
});
