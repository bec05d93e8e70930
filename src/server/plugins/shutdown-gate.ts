// While the app closes, requests still arriving on open connections get our 503 answer (Fastify's own
// would not have the {success, message} shape); requests already running finish normally.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ShutdownGateOptions {
  /** The answer's sentence, in the request's language. */
  message: (request: FastifyRequest) => string;
}

async function shutdownGate(app: FastifyInstance, { message }: ShutdownGateOptions) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.log.info('closing: requests still arriving are answered 503');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    // Connection: close tells keep-alive clients to reconnect, to another instance or after the restart.
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .send({ success: false, message: message(request) });
  });
}

export default fp(shutdownGate, { name: 'shutdown-gate' });
