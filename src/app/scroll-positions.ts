// The scroll position of each history entry (by the router's location key), so Back and Forward
// return to the place the visitor left. Kept in sessionStorage across reloads of the tab.
import type { ScrollAnchor } from './scroll-anchor.ts';

export interface SavedPlace {
  top: number;
  /** What was on screen at that place, noted when the scrolling stopped (scroll-anchor.ts). */
  anchor?: ScrollAnchor;
}

const storageKey = 'scroll-positions';
const positions = new Map<string, SavedPlace>();
let loaded = false;

/** A stored entry: [key, place], or [key, top] as kept before places had anchors. */
const placeOf = (value: unknown): SavedPlace | undefined =>
  typeof value === 'number' ? { top: value } : typeof (value as SavedPlace | null)?.top === 'number' ? (value as SavedPlace) : undefined;

function readStored(): [string, SavedPlace][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown): [string, SavedPlace][] => {
      const [key, value] = Array.isArray(entry) ? (entry as unknown[]) : [];
      const place = placeOf(value);
      return typeof key === 'string' && place ? [[key, place]] : [];
    });
  } catch {
    // Storage blocked (private mode, a full quota) or a damaged value: start afresh.
    return [];
  }
}

function loadOnce(): void {
  if (loaded) return;
  loaded = true;
  for (const [key, place] of readStored()) if (!positions.has(key)) positions.set(key, place);
}

export const scrollPositions = {
  get(key: string): SavedPlace | undefined {
    loadOnce();
    return positions.get(key);
  },
  /**
   * The entry's place is now `top`. The anchor noted at an earlier place still leads to it, by the
   * distance scrolled since, until the next one is noted when the scrolling stops. The first place
   * of a new visit gives its own `anchor`, or null: nothing noted for an earlier visit with the same
   * key applies.
   */
  set: (key: string, top: number, anchor: ScrollAnchor | null = positions.get(key)?.anchor ?? null): void => {
    positions.set(key, anchor ? { top, anchor } : { top });
  },
  /** Notes what is on screen at the entry's place (when the scrolling has stopped there). */
  anchor(key: string, anchor: ScrollAnchor | undefined): void {
    const place = positions.get(key);
    if (place && anchor) positions.set(key, { ...place, anchor });
  },
  save(): void {
    loadOnce();
    try {
      // The newest entries are the ones Back can reach; a long session keeps its last hundred.
      sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-100)));
    } catch {
      // Nothing to do: positions stay for this page's life.
    }
  },
};
