import type { FastifyInstance } from 'fastify';
import type { TwoFactorLoginRequest } from '@academy/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { challengeAccount } from '../two-factor/service.ts';
import { adminLogin, adminTwoFactorLogin, fighterLogin } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

/** Both logins, and ending every session of an account. */
export async function loginsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'AdminLogin', {
      summary: 'Admin login; answers a JWT to send as x-auth-token',
      description:
        'An account with two-factor sign-in gets status 2 and a challenge instead of a token: send it with a code ' +
        'to AdminTwoFactorLogin within five minutes.',
    }),
    config: limits.auth,
    handler: async (request) => {
      const result = await adminLogin(app, actorOf(request), request.body);
      if ('twoFactorRequired' in result) {
        return { status: 2 as const, message: request.t('api.twoFactorRequired'), ...result };
      }
      return { status: 1 as const, message: request.t('api.loginSuccessful'), ...result };
    },
  });

  api.route({
    ...endpointRoute(app, 'AdminTwoFactorLogin', {
      summary: "Admin login's second step: AdminLogin's challenge and a code of the app or a recovery code",
    }),
    // By then the body is validated: its challenge names the account whose codes are counted.
    config: limits.secondFactor((request) =>
      challengeAccount(app.db, (request.body as TwoFactorLoginRequest).challenge),
    ),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.loginSuccessful'),
      ...(await adminTwoFactorLogin(app, actorOf(request), request.body)),
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
