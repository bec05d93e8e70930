// layout-width: the layout's widths drive the stylesheet's media queries, so mobileMaxWidth: 7680
// gives laptops the phone layout and 100 gives phones the laptop one. Limits in rules.ts.
import type { Site } from '../site.generated.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';

export function checkLayoutWidths(site: Site, reporter: Reporter): void {
  const limits = lintRules['layout-width'];
  const { mobileMaxWidth, footerImageMaxWidth, scrollThreshold } = site.layout;
  const outside = (value: number, low: number, high: number) => value < low || value > high;
  if (outside(mobileMaxWidth, limits.mobileMinPx, limits.mobileMaxPx)) {
    reporter.report('layout-width', {
      path: ['layout', 'mobileMaxWidth'],
      message:
        mobileMaxWidth > limits.mobileMaxPx
          ? `mobileMaxWidth is ${mobileMaxWidth} px, so laptops (about 1280-1440 px wide) would get the phone layout.`
          : `mobileMaxWidth is ${mobileMaxWidth} px, so phones (360-480 px wide) would get the laptop layout.`,
      hint: `use a width from ${limits.mobileMinPx} to ${limits.mobileMaxPx}; the spec's is 768`,
    });
  }
  if (outside(footerImageMaxWidth, limits.footerMinPx, limits.footerMaxPx)) {
    reporter.report('layout-width', {
      path: ['layout', 'footerImageMaxWidth'],
      message: `footerImageMaxWidth is ${footerImageMaxWidth} px, outside the screens the site is made for (${limits.footerMinPx}-${limits.footerMaxPx} px), so one footer picture would never be shown.`,
      hint: `use a width from ${limits.footerMinPx} to ${limits.footerMaxPx}; the spec's is 820`,
    });
  }
  if (scrollThreshold > limits.scrollMaxPx) {
    reporter.report('layout-width', {
      path: ['layout', 'scrollThreshold'],
      message: `scrollThreshold is ${scrollThreshold} px, so the navigation bar would change only after more than a phone screen of scrolling.`,
      hint: `use at most ${limits.scrollMaxPx}; the spec's is 10`,
    });
  }
}
