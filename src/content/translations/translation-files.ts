// Node side of the translation check: finds site.hi.yaml beside the site file, reads both files
// and hands back each file's problems under the name the person typed, for npm run validate.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../problem.ts';
import { sortProblems } from '../problem.ts';
import { formatProblems, problemRecords, type OutputFormat } from '../problem-format.ts';
import { checkTranslations, type TranslationReport } from './check-translations.ts';

export interface FileProblems {
  /** The file's name as printed. */
  name: string;
  problems: Problem[];
}

/** site.yaml -> site.hi.yaml, in the same folder. */
export function translationFileFor(siteFile: string, language = 'hi'): string {
  const base = path.basename(siteFile).replace(/\.ya?ml$/, '');
  return path.join(path.dirname(siteFile), `${base}.${language}.yaml`);
}

export interface TranslationCheckResult {
  report: TranslationReport;
  /** The translation file's name as printed. */
  name: string;
  /** The translation file's own problems (site.yaml's are in report.site). */
  problems: Problem[];
}

/**
 * Checks the translation file beside `siteFile`, or returns undefined when there is none (a site
 * in one language). `siteName` is how the site file is printed; the translation file's name is
 * printed the same way.
 */
export function checkTranslationFiles(
  siteFile: string,
  siteName: string,
  options: { strict?: boolean } = {},
): TranslationCheckResult | undefined {
  const file = translationFileFor(siteFile);
  if (!existsSync(file)) return undefined;
  const name = path.join(path.dirname(siteName), path.basename(file));
  const report = checkTranslations(readFileSync(siteFile, 'utf8'), readFileSync(file, 'utf8'), {
    strict: options.strict,
    siteFileName: siteName,
    translationFileName: name,
  });
  return { report, name, problems: report.translations };
}

/** The lines to print for problems in several files: one JSON list for all of them in json. */
export function formatFileProblems(format: OutputFormat, files: readonly FileProblems[]): string[] {
  if (format === 'json')
    return [
      JSON.stringify(
        files.flatMap((file) => problemRecords(file.name, file.problems)),
        null,
        2,
      ),
    ];
  return files.flatMap((file) => formatProblems(format, file.name, sortProblems(file.problems)));
}
