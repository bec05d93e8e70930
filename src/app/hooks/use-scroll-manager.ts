// Where the page is scrolled after every navigation, as a visitor expects of a site:
// - a link to a section (/#games, from any page, also clicked twice) scrolls smoothly to it;
// - a link to another page starts at its top;
// - Back and Forward return to the exact place the visitor left (positions kept per history entry,
//   in sessionStorage too, so a reload or a return from another site finds them);
// - the page the visitor arrived on keeps what the browser did (its #hash, or its restored place);
// - a #section typed over the address of the page on screen goes to that section.
//
// Two halves: the frame records where each history entry is scrolled, and the page places itself
// when it has rendered. The placing must wait for the page, not for the address: Back is handled
// inside the browser's popstate event, where React renders at once and shows the loading state if
// the page's code is not there yet; restoring then would scroll a page one screen tall.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { scrollPositions, type SavedPlace } from '../scroll-positions.ts';
import { takeCarriedPlace } from '../carried-place.ts';
import { scrollToSection } from '../scroll-to-section.ts';
import { holdScroll } from '../hold-scroll.ts';

/** The history entry whose page is on screen; null while the next page is still loading. */
let recordingKey: string | null = null;
/** The location the visitor arrived at (placing it again, as StrictMode does in development, changes nothing). */
let arrival: Location | undefined;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The page was loaded whole by a reload, Back or Forward, rather than by following an address. */
function returnedByTheBrowser(): boolean {
  if (typeof performance.getEntriesByType !== 'function') return false;
  const [loaded] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return loaded?.type === 'reload' || loaded?.type === 'back_forward';
}

/**
 * The history entry's key, with its path: every page loaded straight from the address bar has the
 * key "default", and a place kept for one must not be applied to another.
 */
export const entryOf = (location: Location) => `${location.key}|${location.pathname}`;

function targetOf(location: Location): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** In the frame (RootLayout): remembers where each history entry was left. */
export function useScrollRecording(): void {
  const location = useLocation();
  useEffect(() => {
    // The browser's own restoration would jump before the new page is rendered; the page does it.
    window.history.scrollRestoration = 'manual';
    // Browsers send at most one scroll event a frame: recording each keeps the very last place
    // before a click, which a throttle could miss.
    const record = () => {
      const key = recordingKey;
      if (key === null) return;
      scrollPositions.set(key, window.scrollY);
      noteWhatIsOnScreen(key);
    };
    const persist = () => scrollPositions.save();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);
  useLayoutEffect(() => {
    // A new address: until its page has placed itself, scrolling (the browser clamping a shorter
    // loading state) belongs to no entry.
    if (entryOf(location) !== recordingKey) recordingKey = null;
  }, [location]);
}

const anchors = () => import('../scroll-anchor.ts');

let stopped = 0;
/**
 * Once the scrolling stops, what is on screen is noted with the place: a reload, or the other
 * language's page, draws the page afresh, maybe with other heights (scroll-anchor.ts says why). A
 * page still gliding to a #section has noted nothing: the #section the language switch keeps leads.
 */
function noteWhatIsOnScreen(key: string): void {
  window.clearTimeout(stopped);
  stopped = window.setTimeout(
    () =>
      anchors().then(
        (found) => key === recordingKey && scrollPositions.anchor(key, found.anchorAt()),
        // Offline, the module may not come: the place keeps its offset alone.
        () => undefined,
      ),
    200,
  );
}

/**
 * Holds the place the anchor module finds, or `otherwise` when it finds none. The module is not in
 * the first download, but the page that noted the place loaded it: it comes from the cache at once.
 */
function holdFound(find: (found: Awaited<ReturnType<typeof anchors>>) => number | undefined, otherwise?: number): () => void {
  let stop = () => {};
  let left = false;
  const hold = (where: () => number | undefined) => {
    const top = where() ?? otherwise;
    if (!left && top !== undefined) stop = holdScroll(() => where() ?? top);
  };
  anchors().then(
    (found) => hold(() => find(found)),
    () => hold(() => undefined),
  );
  return () => {
    left = true;
    stop();
  };
}

/** A kept place: near what was on screen when it was last noted (placeOfSaved); else its offset. */
function holdSaved(place: SavedPlace): () => void {
  return place.anchor ? holdFound((found) => found.placeOfSaved(place), place.top) : holdScroll(() => place.top);
}

/** In each page (PageBody): once rendered, scrolls where the navigation that led here asks. */
export function useScrollPlacement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const placed = useRef(false);
  useLayoutEffect(() => {
    const newPage = !placed.current;
    placed.current = true;
    recordingKey = entryOf(location);
    arrival ??= location;
    if (location === arrival) {
      // A reload (or Back to a page that was loaded whole) finds the place this entry was left at.
      // Any other arrival (a typed address, a link from another site, the language switch) is a
      // new visit: every page loaded whole has the key "default", so a place kept for an earlier
      // visit to the same address must not pull it away from its #hash or its top. There the
      // browser has already scrolled to the #hash while parsing the prerendered page; make sure,
      // without moving a visitor who is already there.
      const carried = takeCarriedPlace();
      const saved = returnedByTheBrowser() ? scrollPositions.get(entryOf(location)) : undefined;
      if (saved !== undefined) return holdSaved(saved);
      const target = targetOf(location);
      if (target && Math.abs(target.getBoundingClientRect().top) > window.innerHeight / 2) scrollToSection(target, 'instant');
      // The place kept for an earlier visit to this address is not this visit's: a reload before any
      // scrolling would take it (the footer of an earlier / instead of the #games just typed). At a
      // #section, the section is what is on screen, noted at once: the anchor module notes it only
      // once it has loaded, and on a slow phone a reload came first and took the bare offset, 152 px
      // off when the first visit was drawn in the phone's font and the reload in the webfont. The
      // section's top is at the reading line (offsets 0), or as near as the page's end allows, which
      // a reload's scroll reaches the same way.
      const key = entryOf(location);
      const { scrollY } = window;
      const onSection = target && scrollY > 0 ? { id: target.id, idOffset: 0, path: [], tag: target.tagName, offset: 0, scrollY } : null;
      scrollPositions.set(key, scrollY, onSection);
      // At a #section the browser scrolled to before any script ran: no scroll event will say so.
      if (scrollY > 0) noteWhatIsOnScreen(key);
      // Come from the same page in the other language: where the visitor was reading there.
      const path = location.pathname;
      return carried ? holdFound((found) => found.placeOfCarried(carried, path)) : undefined;
    }
    // A #section typed over the address (or a plain #link) is an entry the browser made itself: it
    // has no router state, so its key is "default" like the arrival's, and the place kept under that
    // key is another entry's. It goes to its section, as the browser meant.
    if (navigationType === 'POP' && window.history.state === null && location.hash) {
      const target = targetOf(location);
      if (target) {
        scrollToSection(target, 'instant');
        return;
      }
    }
    const saved = navigationType === 'POP' ? scrollPositions.get(entryOf(location)) : undefined;
    if (saved !== undefined) return holdSaved(saved);
    if (!location.hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    // A section: another page opens at its top, then glides to the section once its layout is final.
    if (newPage) window.scrollTo({ top: 0, behavior: 'instant' });
    const frame = requestAnimationFrame(() => {
      const target = targetOf(location);
      if (target) scrollToSection(target, prefersReducedMotion() ? 'instant' : 'smooth');
    });
    return () => cancelAnimationFrame(frame);
  }, [location, navigationType]);
}
