import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is on screen. A carousel moves by itself only while it is: one
 * that turns where nobody sees it keeps a phone drawing frames (and its battery draining) for the
 * whole visit, and meets a returning visitor on some arbitrary slide. Where IntersectionObserver
 * is missing the element counts as on screen, so the carousel moves as it always did.
 */
export function useOnScreen(element: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    // The observer reports the element's state as soon as it starts watching, then each change.
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}
