import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/** The public and admin lists whose replies are kept serialized in memory. */
export type CachedList = 'events' | 'gallery' | 'fighters';

declare module 'fastify' {
  interface FastifyInstance {
    lists: ListCache;
  }
  interface FastifyContextConfig {
    /** The cached lists a write route can change; they are dropped when its reply goes out. */
    invalidates?: readonly CachedList[];
  }
}

type Encoding = 'br' | 'gzip';

export interface ListSnapshot {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Entry {
  snapshot: Promise<ListSnapshot>;
  expiresAt: number;
}

export interface ListBuild {
  /** The reply body; it is checked against the route's response schema once, when it is built. */
  body: unknown;
  /** When the content changes by the clock alone (an upcoming event becoming past), in epoch ms. */
  changesAt?: number;
}

/** Below this size compression saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

function serialize(schema: ZodType, body: unknown): ListSnapshot {
  const json = Buffer.from(JSON.stringify(schema.parse(body)));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, encoded: {} };
}

/**
 * Serialized list replies, built once and sent as bytes until a write route that names the list answers.
 * Lists are read far more often than they change, and building one (query, mapping, schema check, JSON,
 * hash) cost 20 times more than sending its bytes (BENCHMARKS.md). Entries also expire after `maxAgeMs`, so a
 * change made outside this process (another instance on the same PostgreSQL, a manual edit) shows within
 * seconds. A build in flight when its list is invalidated answers the requests that were waiting for it,
 * which started before the write finished, but is never kept.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  snapshot(list: CachedList, variant: string, schema: ZodType, build: () => Promise<ListBuild>): Promise<ListSnapshot> {
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

/** The best encoding the client accepts (q > 0), brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function encode(snapshot: ListSnapshot, encoding: Encoding): Buffer {
  // Compressed once per snapshot, on first demand, at levels that stay in the low milliseconds.
  snapshot.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(snapshot.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(snapshot.json, { level: 6 });
  return snapshot.encoded[encoding];
}

/** If-None-Match may list several tags, weak ones included (RFC 9110 section 13.1.2 uses weak comparison). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a list from its snapshot. no-cache: browsers keep the list but ask every time, and an unchanged list
 * costs them a 304.
 */
export function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: ListSnapshot): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', snapshot.etag).header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = snapshot.json.length >= MIN_COMPRESSED_BYTES && pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(snapshot.json);
  return reply.header('content-encoding', encoding).send(encode(snapshot, encoding));
}

/** Decorates the app with the cache and drops the lists a write route names once its reply is ready. */
export function registerListCache(app: FastifyInstance, cache = new ListCache()): void {
  app.decorate('lists', cache);
  app.addHook('onSend', async (request, _reply, payload) => {
    const lists = request.routeOptions.config.invalidates;
    if (lists) cache.invalidate(lists);
    return payload;
  });
}
