import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { seesOnlyTaught, taughtBatchIds } from '../../security/teaching.ts';
import {
  createGrading,
  gradingDetail,
  inviteCandidates,
  listGradings,
  proposeResults,
  recordResults,
  updateGrading,
} from './service.ts';

/** Gradings (admin): the test day, who may sit it, invitations, and the results that promote. */
export async function gradingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** An instructor's batches, whose students alone they see and propose for; undefined for the owner. */
  const taughtOnly = async (request: FastifyRequest, name: 'GetGrading' | 'ProposeGradingResults') =>
    seesOnlyTaught(name, request.user) ? new Set(await taughtBatchIds(app.db, request.user!.id)) : undefined;

  api.route({
    ...endpointRoute(app, 'GetGradings', { summary: 'Every grading, the latest day first, with its counts' }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.gradingsFetched'),
      gradings: await listGradings(app),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetGrading', {
      summary: 'A grading and its candidates, each eligible or not yet with the reasons',
      description: 'An instructor sees a grading of a batch they teach, with their students only.',
      taught: (request) => ({ grading: request.params.id }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.gradingFetched'),
      ...(await gradingDetail(app, request.params.id, app.db, await taughtOnly(request, 'GetGrading'))),
    }),
  });

  api.route({
    ...endpointRoute(app, 'CreateGrading', {
      summary: 'Plans a grading: day, place, examiners, fee, batches and the rules of each rank it tests',
      description: '404 for a batch or a rank that does not exist.',
    }),
    handler: async (request, reply) =>
      reply.code(201).send({
        status: 1,
        message: request.t('api.gradingCreated'),
        ...(await createGrading(app, actorOf(request), request.body)),
      }),
  });

  api.route({
    ...endpointRoute(app, 'UpdateGrading', {
      summary: 'Changes a grading',
      description: '409 once a result has promoted a candidate.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.gradingUpdated'),
      ...(await updateGrading(app, actorOf(request), request.params.id, request.body)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'InviteCandidates', {
      summary: 'Invites eligible candidates; their families are emailed',
      description: '409 naming a candidate who is not eligible; someone already invited is left as they are.',
    }),
    handler: async (request) => {
      const { detail, invited } = await inviteCandidates(
        app,
        actorOf(request),
        request.params.id,
        request.body.fighterIds,
      );
      return { status: 1 as const, message: request.t('api.candidatesInvited', { n: invited }), ...detail };
    },
  });

  api.route({
    ...endpointRoute(app, 'ProposeGradingResults', {
      summary: "Proposes invited candidates' results for the owner to record; nobody is promoted by a proposal",
      description:
        '403 for a fighter an instructor does not teach; 409 for a fighter not invited, one whose result is recorded, or before the grading’s day.',
      taught: (request) => ({ grading: request.params.id }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.resultsProposed'),
      ...(await proposeResults(
        app,
        actorOf(request),
        request.params.id,
        request.body,
        await taughtOnly(request, 'ProposeGradingResults'),
      )),
    }),
  });

  api.route({
    ...endpointRoute(app, 'RecordGradingResults', {
      summary: "Records the day's results: a pass or double promotion gives the rank and its certificate",
      description:
        '409 for a fighter not invited, a result that would change a promotion, a pass from the highest rank, or results before the grading’s day.',
    }),
    config: { invalidates: ['fighters'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.resultsRecorded'),
      ...(await recordResults(app, actorOf(request), request.params.id, request.body)),
    }),
  });
}
