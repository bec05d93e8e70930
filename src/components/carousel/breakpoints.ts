// site.yaml gives each carousel its screen-width ranges once; both the carousel library and the
// CSS of the prerendered page are built from that one list, so they agree on every width.
import type { CarouselBreakpoints } from '../../content/site.generated.ts';

/** The shape react-multi-carousel's `responsive` prop wants, one entry per site.yaml range. */
export interface MultiCarouselResponsive {
  [name: string]: { breakpoint: { max: number; min: number }; items: number; slidesToSlide: number };
}

export function toMultiCarouselResponsive(ranges: CarouselBreakpoints): MultiCarouselResponsive {
  const responsive: MultiCarouselResponsive = {};
  for (const range of ranges) {
    responsive[range.name] = { breakpoint: { max: range.maxWidth, min: range.minWidth }, items: range.items, slidesToSlide: 1 };
  }
  return responsive;
}

/**
 * CSS that sets `--carousel-items` on one carousel for each range. react-multi-carousel checks the
 * ranges in order, both ends inclusive, and the last range that matches wins (at 1024 px the
 * 464-1024 range beats 1024-3000); later rules in CSS win the same way, so the prerendered list
 * and the live carousel show the same number of items at every width.
 * `scope` is a section id (lower-case letters, digits and dashes, checked by the schema).
 */
export function breakpointCss(scope: string, ranges: CarouselBreakpoints): string {
  return ranges
    .map(
      (range) =>
        `@media (min-width: ${range.minWidth}px) and (max-width: ${range.maxWidth}px) { [data-carousel="${scope}"] { --carousel-items: ${range.items}; } }`,
    )
    .join('\n');
}
