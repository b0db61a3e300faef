import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH } from '@academy/contract';
import { SESSION_RECHECK_MS } from '../src/security/sessions.ts';
import { upsertAdmin } from '../src/modules/admins/service.ts';
import { ADMIN, adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { extractResetCode, signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** Issue 10: tokens end with a password change or reset and with "log out everywhere"; the account is checked. */
describe(`revocable sessions on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (id: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Fighters/GetFighterDetailsById/${id}`,
      headers: { 'x-auth-token': token },
    });
  const fighters = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/Fighters/GetAllFighters', headers: { 'x-auth-token': token } });
  const logoutEverywhere = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/Sessions/LogoutEverywhere', headers: { 'x-auth-token': token } });

  it('a password reset ends every token issued before it, and the new login works', async () => {
    const a = await signUpAndLogin(t.app);
    const secondDevice = await signUpAndLoginAgain(a.email);
    expect((await profile(a.id, a.token)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/Fighters/FighterForgotPassword', payload: { email: a.email } });
    const [mail] = await waitForOutbox(t.config.outboxDir, a.email, 1);
    const code = extractResetCode(mail!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Fighters/FighterResetPassword',
      payload: { email: a.email, code, newPassword: 'after-reset-1', confirmNewPassword: 'after-reset-1' },
    });
    expect(reset.statusCode).toBe(200);

    for (const token of [a.token, secondDevice]) {
      const res = await profile(a.id, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: ENGLISH['api.sessionEnded'] });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Fighters/FighterLogin',
      payload: { email: a.email, password: 'after-reset-1' },
    });
    expect((await profile(a.id, login.json().token)).statusCode).toBe(200);
  });

  it("npm run admin's password change (another process) ends the admin's older tokens within a second", async () => {
    const before = await adminToken(t.app);
    expect((await fighters(before)).statusCode).toBe(200);
    await upsertAdmin(t.app, ADMIN.email, 'a-new-admin-password');
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS));
    const res = await fighters(before);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ENGLISH['api.sessionEnded']);
    await upsertAdmin(t.app, ADMIN.email, ADMIN.password);
    expect((await fighters(await adminToken(t.app))).statusCode).toBe(200);
  });

  it('"log out everywhere" ends every session of that account only', async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const other = await signUpAndLoginAgain(a.email);
    const res = await logoutEverywhere(a.token);
    expect(res.json()).toEqual({ status: 1, message: ENGLISH['api.loggedOutEverywhere'] });
    expect((await profile(a.id, a.token)).statusCode).toBe(401);
    expect((await profile(a.id, other)).statusCode).toBe(401);
    expect((await profile(b.id, b.token)).statusCode).toBe(200);

    const admin = await adminToken(t.app);
    expect((await logoutEverywhere(admin)).statusCode).toBe(200);
    expect((await fighters(admin)).statusCode).toBe(401);
  });

  it('refuses a well-signed token of a deleted or unknown account, and a role the account does not have', async () => {
    const a = await signUpAndLogin(t.app);
    await t.app.db.deleteFrom('fighters').where('id', '=', a.id).execute();
    const deleted = await profile(a.id, a.token);
    expect(deleted.statusCode).toBe(401);
    expect(deleted.json().message).toBe('Your session has expired or is invalid. Please log in again.');

    const b = await signUpAndLogin(t.app);
    const forgedRole = await t.app.tokens.sign({ id: b.id, role: 'admin', sessionVersion: 0 });
    expect((await fighters(forgedRole)).statusCode).toBe(401);
  });

  it('a public route treats an ended token as a visitor: the booking is made but tied to nobody', async () => {
    const admin = await adminToken(t.app);
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(3 * DAY_MS) });
    const a = await signUpAndLogin(t.app);
    await logoutEverywhere(a.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Bookings/BookEvent',
      headers: { 'x-auth-token': a.token },
      payload: bookingPayload(event._id, { email: 'ended-token@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('bookings')
      .select('fighterId')
      .where('email', '=', 'ended-token@example.com')
      .executeTakeFirstOrThrow();
    expect(row.fighterId).toBeNull();
  });

  async function signUpAndLoginAgain(email: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Fighters/FighterLogin',
      payload: { email, password: 'kiai-password-1' },
    });
    return res.json().token as string;
  }
});
