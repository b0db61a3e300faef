import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { cachedBytes, type CachedBytes } from './cached-bytes.ts';

/** The public and admin lists whose replies are kept serialized in memory. */
export type CachedList = 'events' | 'gallery' | 'fighters' | 'classes' | 'ranks' | 'tournaments';

declare module 'fastify' {
  interface FastifyInstance {
    lists: ListCache;
  }
  interface FastifyContextConfig {
    /** The cached lists a write route can change; they are dropped when its reply goes out. */
    invalidates?: readonly CachedList[];
  }
}

interface Entry {
  snapshot: Promise<CachedBytes>;
  expiresAt: number;
}

export interface ListBuild {
  /** The reply body; it is checked against the route's response schema once, when it is built. */
  body: unknown;
  /** When the content changes by the clock alone (an upcoming event becoming past), in epoch ms. */
  changesAt?: number;
}

function serialize(schema: ZodType, body: unknown): CachedBytes {
  return cachedBytes(Buffer.from(JSON.stringify(schema.parse(body))), 'application/json; charset=utf-8');
}

/**
 * Serialized list replies, built once and sent as bytes until a write route that names the list answers.
 * Lists are read far more often than they change, and building one (query, mapping, schema check, JSON,
 * hash) cost 20 times more than sending its bytes (BENCHMARKS.md). Another server's writes drop entries through
 * ListBroadcast (Redis); entries also expire after `maxAgeMs`, so a change no write route announced (a job, a
 * manual edit, a message lost while Redis was away) shows within seconds. A build in flight when its list is invalidated answers the requests that were waiting for it,
 * which started before the write finished, but is never kept.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  snapshot(list: CachedList, variant: string, schema: ZodType, build: () => Promise<ListBuild>): Promise<CachedBytes> {
    const key = `${list}:${variant}`;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.snapshot;

    const startedAt = this.now();
    const entry: Entry = {
      snapshot: build().then((built) => {
        entry.expiresAt = Math.min(startedAt + this.maxAgeMs, built.changesAt ?? Infinity);
        return serialize(schema, built.body);
      }),
      expiresAt: Infinity,
    };
    entry.snapshot.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    return entry.snapshot;
  }

  invalidate(lists: readonly CachedList[]): void {
    for (const key of [...this.entries.keys()]) {
      if (lists.some((list) => key.startsWith(`${list}:`))) this.entries.delete(key);
    }
  }
}

/** How servers sharing the data tell each other which lists a write changed (list-broadcast.ts, over Redis). */
export interface ListChanges {
  listen(drop: (lists: readonly CachedList[]) => void): void;
  publish(lists: readonly CachedList[]): void;
}

/**
 * Decorates the app with the cache and drops the lists a write route names once its reply is ready, here and,
 * through `broadcast` (Redis), on every other server.
 */
export function registerListCache(app: FastifyInstance, broadcast?: ListChanges, cache = new ListCache()): void {
  app.decorate('lists', cache);
  broadcast?.listen((lists) => cache.invalidate(lists));
  app.addHook('onSend', async (request, _reply, payload) => {
    const lists = request.routeOptions.config.invalidates;
    if (lists) {
      cache.invalidate(lists);
      broadcast?.publish(lists);
    }
    return payload;
  });
}
