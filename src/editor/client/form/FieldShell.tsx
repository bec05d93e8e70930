// What every field has around its input: the label, the schema's description as help, and the
// draft's problems at this field, each with its site.yaml:LINE:COL and sentence.
import type { ReactNode } from 'react';
import type { PlacedProblem } from '../problems/problem-paths.ts';
import { fieldId } from './field-ids.ts';
import type { PathSegment } from '../../../content/problem.ts';

interface FieldShellProps {
  path: PathSegment[];
  label: string;
  help: string;
  problems: readonly PlacedProblem[];
  /** The input itself; it must take the returned ids (see describedBy). */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldShell({ path, label, help, problems, children }: FieldShellProps) {
  const id = fieldId(path);
  const helpId = help ? `${id}-help` : '';
  const problemsId = problems.length ? `${id}-problems` : '';
  const describedBy = [problemsId, helpId].filter(Boolean).join(' ') || undefined;
  const invalid = problems.some((problem) => problem.severity === 'error');
  return (
    <div className={`field${invalid ? ' field-invalid' : problems.length ? ' field-warned' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid })}
      {problems.length ? (
        <ul id={problemsId} className="field-problems">
          {problems.map((problem) => (
            <li key={`${problem.line}:${problem.col}:${problem.rule}:${problem.message}`} className={`problem-${problem.severity}`}>
              <span className="problem-where">
                site.yaml:{problem.line}:{problem.col}
              </span>{' '}
              {problem.severity === 'warning' ? 'Warning: ' : ''}
              {problem.message}
              {problem.hint ? <span className="problem-hint"> ({problem.hint})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
