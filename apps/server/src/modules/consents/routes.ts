import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { confirmConsent, viewConsent } from './service.ts';

/**
 * The guardian's side of a consent, reached from the emailed link: no account needed, the link's secret is the key.
 * Withdrawing from the link is a fighters route (fighters/routes.ts): it also removes a child's photo.
 */
export async function consentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Guessing a link's secret meets the login's limit; 192 random bits make it hopeless anyway.
  const { auth: authLimit } = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'GetConsent', {
      summary: 'What an emailed consent link is for: the child, the guardian, the notice version and the state',
      description: '404 for a link that does not exist (or was replaced by a newer one).',
    }),
    config: authLimit,
    handler: async (request) => {
      const consent = await viewConsent(app, request.body.token);
      return { status: 1 as const, message: request.t('api.consentDetails'), consent };
    },
  });

  api.route({
    ...endpointRoute(app, 'ConfirmConsent', {
      summary: 'The guardian confirms consent from the emailed link; confirming again changes nothing',
      description:
        '409 when the link has expired (7 days) or the consent was withdrawn. Records the time, the address it came from, the notice version and the method (email-link).',
    }),
    config: { ...authLimit, invalidates: ['fighters'] },
    handler: async (request) => {
      const consent = await confirmConsent(app, actorOf(request), request.body.token);
      return { status: 1 as const, message: request.t('api.consentConfirmed'), consent };
    },
  });
}
