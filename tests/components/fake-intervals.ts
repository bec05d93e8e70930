// Carousels and rotations move on setInterval. Only that clock (and, where asked, animation frames)
// is faked: Testing Library and user-event wait on real setTimeout calls, which would never fire
// under fully fake timers.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Fakes the interval clock, and with `frames` the animation frames too (the coverflow's turns wait on them). */
export function useFakeIntervals({ frames = false }: { frames?: boolean } = {}): void {
  const animationFrames = frames ? (['requestAnimationFrame', 'cancelAnimationFrame'] as const) : [];
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', ...animationFrames] });
}

/**
 * With frames faked, how long after its tick a Swiper's turn has started: two frames of 16 ms
 * (useSwiperAutoplay says why it waits for the second). Advance by it in a step of its own after
 * the tick's: the frames are asked for by an effect, which React runs once the tick's step ends.
 */
export const swiperTurnDelayMs = 2 * 16;

/** Moves the faked interval clock on by `ms`, letting React apply what the intervals changed. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
