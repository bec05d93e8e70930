/** One thing wrong (or worth a warning) in site.yaml, placed at a line and column. */
export interface Problem {
  severity: 'error' | 'warning';
  line: number;
  col: number;
  /** Where in the data, e.g. pages.home.sections[3].slides[2] */
  path: string;
  /** A plain sentence a marketer understands. */
  message: string;
  /** How to fix it, when we can tell. */
  hint?: string;
  /**
   * Which check found it, stable for tools and for tuning: a lint rule id from
   * src/content/lint/rules.ts, or `schema/<keyword>`, `yaml-syntax`.
   */
  rule: string;
  /** The line as written with a caret under the column (syntax errors), printed below the sentence. */
  excerpt?: string;
}

export type PathSegment = string | number;

/** pages.home.sections[3].slides[2] */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out || '(top level)';
}

/** site.yaml:12:5  pages.home.sections[0]  The sentence.  (hint) */
export function formatProblem(fileName: string, problem: Problem): string {
  const where = `${fileName}:${problem.line}:${problem.col}`;
  const level = problem.severity === 'warning' ? 'warning: ' : '';
  const hint = problem.hint ? `  (${problem.hint})` : '';
  const excerpt = problem.excerpt ? `\n${problem.excerpt}` : '';
  return `${where}  ${problem.path}  ${level}${problem.message}${hint}${excerpt}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.col - b.col);
}
