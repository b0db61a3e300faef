import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  batchRoster,
  decideEnrolment,
  familyEnrolments,
  fighterClasses,
  leaveBatch,
  requestEnrolment,
} from './service.ts';

/** Joining and leaving batches, the admin's decisions and rosters, and a profile's classes. */
export async function enrolmentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'RequestEnrolment', {
      summary: 'Asks for a profile of the caller’s family to join an open batch',
      description:
        'Accepted at once when the batch accepts by itself and has a seat (the family is emailed); otherwise the request waits for the admin. 409 when the batch is not open, the age is outside its range, or the profile is already in or waiting.',
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['classes'] },
    handler: async (request, reply) => {
      const enrolment = await requestEnrolment(app, request.user, actorOf(request), request.body);
      const message = request.t(enrolment.state === 'active' ? 'api.enrolled' : 'api.enrolmentRequested');
      return reply.code(201).send({ status: 1, message, enrolment });
    },
  });

  api.route({
    ...endpointRoute(app, 'LeaveBatch', {
      summary: 'Leaves a batch, or takes back a request (the family, or the admin); the seat frees at once',
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.leftBatch'),
      enrolment: await leaveBatch(app, request.user, actorOf(request), request.params.id),
    }),
  });

  api.route({
    ...endpointRoute(app, 'DecideEnrolment', {
      summary: 'Accepts or declines a request to join (admin); the family is emailed',
      description: '409 when the request was already decided, or to accept into a full batch.',
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => {
      const enrolment = await decideEnrolment(app, actorOf(request), request.params.id, request.body.decision);
      const message = request.t(enrolment.state === 'active' ? 'api.enrolmentAccepted' : 'api.enrolmentDeclined');
      return { status: 1 as const, message, enrolment };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetBatchRoster', {
      summary: "A batch's enrolments (admin): requests, members and those who left, with attendance rates",
      taught: (request) => ({ batches: [request.params.id] }),
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.rosterFetched'),
      ...(await batchRoster(app, request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetFighterClasses', {
      summary: "A profile's batches, attendance (this month, overall, latest, heat map) and check-in code",
      description: "The family's own profiles, or any for the admin; 403 for another family's.",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.fighterClassesFetched'),
      ...(await fighterClasses(app, request.user, request.params.id, request.language)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetFamilyEnrolments', {
      summary: "The batches the caller's family is in or has asked to join (a fighter's session)",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.familyEnrolmentsFetched'),
      ...(await familyEnrolments(app, request.user)),
    }),
  });
}
