// The visitor's own choice of language, kept in their browser: written by the switcher (and by
// the offer of the Hindi page), read by the head scripts of English pages (scripts/seo.ts,
// scripts/language-suggestion.ts).
import { languageChoiceKey } from '../content/languages.ts';

/** Remembers the language whose addresses start with `prefix` ('' English, /hi Hindi). */
export function rememberLanguage(prefix: string): void {
  try {
    localStorage.setItem(languageChoiceKey, prefix ? prefix.slice(1) : 'en');
  } catch {
    // Storage off (private mode, a full quota): the choice is simply not remembered.
  }
}
