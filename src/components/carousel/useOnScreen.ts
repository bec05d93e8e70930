import { useEffect, useState, type RefObject } from 'react';

export interface OnScreen {
  /**
   * Whether any part of the element is on screen. A carousel moves by itself only while it is: one
   * that turns where nobody sees it keeps a phone drawing frames (and its battery draining) for the
   * whole visit, and meets a returning visitor on some arbitrary slide. Until the browser has said,
   * and where IntersectionObserver is missing, the element counts as on screen, so the carousel
   * moves as it always did.
   */
  now: boolean;
  /**
   * Whether any part of it has been on screen since the page started: false until the browser says
   * so, then true for good (true at once where IntersectionObserver is missing). What a carousel
   * would only show later can wait for it.
   */
  seen: boolean;
}

/** Where the element is, from one IntersectionObserver. */
export function useOnScreen(element: RefObject<Element | null>): OnScreen {
  const [now, setNow] = useState(true);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    // The observer reports the element's state as soon as it starts watching, then each change.
    const observer = new IntersectionObserver((entries) => {
      setNow(entries[entries.length - 1].isIntersecting);
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return { now, seen };
}
