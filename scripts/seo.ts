// What search engines and social sites read: each page's head, the sitemap, robots.txt and the
// structured data about the organisation and its Android app. All from the route table and site.yaml.
import type { SiteShell } from '../src/frame/site-shell.ts';
import type { RouteEntry } from '../src/app/routes.ts';
import { iconPath, shareCardPath } from './social-images.ts';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

export function headFor(shell: SiteShell, { title, description, path }: HeadInput): string {
  const { brand } = shell;
  const url = path === undefined ? undefined : brand.origin + path;
  const image = brand.origin + shareCardPath;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    brand.themeColor ? `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}" />` : '',
    url === undefined ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    url === undefined ? '' : `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${escapeHtml(brand.lang.replace('-', '_'))}" />`,
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
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="preload" as="image" href="${escapeHtml(shell.loader.background)}" />`,
    path === '/' ? `<script type="application/ld+json">${structuredData(shell)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

export function sitemapXml(shell: SiteShell, routes: readonly RouteEntry[], lastModified: string): string {
  const urls = routes
    .map((route) => `  <url><loc>${escapeHtml(shell.brand.origin + route.path)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(shell: SiteShell): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${shell.brand.origin}/sitemap.xml\n`;
}
