import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { adminLogin, fighterLogin } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

/** Both logins, and ending every session of an account. */
export async function loginsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'AdminLogin', { summary: 'Admin login; answers a JWT to send as x-auth-token' }),
    config: limits.auth,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.loginSuccessful'),
      ...(await adminLogin(app, actorOf(request), request.body)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'FighterLogin', { summary: 'Fighter login; answers a JWT to send as x-auth-token' }),
    config: limits.auth,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.loginSuccessful'),
      ...(await fighterLogin(app, actorOf(request), request.body)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'LogoutEverywhere', {
      summary: "Ends every session of the caller's account (admin or fighter), on every device, this one included",
    }),
    config: limits.auth,
    handler: async (request) => {
      await app.sessions.end(request.user!, actorOf(request));
      return { status: 1 as const, message: request.t('api.loggedOutEverywhere') };
    },
  });
}
