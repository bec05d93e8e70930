// GET/HEAD apk: the Android app as a download, with byte ranges so a broken download on a slow
// connection can resume. The file is looked up on every request: dropping an APK in place (or
// removing it) needs no restart, and a missing file is a friendly page, not a failed start.
import { open, type FileHandle } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../../content/site.generated.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { byteRange } from '../apk/byte-range.ts';
import { attachment } from '../apk/content-disposition.ts';
import { missingApkPage } from '../apk/missing-page.ts';
import { noStore } from './no-store.ts';

export interface ApkRouteOptions {
  path: string;
  file: string;
  site: Site;
}

const apkType = 'application/vnd.android.package-archive';

async function openFile(file: string): Promise<{ handle: FileHandle; size: number; modified: Date } | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  // Size and dates come from the opened file, so a replacement mid-request cannot mix two versions.
  const stats = await handle.stat().catch(() => undefined);
  if (!stats?.isFile()) {
    await handle.close();
    return undefined;
  }
  return { handle, size: stats.size, modified: stats.mtime };
}

export default async function apkRoute(app: FastifyInstance, { path, file, site }: ApkRouteOptions) {
  const apk = site.downloads.android.apk;
  const disposition = attachment(fillTemplate(apk.downloadName, { version: apk.version }));
  const missingPage = missingApkPage(site);

  app.addHook('onSend', noStore);

  async function sendApk(request: FastifyRequest, reply: FastifyReply) {
    const opened = await openFile(file);
    if (!opened) return reply.code(404).type('text/html; charset=utf-8').send(missingPage);
    const { handle, size, modified } = opened;

    const etag = `"${size.toString(16)}-${modified.getTime().toString(16)}"`;
    reply
      .type(apkType)
      .header('content-disposition', disposition)
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('last-modified', modified.toUTCString());

    // If-Range: resume only when the client's partial copy is of this very file.
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange === undefined || ifRange === etag || ifRange === modified.toUTCString() ? request.headers.range : undefined;
    const range = byteRange(rangeHeader, size);

    if (range.kind === 'unsatisfiable') {
      await handle.close();
      return reply.code(416).header('content-range', `bytes */${size}`).type('text/plain; charset=utf-8').send('');
    }
    const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
    if (range.kind === 'part') reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    reply.header('content-length', end - start + 1);

    if (request.method === 'HEAD' || size === 0) {
      await handle.close();
      return reply.send();
    }
    return reply.send(handle.createReadStream({ start, end, autoClose: true }));
  }

  // HEAD is declared, not left to Fastify's automatic HEAD route, which would read the whole file
  // only to throw it away.
  app.route({ method: ['GET', 'HEAD'], url: path, handler: sendApk });
}
