// What search engines and social sites read: each page's head, the sitemap, robots.txt and the
// structured data about the organisation and its Android app. All from the route table and site.yaml.
import type { SiteShell } from '../src/frame/site-shell.ts';
import type { RouteEntry } from '../src/app/routes.ts';
import { iconPath, shareCardPath } from './social-images.ts';
import { languageChoiceKey } from '../src/content/languages.ts';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's address in one language, for hreflang. */
export interface Alternate {
  lang: string;
  path: string;
}

interface HeadInput {
  title: string;
  description: string;
  /** undefined for pages that must not be indexed (404). */
  path: string | undefined;
}

/** JSON for a <script type="application/ld+json">, safe to place in HTML. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function structuredData(shell: SiteShell): string {
  const { brand, api, downloads } = shell;
  const organization = {
    '@type': 'Organization',
    '@id': `${brand.origin}/#organization`,
    name: brand.name,
    url: `${brand.origin}/`,
    logo: `${brand.origin}${iconPath(512)}`,
    description: brand.description,
    ...(brand.sameAs?.length ? { sameAs: brand.sameAs } : {}),
  };
  const app = {
    '@type': 'MobileApplication',
    name: brand.name,
    operatingSystem: 'Android',
    applicationCategory: 'GameApplication',
    softwareVersion: downloads.android.apk.version,
    downloadUrl: `${api.host || brand.origin}${api.apkPath}`,
    description: brand.description,
    publisher: { '@id': organization['@id'] },
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
  };
  return jsonForHtml({ '@context': 'https://schema.org', '@graph': [organization, app] });
}

/**
 * The page in every language (hreflang), and x-default: the English page, for a reader whose
 * language is neither. Only on pages that are indexed.
 */
function alternateLinks(origin: string, alternates: readonly Alternate[]): string[] {
  if (alternates.length < 2) return [];
  const link = (lang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(origin + path)}" />`;
  return [...alternates.map(({ lang, path }) => link(lang, path)), link('x-default', alternates[0].path)];
}

/**
 * An English page's memory of a visitor's choice: one who chose Hindi with the switcher and comes
 * back to the page from elsewhere (typed, a bookmark, a search result, a link shared on WhatsApp) is
 * taken to its Hindi twin `hindiPath`, with the query and #section. Only their own choice, kept in
 * their browser, counts: a crawler or a first visit is never redirected, and choosing English (or
 * coming from another page of the site) stays here, so there is no loop. Back, Forward and a reload
 * are the visitor going where they already were: the English page they switched from stays reachable.
 */
export function languageMemoryScript(hindiPath: string): string {
  const script =
    `try{var n=performance.getEntriesByType("navigation")[0];` +
    `if(!(n&&(n.type==="back_forward"||n.type==="reload"))&&localStorage.getItem(${JSON.stringify(languageChoiceKey)})==="hi"&&` +
    `document.referrer.indexOf(location.origin+"/")!==0)location.replace(${JSON.stringify(hindiPath)}+location.search+location.hash)}catch(e){}`;
  return `\n    <script>${script}</script>`;
}

export function headFor(shell: SiteShell, { title, description, path }: HeadInput, alternates: readonly Alternate[] = []): string {
  const { brand } = shell;
  const url = path === undefined ? undefined : brand.origin + path;
  const image = brand.origin + shareCardPath;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    brand.themeColor ? `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}" />` : '',
    url === undefined ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(url === undefined ? [] : alternateLinks(brand.origin, alternates)),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    url === undefined ? '' : `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${escapeHtml(brand.lang.replace('-', '_'))}" />`,
    ...alternates
      .filter(({ lang }) => lang !== brand.lang)
      .map(({ lang }) => `<meta property="og:locale:alternate" content="${escapeHtml(lang.replace('-', '_'))}" />`),
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(brand.shareCard.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<link rel="icon" href="${escapeHtml(brand.icon)}" type="image/svg+xml" />`,
    `<link rel="icon" href="${iconPath(32)}" sizes="32x32" type="image/png" />`,
    `<link rel="apple-touch-icon" href="${iconPath(180)}" />`,
    // Written into the page once it has painted (src/build/defer-scripts.ts): not needed to see it.
    `<noscript data-after-paint><link rel="manifest" href="/manifest.webmanifest" /></noscript>`,
    `<link rel="preload" as="image" href="${escapeHtml(shell.loader.background)}" />`,
    path === shell.locale.prefix || (path === '/' && !shell.locale.prefix)
      ? `<script type="application/ld+json">${structuredData(shell)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Every page of every language, each naming all its languages (xhtml:link, as search engines read
 * hreflang in a sitemap). `alternatesOf` is absent for a site in one language.
 */
export function sitemapXml(
  shell: SiteShell,
  routes: readonly RouteEntry[],
  lastModified: string,
  alternatesOf?: (name: string) => Alternate[],
): string {
  const { origin } = shell.brand;
  const entry = (path: string, alternates: readonly Alternate[]) => {
    const links = alternates.length > 1 ? alternateLinks(origin, alternates).map((link) => link.replace('<link ', '<xhtml:link ')) : [];
    return [
      `  <url>`,
      `    <loc>${escapeHtml(origin + path)}</loc>`,
      ...links.map((link) => `    ${link}`),
      `    <lastmod>${lastModified}</lastmod>`,
      `  </url>`,
    ].join('\n');
  };
  const urls = routes.flatMap((route) => {
    const alternates = alternatesOf?.(route.name) ?? [];
    return alternates.length > 1 ? alternates.map(({ path }) => entry(path, alternates)) : [entry(route.path, [])];
  });
  const xhtml = alternatesOf ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(shell: SiteShell): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${shell.brand.origin}/sitemap.xml\n`;
}
