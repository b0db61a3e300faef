import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { adminToken } from './helpers/auth.ts';
import { multipartFile, signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';

type Caller = 'visitor' | 'fighter' | 'otherFighter' | 'admin';

interface Endpoint {
  name: string;
  method: 'GET' | 'PUT';
  /** The URL for fighter A's record. */
  url: (a: SignedUpFighter) => string;
  body?: () => Promise<{ payload: unknown; headers?: Record<string, string> }>;
  /** The HTTP code each caller gets on fighter A's record (docs/decisions/007-accounts.md). */
  expected: Record<Caller, number>;
}

const profileForm = async () => ({
  payload: { fullName: 'Asha Patil', mobileNumber: '9876543210', discipline: 'Karate' },
});
const photoForm = async () =>
  multipartFile('fighterImage', { filename: 'me.png', contentType: 'image/png', content: await pngImage() });

/** The authorization matrix as these tests assert it; the closing note of issue 3 repeats it. */
const MATRIX: Endpoint[] = [
  {
    name: 'GET GetFighterDetailsById/{A}',
    method: 'GET',
    url: (a) => `/api/Fighters/GetFighterDetailsById/${a.id}`,
    expected: { visitor: 401, fighter: 200, otherFighter: 403, admin: 200 },
  },
  {
    name: 'PUT UpdateFighterDetails/{A}',
    method: 'PUT',
    url: (a) => `/api/Fighters/UpdateFighterDetails/${a.id}`,
    body: profileForm,
    expected: { visitor: 401, fighter: 200, otherFighter: 403, admin: 403 },
  },
  {
    name: 'PUT UpdateFighterProfileImage/{A}',
    method: 'PUT',
    url: (a) => `/api/Fighters/UpdateFighterProfileImage/${a.id}`,
    body: photoForm,
    expected: { visitor: 401, fighter: 200, otherFighter: 403, admin: 403 },
  },
  {
    name: 'PUT SetFighterLanguage/{A}',
    method: 'PUT',
    url: (a) => `/api/Fighters/SetFighterLanguage/${a.id}`,
    body: async () => ({ payload: { language: 'hi' } }),
    expected: { visitor: 401, fighter: 200, otherFighter: 403, admin: 403 },
  },
  {
    name: 'GET GetFighterProfileImage/{A}',
    method: 'GET',
    url: (a) => `/api/Fighters/GetFighterProfileImage/${a.id}`,
    expected: { visitor: 401, fighter: 200, otherFighter: 403, admin: 200 },
  },
  {
    name: 'GET GetAllFighters',
    method: 'GET',
    url: () => '/api/Fighters/GetAllFighters',
    expected: { visitor: 401, fighter: 403, otherFighter: 403, admin: 200 },
  },
];

describe(`fighter access rules on ${testDialect}`, () => {
  let t: TestApp;
  let a: SignedUpFighter;
  let b: SignedUpFighter;
  let admin: string;
  const replies: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpAndLogin(t.app, { fullName: 'Fighter A' });
    b = await signUpAndLogin(t.app, { fullName: 'Fighter B' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  const tokenOf = (caller: Caller): string | null =>
    ({ visitor: null, fighter: a.token, otherFighter: b.token, admin })[caller];

  async function call(endpoint: Endpoint, headers: Record<string, string>) {
    const body = endpoint.body ? await endpoint.body() : undefined;
    const res = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url(a),
      headers: { ...headers, ...body?.headers },
      payload: body?.payload as string | Buffer | object | undefined,
    });
    replies.push(res);
    return res;
  }

  for (const endpoint of MATRIX) {
    for (const caller of ['visitor', 'fighter', 'otherFighter', 'admin'] as const) {
      it(`${endpoint.name} as ${caller} -> ${endpoint.expected[caller]}`, async () => {
        const token = tokenOf(caller);
        const res = await call(endpoint, token ? { 'x-auth-token': token } : {});
        expect(res.statusCode, res.body).toBe(endpoint.expected[caller]);
        expect(res.json().status).toBe(res.statusCode === 200 ? 1 : 0);
        if (res.statusCode === 403 && endpoint.name !== 'GET GetAllFighters') {
          expect(res.json().message).toBe('You can only access your own profile.');
        }
      });
    }
  }

  it('a refused update leaves fighter A untouched', async () => {
    const before = await t.app.db.selectFrom('fighters').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterDetails/${a.id}`,
      headers: { 'x-auth-token': b.token },
      payload: { fullName: 'Hacked', mobileNumber: '9999999999' },
    });
    const photo = await photoForm();
    await t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/UpdateFighterProfileImage/${a.id}`,
      headers: { 'x-auth-token': b.token, ...photo.headers },
      payload: photo.payload,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/Fighters/SetFighterLanguage/${a.id}`,
      headers: { 'x-auth-token': b.token },
      payload: { language: before.language === 'hi' ? 'en' : 'hi' },
    });
    const after = await t.app.db.selectFrom('fighters').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('a fighter asking for an id that does not exist gets 403, not 404, so ids cannot be probed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Fighters/GetFighterDetailsById/no-such-id',
      headers: { 'x-auth-token': a.token },
    });
    expect(res.statusCode).toBe(403);
  });

  describe('bad tokens get 401 on every protected endpoint', () => {
    const badTokens: Record<string, (t: TestApp, a: SignedUpFighter) => Promise<Record<string, string>>> = {
      'no token': async () => ({}),
      'an empty token': async () => ({ 'x-auth-token': ' ' }),
      'a malformed token': async () => ({ 'x-auth-token': 'not.a.jwt' }),
      'a token signed with another secret': async (_t, a) => ({
        'x-auth-token': await new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(a.id)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('forged-secret-forged-secret-forged-secret-0')),
      }),
      'an expired token': async (t, a) => ({
        'x-auth-token': await t.app.tokens.sign({ id: a.id, role: 'fighter', sessionVersion: 0 }, '-1s'),
      }),
      'an unsigned token (alg none)': async (_t, a) => {
        const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
        return { 'x-auth-token': `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: a.id, role: 'admin' })}.` };
      },
      'a token with an unknown role': async (_t, a) => ({
        'x-auth-token': await new SignJWT({ role: 'superuser' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(a.id)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789')),
      }),
    };

    for (const [label, headersFor] of Object.entries(badTokens)) {
      it(label, async () => {
        const headers = await headersFor(t, a);
        for (const endpoint of MATRIX) {
          const res = await call(endpoint, headers);
          expect(res.statusCode, `${endpoint.name}: ${res.body}`).toBe(401);
          expect(res.json().status).toBe(0);
        }
      });
    }
  });

  it('no reply of any fighter endpoint carries a password hash', async () => {
    const extra = [
      await t.app.inject({
        method: 'POST',
        url: '/api/Fighters/FighterLogin',
        payload: { email: a.email, password: 'kiai-password-1' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/Fighters/FighterForgotPassword', payload: { email: a.email } }),
      await t.app.inject({ method: 'GET', url: '/api/Fighters/GetAllFighters', headers: { 'x-auth-token': admin } }),
      await t.app.inject({
        method: 'GET',
        url: `/api/Fighters/GetFighterDetailsById/${b.id}`,
        headers: { 'x-auth-token': admin },
      }),
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    const all = [...replies, ...extra];
    expect(all.length).toBeGreaterThan(40);
    const allFighters = extra[2]!.json().fighters as object[];
    expect(allFighters.length).toBeGreaterThanOrEqual(2);
    for (const res of all) {
      expect(res.body).not.toMatch(/password_?hash|\$argon2/i);
    }
  });
});
