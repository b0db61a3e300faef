import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFighterReplySchema,
  ENGLISH,
  fighterReplySchema,
  fightersReplySchema,
  loginReplySchema,
} from '@academy/contract';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { adminToken } from './helpers/auth.ts';
import { FIGHTER_PASSWORD, signUpAndLogin, signUpBody } from './helpers/fighter-accounts.ts';

const SIGN_UP = '/api/Fighters/CreateFighter';
const LOGIN = '/api/Fighters/FighterLogin';

describe(`fighter accounts on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('CreateFighter', () => {
    it('creates an account and answers status 1, the message and the new id', async () => {
      const body = signUpBody({ email: 'New.Fighter@Test.Academy' });
      const res = await t.app.inject({ method: 'POST', url: SIGN_UP, payload: body });
      expect(res.statusCode).toBe(200);
      const reply = createFighterReplySchema.parse(res.json());
      expect(reply).toEqual({ status: 1, message: ENGLISH['api.signupSuccessful'], id: expect.any(String) });

      const row = await t.app.db
        .selectFrom('fighters')
        .selectAll()
        .where('id', '=', reply.id!)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe('new.fighter@test.academy');
      expect(row.fullName).toBe('Asha Patil');
      expect(row.gender).toBe('Female');
      expect(row.age).toBe(19);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(FIGHTER_PASSWORD);
    });

    it('refuses a second account for the same email, whatever its letter case (409)', async () => {
      const email = 'twice@test.academy';
      const first = await t.app.inject({ method: 'POST', url: SIGN_UP, payload: signUpBody({ email }) });
      expect(first.statusCode).toBe(200);
      for (const again of [email, 'TWICE@test.academy', '  Twice@Test.Academy ']) {
        const res = await t.app.inject({ method: 'POST', url: SIGN_UP, payload: signUpBody({ email: again }) });
        expect(res.statusCode, again).toBe(409);
        expect(res.json()).toEqual({ status: 0, message: 'An account with this email already exists. Please log in.' });
      }
      const rows = await t.app.db.selectFrom('fighters').select('id').where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
    });

    it('lets only one of two simultaneous sign-ups with one email through', async () => {
      const email = 'race@test.academy';
      const replies = await Promise.all(
        [email, 'RACE@test.academy'].map((e) =>
          t.app.inject({ method: 'POST', url: SIGN_UP, payload: signUpBody({ email: e }) }),
        ),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      ['a bad email format', { email: 'not-an-email' }, 'Invalid email format.'],
      ['a 9-digit mobile', { mobileNumber: '987654321' }, ENGLISH['form.mobile.invalid']],
      ['an 11-digit mobile', { mobileNumber: '98765432101' }, ENGLISH['form.mobile.invalid']],
      ['letters in the mobile', { mobileNumber: '98765abcde' }, ENGLISH['form.mobile.invalid']],
      ['mismatched passwords', { confirmPassword: 'something-else-1' }, ENGLISH['form.password.mismatch']],
      [
        'a 7-character password',
        { password: 'abc1234', confirmPassword: 'abc1234' },
        'Password must be at least 8 characters long.',
      ],
      ['age 0', { age: 0 }, 'Age must be at least 1.'],
      ['an unknown gender', { gender: 'Robot' as never }, 'Gender is required.'],
      ['an empty name', { fullName: '   ' }, 'Full Name is required.'],
    ])('refuses %s with 400 and the rule broken', async (_label, override, message) => {
      const body = signUpBody(override);
      const res = await t.app.inject({ method: 'POST', url: SIGN_UP, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: expect.stringContaining(message) });
      const row = await t.app.db
        .selectFrom('fighters')
        .select('id')
        .where('email', '=', body.email.toLowerCase())
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('refuses a body with missing fields', async () => {
      const res = await t.app.inject({ method: 'POST', url: SIGN_UP, payload: { email: 'x@test.academy' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Full Name is required.');
    });
  });

  describe('FighterLogin', () => {
    it('answers the login reply shape with a token that opens the fighter own record', async () => {
      const body = signUpBody();
      const created = (await t.app.inject({ method: 'POST', url: SIGN_UP, payload: body })).json();
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: body.email, password: body.password },
      });
      expect(res.statusCode).toBe(200);
      const reply = loginReplySchema.parse(res.json());
      expect(reply).toEqual({
        status: 1,
        message: 'Login successful',
        token: expect.any(String),
        userId: created.id,
        userType: 'fighter',
        fighterId: created.id,
        id: created.id,
        language: 'en',
      });
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/Fighters/GetFighterDetailsById/${created.id}`,
        headers: { 'x-auth-token': reply.token },
      });
      expect(me.statusCode).toBe(200);
      const bearer = await t.app.inject({
        method: 'GET',
        url: `/api/Fighters/GetFighterDetailsById/${created.id}`,
        headers: { authorization: `Bearer ${reply.token}` },
      });
      expect(bearer.statusCode).toBe(200);
    });

    it('accepts the email in any letter case', async () => {
      const body = signUpBody({ email: 'casey@test.academy' });
      await t.app.inject({ method: 'POST', url: SIGN_UP, payload: body });
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'CASEY@Test.Academy', password: body.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().userType).toBe('fighter');
    });

    it('refuses a wrong password and an unknown email with the same 401 message', async () => {
      const body = signUpBody();
      await t.app.inject({ method: 'POST', url: SIGN_UP, payload: body });
      const wrong = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: body.email, password: 'wrong-password' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'nobody@test.academy', password: body.password },
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 0, message: 'Invalid email or password.' });
      }
    });

    it('refuses a bad email format and an empty password with 400', async () => {
      const badEmail = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: 'asha@', password: 'x' } });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toContain('Invalid email format.');
      const noPassword = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'asha@test.academy', password: '' },
      });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().message).toContain(ENGLISH['form.password.required']);
    });

    it('does not log an admin in as a fighter', async () => {
      await adminToken(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'admin@test.academy', password: 'admin-password-1' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    it('GetFighterDetailsById answers status, message and the fighter without any secret', async () => {
      const a = await signUpAndLogin(t.app, {
        fullName: 'Kiran Rao',
        mobileNumber: '9123456780',
        gender: 'Other',
        age: 30,
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Fighters/GetFighterDetailsById/${a.id}`,
        headers: { 'x-auth-token': a.token },
      });
      expect(res.statusCode).toBe(200);
      const reply = fighterReplySchema.strict().parse(res.json());
      expect(reply.status).toBe(1);
      expect(reply.fighter).toEqual({
        id: a.id,
        fullName: 'Kiran Rao',
        email: a.email,
        mobileNumber: '9123456780',
        gender: 'Other',
        age: 30,
        weight: null,
        height: null,
        discipline: null,
        beltLevel: null,
        rankId: null,
        address: null,
        masterName: null,
        academyName: null,
        fighterImageUrl: null,
        fighterThumbnailUrl: null,
        language: 'en',
        guardianId: null,
        dateOfBirth: null,
        trains: true,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      });
    });

    it('UpdateFighterDetails saves the form, keeps the email and answers the updated fighter', async () => {
      const a = await signUpAndLogin(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Fighters/UpdateFighterDetails/${a.id}`,
        headers: { 'x-auth-token': a.token },
        payload: {
          email: 'hijack@test.academy',
          fullName: '  Asha P. Patil ',
          mobileNumber: '9000000001',
          age: '20',
          gender: 'Female',
          weight: '52.5',
          height: 161,
          discipline: 'Judo',
          beltLevel: 'Brown',
          address: 'Kothrud, Pune',
        },
      });
      expect(res.statusCode).toBe(200);
      const reply = fighterReplySchema.parse(res.json());
      expect(reply.message).toBe(ENGLISH['api.profileUpdated']);
      expect(reply.fighter).toMatchObject({
        email: a.email,
        fullName: 'Asha P. Patil',
        mobileNumber: '9000000001',
        age: 20,
        weight: 52.5,
        height: 161,
        discipline: 'Judo',
        beltLevel: 'Brown',
        address: 'Kothrud, Pune',
      });
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/Fighters/GetFighterDetailsById/${a.id}`,
        headers: { 'x-auth-token': a.token },
      });
      expect(again.json().fighter).toEqual(reply.fighter);
      const hijacked = await t.app.db
        .selectFrom('fighters')
        .select('id')
        .where('email', '=', 'hijack@test.academy')
        .executeTakeFirst();
      expect(hijacked).toBeUndefined();
    });

    it('UpdateFighterDetails clears optional values sent empty', async () => {
      const a = await signUpAndLogin(t.app);
      const url = `/api/Fighters/UpdateFighterDetails/${a.id}`;
      const headers = { 'x-auth-token': a.token };
      await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: {
          fullName: 'A',
          mobileNumber: '9000000001',
          weight: 50,
          beltLevel: 'Blue',
          address: 'Pune',
          gender: 'Male',
        },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: {
          fullName: 'A',
          mobileNumber: '9000000001',
          age: '',
          weight: '',
          beltLevel: '',
          address: '',
          gender: '',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().fighter).toMatchObject({
        age: null,
        weight: null,
        beltLevel: null,
        address: null,
        gender: null,
      });
    });

    it.each([
      ['a 9-digit mobile', { mobileNumber: '900000000' }, ENGLISH['form.mobile.invalid']],
      ['an 11-digit mobile', { mobileNumber: '90000000011' }, ENGLISH['form.mobile.invalid']],
      ['no name', { fullName: '' }, 'Name is required.'],
      ['an unknown discipline', { discipline: 'Sumo' }, 'Discipline is required.'],
      ['a weight of 0', { weight: 0 }, 'Weight must be at least 1.'],
    ])('UpdateFighterDetails refuses %s with 400', async (_label, override, message) => {
      const a = await signUpAndLogin(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Fighters/UpdateFighterDetails/${a.id}`,
        headers: { 'x-auth-token': a.token },
        payload: { fullName: 'Asha', mobileNumber: '9000000001', ...override },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('answers 404 to an admin asking for a fighter that does not exist', async () => {
      const admin = await adminToken(t.app);
      for (const url of [
        '/api/Fighters/GetFighterDetailsById/no-such-id',
        '/api/Fighters/GetFighterProfileImage/no-such-id',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ status: 0, message: 'Fighter not found.' });
      }
    });
  });

  describe('GetAllFighters', () => {
    it('lists every fighter newest first for an admin', async () => {
      const fresh = await createTestApp();
      try {
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          ids.push((await signUpAndLogin(fresh.app, { fullName: `Fighter ${i}` })).id);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const res = await fresh.app.inject({
          method: 'GET',
          url: '/api/Fighters/GetAllFighters',
          headers: { 'x-auth-token': await adminToken(fresh.app) },
        });
        expect(res.statusCode).toBe(200);
        const reply = fightersReplySchema.parse(res.json());
        expect(reply.status).toBe(1);
        expect(reply.fighters.map((f) => f.id)).toEqual([...ids].reverse());
        expect(reply.fighters.map((f) => f.fullName)).toEqual(['Fighter 2', 'Fighter 1', 'Fighter 0']);
      } finally {
        await fresh.close();
      }
    });

    it('shows a new sign-up and a renamed fighter in the very next list', async () => {
      const admin = await adminToken(t.app);
      const names = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/Fighters/GetAllFighters',
          headers: { 'x-auth-token': admin },
        });
        return fightersReplySchema.parse(res.json()).fighters.map((f) => f.fullName);
      };
      const before = await names();
      const fresh = await signUpAndLogin(t.app, { fullName: 'Listed Right Away' });
      expect(await names()).toEqual(['Listed Right Away', ...before]);
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/Fighters/UpdateFighterDetails/${fresh.id}`,
        headers: { 'x-auth-token': fresh.token },
        payload: { fullName: 'Renamed Right Away', mobileNumber: '9000000001' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await names()).toEqual(['Renamed Right Away', ...before]);
    });
  });
});

describe(`rate limits on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('stops password guessing on FighterLogin after AUTH_RATE_LIMIT tries a minute (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'victim@test.academy', password: `guess-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const last = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'victim@test.academy', password: 'x' },
    });
    expect(last.json()).toEqual({ status: 0, message: 'Too many requests. Please wait a minute and try again.' });
  });

  it.each([
    ['CreateFighter', SIGN_UP, () => signUpBody()],
    ['FighterForgotPassword', '/api/Fighters/FighterForgotPassword', () => ({ email: 'nobody@test.academy' })],
    [
      'FighterResetPassword',
      '/api/Fighters/FighterResetPassword',
      () => ({
        email: 'nobody@test.academy',
        code: '1234',
        newPassword: 'new-password-1',
        confirmNewPassword: 'new-password-1',
      }),
    ],
  ])('limits %s too', async (_name, url, body) => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ method: 'POST', url, payload: body() })).statusCode);
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes[5]).toBe(429);
  });
});
