import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { isHydrating } from '../hydration-phase.ts';

/**
 * True inside a part of the arrival page that React renders afresh in the browser instead of
 * hydrating it from the prerendered HTML (a section that goes live when it nears the screen:
 * DeferredHydration provides it). There nothing has to match the server's HTML.
 */
export const RenderedInBrowser = createContext(false);

/**
 * False on the server and while React hydrates the prerendered page, true afterwards (and on pages
 * or sections rendered in the browser from the start). Lets a component render exactly the
 * prerendered HTML first, then switch to something that can only be built in the browser.
 *
 * The switch is a transition, so React builds what it adds (the games' next images, the How to Use
 * player) in slices of a few milliseconds. useSyncExternalStore did the same switch as an urgent
 * update: one task of every such component's render and commit, right after the page's hydration,
 * which a slow phone felt as a blocked main thread.
 */
export function useHydrated(): boolean {
  const renderedInBrowser = useContext(RenderedInBrowser);
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && (renderedInBrowser || !isHydrating()));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
