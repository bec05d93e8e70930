// Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo the draft's edits wherever the focus is (in a
// field too: the field's own undo would not know about the other edits); Ctrl+S opens the save.
import { useEffect } from 'react';
import { store } from './draft-store.ts';

export function useUndoKeys(openSave: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.redo();
      else if (key === 's') openSave();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey, { capture: true });
    return () => document.removeEventListener('keydown', onKey, { capture: true });
  }, [openSave]);
}
