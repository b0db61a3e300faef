import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classesReplySchema } from '@academy/contract';
import { actorOf } from '../../audit/audit-log.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import {
  closeClassDay,
  createBatch,
  listAllBatches,
  listOpenBatches,
  nextIstMidnight,
  publicBatch,
  reopenClassDay,
  setBatchStatus,
  updateBatch,
} from './service.ts';

export async function classesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetClasses', {
      summary:
        'Open batches in timetable order, with seats left and the next class day; 304 to a matching If-None-Match',
    }),
    handler: async (request, reply) => {
      const snapshot = await app.lists.snapshot('classes', request.language, classesReplySchema, async () => ({
        body: {
          status: 1,
          message: request.t('api.classesFetched'),
          batches: await listOpenBatches(app, request.language),
        },
        changesAt: nextIstMidnight(),
      }));
      return sendCachedBytes(request, reply, snapshot);
    },
  });

  api.route({
    ...endpointRoute(app, 'GetClass', {
      summary: "One batch's page: an open or paused batch; 404 for an ended one",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.classFetched'),
      batch: await publicBatch(app, request.params.id, request.language),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetAllBatches', {
      summary: 'Every batch (admin), open, paused and ended, with the requests waiting for a decision',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.classesFetched'),
      batches: await listAllBatches(app),
    }),
  });

  api.route({
    ...endpointRoute(app, 'CreateBatch', { summary: 'Creates an open batch (admin)' }),
    config: { invalidates: ['classes'] },
    handler: async (request, reply) => {
      const batch = await createBatch(app, actorOf(request), request.body);
      return reply.code(201).send({ status: 1, message: request.t('api.batchCreated'), batch });
    },
  });

  api.route({
    ...endpointRoute(app, 'UpdateBatch', {
      summary: "Changes a batch's details (admin)",
      description: '409 for an ended batch.',
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.batchUpdated'),
      batch: await updateBatch(app, actorOf(request), request.params.id, request.body),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetBatchStatus', {
      summary: 'Opens, pauses or ends a batch (admin)',
      description: 'Ending sets the end date to today (IST) and is final: 409 for a batch already ended.',
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.batchStatusChanged'),
      batch: await setBatchStatus(app, actorOf(request), request.params.id, request.body.status),
    }),
  });

  api.route({
    ...endpointRoute(app, 'CloseClassDay', {
      summary: 'Cancels one class day of the listed batches (a holiday); enrolled families are emailed',
      description: '409 for a day in the past, or when none of the batches meets that day.',
      taught: (request) => ({ batches: request.body.batchIds }),
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => {
      const result = await closeClassDay(app, actorOf(request), request.body);
      return { status: 1 as const, message: request.t('api.classDayClosed', result), ...result };
    },
  });

  api.route({
    ...endpointRoute(app, 'ReopenClassDay', {
      summary: 'Takes back a cancellation: the class day is held again',
      taught: (request) => ({ batches: [request.body.batchId] }),
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => {
      const { batch, notified } = await reopenClassDay(app, actorOf(request), request.body.batchId, request.body.day);
      const message =
        notified > 0
          ? request.t('api.classDayReopenedNotified', { count: notified })
          : request.t('api.classDayReopened');
      return { status: 1 as const, message, batch };
    },
  });
}
