// The site's languages in addresses: English at the root (/about), Hindi under /hi (/hi/about).
// Shared by the browser entry (which shell to load), the prerender, the server (which 404 page)
// and the switcher (the same page in the other language).

/** The prefix of the other language's addresses; only Hindi has one. */
export const hindiPrefix = '/hi';

/** Whether an address (a URL path) is a Hindi page: /hi, /hi/, /hi/about. */
export function isHindiPath(pathname: string): boolean {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`);
}

/** The path without its language prefix: /hi/about -> /about, /hi -> /. */
export function withoutPrefix(pathname: string, prefix: string): string {
  if (!prefix || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/** The same page in the language with prefix `to`, from a path in the language with prefix `from`. */
export function pathInLanguage(pathname: string, from: string, to: string): string {
  const bare = withoutPrefix(pathname, from);
  if (!to) return bare;
  return bare === '/' ? to : to + bare;
}

/** Where the visitor's own choice of language is kept (the switcher writes it). */
export const languageChoiceKey = 'skillstrike-language';
