import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the prerendered page, true afterwards (and on pages
 * rendered in the browser from the start). Lets a component render exactly the prerendered HTML
 * first, then switch to something that can only be built in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
