// Every answer carries the security headers; the policy allows exactly the inline code the build wrote.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash, inlineHashesOf } from '../../src/server/security/inline-hashes.ts';
import { loaderScript } from '../../src/build/loader-script.ts';
import { distDir, postContact, site, testApp, validMessage, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ distDir });
});
afterAll(async () => {
  await t.close();
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/** What every answer carries, a font or a script too. */
function expectSubresourceHeaders(headers: Record<string, unknown>) {
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const policy = String(headers['content-security-policy']);
  const scripts = directive(policy, 'script-src');
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(directive(policy, 'style-src')).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

describe('security headers', () => {
  it('are on an HTML page, whose inline script the policy allows by hash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-cache');
    const inline = inlineHashesOf(response.body);
    expect(inline.scripts.length).toBeGreaterThan(0);
    const policy = String(response.headers['content-security-policy']);
    for (const hash of inline.scripts) expect(directive(policy, 'script-src')).toContain(hash);
    for (const hash of inline.styles) expect(directive(policy, 'style-src')).toContain(hash);
    // The loader's clock (src/build/loader-script.ts) is one of them.
    expect(directive(policy, 'script-src')).toContain(cspHash(loaderScript(site.loader)));
  });

  it('allow no inline script beyond those in the built pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const allowed = directive(String(response.headers['content-security-policy']), 'script-src').filter((source) =>
      source.startsWith("'sha256-"),
    );
    const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const built = new Set(pages.flatMap((file) => inlineHashesOf(readFileSync(path.join(distDir, file), 'utf8')).scripts));
    expect(new Set(allowed)).toEqual(built);
  });

  it('are on a hashed asset, which stays immutable for a year; a document-only policy is left off what never becomes a document', async () => {
    const assets = readdirSync(path.join(distDir, 'assets'));
    for (const extension of ['.js', '.css', '.woff2']) {
      const asset = assets.find((file) => file.endsWith(extension));
      const response = await t.app.inject({ method: 'GET', url: `/assets/${asset}` });
      expect(response.statusCode, asset).toBe(200);
      expectSubresourceHeaders(response.headers);
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) {
        expect(response.headers[name], `${name} on ${asset}`).toBeUndefined();
      }
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("give an SVG image, which a visitor can open as a document, a picture's policy: nothing runs, loads or frames it", async () => {
    const response = await t.app.inject({ method: 'GET', url: site.loader.background });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectSubresourceHeaders(response.headers);
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy.split(';').map((part) => part.trim())).toContain('sandbox');
    expect(directive(policy, 'script-src')).toEqual([]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    // A page's policy is about 800 bytes; a page fetches a dozen small SVGs.
    expect(policy.length).toBeLessThan(150);
  });

  it('are on API answers, which are never stored', async () => {
    for (const response of [
      await postContact(t.app, validMessage()),
      await postContact(t.app, '{broken'),
      await t.app.inject({ method: 'GET', url: site.api.apkPath }),
      await t.app.inject({ method: 'GET', url: '/api/v1/public/nothing' }),
    ]) {
      expectSecurityHeaders(response.headers);
      if (response.statusCode !== 404 || response.headers['content-type']?.toString().includes('html')) {
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('are on the 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
  });
});
