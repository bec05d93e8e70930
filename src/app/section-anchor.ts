// An anchor (scroll-anchor.ts) built from elements already found, small enough for the first
// download: the arrival at a #section notes the section at once, without the anchor module.
import type { ScrollAnchor } from './scroll-anchor.ts';
import { readingLine } from '../frame/reading-line.ts';

/**
 * `hit`, the element at the top of the screen, as an anchor: named by `named`, the nearest element
 * with an id at or around it, and `path`, the element-child indexes from `named` down to `hit`.
 */
export function anchorOn(named: Element, hit: Element, path: number[]): ScrollAnchor {
  const line = readingLine();
  const box = hit.getBoundingClientRect();
  return {
    id: named.id,
    idOffset: named.getBoundingClientRect().top - line,
    path,
    tag: hit.tagName,
    offset: box.top - line,
    height: box.height,
    scrollY: window.scrollY,
  };
}

/** A section a #link or address led to, as the anchor of the place that shows it. */
export const anchorOnSection = (section: Element): ScrollAnchor => anchorOn(section, section, []);
