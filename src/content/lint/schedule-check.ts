// schedule-ended, schedule-never-opens, schedule-empty-page: date windows that are probably
// mistakes, and pages the schedule leaves empty on the build day.
import type { Site } from '../site.generated.ts';
import { describeWindow, isVisibleOn, scheduledItems } from '../schedule.ts';
import type { Reporter } from './reporter.ts';
import { pageLabel, pagesOf } from './page-sections.ts';

export function checkSchedule(site: Site, day: string, reporter: Reporter): void {
  for (const { path, item } of scheduledItems(site)) {
    const { visibleFrom: from, visibleUntil: until } = item;
    if (from !== undefined && until !== undefined && from > until) {
      reporter.report('schedule-never-opens', {
        path: [...path, 'visibleFrom'],
        message: `This is never shown: visibleFrom ${from} is after visibleUntil ${until}.`,
        hint: 'swap the two dates, or fix the year',
      });
    } else if (until !== undefined && until < day) {
      reporter.report('schedule-ended', {
        path: [...path, 'visibleUntil'],
        message: `This was last shown on ${until}; the build of ${day} leaves it out.`,
        hint: 'remove it from site.yaml, or move visibleUntil later',
      });
    }
  }
  for (const page of pagesOf(site)) {
    if (page.sections.some((section) => isVisibleOn(section, day))) continue;
    const windows = page.sections.map((section) => describeWindow(section)).filter(Boolean);
    reporter.report('schedule-empty-page', {
      path: page.listPath,
      message: `On ${day} ${pageLabel(page)} has no section to show: every one is outside its dates (${windows.join('; ')}).`,
      hint: 'give at least one section no dates, or dates that include today',
    });
  }
}
