// Run in the page by both browser suites (Playwright's page.evaluate and the engines' EnginePage,
// which send it as source: it uses only its argument and the page's globals).

/**
 * Resolves once the page has not scrolled for 5 frames and `quietMs` (a smooth scroll has ended,
 * and a section that changes height late would have moved it by then), with scrollY; or with a
 * sentence if it still moved after `giveUpMs`. Watched frame by frame, never by sleeping.
 */
export function scrollSettled({ quietMs = 450, giveUpMs = 20_000 }: { quietMs?: number; giveUpMs?: number } = {}): Promise<
  number | string
> {
  return new Promise((resolve) => {
    const started = performance.now();
    let last = Math.round(window.scrollY);
    let since = started;
    let frames = 0;
    const watch = () => {
      const now = performance.now();
      const y = Math.round(window.scrollY);
      if (y !== last) [last, since, frames] = [y, now, 0];
      else frames += 1;
      if (frames >= 5 && now - since >= quietMs) resolve(y);
      else if (now - started > giveUpMs) resolve(`still moving after ${giveUpMs / 1000} s (at ${y})`);
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}
