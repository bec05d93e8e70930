// impossible-date: the schema's date pattern takes any day 01-31 in any month, so 2026-02-30 or
// 2026-04-31 would pass it and never come (the schedule compares dates as text).
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';

const dayShape = /^(\d{4})-(\d{2})-(\d{2})$/;

export function checkCalendarDate(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  const parts = dayShape.exec(text);
  if (!parts) return;
  const [year, month, day] = parts.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1) return; // the schema's pattern reports those
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day <= lastDay) return;
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  reporter.report('impossible-date', {
    path,
    message: `${text} is not a day: ${monthName} ${year} has ${lastDay} days.`,
    hint: `use a day from ${year}-${parts[2]}-01 to ${year}-${parts[2]}-${lastDay}`,
  });
}
