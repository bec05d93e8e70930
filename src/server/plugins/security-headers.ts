// Puts the security headers on every answer (pages, assets, API, errors, 404s). They are set when the
// request arrives, so even an answer cut short by an error or the rate limit carries them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  headers: Record<string, string>;
}

async function securityHeadersPlugin(app: FastifyInstance, { headers }: SecurityHeadersOptions) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
