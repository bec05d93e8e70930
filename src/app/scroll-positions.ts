// The scroll position of each history entry (by the router's location key), so Back and Forward
// return to the place the visitor left. Kept in sessionStorage across reloads of the tab.
const storageKey = 'scroll-positions';
const positions = new Map<string, number>();
let loaded = false;

function readStored(): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    // Storage blocked (private mode, a full quota) or a damaged value: start afresh.
    return [];
  }
}

function loadOnce(): void {
  if (loaded) return;
  loaded = true;
  for (const [key, top] of readStored()) if (!positions.has(key)) positions.set(key, top);
}

export const scrollPositions = {
  get(key: string): number | undefined {
    loadOnce();
    return positions.get(key);
  },
  set: (key: string, top: number): void => {
    positions.set(key, top);
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
