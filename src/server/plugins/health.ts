// /healthz: the process is alive and serving (for a service manager or a container's health check).
// /readyz: the contact path works end to end: the database takes a write now, and the outbox is
// not stuck (its oldest pending delivery is younger than OUTBOX_STUCK_MINUTES and none is dead);
// otherwise 503 "not ready", with the reason. Ready but "degraded" (still 200: the site serves, and
// messages are stored) when a delivery channel's receiver has failed twice in a row, or the shared
// rate limit's Redis does not answer a PING in half a second: what a monitor alerts on.
// Both are JSON and never cached.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DeliveryChannel } from '../db/contact-store.ts';
import type { ChannelState } from '../delivery/channel-health.ts';
import { redisPingTimeoutMs, type RedisConnection } from '../contact/redis-connection.ts';
import { deliveryReport } from '../health/delivery-report.ts';

export interface HealthOptions {
  stuckAfterMs: number;
  /** Each delivery channel's state, as its deliveries and checks found it. */
  deliveryChannels: () => ReadonlyMap<DeliveryChannel, ChannelState>;
  /**
   * With REDIS_URL: the shared rate limit's Redis. A reason to be degraded, not unready: without
   * it the limit lets messages through, and the site works.
   */
  redis?: Pick<RedisConnection, 'connected' | 'answers'>;
}

async function health(app: FastifyInstance, { stuckAfterMs, deliveryChannels, redis }: HealthOptions) {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = Date.now();
    const [answer, redisAnswers] = await Promise.all([
      app.db.call('health', { now, busyMs: 500 }, 3000),
      redis ? redis.answers(redisPingTimeoutMs) : Promise.resolve(true),
    ]);
    const found = answer.ok
      ? answer.value
      : { fault: 'fault' in answer ? answer.fault : { kind: 'unknown' as const, detail: answer.error }, outbox: null };
    // The fault's detail (paths, SQLite's words) is for the log; this public answer names its kind.
    const database = found.fault ? { writable: false, fault: found.fault.kind } : { writable: true };
    const stats = found.outbox;
    const oldestPendingSeconds = stats?.oldestPendingAt == null ? null : Math.round((now - stats.oldestPendingAt) / 1000);
    const stuck = stats !== null && ((oldestPendingSeconds ?? 0) * 1000 > stuckAfterMs || stats.dead > 0);
    const outbox = stats
      ? { channels: app.outbox.channelNames, pending: stats.pending, dead: stats.dead, oldestPendingSeconds, stuck }
      : null;
    const delivery = deliveryReport(deliveryChannels(), stats, now);
    const rateLimit = redis && { store: 'redis', connected: redis.connected, answering: redisAnswers };
    const ready = database.writable && !stuck;
    const degraded = Object.values(delivery).some((channel) => channel.status === 'degraded') || !redisAnswers;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? (degraded ? 'degraded' : 'ready') : 'not ready',
      database,
      outbox,
      delivery,
      ...(rateLimit && { rateLimit }),
    });
  });
}

export default fp(health, { name: 'health', dependencies: ['database', 'outbox'] });
