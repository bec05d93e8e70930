// The section gallery is a tool for editing, not part of the site: `npm run dev` serves it at
// /__gallery, while the production build (dist/, its prerendered pages and sitemap) and the
// production server know nothing of it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { galleryPath } from '../../src/gallery/gallery-address.ts';
import { fixtureDistDir } from '../fixture-site.ts';

const distDir = fixtureDistDir;
const textFile = /\.(html|js|css|xml|json|txt|webmanifest|svg)$/;
const traces = [galleryPath, 'Section gallery', 'entry-gallery'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the section gallery in production', () => {
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-gallery-'));
  beforeAll(async () => {
    if (!existsSync(path.join(distDir, 'index.html')))
      throw new Error('This test reads the test site\'s build: run "npm run build:fixture" first (npm test does).');
    app = await buildApp({ distDir, databasePath: path.join(dataDir, 'contact.sqlite') });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no gallery file or folder in dist/', () => {
    const named = filesUnder(distDir).filter((file) => /gallery/i.test(path.relative(distDir, file)));
    expect(named).toEqual([]);
  });

  it('mentions the gallery in no built file, the sitemap included', () => {
    const files = filesUnder(distDir).filter((file) => textFile.test(file));
    expect(files.map((file) => path.relative(distDir, file))).toContain('sitemap.xml');
    const mentioning = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return traces.some((trace) => text.includes(trace));
    });
    expect(mentioning.map((file) => path.relative(distDir, file))).toEqual([]);
  });

  it('answers /__gallery with the not-found page', async () => {
    const response = await app.inject({ method: 'GET', url: galleryPath });
    expect(response.statusCode).toBe(404);
  });
});

describe('the section gallery in npm run dev', () => {
  let dev: ViteDevServer;
  let base: string;
  beforeAll(async () => {
    dev = await createServer({ root: projectRoot, logLevel: 'silent', server: { port: 0, host: '127.0.0.1', hmr: false } });
    await dev.listen();
    const address = dev.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the dev server has no port');
    base = `http://127.0.0.1:${address.port}`;
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
  });

  it('serves the gallery page, which loads the gallery entry', { timeout: 60_000 }, async () => {
    const response = await fetch(`${base}${galleryPath}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Section gallery (dev only)</title>');
    expect(html).toContain('src="/src/gallery/entry-gallery.tsx"');
  });

  it('still serves the site itself at /', { timeout: 60_000 }, async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('src="/src/app/entry-client.tsx"');
  });
});
