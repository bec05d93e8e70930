// Carousels and rotations move on setInterval. Only that clock is faked: Testing Library and
// user-event wait on real setTimeout calls, which would never fire under fully fake timers.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function useFakeIntervals(): void {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}

/** Moves the faked interval clock on by `ms`, letting React apply what the intervals changed. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
