// happy-dom's IntersectionObserver never reports anything. This one reports every observed element
// on screen as soon as it is observed, as a browser does for an element in view, until the test
// scrolls it away (and back).
import { vi } from 'vitest';

type Report = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void;

/** Whether the test's IntersectionObserver is this fake one. */
export const onFakeScreen = () => (globalThis.IntersectionObserver as { fake?: boolean } | undefined)?.fake === true;

export function fakeScreen() {
  const watched = new Map<Element, Report>();
  let visible = true;
  class ScreenObserver {
    static fake = true;
    constructor(private readonly report: Report) {}
    observe(target: Element) {
      watched.set(target, this.report);
      this.report([{ isIntersecting: visible, target }]);
    }
    unobserve(target: Element) {
      watched.delete(target);
    }
    disconnect() {
      for (const [target, report] of watched) if (report === this.report) watched.delete(target);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
  const setVisible = (value: boolean) => {
    visible = value;
    for (const [target, report] of watched) report([{ isIntersecting: value, target }]);
  };
  return { scrollAway: () => setVisible(false), scrollBack: () => setVisible(true) };
}
