// Whether the component rendering now is being hydrated from the prerendered HTML, asked of React
// itself, component by component.
//
// A flag set before hydrateRoot and cleared at the first navigation was wrong on a slow phone: React
// hydrates the page's sections (each inside its own Suspense boundary) in later passes, and a tap on
// a #section link soon after the loader lifted came before some of them. The navigation cleared the
// flag while rendering, React set that render aside to hydrate the waiting sections first, and they
// hydrated as if rendered in the browser: their HTML did not match the server's (React error #418,
// 2 of 4 taps with the CPU 6x slower), so React threw it away and drew them again.
import { useSyncExternalStore } from 'react';

// useSyncExternalStore calls getServerSnapshot on the server and while hydrating, and getSnapshot
// in any other render: which one it called for this component answers the question. Both return
// the same value, so React never renders the component again for a changed snapshot (an urgent
// re-render of every caller just after hydration, which a slow phone feels).
let calledWhileHydrating = false;
const subscribeToNothing = () => () => {};
const snapshotInBrowserRender = () => {
  calledWhileHydrating = false;
  return true;
};
const snapshotWhileHydrating = () => {
  calledWhileHydrating = true;
  return true;
};

/**
 * True while React renders this component to hydrate the prerendered HTML (and on the server), false
 * when it renders it in the browser: a page opened by a navigation, a section swapped in later. Read
 * it for a component's first render (a useState initialiser): every later render of a component is
 * false, whether or not other parts of the page are still hydrating.
 */
export function useIsHydrating(): boolean {
  useSyncExternalStore(subscribeToNothing, snapshotInBrowserRender, snapshotWhileHydrating);
  return calledWhileHydrating;
}
