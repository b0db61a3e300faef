import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_URL_PLACEHOLDER } from '@academy/contract';
import { cachedBytes, sendCachedBytes, type CachedBytes, type Encoding } from './cached-bytes.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const NOT_SPA = /^\/(api|uploads)(\/|$)/;

/** A built page with the .br and .gz files the build wrote beside it. */
function loadPage(file: string): CachedBytes {
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (fs.existsSync(file + suffix)) encoded[encoding] = fs.readFileSync(file + suffix);
  }
  return cachedBytes(fs.readFileSync(file), 'text/html; charset=utf-8', encoded);
}

/**
 * A prerendered page with the site's address in its absolute links (hreflang alternates, og:url, og:image), where
 * the build left a placeholder. The build compresses no such page, since its copies would hold the placeholder:
 * its .br and .gz are made here, once, at the build's levels, off the event loop and in parallel.
 */
async function loadPrerenderedPage(file: string, publicOrigin: string): Promise<CachedBytes> {
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes(PUBLIC_URL_PLACEHOLDER)) return loadPage(file);
  const body = Buffer.from(html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicOrigin));
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(body, { level: 9 }),
  ]);
  return cachedBytes(body, 'text/html; charset=utf-8', { br, gzip: gz });
}

function notFoundReply(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    status: 0,
    message: request.t('api.routeNotFound', { method: request.method, path: request.url.split('?')[0]! }),
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any other
 * GET that is not /api or /uploads answered with index.html so a reload on /events works. `publicOrigin` is the
 * address the prerendered pages name themselves by (PUBLIC_URL).
 */
export async function registerSpaHosting(app: FastifyInstance, webDist: string, publicOrigin: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (!hasWebApp) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html')) {
          res.header('cache-control', 'no-cache');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  // index.html and the public pages rendered at build time (apps/web/build/prerender.ts: /home ->
  // prerendered/home.html, /hi/home -> prerendered/hi/home.html) are answered from memory with their precompressed forms: they are the first request
  // of every visit and never change while the server runs.
  const index = hasWebApp ? loadPage(indexFile) : undefined;
  const prerenderedDir = path.join(webDist, 'prerendered');
  const pages = new Map<string, CachedBytes>(
    fs.existsSync(prerenderedDir)
      ? await Promise.all(
          fs
            .readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.html'))
            .map(
              async (f) =>
                [
                  `/${f.slice(0, -5).split(path.sep).join('/')}`,
                  await loadPrerenderedPage(path.join(prerenderedDir, f), publicOrigin),
                ] as const,
            ),
        )
      : [],
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(pathname) && !path.extname(pathname);
    if (!index || !wantsPage) return notFoundReply(request, reply);
    return sendCachedBytes(request, reply, pages.get(pathname) ?? index);
  });
}
