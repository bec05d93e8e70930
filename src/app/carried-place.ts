// The reading place a visitor takes along to the same page in the other language. The switch is a
// real link (a full page load), and both languages' pages are built from the same sections and
// paragraphs, with other words and so other heights: a pixel offset would show other words. So the
// place is named by what is at the top of the screen (below the sticky header): the element there,
// found again by the nearest id above it and the child indexes down from it, and how far into it the
// visitor had read. A visitor halfway down the refund policy who switches to Hindi reads on there.
import { readingLine } from '../frame/reading-line.ts';

const storageKey = 'carried-place';

interface Place {
  /** The page the switch leads to: only that page's load takes the place. */
  to: string;
  /** The nearest element with an id at or above the one at the reading line ('' for <body>). */
  id: string;
  /** Element-child indexes from that element down to the one at the reading line. */
  path: number[];
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
  const path: number[] = [];
  let named: Element = hit;
  while (!named.id && named.parentElement && named !== document.body) {
    path.unshift(Array.prototype.indexOf.call(named.parentElement.children, named));
    named = named.parentElement;
  }
  const box = hit.getBoundingClientRect();
  return { to, id: named === document.body ? '' : named.id, path, into: box.height > 0 ? (line - box.top) / box.height : 0 };
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

/** The scroll offset that puts the carried place at the reading line again, or undefined. */
function offsetOf({ id, path, into }: Place): number | undefined {
  let element: Element | null | undefined = id ? document.getElementById(id) : document.body;
  const named = element;
  // A list drawn otherwise here (a carousel live there, prerendered here) loses the path: the
  // element with the id is the place then, as far down as the visitor was.
  for (const index of path) element = element?.children[index];
  const box = (element ?? named)?.getBoundingClientRect();
  if (!box) return undefined;
  return Math.max(0, window.scrollY + box.top + (element ? into * box.height : 0) - readingLine());
}

/** On the page the switch led to, puts the visitor where they were reading (taken once). */
export function restoreCarriedPlace(): void {
  try {
    const carried = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    const place = carried ? (JSON.parse(carried) as Place) : undefined;
    if (place?.to !== window.location.pathname || !Array.isArray(place.path)) return;
    const top = offsetOf(place);
    if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
  } catch {
    // Storage off or a damaged value: the page opens as its address says.
  }
}
