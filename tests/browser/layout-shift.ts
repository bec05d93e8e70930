// What the browser counts as layout shifts (the sum CLS adds up), with what moved, for the tests
// that check a page holds still while it loads, hydrates, scrolls and turns its carousels.
import type { Page } from 'playwright-core';

/**
 * The sum of the page's layout shifts so far (what CLS adds up), from the browser's own record, and
 * what moved in each shift (element, its box before and after, when), so a failure names its culprit:
 * shifts can come from timing on a busy machine and rarely repeat on demand.
 */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string }> {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; at: string }[]>((resolve) => {
        const seen: { value: number; at: string }[] = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: LayoutShiftSource[] };
        type LayoutShiftSource = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const name = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}.${node.className}`
            : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(' ');
            const sources = entry.sources.map(
              (source) => `${name(source.node)} (x y w h) ${box(source.previousRect)} → ${box(source.currentRect)}`,
            );
            seen.push({ value: entry.value, at: `${Math.round(entry.startTime)} ms: ${sources.join(', ')}` });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(seen), 100);
      }),
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.map((shift) => `${shift.value.toFixed(5)} at ${shift.at}`).join('; '),
  };
}
