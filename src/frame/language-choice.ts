// The visitor's own choice of language, kept in their browser: written by the switcher and by
// dismissing the suggestion, read by English home's head script (scripts/seo.ts) and the suggestion.
import { languageChoiceKey } from '../content/languages.ts';

/** Remembers the language whose addresses start with `prefix` ('' English, /hi Hindi). */
export function rememberLanguage(prefix: string): void {
  try {
    localStorage.setItem(languageChoiceKey, prefix ? prefix.slice(1) : 'en');
  } catch {
    // Storage off (private mode, a full quota): the choice is simply not remembered.
  }
}

/** The remembered choice (en, hi), or null when the visitor has not chosen. */
export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(languageChoiceKey);
  } catch {
    return null;
  }
}

/**
 * Whether the browser asks for `wanted` (a language code, hi) before `current` (en): the visitor's
 * own language list (Accept-Language), as the browser exposes it.
 */
export function prefersLanguage(languages: readonly string[], wanted: string, current: string): boolean {
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  const ranks = languages.map(primary);
  const wantedAt = ranks.indexOf(primary(wanted));
  const currentAt = ranks.indexOf(primary(current));
  return wantedAt >= 0 && (currentAt < 0 || wantedAt < currentAt);
}

/**
 * Whether an English page should offer its Hindi page: the browser asks for Hindi first and the
 * visitor has not chosen a language yet (a suggestion, never a redirect).
 */
export function suggestionWanted(locale: { prefix: string; lang: string; alternate?: { lang: string } }): boolean {
  if (locale.prefix || !locale.alternate || rememberedLanguage() !== null) return false;
  return prefersLanguage(navigator.languages ?? [], locale.alternate.lang, locale.lang);
}
