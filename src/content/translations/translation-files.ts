// Where the translation file of a site file is, and how validate prints the problems of several
// files (the check itself: src/content/validate-texts.ts).
import path from 'node:path';
import type { Problem } from '../problem.ts';
import { sortProblems } from '../problem.ts';
import { formatProblems, problemRecords, type OutputFormat } from '../problem-format.ts';

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
