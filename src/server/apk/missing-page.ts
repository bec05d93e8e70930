// The page shown when the APK is not on the server yet: self-contained (no site assets needed), with a
// small stylesheet whose hash the Content-Security-Policy allows, and no script.
import type { Site } from '../../content/site.generated.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const missingPageStyle =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#070b16;color:#f4f6fb;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{max-width:32rem;padding:2rem 1.5rem;text-align:center}' +
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}' +
  'p{margin:0 0 1.5rem;color:#c9d1e3}' +
  'a{display:inline-block;margin:.375rem;padding:.75rem 1.5rem;border-radius:999px;background:#ffc83d;color:#070b16;font-weight:600;text-decoration:none}' +
  'a:focus-visible{outline:3px solid #fff;outline-offset:3px}' +
  'a+a{background:none;color:#ffc83d;box-shadow:inset 0 0 0 2px #ffc83d}';

/**
 * The page in the site's language; `home` is that language's home page (/ or /hi). Its text sends
 * the visitor to the contact page, so the page links there too, named as the navigation names it.
 */
export function missingApkPage(site: Site, home = '/'): string {
  const { missingTitle, missingText } = site.downloads.android.apk;
  const { brand } = site;
  const homeLabel = brand.homeLabel ?? brand.name;
  const contactPath = site.pages.contact.path;
  const contactLabel = site.navigation.items.find((item) => item.to === contactPath)?.label ?? site.pages.contact.title;
  return `<!doctype html>
<html lang="${escapeHtml(brand.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(missingTitle)} | ${escapeHtml(brand.name)}</title>
<style>${missingPageStyle}</style>
</head>
<body>
<main>
<h1>${escapeHtml(missingTitle)}</h1>
<p>${escapeHtml(missingText)}</p>
<a href="${escapeHtml(home)}">${escapeHtml(homeLabel)}</a><a href="${escapeHtml(contactPath)}">${escapeHtml(contactLabel)}</a>
</main>
</body>
</html>
`;
}
