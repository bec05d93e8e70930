// Every error answers {success: false, message} with the security headers, whether it comes from a
// route, from Fastify (a body it cannot parse, a bad URL) or from Node's HTTP parser before Fastify
// sees the request (a header timeout, headers too large, a request it cannot read). A client's
// mistake keeps its 4xx status and a sentence from site.yaml; anything else is logged and answered
// with a 500 that leaks nothing.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrors, ContactServerMessages } from '../../content/site.generated.ts';
import { ReplyError } from '../reply-error.ts';
import type { ServerLanguages } from '../language.ts';

const json = 'application/json; charset=utf-8';

/** The sentence for a client error Fastify or a plugin raised, by status. */
function messageForStatus(status: number, api: ApiErrors): string {
  if (status === 404) return api.notFound;
  if (status === 408) return api.timeout;
  if (status === 416) return api.rangeNotSatisfiable;
  return api.badRequest;
}

/** Answers every error in the request's language (the contact form's page's). */
export function errorReplies(app: FastifyInstance, languages: ServerLanguages): void {
  const byCode = (contact: ContactServerMessages): Record<string, { status: number; message: string }> => ({
    FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: contact.notJson },
    FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: contact.tooLarge },
    FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: contact.badJson },
    FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: contact.badJson },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: contact.badJson },
  });

  app.setErrorHandler((error: FastifyError | ReplyError, request, reply) => {
    if (error instanceof ReplyError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const { api, contact } = languages.of(request);
    const known = 'code' in error ? byCode(contact.server)[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, message: known.message });

    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Headers that belong to the answer (the Content-Range of a 416) are kept.
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers?.['Content-Range']) reply.header('content-range', headers['Content-Range']);
      return reply.code(status).send({ success: false, message: messageForStatus(status, api) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: api.internal });
  });
}

/** Fastify's frameworkErrors: a URL it cannot decode (/api/%), answered like any other client error. */
export function frameworkErrors(api: ApiErrors, headers: Record<string, string>) {
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    void reply.code(400).headers(headers).header('cache-control', 'no-store').send({ success: false, message: api.badRequest });
  };
}

function rawAnswer(status: number, headers: Record<string, string>, message: string): string {
  const body = JSON.stringify({ success: false, message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'cache-control: no-store',
    `content-type: ${json}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's clientErrorHandler: Node's HTTP parser gave up on a connection (a timeout, headers
 * too large, bytes that are not HTTP). The answer is written straight to the socket, as Node
 * would, but in our shape and with our headers.
 */
export function clientErrorHandler(api: ApiErrors, headers: Record<string, string>) {
  return function onClientError(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    let message = api.badRequest;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
      message = api.timeout;
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      status = 431;
    }
    if (socket.writable) socket.write(rawAnswer(status, headers, message));
    socket.destroy();
  };
}

/**
 * Node answers an Expect header it does not know with a bare 417 of its own; this answers it in
 * our shape (an Expect: 100-continue is still handled by Node as usual).
 */
export function expectationFailed(app: FastifyInstance, api: ApiErrors, headers: Record<string, string>): void {
  app.server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify({ success: false, message: api.badRequest });
    response.writeHead(417, {
      ...headers,
      'cache-control': 'no-store',
      'content-type': json,
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 section 3.2). Node would refuse one without it with a
 * bare 400 before Fastify sees it, so Node's check is turned off and this one answers instead.
 */
export function requireHost(app: FastifyInstance, api: ApiErrors): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return reply
        .code(400)
        .header('connection', 'close')
        .header('cache-control', 'no-store')
        .send({ success: false, message: api.badRequest });
    }
  });
}
