// A place on a page named by what is on screen there, not only by its pixel offset. A reload (or a
// return from another site) draws the page afresh, and its heights can differ from the visit that
// left it: a first visit on a slow link that missed the webfont (font-display: optional) is drawn
// in the phone's font for its whole life, the reload in the cached webfont, and the About section of
// the home page moved 202 px at 360 px. The same pixel offset then shows other words. The element
// that was at the top of the screen is found again, and the page is put back where it shows it.
//
// Loaded only when needed (when scrolling stops, and on an arrival with a place to find): the text
// pages' JavaScript budget has no room for it in the first download.
import { scrollPositions, type SavedPlace } from './scroll-positions.ts';
import { readingLine } from '../frame/reading-line.ts';

export interface ScrollAnchor {
  /** The nearest element with an id at or around the element at the top of the screen. */
  id: string;
  /** Where that element's top was, relative to the top of the screen, in px. */
  idOffset: number;
  /** Element-child indexes from that element down to the one at the top of the screen. */
  path: number[];
  /** The tag of the element the path leads to, to tell whether the path still leads to it. */
  tag: string;
  /** Where the element at the top of the screen was, relative to the top of the screen, in px. */
  offset: number;
  /** Its height then: the same paragraph in other words (another language) has another height. */
  height?: number;
  /** The page's scroll offset then (anchors kept before it was noted: the place's own). */
  scrollY?: number;
}

/**
 * Not an anchor: what stays on screen whatever the scroll (the header, the download bar, and the
 * loader, over the page while the first place is noted), and what lies inside it.
 */
function scrollsWithPage(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const { position } = getComputedStyle(at);
    if (position === 'fixed' || position === 'sticky') return false;
  }
  return true;
}

/** The element at the top of the screen (below the header), as an anchor a later visit can find. */
export function anchorAt(): ScrollAnchor | undefined {
  if (window.scrollY <= 0 || typeof document.elementsFromPoint !== 'function') return undefined;
  const line = readingLine();
  const hit = document.elementsFromPoint(window.innerWidth / 2, line + 1).find(scrollsWithPage);
  if (!hit) return undefined;
  const path: number[] = [];
  let named: Element = hit;
  while (!named.id) {
    const parent = named.parentElement;
    if (!parent || parent === document.body) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, named));
    named = parent;
  }
  if (named.id === 'root') return undefined;
  const box = hit.getBoundingClientRect();
  return {
    id: named.id,
    idOffset: named.getBoundingClientRect().top - line,
    path,
    tag: hit.tagName,
    offset: box.top - line,
    height: box.height,
    scrollY: window.scrollY,
  };
}

/**
 * The scroll offset that shows the anchor's element where it was, or undefined when this page no
 * longer has it. Reads layout, so it follows the page while it is still settling.
 */
export function placeOfAnchor(anchor: ScrollAnchor): number | undefined {
  // Read back from sessionStorage: a damaged anchor finds nothing.
  const named = typeof anchor.id === 'string' && Array.isArray(anchor.path) ? document.getElementById(anchor.id) : null;
  if (!named) return undefined;
  let element: Element | undefined = named;
  for (const index of anchor.path) element = element?.children[index];
  // The path leads elsewhere when a list is drawn otherwise now (a carousel live rather than
  // prerendered): the element with the id is found all the same.
  if (element?.tagName !== anchor.tag)
    return Math.max(0, window.scrollY + named.getBoundingClientRect().top - readingLine() - anchor.idOffset);
  // As far into the element as the visitor had read (a third of the way down a paragraph, say).
  const box = element.getBoundingClientRect();
  const offset = typeof anchor.height === 'number' && anchor.height > 0 ? (anchor.offset * box.height) / anchor.height : anchor.offset;
  return Math.max(0, window.scrollY + box.top - readingLine() - offset);
}

/**
 * The scroll offset of a kept place, or undefined when this page no longer has its anchor: where the
 * anchor is now, and as far from it as the visitor scrolled after it was noted (a reload can come
 * before the next one is noted, on a slow phone a second after the scrolling stopped).
 */
export function placeOfSaved({ top, anchor }: SavedPlace): number | undefined {
  const shown = anchor && placeOfAnchor(anchor);
  if (shown === undefined) return undefined;
  const scrolledSince = typeof anchor?.scrollY === 'number' ? top - anchor.scrollY : 0;
  return Math.max(0, shown + scrolledSince);
}

/**
 * Where the visitor was reading on the page the language switch left (carried-place.ts), if that
 * switch led to `path` (the next page load takes the carried place, whichever page it is).
 */
export function placeOfCarried(carried: string, path: string): number | undefined {
  try {
    const { path: to, from } = JSON.parse(carried) as { path?: string; from?: string };
    const place = to === path && typeof from === 'string' ? scrollPositions.get(from) : undefined;
    return place && placeOfSaved(place);
  } catch {
    return undefined;
  }
}
