// The three ways `npm run validate` prints problems: for people (the default), as GitHub Actions
// annotations (shown on the pull request's lines), and as JSON for other tools.
import type { Problem } from './problem.ts';
import { formatProblem } from './problem.ts';

export const outputFormats = ['human', 'github', 'json'] as const;
export type OutputFormat = (typeof outputFormats)[number];

/** GitHub's workflow-command escaping: the message may not hold raw %, CR or LF. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values additionally may not hold the separators : and ,. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** ::error file=site.yaml,line=12,col=5,title=...::message */
export function githubAnnotation(fileName: string, problem: Problem): string {
  const properties = [
    `file=${escapeProperty(fileName)}`,
    `line=${problem.line}`,
    `col=${problem.col}`,
    `title=${escapeProperty(`${problem.path} (${problem.rule})`)}`,
  ].join(',');
  const hint = problem.hint ? `\n${capitalizeFirst(problem.hint)}` : '';
  return `::${problem.severity} ${properties}::${escapeData(`${problem.message}${hint}`)}`;
}

const capitalizeFirst = (text: string) => text[0].toUpperCase() + text.slice(1);

/** One record per problem, the same fields for errors and warnings. */
export interface ProblemRecord {
  severity: Problem['severity'];
  file: string;
  line: number;
  col: number;
  path: string;
  message: string;
  hint: string | null;
  rule: string;
}

export function problemRecords(fileName: string, problems: readonly Problem[]): ProblemRecord[] {
  return problems.map((p) => ({
    severity: p.severity,
    file: fileName,
    line: p.line,
    col: p.col,
    path: p.path,
    message: p.message,
    hint: p.hint ?? null,
    rule: p.rule,
  }));
}

/** The lines `npm run validate` prints for the problems, in the chosen format. */
export function formatProblems(format: OutputFormat, fileName: string, problems: readonly Problem[]): string[] {
  switch (format) {
    case 'human':
      return problems.map((p) => formatProblem(fileName, p));
    case 'github':
      return problems.map((p) => githubAnnotation(fileName, p));
    case 'json':
      return [JSON.stringify(problemRecords(fileName, problems), null, 2)];
  }
}
