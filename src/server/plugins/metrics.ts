// Prometheus metrics (prom-client): requests and their latency by route, contact messages by
// outcome (accepted, or why not), deliveries by channel and outcome with their delay, the outbox's
// depth and the database's state, plus Node's own process metrics. Served on the main port only to
// a request bearing METRICS_TOKEN; server.ts can serve them on a port of their own (METRICS_PORT).
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ContactOutcome } from '../routes/contact.ts';
import type { DeliveryResult } from '../delivery/outbox-runner.ts';
import type { DeliveryChannel } from '../db/contact-store.ts';
import { redisPingTimeoutMs, type RedisConnection } from '../contact/redis-connection.ts';
import { deliveryReport } from '../health/delivery-report.ts';

export interface Metrics {
  registry: Registry;
  contactOutcome(outcome: ContactOutcome): void;
  delivery(channel: DeliveryChannel, result: DeliveryResult, sinceReceivedMs: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** Serve /metrics on this app to `Authorization: Bearer <token>`; without it, not on this app at all. */
  token?: string;
  /** What a request without the token is told (the same as for any address that does not exist). */
  notFoundMessage: string;
  /** With REDIS_URL: pinged at each scrape, for contact_rate_limit_store_up. */
  redis?: Pick<RedisConnection, 'answers'>;
}

export function createMetrics(): Metrics & {
  requests: Counter;
  latency: Histogram;
  outboxPending: Gauge;
  outboxDead: Gauge;
  outboxOldest: Gauge;
  databaseUp: Gauge;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const messages = new Counter({
    name: 'contact_messages_total',
    help: 'Contact form submissions by outcome: accepted, or why not.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'contact_deliveries_total',
    help: 'Delivery attempts by channel and result (delivered, retry, dead).',
    labelNames: ['channel', 'result'],
    registers: [registry],
  });
  const deliveryDelay = new Histogram({
    name: 'contact_delivery_delay_seconds',
    help: 'Time from a message being accepted to its delivery, by channel.',
    labelNames: ['channel'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 5, 30, 60, 300, 1800, 3600, 21600],
    registers: [registry],
  });
  const outboxPending = new Gauge({ name: 'contact_outbox_pending', help: 'Deliveries waiting to be made.', registers: [registry] });
  const outboxDead = new Gauge({
    name: 'contact_outbox_dead',
    help: 'Deliveries given up after the last attempt (npm run messages -- --retry sends them again).',
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'contact_outbox_oldest_pending_seconds',
    help: 'Age of the oldest delivery still waiting (0 when none is).',
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'contact_database_up',
    help: '1 when the contact database takes writes, 0 during a fault.',
    registers: [registry],
  });
  // Every outcome and result starts at 0, so a rate() over them works from the first scrape.
  for (const outcome of [
    'accepted',
    'spam',
    'duplicate',
    'invalid',
    'conflict',
    'rate-limited',
    'unavailable',
    'error',
  ] satisfies ContactOutcome[])
    messages.inc({ outcome }, 0);
  return {
    registry,
    requests,
    latency,
    outboxPending,
    outboxDead,
    outboxOldest,
    databaseUp,
    contactOutcome: (outcome) => messages.inc({ outcome }),
    delivery(channel, result, sinceReceivedMs) {
      deliveries.inc({ channel, result });
      if (result === 'delivered') deliveryDelay.observe({ channel }, sinceReceivedMs / 1000);
    },
  };
}

const bearer = (request: FastifyRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function metricsPlugin(app: FastifyInstance, { token, notFoundMessage, redis }: MetricsOptions) {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not-found';
    metrics.requests.inc({ method: request.method, route, status_code: reply.statusCode });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  // Counted by the per-address connection limit itself (it works below Fastify), read at each scrape.
  const limit = app.connectionLimit;
  if (limit) {
    new Counter({
      name: 'http_connections_refused_total',
      help: 'Connections over MAX_CONNECTIONS_PER_ADDRESS: answered 503 ("answered"), or beyond twice the limit closed at once ("closed").',
      labelNames: ['how'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        this.inc({ how: 'answered' }, limit.refused.toBeAnswered);
        this.inc({ how: 'closed' }, limit.refused.closedAtOnce);
      },
    });
  }

  // Each delivery channel's state (channel-health.ts), as /readyz shows it. Alert on
  // contact_delivery_degraded == 1: messages are taken but do not reach the support team.
  const channelGauge = (name: string, help: string) => new Gauge({ name, help, labelNames: ['channel'], registers: [metrics.registry] });
  const channelDegraded = channelGauge(
    'contact_delivery_degraded',
    '1 while a delivery channel has failed twice in a row (its receiver is down or refuses): the one to alert on.',
  );
  const channelFailures = channelGauge('contact_delivery_failures_in_a_row', 'Failed attempts and checks in a row, by channel.');
  const channelLastSuccess = channelGauge(
    'contact_delivery_last_success_timestamp_seconds',
    'When a delivery or a check last succeeded, by channel (0: not since the server started).',
  );
  const channelOldest = channelGauge(
    'contact_delivery_oldest_pending_seconds',
    'Age of the oldest message waiting for this channel (0 when none is).',
  );
  const rateLimitUp = redis
    ? new Gauge({
        name: 'contact_rate_limit_store_up',
        help: '1 when Redis answers a PING within 500 ms, 0 when it is down or hung (messages are then not limited).',
        registers: [metrics.registry],
      })
    : undefined;

  // The outbox and database gauges are read when Prometheus scrapes, from the database worker.
  const refresh = async () => {
    const [answer, redisAnswers] = await Promise.all([
      app.db.call('health', { now: Date.now() }, 2000),
      redis?.answers(redisPingTimeoutMs),
    ]);
    const health = answer.ok ? answer.value : null;
    const now = Date.now();
    metrics.databaseUp.set(health && !health.fault ? 1 : 0);
    if (health?.outbox) {
      metrics.outboxPending.set(health.outbox.pending);
      metrics.outboxDead.set(health.outbox.dead);
      metrics.outboxOldest.set(health.outbox.oldestPendingAt === null ? 0 : (now - health.outbox.oldestPendingAt) / 1000);
    }
    for (const [channel, report] of Object.entries(deliveryReport(app.deliveryChannels(), health?.outbox ?? null, now))) {
      channelDegraded.set({ channel }, report.status === 'degraded' ? 1 : 0);
      channelFailures.set({ channel }, report.failuresInARow);
      channelLastSuccess.set({ channel }, report.lastSuccessAt === null ? 0 : Date.parse(report.lastSuccessAt) / 1000);
      channelOldest.set({ channel }, report.oldestPendingSeconds ?? 0);
    }
    rateLimitUp?.set(redisAnswers ? 1 : 0);
  };
  app.decorate('metricsText', async () => {
    await refresh();
    return metrics.registry.metrics();
  });

  if (token) {
    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!sameToken(bearer(request), token)) return reply.code(404).send({ success: false, message: notFoundMessage });
      return reply.type(metrics.registry.contentType).send(await app.metricsText());
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics in Prometheus' text format, gauges refreshed from the database now. */
    metricsText(): Promise<string>;
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'connection-gate'] });
