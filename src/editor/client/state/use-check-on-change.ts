// Sends the draft to be checked the moment it changes (before the editor has drawn the change,
// which on a busy machine takes a while), and when the preview's day or language changes.
import { useEffect } from 'react';
import { checks } from './check-runner.ts';
import { store } from './draft-store.ts';

export function useCheckOnEveryChange(loaded: boolean, day: string, language: 'en' | 'hi'): void {
  useEffect(() => {
    if (!loaded || !day) return;
    const request = () => {
      const { draft } = store.get();
      checks.request({ site: draft.site, translation: draft.translation, day, language });
    };
    request();
    const stop = store.subscribe(request);
    return () => void stop();
  }, [loaded, day, language]);
}
