// Undo, redo and save, with what each would do.
import { store, useDraft } from './state/draft-store.ts';

export function Toolbar({ errors, checking, openSave }: { errors: number; checking: boolean; openSave: () => void }) {
  const { past, future, lastLabel } = useDraft();
  const changed = store.hasUnsavedChanges();
  return (
    <div className="toolbar" role="toolbar" aria-label="Draft">
      <button type="button" disabled={!past.length} onClick={() => store.undo()} title={past.length ? `Undo ${lastLabel}` : undefined}>
        Undo
      </button>
      <button type="button" disabled={!future.length} onClick={() => store.redo()}>
        Redo
      </button>
      <span className="save-state" role="status">
        {errors ? `Fix ${errors} error${errors === 1 ? '' : 's'} to save` : changed ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <button type="button" className="primary" disabled={errors > 0 || checking} onClick={openSave}>
        Save…
      </button>
    </div>
  );
}
