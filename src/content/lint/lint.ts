// The brand rules that need a schema-valid site: they read it through its generated types.
// (Links, ids, image files and alt text are checked on any data, in reference-check.ts, so they
// are listed together with schema problems.)
import type { Site } from '../site.generated.ts';
import type { Reporter } from './reporter.ts';
import { checkTextLength } from './text-length.ts';
import { checkImageSizes } from './image-size.ts';
import { checkCarousels } from './carousels.ts';
import { checkSectionPlacement } from './section-placement.ts';
import { checkSchedule } from './schedule-check.ts';
import { checkSpecValues } from './spec-values.ts';
import { checkDigitRange } from './contact-digits.ts';
import { checkBreakpoints } from './breakpoints.ts';
import { checkTimings } from './timings.ts';
import { checkLayoutWidths } from './layout-widths.ts';
import { checkAdjacentDuplicates } from './adjacent-duplicates.ts';
import { checkPlayAsIncome } from './play-as-income.ts';
import { checkReviewRatings } from './review-rating.ts';
import { checkVideoSizes } from './media-size.ts';

export interface LintOptions {
  /** The build day, YYYY-MM-DD: what the schedule shows. */
  day: string;
  /** Size in bytes of public/<src> (images and videos); left out where there is no file system (the browser). */
  imageBytes?: (src: string) => number | undefined;
}

export function lintSite(site: Site, reporter: Reporter, options: LintOptions): void {
  checkTextLength(site, reporter);
  if (options.imageBytes) {
    checkImageSizes(site, reporter, options.imageBytes);
    checkVideoSizes(site, reporter, options.imageBytes);
  }
  checkCarousels(site, options.day, reporter);
  checkSectionPlacement(site, options.day, reporter);
  checkSchedule(site, options.day, reporter);
  checkSpecValues(site, reporter);
  checkDigitRange(site, reporter);
  checkBreakpoints(site, reporter);
  checkTimings(site, reporter);
  checkLayoutWidths(site, reporter);
  checkAdjacentDuplicates(site, reporter);
  checkPlayAsIncome(site, reporter);
  checkReviewRatings(site, reporter);
}
