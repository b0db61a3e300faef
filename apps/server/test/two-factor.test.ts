import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ENDPOINTS,
  loginReplySchema,
  recoveryCodesReplySchema,
  startTwoFactorReplySchema,
  twoFactorChallengeReplySchema,
  twoFactorReplySchema,
  type AuditAction,
} from '@academy/contract';
import { upsertAdmin } from '../src/modules/admins/service.ts';
import { runCli } from './helpers/server-process.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { adminWithTwoFactor, codeAt, enrolTwoFactorViaApi, nextCode } from './helpers/two-factor.ts';

const STEP_MS = 30_000;
/** 5 s into a 30-second step, so the steps a test walks through are whole ones. */
const START = Math.floor(Date.UTC(2026, 10, 20, 4, 30) / STEP_MS) * STEP_MS + 5_000;
const STAFF = { email: 'sensei.2fa@test.academy', password: 'osu-admin-password' };

describe(`two-factor sign-in on ${testDialect}`, () => {
  let t: TestApp;
  /** The staff member's token from before their second factor was on; it stays valid. */
  let token: string;
  let secret: string;
  let recoveryCodes: string[];

  const call = (name: keyof typeof ENDPOINTS, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: ENDPOINTS[name].method,
      url: ENDPOINTS[name].path,
      headers: { 'x-auth-token': token, ...headers },
      ...(payload ? { payload } : {}),
    });
  const passwordStep = (credentials = STAFF) =>
    t.app.inject({ method: 'POST', url: ENDPOINTS.AdminLogin.path, payload: credentials });
  /** The password step's challenge. */
  async function challenge(credentials = STAFF): Promise<string> {
    const res = await passwordStep(credentials);
    expect(res.statusCode, res.body).toBe(200);
    return twoFactorChallengeReplySchema.parse(res.json()).challenge;
  }
  const secondStep = (body: { challenge: string; method: string; code: string }) =>
    t.app.inject({ method: 'POST', url: ENDPOINTS.AdminTwoFactorLogin.path, payload: body });
  const later = (steps: number) => vi.setSystemTime(Date.now() + steps * STEP_MS);
  async function auditCount(action: AuditAction, subjectId: string) {
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['actorId', 'after'])
      .where('action', '=', action)
      .where('subjectId', '=', subjectId)
      .execute();
    return rows;
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    t = await createTestApp({
      TWO_FACTOR_RATE_LIMIT: '100',
      TWO_FACTOR_KEY: 'test-two-factor-key-test-two-factor-key',
    });
    await upsertAdmin(t.app, STAFF.email, STAFF.password);
    token = loginReplySchema.parse((await passwordStep()).json()).token;
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('is off at first: the login answers status 1 and the token, as for every account without it', async () => {
    const state = twoFactorReplySchema.parse((await call('GetTwoFactor')).json());
    expect(state.twoFactor).toEqual({ enabledAt: null, recoveryCodesLeft: 0 });
    expect((await passwordStep()).json()).toMatchObject({ status: 1, message: 'Login successful', userType: 'admin' });
  });

  it('enrols: a secret to scan or type, switched on only by a valid first code', async () => {
    const started = await call('StartTwoFactor');
    expect(started.statusCode, started.body).toBe(200);
    const enrolment = startTwoFactorReplySchema.parse(started.json());
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.accountName).toBe(STAFF.email);
    expect(new URL(enrolment.otpauthUri).searchParams.get('secret')).toBe(secret);
    // Sealed at rest under TWO_FACTOR_KEY: the database alone does not give the secret away.
    const stored = await t.app.db.selectFrom('staffTwoFactor').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^v1\./);
    expect(stored.secret).not.toContain(secret);

    // Not on yet: the password alone still logs in.
    expect((await passwordStep()).json().status).toBe(1);

    const wrong = await call('ConfirmTwoFactor', { code: codeAt(secret, Date.now() + 2 * STEP_MS) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 0, message: 'That code is not right. Check the app and try again.' });
    const malformed = await call('ConfirmTwoFactor', { code: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Enter the 6-digit code from your authenticator app.');

    const confirmed = await call('ConfirmTwoFactor', { code: codeAt(secret).replace(/^(\d{3})/, '$1 ') });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const reply = recoveryCodesReplySchema.parse(confirmed.json());
    recoveryCodes = reply.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(reply.twoFactor).toEqual({ enabledAt: new Date(START).toISOString(), recoveryCodesLeft: 10 });
    // Only hashes are kept.
    const hashes = await t.app.db.selectFrom('staffRecoveryCodes').select('codeHash').execute();
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0]!.replace(/-/g, ''));
    expect(await auditCount('admin.twoFactorEnabled', await staffId())).toHaveLength(1);

    expect((await call('StartTwoFactor')).statusCode).toBe(409);
  });

  async function staffId() {
    const row = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', STAFF.email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('makes the login answer status 2 with a challenge instead of a token, which no client reads as a login', async () => {
    const before = (await auditCount('admin.login', await staffId())).length;
    const res = await passwordStep();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 2,
      message: 'Enter the code from your authenticator app.',
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    expect(body.token).toBeUndefined();
    expect(loginReplySchema.safeParse(body).success).toBe(false);
    expect((await auditCount('admin.login', await staffId())).length).toBe(before);
    // A wrong password is refused as before.
    const wrong = await passwordStep({ ...STAFF, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 0, message: 'Invalid email or password.' });
  });

  it('logs in at the second step with a code of the app, once per challenge and once per time step', async () => {
    const first = await challenge();
    // The enrolment's own code is used up: a replay.
    const replay = await secondStep({ challenge: first, method: 'totp', code: codeAt(secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('That code has already been used. Wait for the next one in your app.');

    later(1);
    const code = codeAt(secret);
    const res = await secondStep({ challenge: first, method: 'totp', code });
    expect(res.statusCode, res.body).toBe(200);
    const login = loginReplySchema.parse(res.json());
    expect(login).toMatchObject({ status: 1, message: 'Login successful', userType: 'admin', id: await staffId() });
    const list = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetAllFighters.path,
      headers: { 'x-auth-token': login.token },
    });
    expect(list.statusCode).toBe(200);
    expect(await auditCount('admin.login', await staffId())).not.toHaveLength(0);

    // The challenge worked once; the code's step is used, whichever challenge brings it.
    const again = await secondStep({ challenge: first, method: 'totp', code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This sign-in has expired. Please enter your password again.');
    const sameStep = await secondStep({ challenge: await challenge(), method: 'totp', code });
    expect(sameStep.json().message).toBe('That code has already been used. Wait for the next one in your app.');
  });

  it('accepts one step of clock drift either way, and not two', async () => {
    later(3);
    const ahead = await secondStep({ challenge: await challenge(), method: 'totp', code: nextCode(secret) });
    expect(ahead.statusCode, ahead.body).toBe(200);
    later(3);
    const behind = await secondStep({
      challenge: await challenge(),
      method: 'totp',
      code: codeAt(secret, Date.now() - STEP_MS),
    });
    expect(behind.statusCode, behind.body).toBe(200);
    later(3);
    const farChallenge = await challenge();
    for (const offset of [-2, 2]) {
      const far = await secondStep({
        challenge: farChallenge,
        method: 'totp',
        code: codeAt(secret, Date.now() + offset * STEP_MS),
      });
      expect(far.statusCode).toBe(401);
      expect(far.json().message).toBe('That code is not right. Check the app and try again.');
    }
  });

  it('logs in with a recovery code, typed loosely, once only; its use is audited', async () => {
    const [code] = recoveryCodes;
    const loose = code!.replace(/-/g, '').toLowerCase();
    const res = await secondStep({ challenge: await challenge(), method: 'recovery', code: loose });
    expect(res.statusCode, res.body).toBe(200);
    expect(loginReplySchema.parse(res.json()).status).toBe(1);
    const used = await auditCount('admin.recoveryCodeUsed', await staffId());
    expect(used).toHaveLength(1);
    expect(JSON.parse(used[0]!.after!)).toEqual({ recoveryCodesLeft: 9 });
    expect(twoFactorReplySchema.parse((await call('GetTwoFactor')).json()).twoFactor.recoveryCodesLeft).toBe(9);

    const again = await secondStep({ challenge: await challenge(), method: 'recovery', code: code! });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('That recovery code is not right, or it has been used.');
  });

  it('voids a challenge after five wrong codes, and audits each', async () => {
    const id = await staffId();
    const failedBefore = (await auditCount('admin.twoFactorFailed', id)).length;
    later(3);
    const doomed = await challenge();
    for (let i = 0; i < 5; i++) {
      const res = await secondStep({ challenge: doomed, method: 'totp', code: String(100000 + i) });
      expect(res.statusCode).toBe(401);
    }
    const right = await secondStep({ challenge: doomed, method: 'totp', code: codeAt(secret) });
    expect(right.json().message).toBe('This sign-in has expired. Please enter your password again.');
    expect((await auditCount('admin.twoFactorFailed', id)).length).toBe(failedBefore + 5);
    // Written as the visitor the caller still is, under the account's email, with the reason and never the code.
    const last = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'admin.twoFactorFailed')
      .where('after', 'like', '%wrong%')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ actorRole: 'visitor', actorId: null, actorLabel: STAFF.email, subjectId: id });
    expect(JSON.parse(last.after!)).toEqual({ method: 'totp', reason: 'wrong' });
    expect(last.after).not.toContain('100004');
  });

  it('voids a challenge that expired, or that a password change overtook', async () => {
    later(3);
    const expiring = await challenge();
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const late = await secondStep({ challenge: expiring, method: 'totp', code: codeAt(secret) });
    expect(late.json().message).toBe('This sign-in has expired. Please enter your password again.');

    later(1);
    const overtaken = await challenge();
    await upsertAdmin(t.app, STAFF.email, 'a-new-password-1');
    const res = await secondStep({ challenge: overtaken, method: 'totp', code: codeAt(secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This sign-in has expired. Please enter your password again.');
    await upsertAdmin(t.app, STAFF.email, STAFF.password);
    // The password change ended the old token too.
    token = await loginWithCode();
  });

  /** A full login with the next step's code; answers the token. */
  async function loginWithCode(): Promise<string> {
    later(2);
    const res = await secondStep({ challenge: await challenge(), method: 'totp', code: codeAt(secret) });
    expect(res.statusCode, res.body).toBe(200);
    return loginReplySchema.parse(res.json()).token;
  }

  it('renews the recovery codes for a current code: the old ones stop working', async () => {
    const wrong = await call('RenewRecoveryCodes', { method: 'totp', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    later(1);
    const res = await call('RenewRecoveryCodes', { method: 'totp', code: codeAt(secret) });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = recoveryCodesReplySchema.parse(res.json());
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[1]);
    expect(renewed.twoFactor.recoveryCodesLeft).toBe(10);
    const old = await secondStep({ challenge: await challenge(), method: 'recovery', code: recoveryCodes[1]! });
    expect(old.json().message).toBe('That recovery code is not right, or it has been used.');
    recoveryCodes = renewed.recoveryCodes;
    expect(await auditCount('admin.recoveryCodesRenewed', await staffId())).toHaveLength(1);
  });

  it('is reset by another admin, not by the account itself; the reset is audited', async () => {
    const other = await adminWithTwoFactor(t.app, 'front.desk.2fa@test.academy');
    const otherChallenge = await challenge({ email: other.email, password: other.password });
    expect(otherChallenge).toBeTruthy();
    const reset = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/Admin/ResetTwoFactor/${id}`, headers: { 'x-auth-token': token } });

    const own = await reset(await staffId());
    expect(own.statusCode).toBe(409);
    expect((await reset('no-such-staff')).statusCode).toBe(404);

    const res = await reset(other.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(twoFactorReplySchema.parse(res.json()).twoFactor).toEqual({ enabledAt: null, recoveryCodesLeft: 0 });
    const entries = await auditCount('admin.twoFactorReset', other.id);
    expect(entries.map((entry) => entry.actorId)).toEqual([await staffId()]);
    // Their waiting challenge went with it; their password alone logs in again.
    const stale = await secondStep({ challenge: otherChallenge, method: 'totp', code: nextCode(other.secret) });
    expect(stale.statusCode).toBe(401);
    const login = await passwordStep({ email: other.email, password: other.password });
    expect(login.json()).toMatchObject({ status: 1, userType: 'admin' });
    expect((await reset(other.id)).statusCode).toBe(409);
  });

  it('is turned off by the account itself with a recovery code or a code of the app, then the password suffices', async () => {
    const wrong = await call('DisableTwoFactor', { method: 'recovery', code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That recovery code is not right, or it has been used.');
    const res = await call('DisableTwoFactor', { method: 'recovery', code: recoveryCodes[0]! });
    expect(res.statusCode, res.body).toBe(200);
    expect(twoFactorReplySchema.parse(res.json()).twoFactor).toEqual({ enabledAt: null, recoveryCodesLeft: 0 });
    expect(await auditCount('admin.twoFactorDisabled', await staffId())).toHaveLength(1);
    expect((await passwordStep()).json()).toMatchObject({ status: 1, message: 'Login successful' });
    expect((await call('DisableTwoFactor', { method: 'totp', code: '123456' })).statusCode).toBe(409);

    // Enrolled again with a new app, and off again with a code of it.
    const again = await enrolTwoFactorViaApi(t.app, token);
    expect(again.secret).not.toBe(secret);
    later(1);
    const off = await call('DisableTwoFactor', { method: 'totp', code: codeAt(again.secret) });
    expect(off.statusCode, off.body).toBe(200);
  });
});

describe(`two-factor codes rate-limited on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TWO_FACTOR_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after TWO_FACTOR_RATE_LIMIT codes for one account, from any address and any challenge', async () => {
    const staff = await adminWithTwoFactor(t.app, 'limited.2fa@test.academy');
    // Without TWO_FACTOR_KEY the secret is kept as it is.
    const stored = await t.app.db.selectFrom('staffTwoFactor').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).toBe(staff.secret);
    const challenge = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.AdminLogin.path,
        payload: { email: staff.email, password: staff.password },
      });
      return twoFactorChallengeReplySchema.parse(res.json()).challenge;
    };
    const attempt = async (code: string, remoteAddress = '198.51.100.7', withChallenge?: string) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.AdminTwoFactorLogin.path,
        remoteAddress,
        payload: { challenge: withChallenge ?? (await challenge()), method: 'totp', code },
      });

    const first = await challenge();
    const codes: number[] = [];
    for (const code of ['111111', '222222', '333333']) codes.push((await attempt(code, undefined, first)).statusCode);
    expect(codes).toEqual([401, 401, 401]);

    const limited = await attempt(nextCode(staff.secret), '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many codes tried. Please wait 15 minutes and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // Another account, from the same address, is not held back by it.
    const other = await adminWithTwoFactor(t.app, 'unlimited.2fa@test.academy');
    const login = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email: other.email, password: other.password },
    });
    const otherChallenge = twoFactorChallengeReplySchema.parse(login.json()).challenge;
    const ok = await attempt(nextCode(other.secret), '198.51.100.7', otherChallenge);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('limits a logged-in caller trying codes to turn it off', async () => {
    const staff = await adminWithTwoFactor(t.app, 'disabler.2fa@test.academy');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.DisableTwoFactor.path,
        headers: { 'x-auth-token': staff.token },
        payload: { method: 'totp', code: String(400000 + i) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe(`npm run admin -- --reset-two-factor on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets a member of staff who lost phone and codes in with the password again; audited as the command', async () => {
    const staff = await adminWithTwoFactor(t.app, 'lost.phone@test.academy');
    const env = {
      DATA_DIR: t.config.dataDir,
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      LOG_LEVEL: 'silent',
    };
    const reset = await runCli('admin', ['--email', 'Lost.Phone@test.academy', '--reset-two-factor'], env);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('two-factor sign-in reset');
    const login = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.json()).toMatchObject({ status: 1, userType: 'admin' });
    const entry = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'admin.twoFactorReset')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorRole: 'system', actorLabel: 'npm run admin', subjectId: staff.id });

    const again = await runCli('admin', ['--email', staff.email, '--reset-two-factor'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Two-factor sign-in is not on for this account.');
    const unknown = await runCli('admin', ['--email', 'nobody@test.academy', '--reset-two-factor'], env);
    expect(unknown.stderr).toContain('No such staff member.');
    const both = await runCli(
      'admin',
      ['--email', staff.email, '--password', 'long-enough', '--reset-two-factor'],
      env,
    );
    expect(both.code).toBe(2);
  });
});
