// Puts the security headers on every answer (pages, assets, API, errors, 404s). They are set when the
// request arrives, so even an answer cut short by an error or the rate limit carries them; the
// document-only ones come off again as a font, stylesheet, script or raster image is sent.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { documentOnlyHeaders, isNeverADocument } from '../security/headers.ts';

export interface SecurityHeadersOptions {
  headers: Record<string, string>;
}

async function securityHeadersPlugin(app: FastifyInstance, { headers }: SecurityHeadersOptions) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (isNeverADocument(typeof type === 'string' ? type : undefined)) for (const name of documentOnlyHeaders) reply.removeHeader(name);
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
