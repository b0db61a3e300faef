import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a starting server waits for Redis before it takes requests without it. */
const FIRST_CONNECT_MS = 3_000;

/**
 * A connection to the Redis the servers share. Nothing the site must keep lives there (rate-limit counts and
 * cache-invalidation messages only), so while Redis is away a command fails at once instead of queueing:
 * requests go on without it (each process counts the rate limits meanwhile), and the client reconnects on its own.
 * Its errors are logged once a minute, not at every retry. A subscriber's connection keeps its SUBSCRIBE queued
 * until Redis answers (`subscriber`), and ioredis subscribes again after every reconnection.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: string,
  { subscriber = false } = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: `academy-${role}`,
    connectTimeout: 1_000,
    maxRetriesPerRequest: subscriber ? null : 0,
    enableOfflineQueue: subscriber,
    // A Redis that accepts the connection but does not answer must not hold requests: a command gives up after a
    // second (a rate limit is then counted in this process, rate-limit-store.ts). A subscriber only waits.
    ...(subscriber ? {} : { commandTimeout: 1_000 }),
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error, role }, 'Redis is not answering; going on without it and reconnecting');
  });
  redis.on('ready', () => {
    if (lastWarning > 0) log.info({ role }, 'Redis answers again');
  });
  // Not events.once: it would reject at the first connection error, which the client rides out by retrying.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
