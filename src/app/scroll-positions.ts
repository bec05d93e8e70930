// The scroll position of each history entry (by the router's location key), so Back and Forward
// return to the place the visitor left. Kept in sessionStorage across reloads of the tab.
import { placeOfAnchor, type ScrollAnchor } from './scroll-anchor.ts';

export interface SavedPlace {
  top: number;
  /** What was at the top of the screen, noted when the page was left for good (pagehide). */
  anchor?: ScrollAnchor;
}

const storageKey = 'scroll-positions';
const positions = new Map<string, SavedPlace>();
let loaded = false;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isAnchor(value: unknown): value is ScrollAnchor {
  if (typeof value !== 'object' || value === null) return false;
  const anchor = value as Record<string, unknown>;
  return (
    typeof anchor.id === 'string' &&
    typeof anchor.tag === 'string' &&
    isNumber(anchor.idOffset) &&
    isNumber(anchor.offset) &&
    Array.isArray(anchor.path) &&
    anchor.path.every(isNumber)
  );
}

/** A stored entry: [key, place], or [key, top] as kept before places had anchors. */
function placeOf(value: unknown): SavedPlace | undefined {
  if (isNumber(value)) return { top: value };
  if (typeof value !== 'object' || value === null || !isNumber((value as SavedPlace).top)) return undefined;
  const { top, anchor } = value as SavedPlace;
  return isAnchor(anchor) ? { top, anchor } : { top };
}

function readStored(): [string, SavedPlace][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown): [string, SavedPlace][] => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return [];
      const place = placeOf(entry[1]);
      return place ? [[entry[0], place]] : [];
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
  /** A new place: an anchor noted for the old one no longer applies. */
  set: (key: string, top: number): void => {
    positions.set(key, { top });
  },
  /** Notes what is on screen at the entry's place (when the page is left for good). */
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

/** Where to scroll to show a saved place: at its anchor if this page has it, else at its offset. */
export function scrollTopOf(place: SavedPlace): number {
  return (place.anchor && placeOfAnchor(place.anchor)) ?? place.top;
}
