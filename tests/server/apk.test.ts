// GET/HEAD apk: the download with its headers and byte ranges, and the friendly page without a file.
import { createHash, randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../../src/server/security/inline-hashes.ts';
import { missingPageStyle } from '../../src/server/apk/missing-page.ts';
import type { ServerManifest } from '../../src/server/config/server-manifest.ts';
import { testApkPath } from '../fixtures/test-apk.ts';
import { apkPath, site, tempDir, testApp, until, type TestApp } from './helpers.ts';
import { standInManifest } from './stand-in-build.ts';

const apk = site.downloads.android.apk;
const content = randomBytes(10_000);
const folder = tempDir('skillstrike-apk-');
const file = path.join(folder.dir, 'app.apk');
let t: TestApp;

/** Writes `bytes` to `target` as published a while ago: whole, and offered at once. */
function published(target: string, bytes: Buffer): void {
  writeFileSync(target, bytes);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(target, anHourAgo, anHourAgo);
}

/** The manifest of a build that took the checksum (and size) of `bytes`, or found no APK (null). */
function builtWith(bytes: Buffer | null): ServerManifest {
  const record = bytes ? { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length } : { sha256: null, bytes: null };
  return { ...standInManifest, apk: { ...standInManifest.apk, ...record } };
}

beforeAll(async () => {
  published(file, content);
  t = await testApp({ apkPath: file, manifest: builtWith(content) });
});
afterAll(async () => {
  await t.close();
  folder.remove();
});

const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: apkPath, headers });

