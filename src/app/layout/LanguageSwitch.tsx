import { useLocation } from 'react-router-dom';
import { useSite } from '../../frame/site-context.tsx';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import { rememberLanguage } from '../../frame/language-choice.ts';
import { pathInLanguage } from '../../content/languages.ts';
import { matchRoute, routeTable } from '../routes.ts';
import { carryPlace } from '../carried-place.ts';

/**
 * The same page in the site's other language: a real link (a full page load, so the page comes in
 * its own language from the first byte), keeping the address's query and the #section the visitor
 * is at. Choosing it is remembered, so a return to / later opens the language chosen (scripts/seo.ts),
 * and the place the visitor is reading is carried to the other page (carried-place.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const shell = useSite();
  const { navigation, locale } = shell;
  const location = useLocation();
  // The prerendered page cannot know the visitor's ?query (a campaign's utm_ tags, say) or #hash:
  // they join once the page is live, so the other language keeps both.
  const hydrated = useHydrated();
  const { alternate } = locale;
  if (!alternate || !navigation.language) return null;
  // A page of the site leads to itself in the other language; the not-found page (prerendered once,
  // shown at any address) to the other language's home.
  const known = matchRoute(routeTable(shell), location.pathname) !== undefined;
  const target = known ? pathInLanguage(location.pathname, locale.prefix, alternate.prefix) : alternate.prefix || '/';
  const href = target + (known && hydrated ? location.search + location.hash : '');
  return (
    // In the phone's own font (data-system-font): one word of Devanagari on every English page would
    // otherwise download the typeface's Devanagari file, which only Hindi pages should pay for.
    <a
      className={className}
      href={href}
      hrefLang={alternate.lang}
      lang={alternate.lang}
      data-system-font=""
      onClick={() => {
        rememberLanguage(alternate.prefix);
        if (known) carryPlace(target);
      }}
    >
      {navigation.language.label}
    </a>
  );
}
