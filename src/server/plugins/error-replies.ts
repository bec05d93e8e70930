// Every error answers {success: false, message}. A client's mistake keeps its 4xx status and a plain
// message (from site.yaml for the body problems Fastify detects before our route runs); anything
// else is logged and answered with a generic 500 that leaks nothing.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ContactServerMessages } from '../../content/site.generated.ts';
import { ReplyError } from '../reply-error.ts';

/** For failures outside the contact route; site.yaml has no general-purpose message for this yet. */
export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

export function errorReplies(app: FastifyInstance, messages: ContactServerMessages): void {
  const byCode: Record<string, { status: number; message: string }> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.notJson },
    FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.tooLarge },
    FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.badJson },
    FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.badJson },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.badJson },
  };

  app.setErrorHandler((error: FastifyError | ReplyError, request, reply) => {
    if (error instanceof ReplyError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const known = 'code' in error ? byCode[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, message: known.message });

    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own client errors (a malformed URL, an aborted upload): their text names no data.
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: internalErrorMessage });
  });
}
