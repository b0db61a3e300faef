import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  acceptInvitation,
  inviteStaff,
  listStaff,
  myStaffAccount,
  setStaffActive,
  updateStaff,
  viewInvitation,
  withdrawInvitation,
} from './service.ts';

/** The owner's staff: invitations, roles and deactivation; and the invited person's side of the link. */
export async function staffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Guessing a link's secret meets the login's limit; 256 random bits make it hopeless anyway.
  const { auth: authLimit } = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'GetStaff', {
      summary: 'Every member of staff with their role, last sign-in, two-factor and batches, and open invitations',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.staffListed'),
      ...(await listStaff(app)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'InviteStaff', {
      summary: 'Emails a one-time link to join the staff with a name and role; it works for 7 days',
      description:
        '409 for an email that already has a staff account. A newer invitation to the same email replaces an open one.',
    }),
    handler: async (request, reply) => {
      const { invitation } = await inviteStaff(app, actorOf(request), request.body, request.language);
      return reply.code(201).send({ status: 1, message: request.t('api.staffInvited'), invitation });
    },
  });

  api.route({
    ...endpointRoute(app, 'WithdrawStaffInvitation', {
      summary: 'Takes an invitation back: its link stops working',
      description: '404 for an invitation already used or withdrawn.',
    }),
    handler: async (request) => {
      await withdrawInvitation(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.invitationWithdrawn') };
    },
  });

  api.route({
    ...endpointRoute(app, 'UpdateStaff', {
      summary: 'Renames a member or changes their role (from their next request)',
      description:
        '409 for a change of your own role, or one that would leave the academy without an active owner. A new name is shown on the class pages of the batches they teach.',
    }),
    config: { invalidates: ['classes'] },
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.staffUpdated'),
      member: await updateStaff(app, actorOf(request), request.params.id, request.body),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetStaffActive', {
      summary: 'Deactivates a member (their sessions end at once) or lets them sign in again',
      description: '409 for yourself, or for the last active owner.',
    }),
    handler: async (request) => {
      const member = await setStaffActive(app, actorOf(request), request.params.id, request.body.active);
      const message = request.t(member.active ? 'api.staffReactivated' : 'api.staffDeactivatedNow');
      return { status: 1 as const, message, member };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetStaffInvitation', {
      summary: 'What an invitation link offers: the name, email and role the owner gave',
      description: '404 for a link that is unknown, used, withdrawn or expired.',
    }),
    config: authLimit,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.invitationDetails'),
      invitation: await viewInvitation(app, request.body.token),
    }),
  });

  api.route({
    ...endpointRoute(app, 'AcceptStaffInvitation', {
      summary: 'Sets the invited member’s password, uses the link up and signs them in; answers like a login',
      description: '404 for a link that is unknown, used, withdrawn or expired; 409 when the email has an account.',
    }),
    config: authLimit,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.invitationAccepted'),
      ...(await acceptInvitation(app, actorOf(request), request.body)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetMyStaffAccount', {
      summary: 'The signed-in member of staff: name, email, role and whether they use two-factor',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.staffListed'),
      member: await myStaffAccount(app, request.user!),
    }),
  });
}
