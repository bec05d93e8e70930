// The reading place a visitor takes along to the same page in the other language. The switch is a
// real link (a full page load), and the Hindi page is built like the English one: the same sections
// with the same ids, the same paragraphs in the same order. A visitor halfway down the refund policy
// who switches to Hindi should go on reading there, not start again at the top.
import { anchorAt, type ScrollAnchor } from './scroll-anchor.ts';
import { glidingToSection } from './scroll-to-section.ts';

const storageKey = 'carried-place';
/** A place not taken by then belongs to a click whose page never came (offline, say). */
const keepsMs = 30_000;

interface CarriedPlace {
  path: string;
  at: number;
  anchor: ScrollAnchor;
}

/**
 * Notes what is on screen now, for the page at `path` to show when it opens. Not while the page
 * glides to a #section a link named: the address's #section, which the switch keeps, is where the
 * visitor is going.
 */
export function carryPlaceTo(path: string): void {
  const anchor = glidingToSection() ? undefined : anchorAt();
  try {
    if (anchor) sessionStorage.setItem(storageKey, JSON.stringify({ path, at: Date.now(), anchor } satisfies CarriedPlace));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage off: the other page opens as its address says.
  }
}

/** The place carried to the page at `path`, taken once (a reload later keeps its own place). */
export function takeCarriedPlace(path: string): ScrollAnchor | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey);
    if (stored === null) return undefined;
    sessionStorage.removeItem(storageKey);
    const carried = JSON.parse(stored) as Partial<CarriedPlace>;
    const fresh = typeof carried.at === 'number' && Date.now() - carried.at < keepsMs;
    return carried.path === path && fresh ? carried.anchor : undefined;
  } catch {
    return undefined;
  }
}
