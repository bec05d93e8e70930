// POST contact-us: one encapsulated plugin with its own JSON parser and body limit. In order:
// read and check the body (a mistake is answered 400 and does not count against the limit), the
// Idempotency-Key (a retry of a stored message is answered as before, and does not count either),
// the per-address limit, then the store. Only a committed message is acknowledged; a storage
// fault is a 503 with Retry-After and the site.yaml message, never a 500.
import { randomUUID } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContactSettings } from '../../content/site.generated.ts';
import { contactRules } from '../../contact/rules.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import type { RateLimitSettings } from '../config/environment.ts';
import type { StoreClient } from '../db/store-client.ts';
import type { DeliveryChannel } from '../db/contact-store.ts';
import { readContactBody } from '../contact/read-body.ts';
import { jsonBodyParser } from '../contact/json-body-parser.ts';
import { readIdempotencyKey } from '../contact/idempotency-key.ts';
import { bodyHash } from '../contact/body-hash.ts';
import { clientAddress } from '../contact/client-address.ts';
import { persistentRateStore, storeConstructor, type PersistentRateStore } from '../contact/persistent-rate-store.ts';
import { redisRateStore } from '../contact/redis-rate-store.ts';
import type { RedisConnection } from '../contact/redis-connection.ts';
import type { IpHasher } from '../privacy/ip-hash.ts';
import { ReplyError } from '../reply-error.ts';
import { noStore } from './no-store.ts';
import type { ServerLanguages } from '../language.ts';
import { waitInMinutes } from '../wait-in-minutes.ts';

/** What became of a request, for the metrics: accepted, or why not. */
export type ContactOutcome = 'accepted' | 'spam' | 'duplicate' | 'invalid' | 'conflict' | 'rate-limited' | 'unavailable' | 'error';

export interface ContactRouteOptions {
  path: string;
  /** The form's settings; their messages are answered in the request's language (languages). */
  settings: ContactSettings;
  languages: ServerLanguages;
  rateLimit: RateLimitSettings;
  db: StoreClient;
  hashIp: IpHasher;
  /** The channels a new message is to be delivered by (written with it, in its transaction). */
  channels: readonly DeliveryChannel[];
  /** Called once a message to deliver is committed, to send it at once. */
  onAccepted(): void;
  /** How long a visitor waits for the store (a lock, a slow disk) before a 503. */
  storeWaitMs: number;
  onOutcome?(outcome: ContactOutcome): void;
  /** REDIS_URL's connection: the limit is counted there, shared by every server; else in this process and its database. */
  redis?: RedisConnection;
}

/**
 * The largest body accepted. The form counts a message's length in letters as a reader sees them
 * (graphemes), and a Devanagari letter is a consonant with its vowel sign, or a conjunct: 6 to 12
 * bytes in UTF-8 (the site's own Hindi averages 3.5 a letter). 16 KiB refused, with 413, Hindi
 * messages the form had accepted (from about 4,500 letters); 64 KiB holds 5,000 letters of 12 bytes
 * beside the other fields, and still stops a flood long before the database.
 */
export const contactBodyLimit = 64 * 1024;

/** Seconds a visitor is asked to wait after a storage fault: long enough for a lock or a restart. */
export const storageRetryAfterSeconds = 30;

