// Back to a place near the end of a page that is still settling: the place is held until the page
// has grown enough to reach it, counted in frames as well as in time (src/app/hold-scroll.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScroll } from '../../src/app/hold-scroll.ts';

const viewportHeight = 800;
let pageHeight = 0;
let scrolledTo = 0;
let now = 0;
let waiting: FrameRequestCallback[] = [];

/** The next frame, `afterMs` after the last one: the page's own frames, on a phone as slow as it is. */
function frame(afterMs: number): void {
  now += afterMs;
  const callbacks = waiting;
  waiting = [];
  callbacks.forEach((callback) => callback(now));
}

beforeEach(() => {
  pageHeight = 7384;
  scrolledTo = 0;
  now = 0;
  waiting = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => waiting.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    waiting = [];
  });
  // The browser stops a scroll at the end of the page.
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolledTo = Math.min(options.top ?? 0, pageHeight - viewportHeight);
  }) as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrolledTo);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('holdScroll', () => {
  it('waits for a page that grows three slow frames after it rendered, past a second', () => {
    // Measured with the CPU 4x slower: the home page rendered 120 px short of its final height (the
    // footer's room for the download bar) and drew its next frames 500, 700 and 300 ms apart while
    // the rest of it hydrated; the room came with the third.
    holdScroll(() => 6704);
    expect(window.scrollY).toBe(6584);
    frame(500);
    frame(700);
    expect(window.scrollY).toBe(6584);
    pageHeight = 7504;
    frame(300);
    expect(window.scrollY).toBe(6704);
  });

  it('stops holding once the place is reached', () => {
    holdScroll(() => 1000);
    expect(window.scrollY).toBe(1000);
    frame(16);
    expect(waiting).toHaveLength(0);
  });

  it('gives up on a place still out of reach after a second and ten frames', () => {
    holdScroll(() => 6704);
    for (let count = 0; count < 9; count++) frame(200);
    expect(waiting).toHaveLength(1);
    frame(200);
    expect(waiting).toHaveLength(0);
    expect(window.scrollY).toBe(6584);
  });

  it("stops at the visitor's own scrolling", () => {
    holdScroll(() => 6704);
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 7504;
    frame(16);
    expect(window.scrollY).toBe(6584);
  });
});
