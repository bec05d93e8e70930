import { useLocation } from 'react-router-dom';
import { useSite } from '../../frame/site-context.tsx';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import { rememberLanguage } from '../../frame/language-choice.ts';
import { pathInLanguage } from '../../content/languages.ts';

/**
 * The same page in the site's other language: a real link (a full page load, so the page comes in
 * its own language from the first byte), keeping the #section the visitor is at. Choosing it is
 * remembered, so a return to / later opens the language chosen (scripts/seo.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { navigation, locale } = useSite();
  const location = useLocation();
  // The prerendered page cannot know the visitor's #hash: it joins once the page is live.
  const hydrated = useHydrated();
  const { alternate } = locale;
  if (!alternate || !navigation.language) return null;
  const href = pathInLanguage(location.pathname, locale.prefix, alternate.prefix) + (hydrated ? location.hash : '');
  return (
    <a className={className} href={href} hrefLang={alternate.lang} lang={alternate.lang} onClick={() => rememberLanguage(alternate.prefix)}>
      {navigation.language.label}
    </a>
  );
}
