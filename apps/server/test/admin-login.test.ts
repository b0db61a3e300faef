import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginReplySchema } from '@academy/contract';
import { upsertAdmin } from '../src/modules/admins/service.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';

const URL = '/api/Admin/AdminLogin';
const ADMIN = { email: 'sensei@test.academy', password: 'osu-admin-password' };

describe(`AdminLogin on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await upsertAdmin(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('answers status 1, the token, userId and userType admin; the token opens the fighters list', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const reply = loginReplySchema.parse(res.json());
    expect(reply).toMatchObject({
      status: 1,
      userType: 'admin',
      token: expect.any(String),
      userId: expect.any(String),
    });
    expect(reply.id).toBe(reply.userId);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Fighters/GetAllFighters',
      headers: { 'x-auth-token': reply.token },
    });
    expect(list.statusCode).toBe(200);
  });

  it('accepts the email in any letter case', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { ...ADMIN, email: 'SENSEI@Test.Academy' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: URL, payload: { ...ADMIN, password: 'wrong-password' } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { ...ADMIN, email: 'nobody@test.academy' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'Invalid email or password.' });
      expect(res.json().token).toBeUndefined();
    }
  });

  it('refuses a bad email format and an empty password with 400', async () => {
    const badEmail = await t.app.inject({ method: 'POST', url: URL, payload: { email: 'sensei', password: 'x' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Invalid email format.');
    const empty = await t.app.inject({ method: 'POST', url: URL, payload: { email: ADMIN.email, password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Password is required.');
  });

  it('does not log a fighter in as an admin', async () => {
    const fighter = await signUpAndLogin(t.app, { email: 'fighter-not-admin@test.academy' });
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: fighter.email, password: 'kiai-password-1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never answers the password hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: ADMIN });
    expect(res.body).not.toMatch(/password_?hash|\$argon2/i);
  });
});

describe(`AdminLogin rate limit on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('answers 429 once AUTH_RATE_LIMIT tries were made within a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: URL, payload: { ...ADMIN, password: `guess-${i}` } })).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
