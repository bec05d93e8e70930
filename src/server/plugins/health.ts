// /healthz: the process is alive and serving (for a service manager or a container's health check).
// /readyz: the contact path works end to end: the database takes a write now, and the outbox is
// not stuck (its oldest pending delivery is younger than OUTBOX_STUCK_MINUTES and none is dead).
// Both are JSON and never cached; /readyz answers 503 with the reason when it is not ready.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  stuckAfterMs: number;
  /**
   * With REDIS_URL: whether the shared rate limit's Redis answers. Shown, but no reason to be
   * unready: without it the limit lets messages through, and the site works.
   */
  rateLimit?: () => { store: 'redis'; connected: boolean };
}

async function health(app: FastifyInstance, { stuckAfterMs, rateLimit }: HealthOptions) {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = Date.now();
    const answer = await app.db.call('health', { now, busyMs: 500 }, 3000);
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
    const ready = database.writable && !stuck;
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', database, outbox, ...(rateLimit && { rateLimit: rateLimit() }) });
  });
}

export default fp(health, { name: 'health', dependencies: ['database', 'outbox'] });
