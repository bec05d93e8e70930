// site.yaml changed on disk while the editor holds unsaved edits (another editor, a git pull): the
// editor never overwrites it silently. It offers to reload (losing the edits) or keep them (the
// next save then replaces the disk's version, after showing the difference).
import { useState } from 'react';
import { store, useDraft } from '../state/draft-store.ts';
import { DiffView } from './DiffView.tsx';

export function DiskChangeBanner() {
  const { diskChange, draft } = useDraft();
  const [showDiff, setShowDiff] = useState(false);
  if (!diskChange) return null;
  return (
    <section className="disk-banner" role="alert" aria-labelledby="disk-heading">
      <h2 id="disk-heading">The files changed on disk</h2>
      <p>
        {diskChange.site.name} was changed outside the editor (another editor, or a git pull) while you have unsaved changes. Nothing has
        been overwritten.
      </p>
      <div className="dialog-actions">
        <button type="button" onClick={() => store.reloadFromDisk()}>
          Reload from disk (drop my changes)
        </button>
        <button type="button" onClick={() => store.keepMine()}>
          Keep mine
        </button>
        <button type="button" className="quiet" aria-expanded={showDiff} onClick={() => setShowDiff(!showDiff)}>
          {showDiff ? 'Hide' : 'Show'} the differences
        </button>
      </div>
      {showDiff ? (
        <div className="diffs">
          <p>From the disk&apos;s version to yours:</p>
          <DiffView name={diskChange.site.name} before={diskChange.site.text} after={draft.site} />
          {diskChange.translation && draft.translation !== null ? (
            <DiffView name={diskChange.translation.name} before={diskChange.translation.text} after={draft.translation} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
