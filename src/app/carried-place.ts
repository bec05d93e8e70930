// The reading place a visitor takes along to the same page in the other language. The switch is a
// real link (a full page load), and both languages' pages are built from the same sections and
// paragraphs: a visitor halfway down the refund policy who switches to Hindi goes on reading there.
// The switch names the history entry it leaves; that entry's place, with what was on screen there
// (scroll-anchor.ts), is in sessionStorage by the time the other page opens.
const storageKey = 'carried-place';

/** Called by the language switch: the page at `path` opens where entry `from` was left. */
export function carryPlace(path: string, from: string): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ path, from }));
  } catch {
    // Storage off: the other page opens as its address says.
  }
}

/** The place carried to this page load, taken once (a reload later keeps its own place). */
export function takeCarriedPlace(): string | null {
  try {
    const carried = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    return carried;
  } catch {
    return null;
  }
}
