// Puts the security headers on every answer (pages, assets, API, errors, 404s). They are set when the
// request arrives, so even an answer cut short by an error or the rate limit carries them.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cspHash, inlineHashesInDir } from '../security/inline-hashes.ts';
import { securityHeaders } from '../security/headers.ts';

export interface SecurityHeadersOptions {
  distDir: string;
  /** Inline styles the server itself writes (e.g. the missing-APK page), allowed by hash. */
  serverStyles?: string[];
}

async function securityHeadersPlugin(app: FastifyInstance, { distDir, serverStyles = [] }: SecurityHeadersOptions) {
  const found = inlineHashesInDir(distDir);
  const headers = securityHeaders({ scripts: found.scripts, styles: [...new Set([...found.styles, ...serverStyles.map(cspHash)])] });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
