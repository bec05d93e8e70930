// GET/HEAD apk: the Android app as a download, with byte ranges so a broken download on a slow
// connection can resume. Served from a snapshot (apk-snapshots.ts), so replacing the file needs no
// restart and never mixes versions; a missing file is a friendly page, not a failed start.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrors } from '../../content/site.generated.ts';
import type { ApkSnapshots } from '../apk/apk-snapshots.ts';
import type { MissingApk } from '../config/server-manifest.ts';
import { attachment } from '../apk/content-disposition.ts';
import { noStore } from './no-store.ts';

export interface ApkRouteOptions {
  path: string;
  snapshots: ApkSnapshots;
  downloadName: string;
  /** The page a person sees while there is no APK, and the sentence a program gets, in the request's language. */
  missing: (request: FastifyRequest) => MissingApk;
  errors: ApiErrors;
}

/** A person following the link (a browser asks for HTML) gets the page; a program gets JSON. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

export default async function apkRoute(app: FastifyInstance, { path, snapshots, downloadName, missing, errors }: ApkRouteOptions) {
  const disposition = attachment(downloadName);
  app.addHook('onSend', noStore);

  // HEAD is declared, not left to Fastify's automatic HEAD route, which would send the whole file
  // only to throw it away.
  app.route({
    method: ['GET', 'HEAD'],
    url: path,
    handler: async (request, reply) => {
      const found = await snapshots.lookup();
      if (found === 'missing') {
        const { missingPage, missingText } = missing(request);
        if (wantsHtml(request)) return reply.code(404).type('text/html; charset=utf-8').send(missingPage);
        return reply.code(404).send({ success: false, message: missingText });
      }
      // A file still being written, with no whole one to send instead: a person gets the "on its
      // way" page, a program the API's answer, both told when to try again.
      if (found === 'changing') {
        reply.code(503).header('retry-after', '30');
        if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(missing(request).missingPage);
        return reply.send({ success: false, message: errors.apkUpdating });
      }
      reply.header('content-disposition', disposition);
      return reply.sendFile(found.name, found.dir, { cacheControl: false, acceptRanges: true, etag: true, lastModified: true });
    },
  });
}
