// The lines a save changes, as git shows them: each change with three lines around it.
import { structuredPatch } from 'diff';

export function DiffView({ name, before, after }: { name: string; before: string; after: string }) {
  const patch = structuredPatch(name, name, before, after, '', '', { context: 3 });
  if (!patch.hunks.length) return null;
  return (
    <figure className="diff">
      <figcaption>{name}</figcaption>
      {patch.hunks.map((hunk) => (
        <pre key={`${hunk.oldStart}-${hunk.newStart}`} className="diff-hunk">
          <span className="diff-at">
            @@ line {hunk.oldStart} @@{'\n'}
          </span>
          {hunk.lines.map((line, index) => (
            <span key={index} className={line.startsWith('+') ? 'diff-added' : line.startsWith('-') ? 'diff-removed' : 'diff-same'}>
              {line.startsWith('+') ? (
                <span className="visually-hidden">Added: </span>
              ) : line.startsWith('-') ? (
                <span className="visually-hidden">Removed: </span>
              ) : null}
              {line}
              {'\n'}
            </span>
          ))}
        </pre>
      ))}
    </figure>
  );
}
