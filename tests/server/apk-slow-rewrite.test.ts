// The APK rewritten in place by a slow writer (cp or scp: 1 MiB every 60 ms) while people download
// it. The file holds still between the writer's steps, and a copy taken in such a pause passed the
// snapshot's check: the audit got 200 with 6 MiB of 32. Now no download ends short of its
// Content-Length or mixes two versions: each is the old file whole or the new one whole, checked
// byte by byte, whether the build recorded the file's size with its checksum or found no file.
import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { open, writeFile } from 'node:fs/promises';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apkPath, tempDir, testApp } from './helpers.ts';
import { standInManifest } from './stand-in-build.ts';

const folder = tempDir('skillstrike-apk-rewrite-');
afterAll(() => folder.remove());

const size = 8 * 1024 * 1024;
const chunk = 1024 * 1024;

interface Download {
  status: number;
  contentLength: number;
  body: Buffer;
}

function download(url: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    httpGet(`${url}${apkPath}`, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentLength: Number(response.headers['content-length']),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Writes `content` over `file` in place, as cp does: truncated, then a chunk every `everyMs`. */
async function slowRewrite(file: string, content: Buffer, everyMs: number): Promise<void> {
  const handle = await open(file, 'w');
  try {
    for (let offset = 0; offset < content.length; offset += chunk) {
      await handle.write(content, offset, Math.min(chunk, content.length - offset), offset);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  } finally {
    await handle.close();
  }
}

async function downloadsDuringRewrite(buildRecordedTheFile: boolean) {
  const file = path.join(folder.dir, `app-${buildRecordedTheFile ? 'recorded' : 'unrecorded'}.apk`);
  const before = randomBytes(size);
  const after = randomBytes(size);
  await writeFile(file, before);
  // Published a while ago: whole, and offered at once.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(file, anHourAgo, anHourAgo);
  const apk = buildRecordedTheFile
    ? { ...standInManifest.apk, sha256: createHash('sha256').update(before).digest('hex'), bytes: size }
    : { ...standInManifest.apk, sha256: null, bytes: null };
  const app = await testApp({ apkPath: file, apkSettleMs: 500, manifest: { ...standInManifest, apk } });
  const downloads: Download[] = [];
  try {
    const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
    // Someone downloads it before the rewrite starts, as on any day.
    downloads.push(await download(url));
    let writing = true;
    const writer = slowRewrite(file, after, 60).finally(() => (writing = false));
    const sawNew = () => downloads.some((done) => done.status === 200 && done.body.equals(after));
    // Four visitors download again and again: during the rewrite, and after it until the new file is
    // offered, and at least 20 downloads in all.
    const visitor = async () => {
      while (writing || !sawNew() || downloads.length < 20) downloads.push(await download(url));
    };
    await Promise.all([writer, visitor(), visitor(), visitor(), visitor()]);
  } finally {
    await app.close();
  }
  const complete = downloads.filter((done) => done.status === 200);
  const short = complete.filter((done) => done.body.length !== done.contentLength);
  const mixed = complete.filter((done) => !done.body.equals(before) && !done.body.equals(after));
  console.log(
    `slow in-place rewrite of a ${size / chunk} MiB APK (build ${buildRecordedTheFile ? 'recorded its size' : 'found no APK'}): ` +
      `${downloads.length} downloads, ${complete.filter((done) => done.body.equals(before)).length} of the old file whole, ` +
      `${complete.filter((done) => done.body.equals(after)).length} of the new whole, ${short.length} short, ${mixed.length} neither, ` +
      `${downloads.filter((done) => done.status === 503).length} answered 503 (no whole file yet)`,
  );
  return { downloads, complete, short, mixed };
}

describe('an APK rewritten in place, slowly, while people download it', () => {
  it.each([true, false])('sends only whole files, old or new (the build recorded its size: %s)', async (recorded) => {
    const { complete, short, mixed } = await downloadsDuringRewrite(recorded);
    expect(complete.length).toBeGreaterThanOrEqual(20);
    expect(short.map((done) => `${done.body.length} of ${done.contentLength}`)).toEqual([]);
    expect(mixed.map((done) => done.body.length)).toEqual([]);
  });
});
