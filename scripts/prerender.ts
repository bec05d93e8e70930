// Writes every route's page as static HTML, in each language the site has: a short loop over the
// route tables (DESIGN.md). English at /, /about...; Hindi at /hi, /hi/about... with its own 404.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import type { SiteShell } from '../src/frame/site-shell.ts';
import { htmlFileOf, routeTable } from '../src/app/routes.ts';
import { escapeHtml, headFor, languageMemoryScript, robotsTxt, sitemapXml, type Alternate } from './seo.ts';
import { languageSuggestionScript, withLanguageSuggestion } from './language-suggestion.ts';
import { deferModuleScripts } from '../src/build/defer-scripts.ts';
import { inlineSvgIcon } from '../src/build/inline-icon.ts';
import { inlineEagerSvgImages } from '../src/build/inline-eager-images.ts';
import { markUntranslated } from '../src/frame/mark-untranslated.ts';
import { builtFontFiles, fontFilesFor, fontPreloadTags } from '../src/build/font-preloads.ts';

interface ServerEntry {
  render(url: string): Promise<string>;
  shell: SiteShell;
  /** The Hindi shell, or null for a site in one language. */
  hindiShell: SiteShell | null;
}

/** The built Hindi shell's chunks (vite.config.ts names them; the bundler adds a facade), which Hindi pages load at once. */
function hindiShellChunks(distDir: string): string[] {
  return readdirSync(path.join(distDir, 'assets'))
    .filter((name) => /^shell-hi-.*\.js$/.test(name))
    .map((name) => `/assets/${name}`);
}

export async function prerender(distDir: string, entry: ServerEntry): Promise<string[]> {
  const raw = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { shell, hindiShell } = entry;
  const shells = hindiShell ? [shell, hindiShell] : [shell];
  const chunks = hindiShell ? hindiShellChunks(distDir) : [];
  if (hindiShell && !chunks.length)
    throw new Error('The build has no Hindi shell chunk (assets/shell-hi-*.js): see manualChunks in vite.config.ts.');
  const templates = new Map(shells.map((each) => [each, deferModuleScripts(raw, each === hindiShell ? chunks : [])]));
  const fonts = builtFontFiles(distDir);
  // Each page preloads the webfont files its own text needs (src/build/font-preloads.ts): the
  // Devanagari files for Hindi pages, never for English ones.
  const page = (pageShell: SiteShell, body: string, head: string) => {
    const marked = markedUntranslated(pageShell, body);
    return (templates.get(pageShell) ?? raw)
      .replace('<html lang="en">', `<html lang="${escapeHtml(pageShell.brand.lang)}">`)
      .replace('<!--app-head-->', () =>
        [inlineSvgIcon(head, distDir, pageShell.brand.icon), fontPreloadTags(fontFilesFor(marked, fonts))].filter(Boolean).join('\n    '),
      )
      .replace('<!--app-html-->', () => inlineEagerSvgImages(marked, distDir));
  };

  const written: string[] = [];
  const englishRoutes = routeTable(shell);
  const hindiRoutes = hindiShell ? routeTable(hindiShell) : [];
  /** A page's addresses in every language, by route name (hreflang and the sitemap). */
  const alternatesOf = (name: string): Alternate[] =>
    shells.flatMap((each) => {
      const route = routeTable(each).find((candidate) => candidate.name === name);
      return route ? [{ lang: each.brand.lang, path: route.path }] : [];
    });

  for (const pageShell of shells) {
    // Every English page, the not-found one too, may offer its Hindi page (when there is one).
    const suggestion = languageSuggestionScript(pageShell);
    for (const route of routeTable(pageShell)) {
      const file = path.join(distDir, htmlFileOf(route.path));
      mkdirSync(path.dirname(file), { recursive: true });
      const alternates = hindiShell ? alternatesOf(route.name) : [];
      // Every English page with a Hindi twin remembers a visitor's choice of Hindi.
      const hindiTwin = pageShell === shell ? alternates.find(({ lang }) => lang === hindiShell?.brand.lang)?.path : undefined;
      const memory = hindiTwin ? languageMemoryScript(hindiTwin) : '';
      const body = withLanguageSuggestion(await entry.render(route.path), pageShell, route.path);
      writeFileSync(file, page(pageShell, body, headFor(pageShell, route, alternates) + memory + suggestion));
      written.push(file);
    }
    const notFoundFile = path.join(distDir, pageShell.locale.prefix.slice(1), '404.html');
    const notFoundHead = headFor(pageShell, { ...pageShell.notFound, path: undefined }) + suggestion;
    const notFoundBody = withLanguageSuggestion(await entry.render(`${pageShell.locale.prefix}/404`), pageShell, undefined);
    writeFileSync(notFoundFile, page(pageShell, notFoundBody, notFoundHead));
    written.push(notFoundFile);
  }
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(shell, englishRoutes, today, hindiRoutes.length ? alternatesOf : undefined));
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(shell));
  return written;
}

/** The page body with its texts still in English marked lang="en-IN" (src/frame/mark-untranslated.ts). */
function markedUntranslated(shell: SiteShell, body: string): string {
  const { untranslated, alternate } = shell.locale;
  if (!untranslated.length || !alternate) return body;
  const window = new Window();
  const root = window.document.createElement('div');
  root.innerHTML = body;
  markUntranslated(root as unknown as Element, untranslated, alternate.lang);
  const html = root.innerHTML;
  void window.happyDOM.close();
  return html;
}
