import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { listOutbox, retryEmail } from './service.ts';

/** The admin's view of outgoing email: what waits, what went, what failed, and "send again". */
export async function outboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetEmailOutbox', {
      summary: 'Emails newest first, optionally of one state, 20 a page, with counts per state (admin only)',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.outboxListed'),
      ...(await listOutbox(app, request.query)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'RetryEmail', {
      summary: 'Sends a failed email again with a fresh set of tries (admin only); 409 unless it failed',
    }),
    handler: async (request) => {
      await retryEmail(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.emailRetried') };
    },
  });
}
