import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { tooManyRequests } from './http-error.ts';

/** The per-client budgets of the routes that need one (requests per minute, from the configuration). */
export function rateLimits(config: Config) {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  return {
    auth: perMinute(config.authRateLimit),
    booking: perMinute(config.bookingRateLimit),
    upload: perMinute(config.uploadRateLimit),
    trial: { rateLimit: { max: config.trialsPerClientPerHour, timeWindow: '1 hour' } },
    /**
     * Codes of a second factor: TWO_FACTOR_RATE_LIMIT tries in 15 minutes for each account `accountOf` names (the
     * logged-in caller, or the account a sign-in's challenge belongs to), however many addresses they come from;
     * per address while none is named. Counted once the body is validated, since it may name the account.
     */
    secondFactor: (accountOf: (request: FastifyRequest) => Promise<string | null>) => ({
      rateLimit: {
        max: config.twoFactorRateLimit,
        timeWindow: '15 minutes',
        hook: 'preHandler' as const,
        keyGenerator: async (request: FastifyRequest) => {
          const account = await accountOf(request);
          return account ? `account:${account}` : `ip:${request.ip}`;
        },
        // The window is long: the refusal says how long is left (Retry-After says it in seconds).
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
          tooManyRequests('api.twoFactorTooManyTries', { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
      },
    }),
  };
}
