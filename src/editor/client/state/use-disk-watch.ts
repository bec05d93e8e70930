// Loads the files when the editor opens and hears when they change on disk: with no unsaved edits
// the editor simply takes the new files; with some it asks (DiskChangeBanner).
import { useEffect } from 'react';
import { api } from '../api-client.ts';
import { store } from './draft-store.ts';

export function useFilesAndDiskWatch(): void {
  useEffect(() => {
    void api.files().then((files) => store.load(files));
    return api.watchDisk((event) => {
      const base = store.get().base;
      if (!base || (event.site === base.site.version && event.translation === (base.translation?.version ?? null))) return;
      void api.files().then((files) => store.diskChanged({ site: files.site, translation: files.translation }));
    });
  }, []);
}
