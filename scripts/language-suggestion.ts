// The offer of the Hindi page on English pages, made at build time so it costs the page no
// JavaScript and never moves it.
//
// A visitor whose browser asks for Hindi before English (and who has not chosen yet) is offered the
// Hindi page: a suggestion, never a redirect, so crawlers and visitors who want English are never
// moved. Rendered by React once the page's code ran, the offer's row pushed the whole page down: a
// layout shift on every first visit of those visitors (0.069 at 360 px, 0.043 at 1280 px). Now every
// English page is prerendered with the row in its header, hidden by the stylesheet unless a tiny
// head script has marked <html> before the first paint. The same script remembers the choice when
// the offer's link or its dismiss button is used; React keeps the row as it is (Header.tsx).
import { languageChoiceKey, pathInLanguage } from '../src/content/languages.ts';
import type { SiteShell } from '../src/frame/site-shell.ts';
import { escapeHtml } from './seo.ts';

/** Set on <html> when the page offers its Hindi page (global.css shows the row then). */
export const suggestionAttribute = 'data-suggest-language';

/** The header's empty holder of the row, as React renders it (Header.tsx). */
const slot = '<div class="language-suggestion-slot"></div>';

/**
 * The head script. It offers the other language when the browser lists it before the page's own
 * language and the visitor has not chosen (their choice is kept as the prefix without its slash:
 * en, hi), and on a click on the offer remembers the choice; the link takes the page the visitor is
 * on now, with its query and #section (the header's switcher does the same).
 */
export function languageSuggestionScript(shell: SiteShell): string {
  const { locale } = shell;
  if (locale.prefix || !locale.alternate) return '';
  const primary = (tag: string) => JSON.stringify(tag.toLowerCase().split('-')[0]);
  const key = JSON.stringify(languageChoiceKey);
  const attribute = JSON.stringify(suggestionAttribute);
  const choice = (prefix: string) => JSON.stringify(prefix ? prefix.slice(1) : 'en');
  const script =
    `try{var h=document.documentElement;if(localStorage.getItem(${key})===null){var l=navigator.languages||[],w=-1,c=-1;` +
    `for(var i=0;i<l.length;i++){var p=String(l[i]).toLowerCase().split("-")[0];if(p===${primary(locale.alternate.lang)}&&w<0)w=i;if(p===${primary(locale.lang)}&&c<0)c=i}` +
    `if(w>=0&&(c<0||w<c))h.setAttribute(${attribute},"")}` +
    `document.addEventListener("click",function(e){try{var t=e.target,o=t&&t.closest&&t.closest(".language-suggestion");if(!o)return;` +
    `if(t.closest("button")){localStorage.setItem(${key},${choice(locale.prefix)});h.removeAttribute(${attribute});return}` +
    `var a=t.closest("a");if(a){localStorage.setItem(${key},${choice(locale.alternate.prefix)});` +
    `a.href=${JSON.stringify(locale.alternate.prefix)}+(location.pathname==="/"?"":location.pathname)+location.search+location.hash}}catch(x){}})}catch(e){}`;
  return `\n    <script>${script}</script>`;
}

/**
 * The body with the offer written into the header's holder: the row's words in the other language,
 * drawn in the phone's own font (as the switcher is) so an English page never downloads the
 * typeface's Devanagari file for them. `path` is the page's address (the not-found page: none).
 */
export function withLanguageSuggestion(body: string, shell: SiteShell, path: string | undefined): string {
  const { locale, navigation } = shell;
  const language = navigation.language;
  if (locale.prefix || !locale.alternate || !language || !body.includes(slot)) return body;
  const { lang, prefix } = locale.alternate;
  const href = path === undefined ? prefix || '/' : pathInLanguage(path, locale.prefix, prefix);
  const row =
    `<p class="language-suggestion" lang="${escapeHtml(lang)}">` +
    `<span data-system-font="">${escapeHtml(language.suggestion)}</span> ` +
    `<a class="language-suggestion-link" href="${escapeHtml(href)}" hreflang="${escapeHtml(lang)}" data-system-font="">${escapeHtml(language.label)}</a> ` +
    `<button type="button" class="language-suggestion-dismiss" data-system-font="">${escapeHtml(language.dismiss)}</button></p>`;
  return body.replace(slot, slot.replace('></div>', `>${row}</div>`));
}
