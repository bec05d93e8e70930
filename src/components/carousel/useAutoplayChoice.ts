import { useCallback, useState, type RefObject } from 'react';
import { useOnScreen } from './useOnScreen.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export interface AutoplayChoice {
  /** Whether the carousel is set to move by itself (what its pause/play button shows). */
  playing: boolean;
  /** Whether it moves by itself now: set to play, and on screen. */
  moving: boolean;
  /** The pause/play button's action. */
  toggle: () => void;
}

/**
 * Whether a carousel moves by itself. Until the visitor presses pause or play it follows their
 * motion setting (WCAG 2.2.2 and 2.3.3: nothing moves on its own for people who asked for less
 * motion); once they press the button, their choice wins. Either way it holds still while
 * `carousel` is off screen (useOnScreen says why).
 */
export function useAutoplayChoice(carousel: RefObject<Element | null>): AutoplayChoice {
  const reducedMotion = usePrefersReducedMotion();
  const onScreen = useOnScreen(carousel);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const toggle = useCallback(() => setChoice(!playing), [playing]);
  return { playing, moving: playing && onScreen, toggle };
}
