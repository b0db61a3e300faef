import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailOutboxQuerySchema,
  emailOutboxReplySchema,
  envelopeSchema,
  errorReplySchema,
  idParamSchema,
  OUTBOX_MESSAGES,
} from '@academy/contract';
import { listOutbox, retryEmail } from './service.ts';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 404: errorReplySchema };

/** The admin's view of outgoing email: what waits, what went, what failed, and "send again". */
export async function outboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/Admin/GetEmailOutbox',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'GetEmailOutbox',
        tags: ['outbox'],
        summary: 'Emails newest first, optionally of one state, 20 a page, with counts per state (admin only)',
        security: [{ token: [] }],
        querystring: emailOutboxQuerySchema,
        response: { 200: emailOutboxReplySchema, ...errors },
      },
    },
    async (request) => listOutbox(app, request.query),
  );

  api.post(
    '/Admin/RetryEmail/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'RetryEmail',
        tags: ['outbox'],
        summary: 'Sends a failed email again with a fresh set of tries (admin only); 409 unless it failed',
        security: [{ token: [] }],
        params: idParamSchema,
        response: { 200: envelopeSchema, 409: errorReplySchema, ...errors },
      },
    },
    async (request) => {
      await retryEmail(app, request.params.id);
      return { status: 1 as const, message: OUTBOX_MESSAGES.retried };
    },
  );
}
