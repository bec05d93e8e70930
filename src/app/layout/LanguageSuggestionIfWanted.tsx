import { lazy, Suspense } from 'react';
import { useSite } from '../../frame/site-context.tsx';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import { suggestionWanted } from '../../frame/language-choice.ts';

// Few visitors are offered the Hindi page (their browser asks for Hindi and they have not chosen):
// its code loads only for them, not with every English page.
const LanguageSuggestion = lazy(() => import('./LanguageSuggestion.tsx').then((module) => ({ default: module.LanguageSuggestion })));

export function LanguageSuggestionIfWanted() {
  const { navigation, locale } = useSite();
  const hydrated = useHydrated();
  if (!hydrated || !navigation.language || !suggestionWanted(locale)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  );
}
