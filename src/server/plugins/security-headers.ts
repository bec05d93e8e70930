// Puts the security headers on every answer (pages, assets, API, errors, 404s). They are set when the
// request arrives, so even an answer cut short by an error or the rate limit carries them; the
// document-only ones come off again as a font, stylesheet, script or raster image is sent, and an SVG
// gets a picture's policy instead of a page's.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { documentOnlyHeaders, isNeverADocument, isSvg, notForAnSvg, svgDocumentPolicy } from '../security/headers.ts';

export interface SecurityHeadersOptions {
  headers: Record<string, string>;
}

async function securityHeadersPlugin(app: FastifyInstance, { headers }: SecurityHeadersOptions) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const header = reply.getHeader('content-type');
    const type = typeof header === 'string' ? header : undefined;
    if (isNeverADocument(type)) for (const name of documentOnlyHeaders) reply.removeHeader(name);
    else if (isSvg(type)) {
      reply.header('content-security-policy', svgDocumentPolicy);
      for (const name of notForAnSvg) reply.removeHeader(name);
    }
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
