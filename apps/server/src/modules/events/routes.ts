import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteEventReplySchema,
  errorReplySchema,
  eventFieldsSchema,
  eventReplySchema,
  eventsQuerySchema,
  eventsReplySchema,
  idParamSchema,
  MESSAGES,
  type EventFieldsValues,
} from '@academy/contract';
import { badRequest } from '../../http/http-error.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { readMultipartImage, type MultipartImageForm } from '../../storage/read-upload.ts';
import { createEvent, deleteEvent, getEvent, listAllEvents, nextCategoryChange, updateEvent } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

const IMAGE_FIELD = 'eventImage';

/** Validates the text parts with the contract schema; on create the image is required too. */
function parseEventForm(form: MultipartImageForm, options: { imageRequired: boolean }): EventFieldsValues {
  const parsed = eventFieldsSchema.safeParse(form.fields);
  const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (options.imageRequired && !form.file) messages.push(MESSAGES.imageRequired);
  if (!parsed.success || messages.length > 0) throw badRequest([...new Set(messages)].join(' '));
  return parsed.data;
}

export async function eventsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminErrors = { 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };
  const uploadErrors = {
    400: errorReplySchema,
    409: errorReplySchema,
    413: errorReplySchema,
    415: errorReplySchema,
    429: errorReplySchema,
    503: errorReplySchema,
  };
  const uploadLimit = rateLimits(app.config).upload;

  api.get(
    '/events/GetAllEvents',
    {
      schema: {
        operationId: 'GetAllEvents',
        tags: ['events'],
        summary: 'All events, latest date first, never with attendee data',
        description:
          'The timestamp query parameter is accepted for old clients and ignored: the reply carries ' +
          'Cache-Control: no-cache and an ETag, so a browser revalidates and gets a 304 when nothing changed.',
        querystring: eventsQuerySchema,
        response: {
          200: eventsReplySchema,
          304: z.void().describe('Not Modified: the list matches If-None-Match'),
          400: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const snapshot = await app.lists.snapshot('events', 'all', eventsReplySchema, async () => {
        const now = new Date();
        const events = await listAllEvents(app, now);
        return {
          body: { status: 1, message: 'Events fetched successfully', events },
          changesAt: nextCategoryChange(events, now),
        };
      });
      return sendCachedBytes(request, reply, snapshot);
    },
  );

  api.get(
    '/events/getEventById/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        operationId: 'getEventById',
        tags: ['events'],
        summary: 'One event; its bookings (newest first) only for an admin token',
        security: [{ token: [] }, {}],
        params: idParamSchema,
        response: { 200: eventReplySchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const event = await getEvent(app, request.params.id, { withBookings: request.user?.role === 'admin' });
      return { status: 1 as const, message: 'Event fetched successfully', event };
    },
  );

  api.post(
    '/events/CreateEvent',
    {
      preHandler: app.requireAdmin,
      config: { ...uploadLimit, invalidates: ['events'] },
      schema: {
        operationId: 'CreateEvent',
        tags: ['events'],
        summary: 'Creates an event (admin): multipart with eventImage and the event fields',
        description: 'Fields: eventName, address, eventDescription, eventDateTime (ISO UTC), totalSeats, entryFee.',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: eventReplySchema, ...uploadErrors, ...adminErrors },
      },
    },
    async (request) => {
      // An edit may carry no image, so only a creation, which always does, is refused before its body is read.
      app.images.assertAcceptingUploads();
      const form = await readMultipartImage(request, IMAGE_FIELD);
      const fields = parseEventForm(form, { imageRequired: true });
      // parseEventForm refused a missing image above; the check narrows the type.
      if (!form.file) throw badRequest(MESSAGES.imageRequired);
      const event = await createEvent(app, fields, form.file);
      return { status: 1 as const, message: 'Event created successfully', event };
    },
  );

  api.put(
    '/events/updateEvent/:id',
    {
      preHandler: app.requireAdmin,
      config: { ...uploadLimit, invalidates: ['events'] },
      schema: {
        operationId: 'updateEvent',
        tags: ['events'],
        summary: 'Updates an event (admin); eventImage is optional and replaces the old image files',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: eventReplySchema, ...uploadErrors, ...adminErrors },
      },
    },
    async (request) => {
      const form = await readMultipartImage(request, IMAGE_FIELD);
      const fields = parseEventForm(form, { imageRequired: false });
      const event = await updateEvent(app, request.params.id, fields, form.file);
      return { status: 1 as const, message: 'Event updated successfully', event };
    },
  );

  api.delete(
    '/events/DeleteEvent/:id',
    {
      preHandler: app.requireAdmin,
      config: { invalidates: ['events'] },
      schema: {
        operationId: 'DeleteEvent',
        tags: ['events'],
        summary: 'Deletes an event (admin) with its bookings and image files; says how many bookings went',
        security: [{ token: [] }],
        params: idParamSchema,
        response: { 200: deleteEventReplySchema, 400: errorReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { deletedBookings } = await deleteEvent(app, request.params.id);
      const message =
        deletedBookings === 0
          ? 'Event deleted successfully'
          : `Event deleted successfully, with its ${deletedBookings} booking${deletedBookings === 1 ? '' : 's'}`;
      return { status: 1 as const, message, deletedBookings };
    },
  );
}
