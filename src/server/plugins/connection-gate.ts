// The per-address connection limit (connections/per-address-limit.ts) as the app sees it: a request
// on a connection over the limit is answered 503 with Retry-After and api.errors.tooManyConnections,
// and the connection is closed. Said in the log once a minute at most, with how many, never whose.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitConnectionsPerAddress, type PerAddressLimit } from '../connections/per-address-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    connectionLimit: PerAddressLimit | undefined;
  }
}

export interface ConnectionGateOptions {
  /** Connections one client may hold; 0 turns the limit off. */
  maxPerAddress: number;
  exempt: (address: string) => boolean;
  message: (request: FastifyRequest) => string;
}

/** A browser sends its request as soon as it connects; a connection over the limit gets this long. */
const refusedWithinMs = 2000;
const retryAfterSeconds = 5;

async function connectionGate(app: FastifyInstance, { maxPerAddress, exempt, message }: ConnectionGateOptions) {
  if (maxPerAddress === 0) {
    app.decorate('connectionLimit', undefined);
    return;
  }
  const limit = limitConnectionsPerAddress(app.server, { max: maxPerAddress, exempt, refusedWithinMs });
  app.decorate('connectionLimit', limit);
  let loggedAt = Number.NEGATIVE_INFINITY;
  app.addHook('onRequest', async (request, reply) => {
    if (!limit.isRefused(request.raw.socket)) return;
    if (Date.now() - loggedAt > 60_000) {
      loggedAt = Date.now();
      app.log.warn(
        { maxPerAddress, refusedSinceStart: limit.refused.toBeAnswered + limit.refused.closedAtOnce },
        'a client holds more connections than MAX_CONNECTIONS_PER_ADDRESS: the ones over it are refused with 503',
      );
    }
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send({ success: false, message: message(request) });
  });
}

export default fp(connectionGate, { name: 'connection-gate' });
