// POST contact-us: one encapsulated plugin with its own JSON parser, body limit and per-address rate
// limit, so none of them touch the rest of the site.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ContactSettings } from '../../content/site.generated.ts';
import { contactRules } from '../../contact/rules.ts';
import { readContactBody } from '../contact/read-body.ts';
import { jsonBodyParser } from '../contact/json-body-parser.ts';
import { readIdempotencyKey } from '../contact/idempotency-key.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { ReplyError } from '../reply-error.ts';
import { noStore } from './no-store.ts';

export interface RateLimitSettings {
  max: number;
  windowMinutes: number;
}

export interface ContactRouteOptions {
  path: string;
  settings: ContactSettings;
  rateLimit: RateLimitSettings;
}

/**
 * The largest body accepted. A 5,000-character message in Devanagari (3 bytes a character) still fits
 * beside ordinary names; one that long in emoji (4 bytes each) does not, and is answered 413.
 */
export const contactBodyLimit = 16 * 1024;

export default async function contactRoute(app: FastifyInstance, { path, settings, rateLimit }: ContactRouteOptions) {
  const messages = settings.server;
  const rules = contactRules(settings);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: contactBodyLimit }, jsonBodyParser(messages));
  app.addHook('onSend', noStore);

  await app.register(fastifyRateLimit, {
    max: rateLimit.max,
    timeWindow: rateLimit.windowMinutes * 60_000,
    errorResponseBuilder: (_request, context) =>
      new ReplyError(context.statusCode, fillTemplate(messages.rateLimited, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) })),
  });

  const received = { success: true, message: messages.received };

  app.post(path, { bodyLimit: contactBodyLimit }, async (request, reply) => {
    const body = readContactBody(request.body, settings, rules);
    if (body.kind === 'invalid') throw new ReplyError(400, body.message, body.errors);
    const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
    if (idempotencyKey === null) throw new ReplyError(400, messages.badJson);

    if (body.kind === 'spam') {
      // Answered like a success so that a bot learns nothing; nothing is stored.
      request.log.info({ spam: body.reason }, 'contact message dropped');
      return reply.code(201).send(received);
    }

    const store = app.contactStore;
    if (!store.isOpen()) return reply.code(503).send({ success: false, message: messages.unavailable });
    try {
      // Committed (WAL, synchronous=FULL, group commit) before the answer is sent.
      const stored = await store.save({ values: body.values, receivedAt: new Date(), idempotencyKey, clientIp: request.ip });
      request.log.info({ duplicate: !stored }, 'contact message received');
    } catch (error) {
      request.log.error({ err: error }, 'contact message could not be stored');
      return reply.code(500).send({ success: false, message: messages.failed });
    }
    return reply.code(201).send(received);
  });
}
