import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ENDPOINTS, recoveryCodesReplySchema, startTwoFactorReplySchema } from '@academy/contract';
import { upsertAdmin } from '../../src/modules/admins/service.ts';

const STEP_MS = 30_000;

/** What an authenticator app shows for `secret` at `time` (a step later: time + STEP_MS). */
export function codeAt(secret: string, time = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time });
}

/** The code of the step after now's: accepted (one step of drift) and later than the step a code just used. */
export const nextCode = (secret: string) => codeAt(secret, Date.now() + STEP_MS);

/** Enrols the token's account through the real routes; answers its secret and recovery codes. */
export async function enrolTwoFactorViaApi(app: FastifyInstance, token: string) {
  const started = await app.inject({
    method: 'POST',
    url: ENDPOINTS.StartTwoFactor.path,
    headers: { 'x-auth-token': token },
  });
  if (started.statusCode !== 200) throw new Error(`StartTwoFactor: ${started.statusCode} ${started.body}`);
  const { secret } = startTwoFactorReplySchema.parse(started.json());
  const confirmed = await app.inject({
    method: 'POST',
    url: ENDPOINTS.ConfirmTwoFactor.path,
    headers: { 'x-auth-token': token },
    payload: { code: codeAt(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`ConfirmTwoFactor: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: recoveryCodesReplySchema.parse(confirmed.json()).recoveryCodes };
}

/** A new admin account with two-factor sign-in on: its id, password, secret and recovery codes. */
export async function adminWithTwoFactor(app: FastifyInstance, email: string) {
  const password = 'staff-password-1';
  await upsertAdmin(app, email, password);
  const login = await app.inject({ method: 'POST', url: ENDPOINTS.AdminLogin.path, payload: { email, password } });
  const { token, userId } = login.json() as { token: string; userId: string };
  return { id: userId, email, password, token, ...(await enrolTwoFactorViaApi(app, token)) };
}
