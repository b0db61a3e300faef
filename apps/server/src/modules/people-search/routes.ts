import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { search } from './service.ts';

/** The staff bar's search box. */
export async function peopleSearchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'SearchPeople', {
      summary:
        'Finds people by a part of a name, mobile (3 digits or more) or email, a check-in code, or a booking code',
      description: "A child is also found by its guardian's mobile, and shows it as the guardian's. At most 8 people.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.searchDone'),
      ...(await search(app, request.query.q)),
    }),
  });
}
