// Scheduled content: what is outside its dates on the build day is gone from the loaded site and
// from the page modules the browser bundle and the prerender are built from.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDayFromEnv } from '../../src/content/load-site-file.ts';
import { todayInIndia } from '../../src/content/schedule.ts';
import { sitePlugin } from '../../src/build/site-plugin.ts';
import { loadTestSite, original, positionOf, replaceOnce } from './site-fixtures.ts';
import { fixtureLevels } from '../fixture-site.ts';

/** The stats section shown only in October 2026, and Priya's review only from 2026-05-01. */
const scheduled = replaceOnce(
  replaceOnce(original, '        id: stats\n', '        id: stats\n        visibleFrom: 2026-10-01\n        visibleUntil: 2026-10-31\n'),
  '          - author: Priya\n',
  '          - author: Priya\n            visibleFrom: 2026-05-01\n',
);

function homeOn(day: string) {
  const result = loadTestSite(scheduled, { day });
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.site.pages.home.sections;
}

const reviewAuthors = (sections: ReturnType<typeof homeOn>) =>
  sections.flatMap((section) => (section.type === 'reviews' ? section.reviews.map((review) => review.author) : []));

describe('scheduled content', () => {
  it('shows a section from its first day to its last day, both included', () => {
    const ids = (day: string) => homeOn(day).map((section) => section.id);
    expect(ids('2026-09-30')).not.toContain('stats');
    expect(ids('2026-10-01')).toContain('stats');
    expect(ids('2026-10-31')).toContain('stats');
    expect(ids('2026-11-01')).not.toContain('stats');
  });

  it('removes a review before its first day, keeping the others in order', () => {
    expect(reviewAuthors(homeOn('2026-04-30')).slice(0, 2)).toEqual(['Rahul', 'Arjun']);
    expect(reviewAuthors(homeOn('2026-05-01')).slice(0, 3)).toEqual(['Rahul', 'Priya', 'Arjun']);
  });

  it('warns, with the line, about a window that has ended, and the site still loads', () => {
    const result = loadTestSite(scheduled, { day: '2026-11-01' });
    expect(result.ok).toBe(true);
    expect(result.problems).toEqual([
      {
        severity: 'warning',
        ...positionOf(scheduled, 'visibleUntil: 2026-10-31', 14),
        path: 'pages.home.sections[1].visibleUntil',
        message: 'This was last shown on 2026-10-31; the build of 2026-11-01 leaves it out.',
        hint: 'remove it from site.yaml, or move visibleUntil later',
        rule: 'schedule-ended',
      },
    ]);
  });

  it('reads the build day from SITE_DATE, and refuses a malformed one', () => {
    expect(buildDayFromEnv({ SITE_DATE: '2026-10-20' })).toBe('2026-10-20');
    expect(buildDayFromEnv({})).toBeUndefined();
    expect(() => buildDayFromEnv({ SITE_DATE: '20/10/2026' })).toThrow(
      'SITE_DATE must be a day written year-month-day, e.g. 2026-10-20, not "20/10/2026".',
    );
  });

  it('counts the day in India, where a day starts 5.5 hours before UTC', () => {
    expect(todayInIndia(new Date('2026-10-19T18:29:00Z'))).toBe('2026-10-19');
    expect(todayInIndia(new Date('2026-10-19T18:30:00Z'))).toBe('2026-10-20');
  });

  describe('in the modules the bundle is built from', () => {
    const saved = process.env.SITE_DATE;
    afterEach(() => {
      if (saved === undefined) delete process.env.SITE_DATE;
      else process.env.SITE_DATE = saved;
    });

    it('leaves hidden sections and reviews out of the page module', async () => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), 'site.yaml');
      writeFileSync(file, scheduled);
      process.env.SITE_DATE = '2026-04-30';
      // The plugin's load hook, called as Vite calls it; only addWatchFile is used from its context.
      const load = sitePlugin(file, fixtureLevels).load as unknown as (
        this: { addWatchFile(file: string): void },
        id: string,
      ) => Promise<string>;
      const home = await load.call({ addWatchFile() {} }, '\0virtual:site/page/home');
      expect(home).not.toContain('"id":"stats"');
      expect(home).not.toContain('"author":"Priya"');
      expect(home).toContain('"author":"Rahul"');
    });
  });
});
