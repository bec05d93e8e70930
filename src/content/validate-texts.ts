// What `npm run validate` checks, as a function of the files' texts: site.yaml through the one
// loader, then its translation against it, with --strict making warnings errors. The command reads
// the files from disk (scripts/validate-command.ts); the browser editor runs the very same function
// on the unsaved draft, so both say the same thing at the same line.
import type { Problem } from './problem.ts';
import { loadSite, type LoadOptions, type LoadResult } from './load-site.ts';
import { isAdvice } from './lint/rules.ts';
import { checkTranslations, type TranslationReport } from './translations/check-translations.ts';

export interface ValidateInput {
  siteText: string;
  /** The translation file's text (site.hi.yaml), when the site has one. */
  translationText?: string;
  /** The files' names as problems print them. */
  siteName: string;
  translationName?: string;
  strict?: boolean;
  load: Omit<LoadOptions, 'transform'>;
}

export interface TranslationOutcome {
  report: TranslationReport;
  /** The translation file's name as printed. */
  name: string;
  /** The translation file's own problems (site.yaml's are in siteProblems). */
  problems: Problem[];
}

export interface ValidateOutcome {
  result: LoadResult;
  /** site.yaml's problems: the loader's and the translation check's, --strict applied. */
  siteProblems: Problem[];
  translation?: TranslationOutcome;
  errors: number;
  warnings: number;
  /** No error in either file. */
  ok: boolean;
}

/** --strict: every warning an error, but advice on wording (rules.ts). */
function strictly(list: readonly Problem[], strict: boolean | undefined): Problem[] {
  if (!strict) return [...list];
  return list.map((p) =>
    p.severity === 'warning' && !isAdvice(p.rule) ? { ...p, severity: 'error', message: `${p.message} (an error with --strict)` } : p,
  );
}

export function validateTexts(input: ValidateInput): ValidateOutcome {
  const result = loadSite(input.siteText, input.load);
  // The translation is compared with a sound site.yaml only: with a section's type mistyped or a
  // list emptied by mistake, every Hindi entry of it would be reported as one to delete.
  const report =
    result.ok && input.translationText !== undefined
      ? checkTranslations(input.siteText, input.translationText, {
          strict: input.strict,
          siteFileName: input.siteName,
          translationFileName: input.translationName,
        })
      : undefined;
  const translation = report && { report, name: input.translationName ?? '', problems: strictly(report.translations, input.strict) };
  const siteProblems = strictly([...result.problems, ...(report?.site ?? [])], input.strict);
  const problems = [...siteProblems, ...(translation?.problems ?? [])];
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { result, siteProblems, translation, errors, warnings: problems.length - errors, ok: result.ok && errors === 0 };
}
