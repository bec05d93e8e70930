// happy-dom's IntersectionObserver never reports anything. This one reports every observed element
// on screen as soon as it is observed, as a browser does for an element in view, until the test
// scrolls it away (and back).
import { vi } from 'vitest';

type Report = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void;

export function fakeScreen() {
  // Each element can be watched by several observers (a carousel's "on screen now" and "seen once").
  const watched = new Map<Element, Set<Report>>();
  let visible = true;
  class ScreenObserver {
    constructor(private readonly report: Report) {}
    observe(target: Element) {
      watched.set(target, (watched.get(target) ?? new Set()).add(this.report));
      this.report([{ isIntersecting: visible, target }]);
    }
    unobserve(target: Element) {
      watched.get(target)?.delete(this.report);
    }
    disconnect() {
      for (const reports of watched.values()) reports.delete(this.report);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
  const setVisible = (value: boolean) => {
    visible = value;
    for (const [target, reports] of watched) for (const report of [...reports]) report([{ isIntersecting: value, target }]);
  };
  return { scrollAway: () => setVisible(false), scrollBack: () => setVisible(true) };
}
