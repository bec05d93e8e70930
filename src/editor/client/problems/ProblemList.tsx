// Every problem of the draft, as npm run validate lists them (file:LINE:COL and the sentence),
// errors first; a click goes to the field. Missing Hindi translations are counted here and
// listed in the Hindi view.
import type { PathSegment } from '../../../content/problem.ts';
import type { PlacedProblem } from './problem-paths.ts';

interface ProblemListProps {
  problems: readonly PlacedProblem[];
  goTo: (problem: PlacedProblem) => void;
  siteName: string;
  translationName: string;
  running: boolean;
}

const isTranslationNote = (problem: PlacedProblem) => problem.rule.startsWith('translation-') && problem.severity === 'warning';

export function ProblemList({ problems, goTo, siteName, translationName, running }: ProblemListProps) {
  const shown = problems.filter((problem) => !isTranslationNote(problem));
  const translationNotes = problems.length - shown.length;
  const errors = shown.filter((problem) => problem.severity === 'error');
  const ordered = [...errors, ...shown.filter((problem) => problem.severity === 'warning')];
  return (
    <section aria-labelledby="problems-heading" className="problems">
      <h2 id="problems-heading">
        Problems{' '}
        <span className="heading-detail" role="status">
          {errors.length} error{errors.length === 1 ? '' : 's'}, {shown.length - errors.length} warning
          {shown.length - errors.length === 1 ? '' : 's'}
          {translationNotes ? `, ${translationNotes} texts to translate (Hindi view)` : ''}
          {running ? ' (checking…)' : ''}
        </span>
      </h2>
      {ordered.length ? (
        <ul>
          {ordered.map((problem) => (
            <li
              key={`${problem.file}:${problem.line}:${problem.col}:${problem.rule}:${problem.message}`}
              className={`problem-${problem.severity}`}
            >
              <button type="button" className="link-button" onClick={() => goTo(problem)}>
                {problem.file === 'site' ? siteName : translationName}:{problem.line}:{problem.col}
              </button>{' '}
              <span className="problem-path">{problem.path}</span> {problem.severity === 'warning' ? 'Warning: ' : ''}
              {problem.message}
              {problem.hint ? <span className="problem-hint"> ({problem.hint})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No problems: npm run validate would pass.</p>
      )}
    </section>
  );
}

export type { PathSegment };
