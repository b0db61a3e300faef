import type { FastifyInstance } from 'fastify';
import type { ObjectStore } from './object-store.ts';

/** An image object's name: `<kind>/<id>.webp` or `<kind>/<id>-thumb.webp` (see ImageStore). */
const IMAGE_NAME = /^[a-z]+\/[\w-]+\.webp$/;

/**
 * Serves `/uploads/<name>` from the object store, the same way whether it is the local folder or a bucket, so an
 * image uploaded through one server is served by every other. The bytes of a name never change (a new image gets a
 * new name), so browsers and a proxy in front (nginx's /uploads cache) keep them for a year without asking again.
 */
export function registerUploadRoute(app: FastifyInstance, objects: ObjectStore): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    const opened = IMAGE_NAME.test(name) ? await objects.open(name) : null;
    if (!opened) return reply.callNotFound();
    reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable');
    if (opened.etag) reply.header('etag', opened.etag);
    if (opened.bytes !== undefined) reply.header('content-length', opened.bytes);
    if (opened.etag && request.headers['if-none-match'] === opened.etag) {
      opened.body.destroy();
      return reply.code(304).send();
    }
    return reply.send(opened.body);
  });
}
