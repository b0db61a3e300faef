import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { eventFieldsSchema, eventsReplySchema, type EventFieldsValues } from '@academy/contract';
import { badRequest, invalidInput } from '../../http/http-error.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { readMultipartImage, type MultipartImageForm } from '../../storage/read-upload.ts';
import {
  createEvent,
  deleteEvent,
  getEvent,
  listAllEvents,
  nextCategoryChange,
  updateEvent,
  visitorEventReply,
} from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

const IMAGE_FIELD = 'eventImage';

/** Validates the text parts with the contract schema; on create the image is required too. */
function parseEventForm(
  request: FastifyRequest,
  form: MultipartImageForm,
  options: { imageRequired: boolean },
): EventFieldsValues {
  const parsed = eventFieldsSchema.safeParse(form.fields);
  const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (options.imageRequired && !form.file) messages.push(request.t('api.imageRequired'));
  if (!parsed.success || messages.length > 0) throw invalidInput(messages);
  return parsed.data;
}

export async function eventsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimit = rateLimits(app.config).upload;

  api.route({
    ...endpointRoute(app, 'GetAllEvents', {
      summary: 'All events, latest date first, never with attendee data',
      description:
        'The timestamp query parameter is accepted for old clients and ignored: the reply carries ' +
        'Cache-Control: no-cache and an ETag, so a browser revalidates and gets a 304 when nothing changed.',
    }),
    handler: async (request, reply) => {
      const snapshot = await app.lists.snapshot('events', request.language, eventsReplySchema, async () => {
        const now = new Date();
        const events = await listAllEvents(app, request.language, now);
        return {
          body: { status: 1, message: request.t('api.eventsFetched'), events },
          changesAt: nextCategoryChange(events, now),
        };
      });
      return sendCachedBytes(request, reply, snapshot);
    },
  });

  api.route({
    ...endpointRoute(app, 'getEventById', {
      summary:
        'One event; for an admin token its bookings (newest first) and its texts as typed with their translations, ' +
        "for anyone else its texts in the request's language",
    }),
    handler: async (request, reply) => {
      const { id } = request.params;
      if (request.user?.role === 'admin') {
        const event = await getEvent(app, id, { withBookings: true });
        return reply.send({ status: 1 as const, message: request.t('api.eventFetched'), event });
      }
      return sendCachedBytes(request, reply, await visitorEventReply(app, id, request.language));
    },
  });

  api.route({
    ...endpointRoute(app, 'CreateEvent', {
      summary: 'Creates an event (admin): multipart with eventImage and the event fields',
      description: 'Fields: eventName, address, eventDescription, eventDateTime (ISO UTC), totalSeats, entryFee.',
    }),
    config: { ...uploadLimit, invalidates: ['events'] },
    handler: async (request) => {
      // An edit may carry no image, so only a creation, which always does, is refused before its body is read.
      app.images.assertAcceptingUploads();
      const form = await readMultipartImage(request, IMAGE_FIELD);
      const fields = parseEventForm(request, form, { imageRequired: true });
      // parseEventForm refused a missing image above; the check narrows the type.
      if (!form.file) throw badRequest('api.imageRequired');
      const event = await createEvent(app, actorOf(request), fields, form.file);
      return { status: 1 as const, message: request.t('api.eventCreated'), event };
    },
  });

  api.route({
    ...endpointRoute(app, 'updateEvent', {
      summary: 'Updates an event (admin); eventImage is optional and replaces the old image files',
    }),
    config: { ...uploadLimit, invalidates: ['events', 'tournaments'] },
    handler: async (request) => {
      const form = await readMultipartImage(request, IMAGE_FIELD);
      const fields = parseEventForm(request, form, { imageRequired: false });
      const event = await updateEvent(app, actorOf(request), request.params.id, fields, form.file);
      return { status: 1 as const, message: request.t('api.eventUpdated'), event };
    },
  });

  api.route({
    ...endpointRoute(app, 'DeleteEvent', {
      summary: 'Deletes an event (admin) with its bookings and image files; says how many bookings went',
    }),
    config: { invalidates: ['events', 'tournaments'] },
    handler: async (request) => {
      const { deletedBookings } = await deleteEvent(app, actorOf(request), request.params.id);
      return {
        status: 1 as const,
        message: request.t('api.eventDeleted', { bookings: deletedBookings }),
        deletedBookings,
      };
    },
  });
}
