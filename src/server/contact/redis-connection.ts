// The connection to Redis (REDIS_URL) that carries the shared contact rate limit. Redis is a help,
// not a dependency of the site: while it is unreachable, commands fail at once (no queue of waiting
// requests), the limit lets messages through, the log says so once, and the connection is retried.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../redact-url.ts';

/** A PING slower than this is a hung Redis (the contact form waits up to a second for each count). */
export const redisPingTimeoutMs = 500;

export interface RedisConnection {
  redis: Redis;
  /** Whether the connection is up (a Redis that is up but hung, SIGSTOP or a stuck disk, is connected too). */
  readonly connected: boolean;
  /** Whether Redis answers a PING within `timeoutMs`: a hung Redis does not (each counted message waits a second for it). */
  answers(timeoutMs: number): Promise<boolean>;
  /** Notes a failed command: logged once per outage, not once per request. */
  failed(error: unknown): void;
  close(): Promise<void>;
}

/** Connects, waiting up to `waitMs` for Redis to answer so the first visitors are counted; never fails. */
export async function connectRedis(url: string, log: FastifyBaseLogger, waitMs = 2000): Promise<RedisConnection> {
  const where = redactUrl(url);
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    // Reconnect quickly at first, then every 2 s, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let down = false;
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    log.error(
      { redis: where, reason: error instanceof Error ? error.message : String(error) },
      'shared rate limit unavailable: contact messages are accepted without a limit until Redis answers again',
    );
  };
  redis.on('error', failed);
  redis.on('ready', () => {
    if (down) log.info({ redis: where }, 'shared rate limit available again');
    down = false;
  });
  if (redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  if (redis.status === 'ready') log.info({ redis: where }, 'contact rate limit shared through Redis');
  else failed(new Error(`no answer within ${waitMs} ms`));
  return {
    redis,
    get connected() {
      return redis.status === 'ready';
    },
    async answers(timeoutMs) {
      if (redis.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([
          redis.ping().then(
            (reply) => reply === 'PONG',
            () => false,
          ),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    failed,
    async close() {
      redis.removeListener('error', failed);
      redis.on('error', () => {});
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
