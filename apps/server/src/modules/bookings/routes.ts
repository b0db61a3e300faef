import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { bookEvent } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

export async function bookingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'BookEvent', {
      summary: 'Books a seat at an upcoming event (public; a fighter token ties the booking to the fighter)',
      description:
        'Refused with 409 when the event has already taken place, is fully booked, or the email already holds a seat. ' +
        'A confirmation email with an .ics calendar entry goes to the booker.',
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['events'] },
    handler: async (request) => {
      const data = await bookEvent(app, actorOf(request), request.body, { language: request.language });
      return { status: 1 as const, message: request.t('api.booked'), data };
    },
  });
}
