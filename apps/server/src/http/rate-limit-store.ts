import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

interface Count {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** The most client windows kept in memory while Redis is away; past it the expired go, then the oldest. */
const MAX_LOCAL_WINDOWS = 10_000;

/**
 * One fixed window per key, counted atomically in Redis (the same keys and window as @fastify/rate-limit's own
 * Redis store, so servers of the previous release count with these during an upgrade). A key left without an
 * expiry (its PEXPIRE lost) gets one, or it would refuse its client for ever.
 */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Fixed windows in this process's memory: the count while Redis is away. */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  increment(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { current: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      this.bound(now);
    }
    window.current++;
    return { current: window.current, ttl: window.endsAt - now };
  }

  private bound(now: number) {
    if (this.windows.size <= MAX_LOCAL_WINDOWS) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Maps keep insertion order: the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_LOCAL_WINDOWS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * The rate limits' store with Redis: every server counts in Redis while it answers, and each server counts in its
 * own memory while it does not, so a limit is never off. Without the fallback (@fastify/rate-limit's Redis store
 * with `skipOnError`) a Redis that went away let every request through: 40 wrong passwords in a row were all
 * answered. While Redis is away a client may get the limit once per server instead of once in all; each request
 * asks Redis again first, so the shared count is back as soon as the connection is.
 */
export function redisWithFallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();

  async function increment(key: string, windowMs: number): Promise<Count> {
    // The connection fails commands at once while it is not ready (no offline queue); asking only when it is
    // ready spares every request that failure.
    if (redis.status === 'ready') {
      try {
        const [current, ttl] = (await redis.eval(INCREMENT, 1, key, windowMs)) as [number, number];
        return { current, ttl };
      } catch {
        // Redis went away during the call (or timed out): this request is counted here instead.
      }
    }
    return local.increment(key, windowMs);
  }

  return class RedisWithFallbackStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      increment(this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** A route's own counts, under its method and address, as @fastify/rate-limit's Redis store names them. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      return new RedisWithFallbackStore(undefined, `${nameSpace}${routeInfo.method}${routeInfo.url}-`);
    }
  };
}
