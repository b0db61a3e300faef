import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { bookEvent, cancelBooking } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

export async function bookingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'BookEvent', {
      summary: 'Books a seat at an upcoming event (public; a fighter token ties the booking to the fighter)',
      description:
        'Refused with 409 when the event has already taken place, is fully booked, the attendee (email and name) ' +
        'already holds a seat, or the email holds BOOKINGS_PER_EMAIL_PER_EVENT seats; with 429 past ' +
        'BOOKING_RATE_LIMIT requests a minute or BOOKINGS_PER_CLIENT_PER_HOUR bookings of the event an hour from ' +
        'one client. A confirmation email with an .ics calendar entry goes to the booker.',
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['events'] },
    handler: async (request) => {
      const { booking, payment } = await bookEvent(app, actorOf(request), request.body, {
        language: request.language,
      });
      return { status: 1 as const, message: request.t('api.booked'), data: booking, payment };
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'CancelBooking', {
      summary: 'Cancels one booking (admin only): its seat is released and the attendee is told by email',
      description:
        'The booking is kept, marked cancelled. 404 for an unknown booking, 409 when it is already cancelled.',
    }),
    config: { invalidates: ['events'] },
    handler: async (request) => {
      await cancelBooking(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.bookingCancelled') };
    },
  });
}
