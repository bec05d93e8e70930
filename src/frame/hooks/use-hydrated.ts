import { startTransition, useEffect, useState } from 'react';

/** Whether the page the visitor arrived on has hydrated: every later render is the browser's own. */
let pageHydrated = false;

/**
 * False on the server and while React hydrates the prerendered page, true afterwards, and from the
 * start for a component rendered later (a page opened by a navigation, which must render complete
 * in its first commit: React Router restores a place on it in that commit). Lets a component hydrate
 * exactly the prerendered HTML, then add what only the browser can build (the games' next images,
 * the How to Use player, the address's #hash). The switch is a transition, so React builds what it
 * adds in slices of a few milliseconds, not in one task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