export default async function contactRoute(app: FastifyInstance, options: ContactRouteOptions) {
  const { path, rateLimit, db, hashIp, channels, onAccepted, storeWaitMs, onOutcome = () => {}, redis, languages } = options;
  // The rules (their messages in each language), made once per language the build wrote.
  const rulesBySettings = new Map<ContactSettings, ReturnType<typeof contactRules>>();
  const localized = (request: FastifyRequest) => {
    const settings = languages.of(request).contact;
    let rules = rulesBySettings.get(settings);
    if (!rules) rulesBySettings.set(settings, (rules = contactRules(settings)));
    return { settings, rules, messages: settings.server, language: languages.codeOf(request) };
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: contactBodyLimit },
    jsonBodyParser((request) => localized(request).messages),
  );
  app.addHook('onSend', noStore);

  const store = redis ? redisRateStore(redis.redis, redis.failed) : localRateStore(app, db);
  // With Redis unreachable the limit lets messages through (and the log says so): a visitor's
  // message matters more than a limit, and pages and the API keep answering.
  await app.register(fastifyRateLimit, { global: false, store: storeConstructor(store), skipOnError: Boolean(redis) });
  const limit = app.createRateLimit({
    max: rateLimit.max,
    timeWindow: rateLimit.windowMinutes * 60_000,
    keyGenerator: (request) => hashIp(clientAddress(request)),
  });

  const unavailable = (reply: FastifyReply, messages: ContactSettings['server']) => {
    onOutcome('unavailable');
    return reply
      .code(503)
      .header('retry-after', String(storageRetryAfterSeconds))
      .send({ success: false, message: messages.storageUnavailable });
  };

  app.post(path, { bodyLimit: contactBodyLimit }, async (request, reply) => {
    const { settings, rules, messages, language } = localized(request);
    const received = { success: true, message: messages.received };
    const body = readContactBody(request.body, settings, rules);
    if (body.kind === 'invalid') {
      onOutcome('invalid');
      throw new ReplyError(400, body.message, body.errors);
    }
    const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
    if (idempotencyKey === null) {
      onOutcome('invalid');
      throw new ReplyError(400, messages.idempotencyKeyInvalid);
    }
    const hash = bodyHash(body.values);
    const deadline = Date.now() + storeWaitMs;

    if (idempotencyKey !== undefined) {
      const seen = await db.callBy('lookup', { key: idempotencyKey, bodyHash: hash, deadline });
      if (!seen.ok) return unavailable(reply, messages);
      if (seen.value === 'same') {
        onOutcome('duplicate');
        return reply.code(201).send(received);
      }
      if (seen.value === 'conflict') {
        onOutcome('conflict');
        throw new ReplyError(422, messages.idempotencyConflict);
      }
    }

    const allowance = await limit(request);
    if (!allowance.isAllowed) {
      reply
        .header('x-ratelimit-limit', allowance.max)
        .header('x-ratelimit-remaining', allowance.remaining)
        .header('x-ratelimit-reset', allowance.ttlInSeconds);
      if (allowance.isExceeded) {
        onOutcome('rate-limited');
        reply.header('retry-after', allowance.ttlInSeconds);
        throw new ReplyError(429, fillTemplate(messages.rateLimited, { minutes: waitInMinutes(allowance.ttl, language) }));
      }
    }

    const saved = await db.callBy('save', {
      deadline,
      message: {
        publicId: randomUUID(),
        values: body.values,
        receivedAt: new Date(),
        idempotencyKey,
        bodyHash: hash,
        clientIpHash: hashIp(clientAddress(request)),
        spamReason: body.spamReason,
        language,
        channels: body.spamReason ? [] : channels,
      },
    });
    if (!saved.ok) {
      if (!allowance.isAllowed) store.refund(allowance.key);
      if ('fault' in saved) {
        request.log.error(
          { fault: saved.fault.kind, detail: saved.fault.detail },
          'contact message not stored: the database is unavailable',
        );
        return unavailable(reply, messages);
      }
      request.log.error({ reason: saved.error }, 'contact message could not be stored');
      onOutcome('error');
      return reply.code(500).send({ success: false, message: messages.failed });
    }
    const result = saved.value;
    if (result.kind === 'conflict') {
      onOutcome('conflict');
      throw new ReplyError(422, messages.idempotencyConflict);
    }
    if (result.kind === 'duplicate') {
      onOutcome('duplicate');
      return reply.code(201).send(received);
    }
    // Answered like any other so a bot learns nothing; kept, marked, never sent on.
    request.log.info(
      { messageId: result.publicId, spam: body.spamReason ?? undefined },
      body.spamReason ? 'suspected spam stored' : 'contact message received',
    );
    onOutcome(body.spamReason ? 'spam' : 'accepted');
    if (!body.spamReason && channels.length) onAccepted();
    return reply.code(201).send(received);
  });
}

/** Counts kept in this process and written behind to its database, read again after a restart. */
function localRateStore(app: FastifyInstance, db: StoreClient): PersistentRateStore {
  const store = persistentRateStore(db);
  void store.load();
  // Before the database plugin's own close (this plugin is encapsulated, and Fastify runs a child's
  // onClose hooks before the root's, where the database's is): the counts of the last moments,
  // still waiting for their write behind, are written, not lost to the restart.
  app.addHook('onClose', () => store.flush());
  // After a fault the database may hold counts this process has not seen (it could not read them at start).
  db.on('state', (fault) => {
    if (fault === null) void store.load();
  });
  return store;
}
