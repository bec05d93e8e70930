// Serves the editor's two pages through Vite (the project's plugins transform them as they do the
// site's): the editor itself at / and the preview that each width's iframe loads at /preview.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const editorPages: Record<string, string> = {
  '/': path.join(here, '../client/editor.html'),
  '/preview.html': path.join(here, '../preview/preview.html'),
};

export function editorPagesPlugin(): Plugin {
  return {
    name: 'skillstrike-editor-pages',
    apply: 'serve',
    configureServer(dev) {
      dev.middlewares.use(async (request, response, next) => {
        const page = editorPages[new URL(request.url ?? '/', 'http://localhost').pathname];
        if (!page) return next();
        try {
          const html = await dev.transformIndexHtml(request.url ?? '/', readFileSync(page, 'utf8'));
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
