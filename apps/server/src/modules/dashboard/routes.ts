import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { dashboard, teachingDay } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetDashboard', {
      summary:
        "The admin's first screen: active fighters, today's class days, 12 weeks of attendance per batch, this month's trial funnel",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.dashboardFetched'),
      ...(await dashboard(app)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetTeaching', {
      summary:
        "A member of staff's own day: today's class days of the batches they teach, those batches and coming gradings",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.dashboardFetched'),
      ...(await teachingDay(app, request.user!.id)),
    }),
  });
}
