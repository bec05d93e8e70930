import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useOnScreen } from './useOnScreen.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export interface AutoplayChoice {
  /** Whether the carousel is set to move by itself (what its pause/play button shows). */
  playing: boolean;
  /** Whether it moves by itself now: set to play, on screen, and not held by the keyboard. */
  moving: boolean;
  /** The pause/play button's action. */
  toggle: () => void;
  /** Whether the carousel has been on screen since the page started (useOnScreen). */
  seen: boolean;
}

/** Whether focus got to `element` by the keyboard (a click on a button focuses it too, but holds nothing). */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Whether a carousel moves by itself. Until the visitor presses pause or play it follows their
 * motion setting (WCAG 2.2.2 and 2.3.3: nothing moves on its own for people who asked for less
 * motion); once they press the button, their choice wins. Either way it holds still while
 * `carousel` is off screen (useOnScreen says why), and while the keyboard is anywhere in it (its
 * slides, its arrows, its pause button): a visitor tabbing to "Next slide" is reading it, and a
 * slide must not turn away under them or their screen reader (APG carousel pattern). Pressing
 * play there is asked for, so it then moves until focus leaves and comes back.
 */
export function useAutoplayChoice(carousel: RefObject<HTMLElement | null>): AutoplayChoice {
  const reducedMotion = usePrefersReducedMotion();
  const { now: onScreen, seen } = useOnScreen(carousel);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [playedWhileInside, setPlayedWhileInside] = useState(false);
  const playing = choice ?? !reducedMotion;
  const toggle = useCallback(() => {
    setChoice(!playing);
    setPlayedWhileInside(!playing);
  }, [playing]);

  useEffect(() => {
    const element = carousel.current;
    if (!element) return;
    const focusIn = (event: Event) => {
      if (event.target instanceof Element) setKeyboardInside(focusedByKeyboard(event.target));
    };
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      setKeyboardInside(false);
      setPlayedWhileInside(false);
    };
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [carousel]);

  return { playing, moving: playing && onScreen && (!keyboardInside || playedWhileInside), toggle, seen };
}
