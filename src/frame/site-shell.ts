// What every page needs (brand, navigation, footer, messages, the page list) is the "shell"; each
// page's sections, and the contact form's settings, ship separately so a visitor downloads only
// what the page they open uses.
import type { Page, Section, Site } from '../content/site.generated.ts';

export type PageMeta = Omit<Page, 'sections'>;

/** The language a shell's pages are in, and the other one the site has (the switcher's target). */
export interface Locale {
  /** The page language, as <html lang> says it: en-IN, hi-IN. */
  lang: string;
  /** What this language's addresses start with: '' for English, /hi for Hindi. */
  prefix: string;
  /** The site's other language, when it has one (site.hi.yaml). */
  alternate?: { lang: string; prefix: string };
  /** Texts shown in English because their translation is missing: marked lang="en" on the page. */
  untranslated: string[];
}

/** The language site.yaml is written in (English): files that exist once, such as captions, are in it. */
export function sourceLang(locale: Locale): string {
  return locale.prefix && locale.alternate ? locale.alternate.lang : locale.lang;
}

export type SiteShell = Omit<Site, 'pages' | 'contact'> & {
  pages: Record<string, PageMeta>;
  /** SHA-256 of the APK the download serves, when the build found the file. */
  apkSha256?: string;
  locale: Locale;
  /**
   * The contact form's settings in a language other than site.yaml's (the Hindi shell): English
   * pages get theirs with the form's code (virtual:site/contact) and never download these.
   */
  contact?: Site['contact'];
};

export function shellOf(site: Site, apkSha256?: string, locale?: Locale): SiteShell {
  const pages: Record<string, PageMeta> = {};
  for (const [name, { sections: _sections, ...meta }] of Object.entries(site.pages)) pages[name] = meta;
  // The contact form's settings and messages ship with the form's own code (virtual:site/contact),
  // not with every page.
  const { pages: _pages, contact: _contact, ...rest } = site;
  return {
    ...rest,
    pages,
    ...(apkSha256 ? { apkSha256 } : {}),
    locale: locale ?? { lang: site.brand.lang, prefix: '', untranslated: [] },
  };
}

export type PageSections = Section[];

/**
 * The shell as the browser gets it: without the API's error messages (the server's), the share
 * card and the page and brand descriptions (the prerendered head's). Every page downloads the
 * shell before it can respond, and nothing in the browser reads these. Components are typed
 * against this (useSite), so one that read a field left out would not compile; the prerender and
 * the server use the whole shell, which has everything this has.
 */
export type BrowserShell = Omit<SiteShell, 'api' | 'brand' | 'pages'> & {
  api: Omit<SiteShell['api'], 'errors'>;
  brand: Omit<SiteShell['brand'], 'shareCard' | 'description'>;
  pages: Record<string, Omit<PageMeta, 'description'>>;
};

export function browserShell(shell: SiteShell): BrowserShell {
  const { errors: _errors, ...api } = shell.api;
  const { shareCard: _shareCard, description: _description, ...brand } = shell.brand;
  const pages = Object.fromEntries(Object.entries(shell.pages).map(([name, { description: _d, ...meta }]) => [name, meta]));
  return { ...shell, api, brand, pages };
}
