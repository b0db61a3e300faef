import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { listAudit } from './service.ts';

/** The admin's view of the audit log: who did what and when, newest first, filtered on the server. */
export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetAuditLog', {
      summary:
        'Audit entries newest first, 50 a page, optionally of one person (account id, email or subject id), one action, and days in IST (admin only)',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.auditListed'),
      ...(await listAudit(app, request.query)),
    }),
  });
}
