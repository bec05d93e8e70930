// Dev-only Vite plugin: serves the section gallery at /__gallery. `apply: 'serve'` keeps it out of
// `vite build`, and nothing the build reads links to src/gallery/, so the gallery never reaches
// dist/, the prerender or the sitemap (tests/server/gallery-absent.test.ts checks).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { galleryPath } from '../gallery/gallery-address.ts';

const galleryHtml = path.join(path.dirname(fileURLToPath(import.meta.url)), '../gallery/gallery.html');

export function galleryPlugin(): Plugin {
  return {
    name: 'skillstrike-section-gallery',
    apply: 'serve',
    configureServer(dev) {
      // Registered before Vite's own middlewares, so the app's fallback page never answers it.
      dev.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== galleryPath && url.pathname !== `${galleryPath}/`) return next();
        try {
          const html = await dev.transformIndexHtml(request.originalUrl ?? galleryPath, readFileSync(galleryHtml, 'utf8'));
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
