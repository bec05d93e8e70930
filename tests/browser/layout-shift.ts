// What the browser counts as layout shifts (the sum CLS adds up), with what moved, for the tests
// that check a page holds still while it loads, hydrates, scrolls and turns its carousels.
import type { Page } from '@playwright/test';

/**
 * The sum of the page's layout shifts since it started (what CLS adds up), from the browser's own
 * record, and what moved in each shift (element, its box before and after, when), so a failure names
 * its culprit: shifts can come from timing on a busy machine and rarely repeat on demand.
 */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string }> {
  const shifts = await page.evaluate(async () => {
    // Two frames: a shift in the frame just drawn is in the browser's record by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: LayoutShiftSource[] };
    type LayoutShiftSource = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const observer = new PerformanceObserver(() => {});
    // The record so far, handed over at once (buffered entries are in the observer's queue on observe).
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Shift[];
    observer.disconnect();
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}.${node.className}` : String(node?.nodeName);
    const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(' ');
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        at: `${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${name(source.node)} (x y w h) ${box(source.previousRect)} → ${box(source.currentRect)}`).join(', ')}`,
      }));
  });
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.map((shift) => `${shift.value.toFixed(5)} at ${shift.at}`).join('; '),
  };
}
