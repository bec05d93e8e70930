// Hindi side by side: every visible text of the selected part (or the whole site) with its English
// and its Hindi, the missing and stale ones first. Typing writes site.hi.yaml the same lossless way
// as the form writes site.yaml; the preview shows the Hindi page at 360 px meanwhile.
import { useId, useMemo, useRef, useState } from 'react';
import type { PathSegment } from '../../../content/problem.ts';
import { useDraft } from '../state/draft-store.ts';
import { useParsedDraft } from '../state/parsed-draft.ts';
import { editTranslation } from '../state/site-edits.ts';
import { hindiRows, type HindiRow } from './hindi-rows.ts';

const statusWords = { missing: 'Not translated yet', stale: 'The English changed since', done: 'Translated' } as const;
const pageSize = 40;

function Row({ row, order }: { row: HindiRow; order: string[] }) {
  const id = useId();
  return (
    <li className={`hindi-row hindi-${row.status}`}>
      <div className="hindi-english" id={`${id}-en`}>
        <span className="hindi-key">{row.key}</span>
        <span lang="en">{row.english}</span>
      </div>
      <div className="hindi-translation">
        <label htmlFor={id}>
          Hindi <span className="visually-hidden">for “{row.english.slice(0, 80)}”</span>
          <span className={`badge badge-${row.status}`}>{statusWords[row.status]}</span>
        </label>
        <textarea
          id={id}
          lang="hi"
          aria-describedby={`${id}-en`}
          rows={Math.min(6, Math.ceil(Math.max(row.english.length, row.hindi.length) / 50) + 1)}
          value={row.hindi}
          onChange={(event) => editTranslation({ key: row.key, en: row.english, hi: event.target.value, order })}
        />
      </div>
    </li>
  );
}

export function HindiPane({ selected }: { selected: PathSegment[] }) {
  const { draft } = useDraft();
  const { data } = useParsedDraft();
  const [scope, setScope] = useState<'part' | 'site'>('part');
  const [shown, setShown] = useState(pageSize);
  const { rows, order } = useMemo(() => hindiRows(data, draft.translation ?? ''), [data, draft.translation]);
  const sorted = useRef<{ for: string; keys: string[] } | null>(null);
  if (draft.translation === null) return <p>This site has no Hindi file (site.hi.yaml) yet.</p>;
  const matching = scope === 'site' ? rows : rows.filter((row) => selected.every((segment, index) => row.segments[index] === segment));
  // The order (missing first) is kept while the marketer types: a row that becomes translated
  // must not jump away from under the cursor.
  const sortFor = `${scope}|${JSON.stringify(selected)}|${order.length}`;
  if (sorted.current?.for !== sortFor) sorted.current = { for: sortFor, keys: matching.map((row) => row.key) };
  const byKey = new Map(matching.map((row) => [row.key, row]));
  const inScope = sorted.current.keys.flatMap((key) => byKey.get(key) ?? []);
  const counts = {
    missing: inScope.filter((row) => row.status === 'missing').length,
    stale: inScope.filter((row) => row.status === 'stale').length,
  };
  return (
    <section aria-labelledby="hindi-heading" className="hindi">
      <h2 id="hindi-heading">Hindi</h2>
      <fieldset className="segmented">
        <legend>Texts of</legend>
        <label>
          <input type="radio" name="hindi-scope" checked={scope === 'part'} onChange={() => setScope('part')} /> the selected part
        </label>
        <label>
          <input type="radio" name="hindi-scope" checked={scope === 'site'} onChange={() => setScope('site')} /> the whole site
        </label>
      </fieldset>
      <p role="status">
        {inScope.length} texts: {counts.missing} not translated, {counts.stale} changed since translated.
      </p>
      <ul className="hindi-rows">
        {inScope.slice(0, shown).map((row) => (
          <Row key={row.key} row={row} order={order} />
        ))}
      </ul>
      {inScope.length > shown ? (
        <button type="button" onClick={() => setShown(shown + pageSize)}>
          Show {Math.min(pageSize, inScope.length - shown)} more
        </button>
      ) : null}
    </section>
  );
}
