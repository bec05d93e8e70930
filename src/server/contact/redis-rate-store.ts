// The contact rate limit counted in Redis, so that every server behind the proxy counts the same
// visitor together. The counting is @fastify/rate-limit's own Redis store (its Lua script counts
// and starts the window atomically); this adds the refund the route needs (a message that could not
// be stored after all gives its count back) and one key per visitor whatever the route's name.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { PersistentRateStore } from './persistent-rate-store.ts';

type Callback = Parameters<PersistentRateStore['incr']>[1];

interface PluginRedisStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
type PluginRedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => PluginRedisStore;

// The plugin builds this store itself when given `redis`, but then names keys after the route it
// was created for; loaded by its path (the package exports no name for it) it keeps ours.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as PluginRedisStoreCtor;

/** Every server's keys start with this: one Redis may serve other things too. */
export const rateLimitNamespace = 'skillstrike:contact-rate:';

const refundScript = `
  local current = tonumber(redis.call('GET', KEYS[1]))
  if current and current > 0 then return redis.call('DECR', KEYS[1]) end
  return 0`;

export type SharedRateStore = Pick<PersistentRateStore, 'incr' | 'read' | 'refund'>;

export function redisRateStore(redis: Redis, onError: (error: unknown) => void, namespace = rateLimitNamespace): SharedRateStore {
  const store = new RedisStore(false, false, redis, namespace);
  // A failure is reported and handed on: the route's limiter (skipOnError) then lets the message through.
  const reporting =
    (callback: Callback): Callback =>
    (error, result) => {
      if (error) onError(error);
      callback(error, result);
    };
  return {
    incr: (key, callback, timeWindow, max) => store.incr(key, reporting(callback), timeWindow, max),
    read: (key, callback, timeWindow) => store.read(key, reporting(callback), timeWindow, 0),
    refund: (key) => {
      redis.eval(refundScript, 1, `${namespace}${key}`).catch(onError);
    },
  };
}
