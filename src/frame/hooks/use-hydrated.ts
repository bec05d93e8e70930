import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../hydration-phase.ts';

/**
 * False on the server and while React hydrates the component from the prerendered page, true
 * afterwards (and from the start where React renders it in the browser: a page opened by a
 * navigation, a section that went live near the screen). Lets a component render exactly the
 * prerendered HTML first, then switch to something that can only be built in the browser.
 *
 * The switch is a transition, so React builds what it adds (the games' next images, the How to Use
 * player) in slices of a few milliseconds. useSyncExternalStore did the same switch as an urgent
 * update: one task of every such component's render and commit, right after the page's hydration,
 * which a slow phone felt as a blocked main thread.
 */
export function useHydrated(): boolean {
  const hydrating = useIsHydrating();
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
