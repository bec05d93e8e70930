// Scheduled content: sections, game slides and reviews may carry visibleFrom / visibleUntil
// (YYYY-MM-DD, both days included). The build keeps only what is visible on its build day, so
// hidden content is in neither the prerendered HTML nor the browser bundle; a daily rebuild
// publishes and retires it.
import type { Section, Site } from './site.generated.ts';
import type { PathSegment } from './problem.ts';
import { sectionCatalog } from './section-catalog.generated.ts';

export interface Scheduled {
  visibleFrom?: string;
  visibleUntil?: string;
}

/** Dates are zero-padded YYYY-MM-DD, so comparing the strings compares the days. */
export function isVisibleOn(item: Scheduled, day: string): boolean {
  if (typeof item.visibleFrom === 'string' && day < item.visibleFrom) return false;
  if (typeof item.visibleUntil === 'string' && day > item.visibleUntil) return false;
  return true;
}

/**
 * Today in India, where the visitors are: a rebuild just after midnight IST publishes that day's
 * content wherever the build machine's clock is set.
 */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "from 2026-10-20 to 2026-10-30", "until 2026-01-31", for messages. */
export function describeWindow(item: Scheduled): string {
  const from = typeof item.visibleFrom === 'string' ? `from ${item.visibleFrom}` : '';
  const until = typeof item.visibleUntil === 'string' ? `${from ? ' to' : 'until'} ${item.visibleUntil}` : '';
  return `${from}${until}`;
}

/**
 * A section's lists whose items may carry a window (reviews, game slides...): which lists they
 * are comes from the section's schema (section-catalog.generated.ts), so a new section type with
 * dated items needs no change here.
 */
function scheduledLists(section: Section): { name: string; items: Scheduled[] }[] {
  const record = section as unknown as Record<string, unknown>;
  return sectionCatalog[section.type].scheduledLists.flatMap((name) => {
    const items = record[name];
    return Array.isArray(items) ? [{ name, items: items as Scheduled[] }] : [];
  });
}

/** Every item that may carry a window, with its path in site.yaml. */
export function scheduledItems(site: Site): { path: PathSegment[]; item: Scheduled }[] {
  const found: { path: PathSegment[]; item: Scheduled }[] = [];
  const lists: [PathSegment[], Section[]][] = [
    ...Object.entries(site.pages).map(([name, page]): [PathSegment[], Section[]] => [['pages', name, 'sections'], page.sections]),
    [['notFound', 'sections'], site.notFound.sections],
  ];
  for (const [listPath, sections] of lists) {
    sections.forEach((section, index) => {
      const path = [...listPath, index];
      found.push({ path, item: section });
      for (const list of scheduledLists(section)) list.items.forEach((item, i) => found.push({ path: [...path, list.name, i], item }));
    });
  }
  return found;
}

/** The site as it is on `day`: sections, slides and reviews outside their window are removed. */
export function applySchedule(site: Site, day: string): Site {
  const keep = <T extends Scheduled>(items: T[]): T[] => items.filter((item) => isVisibleOn(item, day));
  const section = (s: Section): Section => {
    const lists = scheduledLists(s);
    return lists.length ? { ...s, ...Object.fromEntries(lists.map((list) => [list.name, keep(list.items)])) } : s;
  };
  const pages = Object.fromEntries(
    Object.entries(site.pages).map(([name, page]) => [name, { ...page, sections: keep(page.sections).map(section) }]),
  );
  return { ...site, pages, notFound: { ...site.notFound, sections: keep(site.notFound.sections).map(section) } };
}
