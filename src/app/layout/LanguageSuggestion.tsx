import { useState } from 'react';
import { useSite } from '../../frame/site-context.tsx';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import { rememberLanguage } from '../../frame/language-choice.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * On an English page, a visitor whose browser asks for Hindi first (and who has not chosen yet) is
 * offered the Hindi page: a suggestion, never a redirect, so crawlers and visitors who want English
 * are never moved. Closing it remembers English.
 */
export function LanguageSuggestion() {
  const { navigation, locale } = useSite();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const { alternate } = locale;
  // Loaded only when suggestionWanted (LanguageSuggestionIfWanted.tsx) said so.
  if (!hydrated || dismissed || !alternate || !navigation.language) return null;
  return (
    <p className="language-suggestion" lang={alternate.lang}>
      <span>{navigation.language.suggestion}</span> <LanguageSwitch className="language-suggestion-link" />
      <button
        type="button"
        className="language-suggestion-dismiss"
        onClick={() => {
          rememberLanguage(locale.prefix);
          setDismissed(true);
        }}
      >
        {navigation.language.dismiss}
      </button>
    </p>
  );
}
