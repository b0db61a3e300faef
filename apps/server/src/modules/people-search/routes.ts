import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { familyFile } from './family-file.ts';
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

  api.route({
    ...endpointRoute(app, 'GetFamilyFile', {
      summary: 'A family by any of its profiles: its people, batches, belts, open dues and latest bookings',
      description: '404 for a profile that does not exist.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.familyFileFetched'),
      family: await familyFile(app, request.params.id),
    }),
  });
}
