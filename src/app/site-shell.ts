// What every page needs (brand, navigation, footer, messages, the page list) is the "shell"; each
// page's sections ship separately so a visitor downloads only the page they open.
import type { Page, Section, Site } from '../content/site.generated.ts';

export type PageMeta = Omit<Page, 'sections'>;
export type SiteShell = Omit<Site, 'pages'> & {
  pages: Record<string, PageMeta>;
  /** SHA-256 of the APK the download serves, when the build found the file. */
  apkSha256?: string;
};

export function shellOf(site: Site, apkSha256?: string): SiteShell {
  const pages: Record<string, PageMeta> = {};
  for (const [name, { sections: _sections, ...meta }] of Object.entries(site.pages)) pages[name] = meta;
  return { ...site, pages, ...(apkSha256 ? { apkSha256 } : {}) };
}

export type PageSections = Section[];
