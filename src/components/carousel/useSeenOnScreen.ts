import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element has been on screen since the page started: false until the
 * browser says so, then true for good. Where IntersectionObserver is missing it is true at once.
 * (useOnScreen, by contrast, starts at true and follows the element both ways.)
 */
export function useSeenOnScreen(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return seen;
}