describe('with an APK file', () => {
  it('sends it whole as an attachment named from site.yaml', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${apk.downloadName.replace('{version}', apk.version)}"`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="SkillStrike-1.0.0.apk"');
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get({}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(response.rawPayload.length).toBe(0);
  });

  it('sends a byte range as 206', async () => {
    const response = await get({ range: 'bytes=100-1099' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${content.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(content.subarray(100, 1100))).toBe(true);
  });

  it('sends an open-ended and a suffix range', async () => {
    const tail = await get({ range: 'bytes=9000-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(content.subarray(9000))).toBe(true);
    const suffix = await get({ range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes 9990-9999/${content.length}`);
    expect(suffix.rawPayload.equals(content.subarray(9990))).toBe(true);
  });

  it('answers an unsatisfiable range with 416, in the API shape', async () => {
    const response = await get({ range: `bytes=${content.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(response.json()).toEqual({ success: false, message: site.api.errors.rangeNotSatisfiable });
  });

  it('sends the whole file for a range of another file version or an unreadable range', async () => {
    expect((await get({ range: 'bytes=0-9', 'if-range': '"some-other-version"' })).statusCode).toBe(200);
    expect((await get({ range: 'bytes=0-9', 'if-range': String((await get({}, 'HEAD')).headers.etag) })).statusCode).toBe(206);
    expect((await get({ range: 'pages=1-2' })).statusCode).toBe(200);
    expect((await get({ range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
  });
});

describe('without an APK file', () => {
  it('answers 404 with a friendly page that links home and to the contact page, and the server still runs', async () => {
    const missing = await testApp({ apkPath: path.join(folder.dir, 'not-there.apk') });
    try {
      // What a browser following the download link asks for.
      const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      const response = await missing.app.inject({ method: 'GET', url: apkPath, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<h1>${apk.missingTitle}</h1>`);
      expect(response.body).toContain(apk.missingText);
      expect(response.body).toContain('href="/"');
      // Its text sends the visitor to the contact page: a link goes there.
      const contactLink = site.navigation.items.find((item) => item.to === site.pages.contact.path);
      expect(response.body).toContain(`<a href="${site.pages.contact.path}">${contactLink?.label}</a>`);
      expect(response.body).not.toMatch(/<script|<link|src=/i);
      // The page's own small stylesheet is allowed by hash, so it shows styled under the strict policy.
      expect(String(response.headers['content-security-policy'])).toContain(cspHash(missingPageStyle));
      expect((await missing.app.inject({ method: 'HEAD', url: apkPath })).statusCode).toBe(404);
      expect((await missing.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      // A program (no HTML in its Accept) gets the API's shape.
      const json = await missing.app.inject({ method: 'GET', url: apkPath });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toEqual({ success: false, message: apk.missingText });
    } finally {
      await missing.close();
    }
  });

  it('picks up a file dropped in place later without a restart, once it has held still for APK_SETTLE_MS', async () => {
    const later = path.join(folder.dir, 'later.apk');
    const app = await testApp({ apkPath: later, manifest: builtWith(null), apkSettleMs: 300 });
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    try {
      expect((await app.app.inject({ method: 'GET', url: apkPath })).statusCode).toBe(404);
      writeFileSync(later, content.subarray(0, 10));
      // Just written, and no whole file before it: a person gets the "on its way" page, a program
      // the API's answer, both told when to try again.
      const page = await app.app.inject({ method: 'GET', url: apkPath, headers: { accept } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('30');
      expect(page.body).toContain(`<h1>${apk.missingTitle}</h1>`);
      const json = await app.app.inject({ method: 'GET', url: apkPath });
      expect(json.statusCode).toBe(503);
      expect(json.json()).toEqual({ success: false, message: site.api.errors.apkUpdating });
      await until(async () => (await app.app.inject({ method: 'GET', url: apkPath })).statusCode === 200, 5000, 'the new file offered');
      rmSync(later);
      expect((await app.app.inject({ method: 'GET', url: apkPath })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

/** Downloads the APK over real HTTP; `whilePaused` runs once part of it has arrived and reading has stopped. */
function download(url: string, whilePaused?: () => void): Promise<{ body: Buffer; etag: string }> {
  return new Promise((resolve, reject) => {
    httpGet(`${url}${apkPath}`, (response) => {
      const chunks: Buffer[] = [];
      let paused = false;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (!paused && whilePaused) {
          paused = true;
          response.pause();
          // Out of the data handler: the download is under way and not reading.
          setImmediate(() => {
            whilePaused();
            response.resume();
          });
        }
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks), etag: String(response.headers.etag) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('replacing the APK while people download it', () => {
  it('never mixes versions: a download under way gets the old file whole, the next one the new', async () => {
    const file = path.join(folder.dir, 'swapped.apk');
    const before = randomBytes(8 * 1024 * 1024);
    const after = randomBytes(8 * 1024 * 1024);
    published(file, before);
    const swapped = await testApp({ apkPath: file, manifest: builtWith(null), apkSettleMs: 300 });
    try {
      const url = await swapped.app.listen({ port: 0, host: '127.0.0.1' });
      // Overwritten in place (same file, truncated and rewritten), mid-download.
      const during = await download(url, () => writeFileSync(file, after));
      expect(during.body.length).toBe(before.length);
      expect(during.body.equals(before)).toBe(true);
      // Until the new file has held still, the old one goes on being sent, whole; then the new one.
      let next = await download(url);
      while (next.body.equals(before)) next = await download(url);
      expect(next.body.equals(after)).toBe(true);
      expect(next.etag).not.toBe(during.etag);
    } finally {
      await swapped.close();
    }
  });

  it('says in the log, once, when the file is not the one the page shows the checksum of', async () => {
    // The build's size, other bytes: a file put in place without a build.
    const sameSize = path.join(folder.dir, 'same-size.apk');
    published(sameSize, randomBytes(readFileSync(testApkPath).length));
    const lines: string[] = [];
    const other = await testApp({ apkPath: sameSize, logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
    try {
      await other.app.inject({ method: 'GET', url: apkPath });
      await other.app.inject({ method: 'GET', url: apkPath });
      const warnings = lines.filter((line) => line.includes('not the one the build took the checksum of'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, file: sameSize });
    } finally {
      await other.close();
    }
  });

  it('is recorded by the build with its checksum: the size the server offers it at', () => {
    const built = readFileSync(testApkPath);
    expect(standInManifest.apk).toMatchObject({ sha256: createHash('sha256').update(built).digest('hex'), bytes: built.length });
  });

  it('never offers a file of another size than the build recorded: the previous whole one is sent, and the log says why, once', async () => {
    const target = path.join(folder.dir, 'cut-short.apk');
    published(target, content);
    const lines: string[] = [];
    const app = await testApp({
      apkPath: target,
      manifest: builtWith(content),
      apkSettleMs: 0,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    try {
      expect((await app.app.inject({ method: 'GET', url: apkPath })).rawPayload.equals(content)).toBe(true);
      // A copy that stopped halfway (a full disk, a dropped scp), held still for as long as you like.
      published(target, content.subarray(0, 6000));
      for (let i = 0; i < 3; i++) {
        const response = await app.app.inject({ method: 'GET', url: apkPath });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(content)).toBe(true);
      }
      const warnings = lines.filter((line) => line.includes('not the size the build took its checksum of'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, file: target, bytes: 6000, buildRecorded: content.length });
    } finally {
      await app.close();
    }
  });
});

describe('telling the operator about the file', () => {
  /** An app whose log lines are kept, with the APK at `apkFile`. */
  async function loggingApp(apkFile: string, buildFoundApk = true) {
    const lines: string[] = [];
    const manifest = buildFoundApk ? standInManifest : { ...standInManifest, apk: { ...standInManifest.apk, sha256: null } };
    const app = await testApp({
      apkPath: apkFile,
      manifest,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    const warnings = (text: string) =>
      lines.filter((line) => line.includes(text)).map((line) => JSON.parse(line) as Record<string, unknown>);
    return { app, warnings };
  }

  it('says at the start that there is no APK, and again when a visitor asks after it went away', async () => {
    const later = path.join(folder.dir, 'later.apk');
    const { app, warnings } = await loggingApp(later);
    const missing = () => warnings('there is no APK at this path');
    try {
      expect(missing()).toEqual([expect.objectContaining({ level: 40, file: later })]);
      expect((await app.app.inject({ method: 'GET', url: apkPath })).statusCode).toBe(404);
      expect(missing()).toHaveLength(1);
      published(later, readFileSync(testApkPath));
      expect((await app.app.inject({ method: 'GET', url: apkPath })).statusCode).toBe(200);
      rmSync(later);
      expect((await app.app.inject({ method: 'GET', url: apkPath })).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: apkPath })).statusCode).toBe(404);
      expect(missing()).toHaveLength(2);
      expect(String(missing()[1].msg)).toMatch(/^a visitor asked for it/);
    } finally {
      await app.close();
    }
  });

  it('says, once, that the page shows no checksum when the APK arrived after a build that found none', async () => {
    const { app, warnings } = await loggingApp(file, false);
    try {
      await app.app.inject({ method: 'GET', url: apkPath });
      await app.app.inject({ method: 'GET', url: apkPath });
      expect(warnings('there is no APK at this path')).toEqual([]);
      expect(warnings('arrived after the build')).toEqual([expect.objectContaining({ level: 40, file })]);
    } finally {
      await app.close();
    }
  });
});
