import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import {
  consentsOfAccount,
  messagesPage,
  remindFeesNow,
  saveSettings,
  setConsent,
  settingsView,
  stopByLink,
} from './service.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The owner's Messages page and settings, each family's WhatsApp and SMS choices, and the opt-out link. */
export async function messagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetMessageSettings', {
      summary: 'Which kinds of message go by WhatsApp and SMS, in which order, when, at what price (owner only)',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messageSettings'),
      ...(await settingsView(app)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SaveMessageSettings', { summary: 'Saves the message settings (owner only; audited)' }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messageSettingsSaved'),
      ...(await saveSettings(app, actorOf(request), request.body)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'ListMessages', {
      summary: 'Messages to families newest first, by kind, state, channel or family, with this month per channel',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messagesListed'),
      ...(await messagesPage(app, request.query)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'RemindFeesNow', {
      summary:
        'Reminds every family that owes a class fee now, by its channels, once a day at most (owner only; audited)',
    }),
    handler: async (request) => {
      const reminded = await remindFeesNow(app, actorOf(request));
      return { status: 1 as const, message: request.t('api.feesReminded', { count: reminded }), reminded };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetMyMessageConsents', {
      summary: "The logged-in family's WhatsApp and SMS opt-ins, with when and how each was given",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messageConsents'),
      ...(await consentsOfAccount(app, request.user!.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetMyMessageConsent', {
      summary: 'The logged-in family opts in to or out of WhatsApp or SMS (audited, with the notice version)',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messageConsentSaved'),
      ...(await setConsent(app, actorOf(request), request.user!.id, request.body, 'account')),
    }),
  });

  api.route({
    ...endpointRoute(app, 'GetFamilyMessageConsents', {
      summary: "A family's WhatsApp and SMS opt-ins (owner and front desk)",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messageConsents'),
      ...(await consentsOfAccount(app, request.params.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'SetFamilyMessageConsent', {
      summary: 'Records the opt-in or opt-out a parent gives in person (owner and front desk; audited)',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messageConsentSaved'),
      ...(await setConsent(app, actorOf(request), request.params.id, request.body, 'desk')),
    }),
  });

  api.route({
    ...endpointRoute(app, 'StopMessages', {
      summary: "The opt-out link of a message: its token's account stops getting messages on its channel",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.messagesStopped'),
      channel: await stopByLink(app, actorOf(request), request.body.token),
    }),
  });

  await app.register(webhookRoutes);
}
