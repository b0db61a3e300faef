import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, myStaffAccountReplySchema, staffListReplySchema, type EndpointName } from '@academy/contract';
import { adminToken, insertStaffWithToken } from './helpers/auth.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { enrolTwoFactorViaApi, nextCode } from './helpers/two-factor.ts';

/**
 * The owner requires a second factor of a role: its members without one may then only set it up, on every
 * request at once (not at their next login), until they have; they cannot switch it off while it is required.
 */
describe(`the two-factor requirement per role on ${testDialect}`, () => {
  let t: TestApp;
  let owner: string;

  const call = (name: EndpointName, token: string, payload?: object) =>
    t.app.inject({
      method: ENDPOINTS[name].method,
      url: ENDPOINTS[name].path,
      headers: { 'x-auth-token': token },
      ...(payload ? { payload } : {}),
    });
  const require = (roles: string[], token = owner) => call('SaveTwoFactorPolicy', token, { required: roles });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  it("refuses to require it of the owner's own role before the owner has it", async () => {
    const res = await require(['owner', 'frontDesk']);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Turn on your own two-factor sign-in first (My account), then require it for your role.',
    );
    const list = staffListReplySchema.parse((await call('GetStaff', owner)).json());
    expect(list.twoFactorPolicy.required).toEqual([]);
  });

  it('lets a member of a required role only set it up, then everything their role may once it is on', async () => {
    const desk = await insertStaffWithToken(t.app, 'frontDesk');
    const instructor = await insertStaffWithToken(t.app, 'instructor');
    expect((await call('GetPayments', desk.token)).statusCode).toBe(200);

    const saved = await require(['frontDesk']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ policy: { required: ['frontDesk'] } });

    // At once, with the token they already hold.
    const refused = await call('GetPayments', desk.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your role must sign in with two-factor sign-in. Set it up under My account first.',
    );
    expect((await call('GetLeads', desk.token)).statusCode).toBe(403);
    const me = myStaffAccountReplySchema.parse((await call('GetMyStaffAccount', desk.token)).json());
    expect(me.member).toMatchObject({ role: 'frontDesk', twoFactor: false, mustSetUpTwoFactor: true });
    // Another role is not concerned.
    expect((await call('GetTeaching', instructor.token)).statusCode).toBe(200);

    const { secret } = await enrolTwoFactorViaApi(t.app, desk.token);
    expect((await call('GetPayments', desk.token)).statusCode).toBe(200);
    const after = myStaffAccountReplySchema.parse((await call('GetMyStaffAccount', desk.token)).json());
    expect(after.member).toMatchObject({ twoFactor: true, mustSetUpTwoFactor: false });

    // Required: it stays on.
    const off = await call('DisableTwoFactor', desk.token, { method: 'totp', code: nextCode(secret) });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      "Your role must sign in with two-factor sign-in, so it cannot be turned off. Ask the academy's owner.",
    );
  });

  it('lifts the requirement when the owner unticks the role, and writes each change to the audit log', async () => {
    const desk = await insertStaffWithToken(t.app, 'frontDesk');
    await require(['frontDesk']);
    expect((await call('GetPayments', desk.token)).statusCode).toBe(403);
    expect((await require([])).statusCode).toBe(200);
    expect((await call('GetPayments', desk.token)).statusCode).toBe(200);
    const entries = await t.app.db
      .selectFrom('auditLog')
      .select(['after', 'actorStaffRole'])
      .where('action', '=', 'admin.twoFactorPolicy')
      .orderBy('at')
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(String(entries.at(-1)!.after))).toEqual({ required: [] });
    expect(entries.at(-1)!.actorStaffRole).toBe('owner');
  });

  it('is the owner’s alone to set', async () => {
    const desk = await insertStaffWithToken(t.app, 'frontDesk');
    expect((await require([], desk.token)).statusCode).toBe(403);
  });
});
