// Save shows what will change first: the diff of site.yaml and site.hi.yaml against the files
// on disk. Save writes them; "Save and commit" also commits them with a message that says what
// changed. The server refuses a draft with errors, or files that changed on disk meanwhile.
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api-client.ts';
import { store, useDraft } from '../state/draft-store.ts';
import type { ConflictAnswer } from '../../shared/api.ts';
import { DiffView } from './DiffView.tsx';

export function SaveDialog({ close, git }: { close: () => void; git: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { draft, base } = useDraft();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  if (!base) return null;
  const save = async (commit: boolean) => {
    setBusy(true);
    try {
      const answer = await api.save({
        site: draft.site,
        translation: draft.translation,
        base: { site: base.site.version, translation: base.translation?.version ?? null },
        commit,
      });
      store.saved(answer.site, answer.translation);
      setStatus(answer.commit ? `Saved and committed as ${answer.commit.hash}: ${answer.commit.message.split('\n')[0]}` : 'Saved.');
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const now = error.body as ConflictAnswer;
        store.diskChanged({ site: now.site, translation: now.translation });
        close();
      } else setStatus((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const unchanged = draft.site === base.site.text && draft.translation === (base.translation?.text ?? null);
  return (
    <dialog ref={dialog} className="save-dialog" aria-labelledby="save-heading" onClose={close}>
      <h2 id="save-heading">Save these changes?</h2>
      {unchanged ? <p>Nothing has changed since the files were opened: saving writes them back as they are.</p> : null}
      <div className="diffs">
        <DiffView name={base.site.name} before={base.site.text} after={draft.site} />
        {base.translation && draft.translation !== null ? (
          <DiffView name={base.translation.name} before={base.translation.text} after={draft.translation} />
        ) : null}
      </div>
      {status ? <p role="alert">{status}</p> : null}
      <div className="dialog-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void save(false)}>
          Save
        </button>
        {git ? (
          <button type="button" disabled={busy} onClick={() => void save(true)}>
            Save and commit
          </button>
        ) : null}
        <button type="button" className="quiet" onClick={close}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
