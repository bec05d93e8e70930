// The server as a browser and a crawler meet it, through app.inject on the test site's build.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { fixtureDistDir, fixtureSite } from '../fixture-site.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';

const site = fixtureSite;
let app: FastifyInstance;
// Its own throwaway database, so the tests never write to the project's data/.
const dataDir = mkdtempSync(path.join(tmpdir(), 'skillstrike-static-'));

beforeAll(async () => {
  app = await buildApp({ distDir: fixtureDistDir, databasePath: path.join(dataDir, 'contact.sqlite') });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('static site server', () => {
  for (const page of Object.values(site.pages)) {
    it(`serves ${page.path} as prerendered HTML that is revalidated on each visit`, async () => {
      const response = await app.inject({ method: 'GET', url: page.path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${page.title.replace(/&/g, '&amp;')}</title>`);
    });
  }

  /** Each address answers 301 to its location. */
  async function expectMoved(moves: readonly (readonly [url: string, location: string])[]): Promise<void> {
    for (const [url, location] of moves) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  }

  it("sends /index.html and /about/index.html to the page's own address, keeping the query", async () => {
    await expectMoved([
      ['/index.html', '/'],
      ['/about/index.html', '/about'],
      ['/index.html?utm_source=app', '/?utm_source=app'],
    ]);
  });

  it('sends /About, /CONTACT and /HI/About to the page in lower case, keeping the query; other addresses stay 404', async () => {
    await expectMoved([
      ['/About', '/about'],
      ['/CONTACT?ref=sms', '/contact?ref=sms'],
      ['/HI/About', '/hi/about'],
    ]);
    expect((await app.inject({ method: 'GET', url: '/Nothing-Here' })).statusCode).toBe(404);
  });

  it('sends an address with doubled slashes to the one with single slashes, keeping the query, and never to another site', async () => {
    await expectMoved([
      ['//about', '/about'],
      ['/hi//terms?utm_source=sms', '/hi/terms?utm_source=sms'],
      ['///', '/'],
      ['//images//logo-mark.svg', '/images/logo-mark.svg'],
      // A path on this site, never "//evil.example/x", which a browser reads as another site.
      ['//evil.example/x', '/evil.example/x'],
    ]);
    for (const url of ['//\\evil.example', '/\\/evil.example']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers.location ?? '', url).not.toMatch(/^\/[\\/]/);
    }
  });

  it('serves pages compressed when the browser accepts it, still revalidated, and answers 304 to a known copy', async () => {
    for (const [encoding, accept] of [
      ['br', 'br, gzip'],
      ['gzip', 'gzip, deflate'],
      [undefined, 'br;q=0, gzip;q=0'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('accept-encoding');
      const again = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': accept, 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const notFound = await app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(notFound.headers['cache-control']).toBe('no-cache');
  });

  it('serves a page with a trailing slash too', async () => {
    const response = await app.inject({ method: 'GET', url: '/about/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown page with the 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Page not found');
  });

  // Until its restart, the server sends the build it started with, 404 page included: read from
  // disk at each visit, a new build's 404 page came under the old build's CSP hashes, and the
  // browser refused its scripts (its menu button did nothing).
  it('sends the 404 pages of the build it started with, whose inline scripts its CSP allows, after a new build is written', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'skillstrike-dist-'));
    cpSync(fixtureDistDir, copy, { recursive: true });
    const served = await buildApp({ distDir: copy, databasePath: path.join(copy, 'contact.sqlite') });
    try {
      for (const [url, file] of [
        ['/no-such-page', '404.html'],
        ['/hi/no-such-page', 'hi/404.html'],
      ]) {
        const before = readFileSync(path.join(copy, file), 'utf8');
        // The next build's page, with other inline code (its scripts name other hashed files).
        writeFileSync(path.join(copy, file), before.replace(/<script>/g, '<script>void 0;'));
        rmSync(path.join(copy, `${file}.br`), { force: true });
        rmSync(path.join(copy, `${file}.gz`), { force: true });
        for (const encoding of ['br', 'gzip', 'identity']) {
          const response = await served.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(response.statusCode, url).toBe(404);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          const body =
            encoding === 'br'
              ? brotliDecompressSync(response.rawPayload)
              : encoding === 'gzip'
                ? gunzipSync(response.rawPayload)
                : response.rawPayload;
          expect(body.toString('utf8'), `${url} (${encoding})`).toBe(before);
          const policy = String(response.headers['content-security-policy']);
          for (const [, code] of before.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
            expect(policy, `${url}: the hash of its inline script`).toContain(
              `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
            );
          }
        }
        expect((await served.inject({ method: 'HEAD', url })).statusCode).toBe(404);
      }
    } finally {
      await served.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('answers an unknown API path with JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/public/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: site.api.errors.notFound });
  });

  it('caches hashed assets for a year and serves them precompressed', async () => {
    const home = readFileSync(path.join(fixtureDistDir, 'index.html'), 'utf8');
    // The page's entry script, as the inline loader names it (src/build/defer-scripts.ts).
    const script = /"(\/assets\/index-[\w-]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    const response = await app.inject({ method: 'GET', url: String(script), headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('does not serve files outside dist/', async () => {
    const response = await app.inject({ method: 'GET', url: '/../package.json' });
    expect(response.statusCode).toBe(404);
    const encoded = await app.inject({ method: 'GET', url: '/%2e%2e/package.json' });
    expect(encoded.statusCode).toBe(404);
  });
});
