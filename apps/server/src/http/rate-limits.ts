import type { Config } from '../config.ts';

/** The per-client budgets of the routes that need one (requests per minute, from the configuration). */
export function rateLimits(config: Config) {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  return {
    auth: perMinute(config.authRateLimit),
    booking: perMinute(config.bookingRateLimit),
    upload: perMinute(config.uploadRateLimit),
    trial: { rateLimit: { max: config.trialsPerClientPerHour, timeWindow: '1 hour' } },
  };
}
