// A shared link (/#reviews) opened afresh lands its section just under the header: the browser
// scrolls to it as the page's HTML arrives. The typeface may be taken into use after that scroll
// (font-display: optional lets a browser use it until the page's first paint), and the page above
// the section then grows or shrinks: Firefox on a busy machine left /#payment-partners 27 px under
// the header, the page 28 px shorter in Baloo 2 than in the fallback, and did not scroll again.
// Once the fonts have settled, the section is put back where the link put it, unless the visitor
// has moved the page meanwhile. A reload or Back keeps the browser's own place.

import { sectionIdOf } from './section-id.ts';

const visitorMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function keepArrivalSection(): void {
  const id = sectionIdOf(window.location.hash);
  const [arrival] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!id || arrival?.type !== 'navigate' || !document.fonts) return;
  let moved = false;
  const moving = () => (moved = true);
  for (const move of visitorMoves) window.addEventListener(move, moving, { once: true, passive: true });
  void document.fonts.ready.then(() => {
    for (const move of visitorMoves) window.removeEventListener(move, moving);
    if (!moved) document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  });
}
