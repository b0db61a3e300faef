import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const NOT_SPA = /^\/(api|uploads)(\/|$)/;

function notFoundReply(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ status: 0, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any other
 * GET that is not /api or /uploads answered with index.html so a reload on /events works.
 */
export async function registerSpaHosting(app: FastifyInstance, webDist: string) {
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

  // Public pages rendered at build time (apps/web/build/prerender.ts): /home -> prerendered/home.html.
  const prerendered = new Set(
    fs.existsSync(path.join(webDist, 'prerendered'))
      ? fs
          .readdirSync(path.join(webDist, 'prerendered'))
          .filter((f) => f.endsWith('.html'))
          .map((f) => `/${f.slice(0, -5)}`)
      : [],
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(pathname) && !path.extname(pathname);
    if (!hasWebApp || !wantsPage) return notFoundReply(request, reply);
    const file = prerendered.has(pathname) ? `prerendered${pathname}.html` : 'index.html';
    return reply.type('text/html; charset=utf-8').sendFile(file, webDist);
  });
}
