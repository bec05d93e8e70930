// breakpoint-coverage: a carousel's responsive ranges must give every screen width from 0 up one
// range, or the carousel shows nothing at the widths in a gap (react-multi-carousel finds no
// range) and jumps between counts where two overlap. As in the spec, a range's maxWidth is the
// next one's minWidth (464 ends mobile and starts tablet).
import type { CarouselBreakpoint, Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';

function checkRanges(ranges: readonly CarouselBreakpoint[], path: PathSegment[], reporter: Reporter): void {
  const report = (index: number, field: 'minWidth' | 'maxWidth', message: string, hint: string) =>
    reporter.report('breakpoint-coverage', { path: [...path, index, field], message, hint });
  const order = ranges.map((range, index) => ({ range, index })).sort((a, b) => a.range.minWidth - b.range.minWidth);
  for (const { range, index } of order) {
    if (range.maxWidth <= range.minWidth) {
      report(
        index,
        'maxWidth',
        `The ${range.name} range ends (${range.maxWidth} px) before it starts (${range.minWidth} px).`,
        'swap minWidth and maxWidth',
      );
      return;
    }
  }
  const first = order[0];
  if (first.range.minWidth > 0) {
    report(
      first.index,
      'minWidth',
      `No range covers screens narrower than ${first.range.minWidth} px, so this carousel would be empty on them.`,
      `start the ${first.range.name} range at minWidth: 0`,
    );
    return;
  }
  for (let i = 1; i < order.length; i++) {
    const before = order[i - 1].range;
    const { range, index } = order[i];
    if (range.minWidth > before.maxWidth) {
      report(
        index,
        'minWidth',
        `Screens from ${before.maxWidth + 1} to ${range.minWidth - 1} px fall between the ${before.name} and ${range.name} ranges, so this carousel would be empty there.`,
        `start ${range.name} at minWidth: ${before.maxWidth}, where ${before.name} ends`,
      );
      return;
    }
    if (range.minWidth < before.maxWidth) {
      report(
        index,
        'minWidth',
        `The ${before.name} and ${range.name} ranges both cover ${range.minWidth}-${before.maxWidth} px, so the number of items shown would jump there.`,
        `start ${range.name} at minWidth: ${before.maxWidth}, where ${before.name} ends`,
      );
      return;
    }
  }
  const last = order.at(-1);
  const { coverAtLeastPx } = lintRules['breakpoint-coverage'];
  if (last && last.range.maxWidth < coverAtLeastPx) {
    report(
      last.index,
      'maxWidth',
      `No range covers screens wider than ${last.range.maxWidth} px, so this carousel would be empty on wide laptops and monitors.`,
      `set the ${last.range.name} range's maxWidth to 3000`,
    );
  }
}

export function checkBreakpoints(site: Site, reporter: Reporter): void {
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      if (section.type === 'reviews' || section.type === 'logoCarousel')
        checkRanges(section.responsive, [...page.listPath, index, 'responsive'], reporter);
    });
  }
}
