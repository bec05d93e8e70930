// The reading place a visitor takes along to the same page in the other language. The switch is a
// real link (a full page load), and both languages' pages are built from the same sections and
// paragraphs, with other words and so other heights: a pixel offset would show other words. So the
// place is named by what is at the top of the screen (below the sticky header): the element there,
// found again by the nearest id above it and the child indexes down from it, and how far into it the
// visitor had read. A visitor halfway down the refund policy who switches to Hindi reads on there.
import { readingLine } from '../frame/reading-line.ts';

const storageKey = 'carried-place';

interface Anchor {
  /** An element with an id at or above the one at the reading line ('' for <body>). */
  id: string;
  /** Element-child indexes from it down to the element at the reading line. */
  path: number[];
}

interface Place {
  /** The page the switch leads to: only that page's load takes the place. */
  to: string;
  /**
   * Every id on the way up, nearest first: an id a library made in the page (a carousel's) is not
   * on the other page, where the next one up is found instead.
   */
  anchors: Anchor[];
  /** The tag of the element at the reading line, to tell whether a path still leads to it. */
  tag: string;
  /** How far into that element the reading line was, as a share of its height. */
  into: number;
}

/** Not a place on the page: what stays on screen whatever the scroll (header, download bar). */
function scrollsWithPage(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const { position } = getComputedStyle(at);
    if (position === 'fixed' || position === 'sticky') return false;
  }
  return true;
}

function placeOnScreen(to: string): Place | undefined {
  if (window.scrollY <= 0) return undefined;
  const line = readingLine();
  const hit = document.elementsFromPoint(window.innerWidth / 2, line + 1).find(scrollsWithPage);
  if (!hit) return undefined;
  const anchors: Anchor[] = [];
  const path: number[] = [];
  for (let at: Element = hit; at !== document.body && at.parentElement; at = at.parentElement) {
    if (at.id) anchors.push({ id: at.id, path: [...path] });
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  anchors.push({ id: '', path });
  const box = hit.getBoundingClientRect();
  return { to, anchors, tag: hit.tagName, into: box.height > 0 ? (line - box.top) / box.height : 0 };
}

/** Called by the language switch as the visitor leaves for `to`. */
export function carryPlace(to: string): void {
  try {
    const place = placeOnScreen(to);
    if (place) sessionStorage.setItem(storageKey, JSON.stringify(place));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage off: the other page opens as its address says.
  }
}

/**
 * The scroll offset that puts the carried place at the reading line again: the element the path
 * leads to from the nearest id this page has, as far into it as the visitor was; where the path
 * leads elsewhere (a carousel drawn otherwise here, prerendered there), the element with the id.
 */
function offsetOf({ anchors, tag, into }: Place): number | undefined {
  for (const { id, path } of anchors) {
    const named = id ? document.getElementById(id) : document.body;
    if (!named) continue;
    let element: Element | undefined = named;
    for (const index of path) element = element?.children[index];
    const exact = element?.tagName === tag ? element : undefined;
    const box = (exact ?? named).getBoundingClientRect();
    return Math.max(0, window.scrollY + box.top + (exact ? into * box.height : 0) - readingLine());
  }
  return undefined;
}

/** On the page the switch led to, puts the visitor where they were reading (taken once); says whether it did. */
export function restoreCarriedPlace(): boolean {
  try {
    const carried = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    const place = carried ? (JSON.parse(carried) as Place) : undefined;
    if (place?.to !== window.location.pathname || !Array.isArray(place.anchors)) return false;
    const top = offsetOf(place);
    if (top === undefined) return false;
    window.scrollTo({ top, behavior: 'instant' });
    return true;
  } catch {
    // Storage off or a damaged value: the page opens as its address says.
    return false;
  }
}
