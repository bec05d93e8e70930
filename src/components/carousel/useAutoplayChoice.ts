import { useCallback, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export interface AutoplayChoice {
  /** Whether the carousel should move by itself now. */
  playing: boolean;
  /** The pause/play button's action. */
  toggle: () => void;
}

/**
 * Whether a carousel moves by itself. Until the visitor presses pause or play it follows their
 * motion setting (WCAG 2.2.2 and 2.3.3: nothing moves on its own for people who asked for less
 * motion); once they press the button, their choice wins.
 */
export function useAutoplayChoice(): AutoplayChoice {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const toggle = useCallback(() => setChoice(!playing), [playing]);
  return { playing, toggle };
}
