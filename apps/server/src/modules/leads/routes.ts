import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { bookTrial, convertLead, leadInvite, listLeads, updateLead } from './service.ts';

/** Free trial classes asked for without an account, and the admin's inbox of them. */
export async function leadsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'BookTrial', {
      summary: 'Asks for a free trial class: name, mobile, the student’s age, a preferred batch (optional)',
      description:
        'No account needed. Records the agreement to be contacted. 404 for a batch that is not offered; 429 past TRIALS_PER_CLIENT_PER_HOUR from one address.',
    }),
    config: rateLimits(app.config).trial,
    handler: async (request, reply) => {
      await bookTrial(app, actorOf(request), request.body, request.language);
      return reply.code(201).send({ status: 1, message: request.t('api.trialBooked') });
    },
  });

  api.route({
    ...endpointRoute(app, 'GetLeadInvite', {
      summary: 'What a lead’s sign-up link fills in: the name, the student’s age and the batch asked for',
      description:
        'The token is the one the admin’s WhatsApp message carries (/fighter/signup?lead=<token>). 404 for an unknown token or a lead that joined; the mobile, message and note are never answered.',
    }),
    config: rateLimits(app.config).auth,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.leadInvite'),
      invite: await leadInvite(app, request.body.token, request.language),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetLeads', {
      summary: 'The trial-class inbox (admin): the latest 200 leads, newest first, of one state or all, with counts',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.leadsFetched'),
      ...(await listLeads(app, request.query.state)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'UpdateLead', {
      summary:
        "Moves a lead along (new, contacted, trial booked, attended, lost) with the admin's note, and the trial's batch and day",
      description:
        'A trial booked for a day (a class day of a running batch, today or later; 400 otherwise) is confirmed by WhatsApp or SMS to an enquirer who asked for messages. 409 to move a lead that joined back: it is a fighter now.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.leadUpdated'),
      lead: await updateLead(app, actorOf(request), request.params.id, request.body),
    }),
  });

  api.route({
    ...endpointRoute(app, 'ConvertLead', {
      summary: 'Makes a lead a fighter: the family account, the student’s profile and an active enrolment',
      description:
        'An account is made for a new email (welcome email to set a password); a child under 18 gets a profile with the guardian’s consent asked by email. 409 for a full or closed batch, or a lead already converted.',
    }),
    config: { invalidates: ['classes', 'fighters'] },
    handler: async (request) => {
      const result = await convertLead(app, actorOf(request), request.params.id, request.body);
      return { status: 1 as const, message: request.t('api.leadConverted'), ...result };
    },
  });
}
