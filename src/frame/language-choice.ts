// The visitor's own choice of language, kept in their browser: written here by the switcher and by
// the offer of the Hindi page's head script (scripts/language-suggestion.ts), read by the head
// scripts of English pages (that one and English home's, scripts/seo.ts).
import { languageChoiceKey } from '../content/languages.ts';

/** Remembers the language whose addresses start with `prefix` ('' English, /hi Hindi). */
export function rememberLanguage(prefix: string): void {
  try {
    localStorage.setItem(languageChoiceKey, prefix ? prefix.slice(1) : 'en');
  } catch {
    // Storage off (private mode, a full quota): the choice is simply not remembered.
  }
}
