// play-as-income: the advertising code for real-money games asks that play is never presented as
// income or a job. Warns on marketing copy (headlines, taglines, intros, tiles, reviews, page
// titles) using words that do, so the operator decides. Policy documents are left alone: they
// rightly say play is "not a way to earn a living" and name the Income Tax Act.
import type { Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';
import { walk } from './walk.ts';

/** Words and phrases that present play as income or a job (docs/lint-rules.md lists them). */
export const incomeWords: readonly RegExp[] = [
  /\bearn(s|ed|ing|ings)?\b/i,
  /\bincome\b/i,
  /\bsalar(y|ies)\b/i,
  /\bwages?\b/i,
  /\bside[ -]hustles?\b/i,
  /\bjobs?\b/i,
  /\bcareers?\b/i,
  /\blivelihood\b/i,
  /\bmak(e|es|ing) money\b/i,
  /\bmoney[ -]making\b/i,
  /\bpay ?(check|cheque)s?\b/i,
  /\b(full|part)[ -]time\b/i,
];

/** Fields that are not copy a visitor reads as a claim. */
const notCopy = new Set(['type', 'id', 'src', 'alt', 'to', 'href', 'icon', 'color', 'visibleFrom', 'visibleUntil', 'path']);

function check(value: unknown, path: PathSegment[], reporter: Reporter): void {
  walk(
    value,
    (text, at, key) => {
      if (typeof text !== 'string' || (typeof key === 'string' && notCopy.has(key))) return;
      const found = incomeWords.map((word) => word.exec(text)?.[0]).find(Boolean);
      if (!found) return;
      reporter.report('play-as-income', {
        path: at,
        message: `"${found}" presents playing as a way to make a living; the advertising code for real-money games asks that play is never shown as income or a job.`,
        hint: 'speak of winning prizes or bonuses, e.g. "win", "get a bonus", rather than earnings',
      });
    },
    path,
  );
}

export function checkPlayAsIncome(site: Site, reporter: Reporter): void {
  check(site.brand.description, ['brand', 'description'], reporter);
  for (const [name, page] of Object.entries(site.pages)) {
    check(page.title, ['pages', name, 'title'], reporter);
    check(page.description, ['pages', name, 'description'], reporter);
  }
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      if (section.type !== 'document') check(section, [...page.listPath, index], reporter);
    });
  }
}
