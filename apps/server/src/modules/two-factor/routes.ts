import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  twoFactorState,
} from './service.ts';
import { saveTwoFactorPolicy } from './policy.ts';

/**
 * Each member of staff's own second factor (on, off, recovery codes): a route's `request.user` is the caller's own
 * account. Resetting another's is the owner's (STAFF_ACCESS).
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Codes are counted per caller: a stolen session cannot try more of them from more addresses.
  const perCaller = rateLimits(app.config).secondFactor(async (request) => request.user?.id ?? null);

  api.route({
    ...endpointRoute(app, 'GetTwoFactor', {
      summary: "The caller's two-factor sign-in: on since when, recovery codes left",
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.twoFactorRead'),
      twoFactor: await twoFactorState(app.db, request.user!.id),
    }),
  });

  api.route({
    ...endpointRoute(app, 'StartTwoFactor', {
      summary: 'Begins enrolling an authenticator app: a new secret, as text and as an otpauth:// address',
      description: 'Nothing is switched on until ConfirmTwoFactor receives a code made with this secret.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.twoFactorStarted'),
      ...(await startEnrolment(app, actorOf(request), request.user!.id)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'ConfirmTwoFactor', {
      summary: 'Switches two-factor sign-in on with the first code of the app; answers the ten recovery codes, once',
    }),
    config: perCaller,
    handler: async (request) => {
      const enrolled = await confirmEnrolment(app, actorOf(request), request.user!.id, request.body.code);
      // A member whose role requires it may use the rest of the staff area from their next request.
      app.sessions.forget(request.user!);
      return { status: 1 as const, message: request.t('api.twoFactorEnabled'), ...enrolled };
    },
  });

  api.route({
    ...endpointRoute(app, 'RenewRecoveryCodes', {
      summary: 'Ten new recovery codes for a current code; every earlier one stops working',
    }),
    config: perCaller,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.recoveryCodesRenewed'),
      ...(await renewRecoveryCodes(app, actorOf(request), request.user!.id, request.body)),
    }),
  });

  api.route({
    ...endpointRoute(app, 'DisableTwoFactor', {
      summary: "Switches the caller's two-factor sign-in off, for a current code",
    }),
    config: perCaller,
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.twoFactorDisabled'),
      twoFactor: await disableTwoFactor(app, actorOf(request), request.user!.id, request.body),
    }),
  });

  api.route({
    ...endpointRoute(app, 'ResetTwoFactor', {
      summary: "Switches another member of staff's two-factor sign-in off (a lost phone); they may enrol again",
      description: "The owner only; 409 for the caller's own (DisableTwoFactor takes a code).",
    }),
    handler: async (request) => {
      const twoFactor = await resetTwoFactor(app, actorOf(request), request.params.id);
      app.sessions.forget({ id: request.params.id, role: 'admin' });
      return { status: 1 as const, message: request.t('api.twoFactorReset'), twoFactor };
    },
  });

  api.route({
    ...endpointRoute(app, 'SaveTwoFactorPolicy', {
      summary: 'The roles whose members must sign in with a second factor',
      description:
        "A member of such a role without one may then only set it up (403 elsewhere). 409 for the caller's own " +
        'role while the caller has none.',
    }),
    handler: async (request) => ({
      status: 1 as const,
      message: request.t('api.twoFactorPolicySaved'),
      policy: { required: await saveTwoFactorPolicy(app, actorOf(request), request.body.required) },
    }),
  });
}
