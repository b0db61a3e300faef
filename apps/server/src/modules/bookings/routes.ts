import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { bookEvent, cancelBooking, cancelMyBooking } from './service.ts';
import { bookingPrefill, myBookings } from './family-bookings.ts';
import { fighterAccountOf } from '../../security/family-access.ts';
import { checkInAtDoor, eventDoor } from './door.ts';
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
      const { booking, payment, ticket } = await bookEvent(app, actorOf(request), request.body, {
        language: request.language,
      });
      return { status: 1 as const, message: request.t('api.booked'), data: booking, payment, ticket };
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

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'MyBookings', {
      summary: "The caller's family's bookings, upcoming and past, and its places in waiting lists",
      description:
        'Each booking with its fee, its ticket (the QR code text; none once cancelled) and until when it can be ' +
        'cancelled online (the event cut-off).',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.myBookingsFetched'),
      ...(await myBookings(app, fighterAccountOf(request.user), request.language)),
    }),
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'GetBookingPrefill', {
      summary: "What the records hold of each family profile for an event's booking form",
      description:
        "Beyond the profile's own fields: for a student of the academy's batches, the academy and the batch's " +
        "instructor; else the profile's latest booking's height, weight, style, master and academy.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.bookingPrefillFetched'),
      profiles: await bookingPrefill(app, fighterAccountOf(request.user)),
    }),
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'CancelMyBooking', {
      summary: "Cancels a booking of the caller's family until the event's cut-off; the seat is released at once",
      description:
        'The seat goes to the first in the waiting list (as an emailed offer) or back to the event. 404 for a ' +
        "booking of another family, 409 once cancelled or past the event's cancellation cut-off.",
    }),
    config: { invalidates: ['events'] },
    handler: async (request) => {
      fighterAccountOf(request.user);
      await cancelMyBooking(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.myBookingCancelled') };
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'GetEventDoor', {
      summary: "The door's list of an event (admin only): every booking holding a seat, and the check-in counts",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.doorFetched'),
      ...(await eventDoor(app, request.params.id)),
    }),
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, 'CheckInTicket', {
      summary: 'Lets an attendee in at the door (admin only), by the ticket scanned or by the booking picked by name',
      description:
        "404 for a ticket whose signature is not this site's; 409 for a ticket of another event (named) or a " +
        'cancelled booking. A second check-in answers `already: true` with the first time, and changes nothing.',
    }),
    handler: async (request) =>
      checkInAtDoor(app, actorOf(request), request.params.id, request.body, (key, values) => request.t(key, values)),
  });
}
