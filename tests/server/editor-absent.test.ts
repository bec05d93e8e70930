// The site editor (npm run edit, src/editor/) is a tool on the marketer's machine, not part of the
// site: the build (dist/) holds nothing of it, and the production server answers its addresses
// with the not-found page.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { apiPaths, tokenHeader } from '../../src/editor/shared/api.ts';
import { fixtureDistDir } from '../fixture-site.ts';

const textFile = /\.(html|js|css|xml|json|txt|webmanifest|svg)$/;
// Words only the editor's code holds.
const traces = [tokenHeader, 'preview-rendered', 'Site outline', 'render-draft'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the site editor in production', () => {
  let app: FastifyInstance;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-editor-absent-'));
  beforeAll(async () => {
    if (!existsSync(path.join(fixtureDistDir, 'index.html')))
      throw new Error('This test reads the test site\'s build: run "npm run build:fixture" first (npm test does).');
    app = await buildApp({ distDir: fixtureDistDir, databasePath: path.join(dataDir, 'contact.sqlite') });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is in no built file', () => {
    const files = filesUnder(fixtureDistDir).filter((file) => textFile.test(file));
    const mentioning = files.filter((file) => traces.some((trace) => readFileSync(file, 'utf8').includes(trace)));
    expect(mentioning.map((file) => path.relative(fixtureDistDir, file))).toEqual([]);
    expect(filesUnder(fixtureDistDir).filter((file) => /editor|preview\.html/.test(path.relative(fixtureDistDir, file)))).toEqual([]);
  });

  it('is not served by npm run serve', async () => {
    for (const url of ['/preview.html', apiPaths.files, apiPaths.save, '/src/editor/client/main.tsx']) {
      const response = await app.inject({ method: url === apiPaths.save ? 'POST' : 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
