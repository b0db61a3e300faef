import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** A reply body held in memory with its validator and the compressed forms made so far. */
export interface CachedBytes {
  body: Buffer;
  contentType: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Below this size compression saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

export function cachedBytes(
  body: Buffer,
  contentType: string,
  encoded: Partial<Record<Encoding, Buffer>> = {},
): CachedBytes {
  return { body, contentType, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded };
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

function encode(bytes: CachedBytes, encoding: Encoding): Buffer {
  // Compressed once, on first demand, at levels that stay in the low milliseconds.
  bytes.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(bytes.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(bytes.body, { level: 6 });
  return bytes.encoded[encoding];
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
 * Answers from memory. Public lists are `no-cache`: browsers keep the reply but ask every time, and an unchanged
 * one costs them a 304. Lists of personal data pass `private`: nothing may store them, not even the browser.
 */
export function sendCachedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: CachedBytes,
  audience: 'public' | 'private' = 'public',
): FastifyReply {
  reply
    .header('cache-control', audience === 'public' ? 'no-cache' : 'no-store')
    .header('etag', bytes.etag)
    .header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], bytes.etag)) return reply.code(304).send();
  reply.type(bytes.contentType);
  const encoding = bytes.body.length >= MIN_COMPRESSED_BYTES && pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(bytes.body);
  return reply.header('content-encoding', encoding).send(encode(bytes, encoding));
}
