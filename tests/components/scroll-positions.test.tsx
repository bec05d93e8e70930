// The places kept for Back and reload survive in sessionStorage, also those a page of the site kept
// before places had anchors (a plain number), and a damaged value never stops the page.
import { afterEach, describe, expect, it, vi } from 'vitest';

const storageKey = 'scroll-positions';

/** The module afresh, as a new page load reads it, with `stored` in sessionStorage. */
async function loadWith(stored: string) {
  sessionStorage.setItem(storageKey, stored);
  vi.resetModules();
  return (await import('../../src/app/scroll-positions.ts')).scrollPositions;
}

describe('scroll positions kept across a reload', () => {
  afterEach(() => sessionStorage.removeItem(storageKey));

  it('reads places with an anchor, and the plain offsets an earlier version kept', async () => {
    const anchor = { id: 'terms', idOffset: -3007, path: [0, 7, 1], tag: 'P', offset: -29 };
    const positions = await loadWith(
      JSON.stringify([
        ['default|/terms', { top: 3000, anchor }],
        ['default|/about', 1200],
      ]),
    );
    expect(positions.get('default|/terms')).toEqual({ top: 3000, anchor });
    expect(positions.get('default|/about')).toEqual({ top: 1200 });
  });

  it('leaves out entries it cannot read', async () => {
    const positions = await loadWith(
      JSON.stringify([
        ['a|/', 'far'],
        ['b|/', { top: 10, anchor: { id: 3 } }],
        [7, 5],
        ['c|/', { top: null }],
        ['d|/', 40],
      ]),
    );
    expect(positions.get('a|/')).toBeUndefined();
    // A damaged anchor is the anchor module's to refuse (it finds nothing by it): the offset stands.
    expect(positions.get('b|/')?.top).toBe(10);
    expect(positions.get('c|/')).toBeUndefined();
    expect(positions.get('d|/')).toEqual({ top: 40 });
    expect((await loadWith('{not json')).get('d|/')).toBeUndefined();
  });

  it('keeps the anchor noted at an earlier place for the place scrolled to since, and saves what it holds', async () => {
    const positions = await loadWith('[]');
    const anchor = { id: 'faq', idOffset: 0, path: [], tag: 'SECTION', offset: 0, scrollY: 500 };
    positions.set('k|/', 500);
    positions.anchor('k|/', anchor);
    expect(positions.get('k|/')?.anchor?.id).toBe('faq');
    // Scrolled on, and reloaded before the next anchor was noted: the place is found from this one.
    positions.set('k|/', 650);
    expect(positions.get('k|/')).toEqual({ top: 650, anchor });
    positions.save();
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]')).toEqual([['k|/', { top: 650, anchor }]]);
  });

  it('starts a new visit afresh: nothing noted for an earlier visit with the same key is kept', async () => {
    const positions = await loadWith(
      JSON.stringify([['default|/', { top: 3000, anchor: { id: 'footer', idOffset: 0, path: [], tag: 'FOOTER', offset: 0 } }]]),
    );
    positions.set('default|/', 0, null);
    expect(positions.get('default|/')).toEqual({ top: 0 });
    const section = { id: 'games', idOffset: 0, path: [], tag: 'SECTION', offset: 0, scrollY: 1200 };
    positions.set('default|/', 1200, section);
    expect(positions.get('default|/')).toEqual({ top: 1200, anchor: section });
  });
});
