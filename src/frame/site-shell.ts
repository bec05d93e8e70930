// What every page needs (brand, navigation, footer, messages, the page list) is the "shell"; each
// page's sections, and the contact form's settings, ship separately so a visitor downloads only
// what the page they open uses.
import type { Page, Section, Site } from '../content/site.generated.ts';

export type PageMeta = Omit<Page, 'sections'>;
export type SiteShell = Omit<Site, 'pages' | 'contact'> & {
  pages: Record<string, PageMeta>;
  /** SHA-256 of the APK the download serves, when the build found the file. */
  apkSha256?: string;
};

export function shellOf(site: Site, apkSha256?: string): SiteShell {
  const pages: Record<string, PageMeta> = {};
  for (const [name, { sections: _sections, ...meta }] of Object.entries(site.pages)) pages[name] = meta;
  // The contact form's settings and messages ship with the form's own code (virtual:site/contact),
  // not with every page.
  const { pages: _pages, contact: _contact, ...rest } = site;
  return { ...rest, pages, ...(apkSha256 ? { apkSha256 } : {}) };
}

export type PageSections = Section[];
