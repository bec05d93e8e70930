// No time bombs: a site that is right today can break on the day a scheduled section starts or
// ends (a second page title appears, a carousel loses its reviews, a page empties). The checks that
// depend on the day are run again on every such day after today, and a problem that appears is
// reported now, with the first day it would appear, so it is fixed before the daily build that
// would stop on it.
import type { Site } from '../site.generated.ts';
import type { Problem } from '../problem.ts';
import { scheduledItems } from '../schedule.ts';
import { formatPath } from '../problem.ts';

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The days after `today` on which something scheduled appears or disappears, with what changes. */
export function changeDays(site: Site, today: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  const add = (day: string, what: string) => {
    if (day <= today) return;
    days.set(day, [...(days.get(day) ?? []), what]);
  };
  for (const { path, item } of scheduledItems(site)) {
    const name = formatPath(path);
    if (item.visibleFrom) add(item.visibleFrom, `${name} starts`);
    if (item.visibleUntil) add(nextDay(item.visibleUntil), `${name} ends`);
  }
  return new Map([...days].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The rules whose findings change with the day (the schedule's own date checks are excluded). */
export const dayRules: ReadonlySet<string> = new Set([
  'carousel-too-few',
  'duplicate-item',
  'section-placement',
  'schedule-empty-page',
  'link-hidden-section',
]);

/**
 * The problems `check(day)` finds on some later change day and not today, each once, at its first
 * day, with the day and the change that causes it in the sentence.
 */
export function futureProblems(site: Site, today: string, todays: readonly Problem[], check: (day: string) => Problem[]): Problem[] {
  const seen = new Set(todays.map((p) => `${p.rule}|${p.path}`));
  const found: Problem[] = [];
  for (const [day, changes] of changeDays(site, today)) {
    for (const problem of check(day)) {
      const key = `${problem.rule}|${problem.path}`;
      if (!dayRules.has(problem.rule) || seen.has(key)) continue;
      seen.add(key);
      const message = problem.message.replace(/^On \d{4}-\d{2}-\d{2} /, '');
      found.push({
        ...problem,
        message: `From ${day} (when ${changes.join(' and ')}) this would break: ${message[0].toLowerCase()}${message.slice(1)}`,
      });
    }
  }
  return found;
}
