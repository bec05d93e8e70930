// Writes every route's page as static HTML: a short loop over the route table (DESIGN.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteShell } from '../src/app/site-shell.ts';
import { htmlFileOf, routeTable } from '../src/app/routes.ts';

interface ServerEntry {
  render(url: string): Promise<string>;
  shell: SiteShell;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headFor(shell: SiteShell, title: string, description: string, canonicalPath: string | undefined): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    shell.brand.themeColor ? `<meta name="theme-color" content="${escapeHtml(shell.brand.themeColor)}" />` : '',
    canonicalPath === undefined
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(shell.brand.origin + canonicalPath)}" />`,
    `<link rel="preload" as="image" href="${escapeHtml(shell.loader.background)}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

export async function prerender(distDir: string, entry: ServerEntry): Promise<string[]> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { shell } = entry;
  const page = (body: string, head: string) =>
    template
      .replace('<html lang="en">', `<html lang="${escapeHtml(shell.brand.lang)}">`)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', body);

  const written: string[] = [];
  for (const route of routeTable(shell)) {
    const file = path.join(distDir, htmlFileOf(route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(await entry.render(route.path), headFor(shell, route.title, route.description, route.path)));
    written.push(file);
  }
  const notFound = path.join(distDir, '404.html');
  writeFileSync(notFound, page(await entry.render('/404'), headFor(shell, shell.notFound.title, shell.notFound.description, undefined)));
  written.push(notFound);
  return written;
}
