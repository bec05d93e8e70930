// What the tests measure inside the page, frame by frame against performance.now(), never by
// sleeping in the test. Each function is sent to the page as source: it uses only its arguments
// and the page's globals.

/** The loader has lifted and the page's code has hydrated it (html.js is set by the head script). */
export function pageReady(): boolean {
  return document.readyState === 'complete' && !document.querySelector('.loader');
}

/** The bottom of the sticky header on screen (0 if the page has none). */
export function headerBottom(): number {
  return Math.round(document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0);
}

// How long the page must hold still is the shared scrollSettled's default (450 ms, 5 frames).
export { scrollSettled } from '../scroll-settled.ts';

/**
 * Why section `id` is not where a visitor who followed a link to it should see it, or '' when it
 * is: its top just under the sticky header (within 10 px, or as close as the page's end allows),
 * its heading on screen and not under the header.
 */
export function misplacement(id: string): string {
  const section = document.getElementById(id);
  if (!section) return `no #${id} on ${location.pathname}`;
  const header = Math.round(document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0);
  // Its first heading a reader sees (a visually hidden one, 1 px, stands for the section itself).
  const seenHeading = [...section.querySelectorAll('h1, h2, h3')].find((candidate) => candidate.getBoundingClientRect().height > 2);
  const heading = (seenHeading ?? section).getBoundingClientRect();
  const top = Math.round(section.getBoundingClientRect().top);
  const atPageEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const where = `#${id}: section top ${top} px, heading ${Math.round(heading.top)}-${Math.round(heading.bottom)} px, header bottom ${header} px, scrollY ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight - window.innerHeight}`;
  if (heading.top < header - 1) return `heading hidden under the header (${where})`;
  if (heading.bottom > window.innerHeight) return `heading below the fold (${where})`;
  const off = top - header;
  if ((off < -2 || off > 24) && !(off > 0 && atPageEnd)) return `not scrolled to the section (${where})`;
  return '';
}

/**
 * What the reader has at the top of the screen, just under the header: the innermost section,
 * paragraph, heading or list item there, named by its section's id and its place in the section,
 * and how far its top is from the header. Both languages' pages are built from the same sections
 * and paragraphs, so the same name finds the same place in the other language.
 */
export function readingPlace(): { name: string; offset: number } | string {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const line = header + 8;
  const blocks = 'section[id] > *, section[id] h2, section[id] h3, section[id] p, section[id] li, footer';
  const candidates = [...document.querySelectorAll(blocks)].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top <= line && box.bottom > line;
  });
  const innermost = candidates.filter((element) => !candidates.some((other) => other !== element && element.contains(other)));
  const block = innermost[innermost.length - 1];
  if (!block) return `nothing at the reading line (${Math.round(line)} px) at scrollY ${Math.round(window.scrollY)}`;
  const section = block.closest('section[id]');
  const name = section
    ? `#${section.id} ${block.tagName.toLowerCase()} ${[...section.querySelectorAll(block.tagName)].indexOf(block)}`
    : block.tagName.toLowerCase();
  return { name, offset: Math.round(block.getBoundingClientRect().top - header) };
}

/** Where the element named by readingPlace() is now: its top and bottom from the header (null if absent). */
export function placeNow(name: string): { top: number; bottom: number } | null {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const [ref, tag, index] = name.split(' ');
  const block = ref.startsWith('#')
    ? document.getElementById(ref.slice(1))?.querySelectorAll(tag ?? '*')[Number(index)]
    : document.querySelector(ref);
  if (!block) return null;
  const box = block.getBoundingClientRect();
  return { top: Math.round(box.top - header), bottom: Math.round(box.bottom - header) };
}

/**
 * Where the keyboard's focus is, and whether it is hidden (WCAG 2.2, 2.4.11): out of the screen, or
 * covered by the sticky header at every point of it that is on screen.
 */
export function focusSeen(): { name: string; top: number; bottom: number; header: number; hidden: boolean } | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const header = document.querySelector('.site-header');
  const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
  const box = focused.getBoundingClientRect();
  const section = focused.closest('section[id]');
  const label = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
  const name = `${focused.tagName.toLowerCase()} "${label}"${section ? ` in #${section.id}` : ''}`;
  const seen = { name, top: Math.round(box.top), bottom: Math.round(box.bottom), header: Math.round(headerBottom) };
  if (box.bottom <= 0 || box.top >= window.innerHeight) return { ...seen, hidden: true };
  // What is drawn on top at a few points down the middle of the focused element's part on screen.
  const top = Math.max(box.top, 0) + 1;
  const bottom = Math.min(box.bottom, window.innerHeight) - 1;
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const points = [top, (top + bottom) / 2, bottom];
  const covered = points.every((y) => {
    const onTop = document.elementFromPoint(x, y);
    return Boolean(onTop && header?.contains(onTop) && !focused.contains(onTop) && !onTop.contains(focused));
  });
  return { ...seen, hidden: covered };
}

/**
 * Watches the page for `ms` after a jump (as when a reader drags the scrollbar): the page's height
 * and the place of what is on screen must not change under them. Returns what moved, or ''.
 */
export function watchAfterJump(fraction: number, ms: number): Promise<string> {
  const root = document.documentElement;
  window.scrollTo({ top: (root.scrollHeight - window.innerHeight) * fraction, behavior: 'instant' });
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const height = root.scrollHeight;
      const probe = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      const target = probe?.closest('section[id], footer') ?? probe;
      const top = target?.getBoundingClientRect().top ?? 0;
      const scrollY = window.scrollY;
      const started = performance.now();
      const changes: string[] = [];
      const watch = () => {
        const nowHeight = root.scrollHeight;
        const moved = (target?.getBoundingClientRect().top ?? 0) - top;
        if (nowHeight !== height) changes.push(`page height ${height} -> ${nowHeight} px`);
        if (Math.abs(moved) > 2)
          changes.push(`content moved ${Math.round(moved)} px (scrollY ${Math.round(scrollY)} -> ${Math.round(window.scrollY)})`);
        if (changes.length > 0) resolve(`${Math.round(performance.now() - started)} ms after the jump: ${changes.join(', ')}`);
        else if (performance.now() - started >= ms) resolve('');
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
  });
}
