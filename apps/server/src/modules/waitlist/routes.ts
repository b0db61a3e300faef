import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { fighterAccountOf } from '../../security/family-access.ts';
import { claimOffer, declineOffer, eventWaitlist, getOffer, joinWaitlist, leaveWaitlist } from './service.ts';

export async function waitlistRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'JoinWaitlist', {
      summary:
        "Takes a place in a full event's waiting list, with the booking form (public; a fighter token ties it to the family)",
      description:
        'When a seat frees, the first in line is emailed an offer that books with one click, valid for the ' +
        "event's offer hours. 409 when seats are free (book instead), the person already holds a seat or a place.",
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['events'] },
    handler: async (request, reply) => {
      const entry = await joinWaitlist(app, actorOf(request), request.body, request.language);
      reply.code(201);
      return {
        status: 1 as const,
        message: request.t('api.joinedWaitlist', { position: entry.position }),
        entry,
      };
    },
  });

  api.route({
    ...endpointRoute(app, 'LeaveWaitlist', {
      summary: "Gives up a place of the caller's family in a waiting list (an open offer passes to the next)",
    }),
    config: { invalidates: ['events'] },
    handler: async (request) => {
      fighterAccountOf(request.user);
      await leaveWaitlist(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.leftWaitlist') };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetOffer', {
      summary: 'A seat offered from the waiting list, by the secret code of its emailed link',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.offerFetched'),
      offer: await getOffer(app, request.params.token, request.language),
    }),
  });

  api.route({
    ...endpointRoute(app, 'ClaimOffer', {
      summary: 'Books the offered seat with the form given when joining; answers as BookEvent does',
      description: '409 once the offer was used, given away or has ended.',
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['events'] },
    handler: async (request) => {
      const { booking, payment, ticket } = await claimOffer(app, request.params.token, request.ip);
      return { status: 1 as const, message: request.t('api.booked'), data: booking, payment, ticket };
    },
  });

  api.route({
    ...endpointRoute(app, 'DeclineOffer', {
      summary: 'Gives the offered seat away: it goes to the next in line at once',
    }),
    config: { ...rateLimits(app.config).booking, invalidates: ['events'] },
    handler: async (request) => {
      await declineOffer(app, request.params.token, request.ip);
      return { status: 1 as const, message: request.t('api.offerDeclined') };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetWaitlist', {
      summary: "An event's waiting list in its order, everyone who was ever in it (admin only)",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.waitlistFetched'),
      entries: await eventWaitlist(app, request.params.id),
    }),
  });
}
