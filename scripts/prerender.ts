// Writes every route's page as static HTML: a short loop over the route table (DESIGN.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteShell } from '../src/frame/site-shell.ts';
import { htmlFileOf, routeTable } from '../src/app/routes.ts';
import { escapeHtml, headFor, robotsTxt, sitemapXml } from './seo.ts';
import { deferModuleScripts } from '../src/build/defer-scripts.ts';
import { builtFontFiles, fontFilesFor, fontPreloadTags } from '../src/build/font-preloads.ts';

interface ServerEntry {
  render(url: string): Promise<string>;
  shell: SiteShell;
}

export async function prerender(distDir: string, entry: ServerEntry): Promise<string[]> {
  const template = deferModuleScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const { shell } = entry;
  const fonts = builtFontFiles(distDir);
  // Each page preloads the webfont files its own text needs (src/build/font-preloads.ts).
  const page = (body: string, head: string) =>
    template
      .replace('<html lang="en">', `<html lang="${escapeHtml(shell.brand.lang)}">`)
      .replace('<!--app-head-->', [head, fontPreloadTags(fontFilesFor(body, fonts))].filter(Boolean).join('\n    '))
      .replace('<!--app-html-->', body);

  const written: string[] = [];
  for (const route of routeTable(shell)) {
    const file = path.join(distDir, htmlFileOf(route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(await entry.render(route.path), headFor(shell, route)));
    written.push(file);
  }
  const notFound = path.join(distDir, '404.html');
  writeFileSync(notFound, page(await entry.render('/404'), headFor(shell, { ...shell.notFound, path: undefined })));
  written.push(notFound);
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(shell, routeTable(shell), today));
  writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(shell));
  return written;
}
