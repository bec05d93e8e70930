// Starts the editor: Vite in middleware mode (the site's own plugins, so the preview is drawn with
// the site's components and CSS) behind one loopback HTTP server, whose /api/ goes to the editor's
// Fastify app. Vite's file watcher is off: the editor holds unsaved drafts, and a reload because
// site.yaml changed on disk would throw them away (the editor says so instead). Its socket stays
// (on the same server), since Vite's client in every page connects to it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import type { LevelOverrides } from '../../content/lint/reporter.ts';
import { projectRoot } from '../../content/load-site-file.ts';
import { todayInIndia } from '../../content/schedule.ts';
import { translationFileFor } from '../../content/translations/translation-files.ts';
import { sitePlugin } from '../../build/site-plugin.ts';
import { formikLodashAliases } from '../../build/formik-lodash-aliases.ts';
import { buildEditorApp } from './editor-app.ts';
import { editorPagesPlugin } from './editor-pages-plugin.ts';
import { allowedHost } from './request-guard.ts';

export interface StartOptions {
  siteFile: string;
  port: number;
  host?: string;
  levels: LevelOverrides;
  /** The build day validate uses (SITE_DATE), or today in India. */
  day?: string;
}

export interface RunningEditor {
  /** The address to open, with this launch's token. */
  url: string;
  close: () => Promise<void>;
}

/** The checkout's public/ (beside site.yaml), or the project's when the site file sits elsewhere. */
function publicDirFor(siteFile: string): string {
  const beside = path.join(path.dirname(siteFile), 'public');
  return existsSync(beside) ? beside : path.join(projectRoot, 'public');
}

export async function startEditor(options: StartOptions): Promise<RunningEditor> {
  const host = options.host ?? '127.0.0.1';
  const token = randomBytes(24).toString('base64url');
  const publicDir = publicDirFor(options.siteFile);
  let port = 0;
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    configFile: false,
    root: projectRoot,
    publicDir,
    // Its own cache: `npm run dev` pre-bundles for another set of pages.
    cacheDir: path.join(projectRoot, 'node_modules/.vite-editor'),
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: httpServer }, watch: null, cors: false },
    plugins: [react(), sitePlugin(options.siteFile, options.levels), editorPagesPlugin()],
    resolve: { alias: formikLodashAliases },
    optimizeDeps: { entries: ['src/editor/client/main.tsx', 'src/editor/preview/entry-preview.tsx'] },
  });
  const app = buildEditorApp(
    {
      siteFile: options.siteFile,
      translationFile: translationFileFor(options.siteFile),
      publicDir,
      levels: options.levels,
      today: () => options.day ?? todayInIndia(),
      token,
      port: () => port,
    },
    (handler) =>
      httpServer.on('request', (request, response) => {
        // A page that rebinds its own name to 127.0.0.1 would send its own Host: refused here for
        // Vite's files as for the API.
        if (!allowedHost(request.headers.host, port)) {
          response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end('This editor answers only at its own address.');
          return;
        }
        if (request.url?.startsWith('/api/')) return handler(request, response);
        vite.middlewares(request, response, () => {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end('Not found');
        });
      }),
  );
  await app.listen({ port: options.port, host });
  port = (app.server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/#token=${token}`,
    close: async () => {
      // Vite first: it ends the pages' sockets, which would otherwise keep the server open.
      await vite.close();
      httpServer.closeAllConnections();
      await app.close();
    },
  };
}
