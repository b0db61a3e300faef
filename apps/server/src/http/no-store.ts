import type { FastifyInstance } from 'fastify';

/**
 * API replies carry tokens (login) and personal data (profiles, bookings, the admin's lists): no browser or proxy
 * may keep them. Routes that answer public data set their own Cache-Control first (the cached lists), and keep it.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
