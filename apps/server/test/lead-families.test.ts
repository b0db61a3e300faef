import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  dashboardReplySchema,
  endpointUrl,
  ENDPOINTS,
  leadInviteReplySchema,
  leadsReplySchema,
  type BookTrialRequest,
  type Lead,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** A date of birth `years` years ago on the academy's calendar. */
const bornYearsAgo = (years: number) => `${Number(academyToday().slice(0, 4)) - years}${academyToday().slice(4)}`;

/**
 * A trial lead meets the family it becomes: a sign-up or booking with its mobile (however written), or its sign-up
 * link, links it to the account; the first enrolment of a profile of that account makes it joined, whichever way
 * the enrolment became active; the funnel counts it.
 */
describe(`leads that become families on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  async function askForTrial(overrides: Partial<BookTrialRequest>): Promise<Lead> {
    const payload = { studentAge: 8, batchId: null, message: '', agreed: true, ...overrides };
    const res = await t.app.inject({ method: 'POST', url: ENDPOINTS.BookTrial.path, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (await allLeads()).leads.find((lead) => lead.name === overrides.name)!;
  }
  async function allLeads() {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetLeads.path, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return leadsReplySchema.parse(res.json());
  }
  const leadNamed = async (name: string) => (await allLeads()).leads.find((lead) => lead.name === name)!;
  async function joinedThisMonth(): Promise<number> {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetDashboard.path, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return dashboardReplySchema.parse(res.json()).leadsThisMonth.joined;
  }
  const auditOf = (leadId: string, action: 'lead.link' | 'lead.join') =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actorRole', 'before', 'after'])
      .where('action', '=', action)
      .where('subjectId', '=', leadId)
      .execute();
  async function addChild(parent: SignedUpFighter, fullName: string, mobileNumber: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: as(parent.token),
      payload: {
        fullName,
        dateOfBirth: bornYearsAgo(8),
        gender: 'Male',
        discipline: 'Karate',
        guardian: { name: 'Sunita Rane', relation: 'Mother', mobileNumber, email: parent.email, agreed: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().profile.id as string;
  }
  const leadInvite = (token: string) =>
    t.app.inject({ method: 'POST', url: ENDPOINTS.GetLeadInvite.path, payload: { token } });

  it("links a mother's trial request to her sign-up by the mobile, and joins it when her son enrols", async () => {
    const joinedBefore = await joinedThisMonth();
    const lead = await askForTrial({ name: 'Sunita Rane', mobileNumber: '+91 98201 23456' });
    expect(lead).toMatchObject({ state: 'new', accountId: null });

    const mother = await signUpAndLogin(t.app, { fullName: 'Sunita Rane', mobileNumber: '098201 23456', age: 36 });
    expect(await leadNamed('Sunita Rane')).toMatchObject({ state: 'new', accountId: mother.id });
    const [link] = await auditOf(lead.id, 'lead.link');
    expect(JSON.parse(link!.after!)).toEqual({ accountId: mother.id, by: 'mobile' });

    const son = await addChild(mother, 'Vivaan Rane', '98201 23456');
    const batch = await createBatchViaApi(t.app, admin, { name: 'Little Tigers', autoAccept: true });
    await enrolViaApi(t.app, mother.token, batch.id, son);

    expect(await leadNamed('Sunita Rane')).toMatchObject({
      state: 'joined',
      fighterId: son,
      batchId: batch.id,
      accountId: mother.id,
    });
    const [join] = await auditOf(lead.id, 'lead.join');
    expect(join!.actorRole).toBe('fighter');
    expect(JSON.parse(join!.before!)).toEqual({ state: 'new' });
    expect(JSON.parse(join!.after!)).toEqual({ state: 'joined', fighterId: son, batchId: batch.id });
    expect(await joinedThisMonth()).toBe(joinedBefore + 1);
    expect((await allLeads()).counts.joined).toBeGreaterThanOrEqual(1);
  });

  it('prefills the sign-up from the lead’s link with the name, age and batch only, and links it whatever the mobile', async () => {
    const batch = await createBatchViaApi(t.app, admin, { name: 'Adult Beginners', autoAccept: false, minAge: 16 });
    const lead = await askForTrial({
      name: 'Rohit Sawant',
      mobileNumber: '97654 32109',
      studentAge: 29,
      batchId: batch.id,
      message: 'Evenings only',
    });
    expect(lead.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const invite = await leadInvite(lead.inviteToken);
    expect(invite.statusCode, invite.body).toBe(200);
    expect(leadInviteReplySchema.parse(invite.json()).invite).toEqual({
      name: 'Rohit Sawant',
      studentAge: 29,
      batchId: batch.id,
      batchName: 'Adult Beginners',
    });
    expect(invite.body).not.toContain('97654');
    expect(invite.body).not.toContain('Evenings only');
    expect((await leadInvite('not a token')).statusCode).toBe(400);
    expect((await leadInvite('A'.repeat(43))).statusCode).toBe(404);

    // Signed up from the link with another number: the token links them.
    const rohit = await signUpAndLogin(t.app, {
      fullName: 'Rohit Sawant',
      mobileNumber: '8888877777',
      age: 29,
      leadToken: lead.inviteToken,
    });
    expect(await leadNamed('Rohit Sawant')).toMatchObject({ state: 'new', accountId: rohit.id });
    const [link] = await auditOf(lead.id, 'lead.link');
    expect(JSON.parse(link!.after!)).toEqual({ accountId: rohit.id, by: 'invite' });

    // A batch that waits for the admin: the request alone is not joining, the acceptance is.
    const requested = await enrolViaApi(t.app, rohit.token, batch.id, rohit.id);
    expect(requested.state).toBe('requested');
    expect((await leadNamed('Rohit Sawant')).state).toBe('new');
    const accepted = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.DecideEnrolment, { id: requested.id }),
      headers: as(admin),
      payload: { decision: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await leadNamed('Rohit Sawant')).toMatchObject({ state: 'joined', fighterId: rohit.id });
    const [join] = await auditOf(lead.id, 'lead.join');
    expect(join!.actorRole).toBe('admin');

    // The link of a lead that joined fills nothing in any more.
    expect((await leadInvite(lead.inviteToken)).statusCode).toBe(404);
  });

  it('links a lead to the account of a logged-in booking with its mobile, never to an anonymous booking', async () => {
    const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(5 * DAY_MS), totalSeats: 20 });
    const family = await signUpAndLogin(t.app, { fullName: 'Kavita Joshi', mobileNumber: '9000011111', age: 40 });
    await askForTrial({ name: 'Kavita Joshi', mobileNumber: '70000 22222' });
    await askForTrial({ name: 'Walk In', mobileNumber: '70000 33333' });

    const booked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: as(family.token),
      payload: bookingPayload(event._id, {
        fighterName: 'Kavita Joshi',
        email: family.email,
        mobileNumber: '+917000022222',
      }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await leadNamed('Kavita Joshi')).accountId).toBe(family.id);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      payload: bookingPayload(event._id, { fighterName: 'Walk In', mobileNumber: '07000033333' }),
    });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect((await leadNamed('Walk In')).accountId).toBeNull();
  });

  it('meets a family that already has an account when it asks for a trial with the account’s mobile', async () => {
    const family = await signUpAndLogin(t.app, { fullName: 'Nisha Pawar', mobileNumber: '9321098765', age: 38 });
    const lead = await askForTrial({ name: 'Nisha Pawar', mobileNumber: '+91 93210 98765' });
    expect(lead.accountId).toBe(family.id);

    const daughter = await addChild(family, 'Diya Pawar', '9321098765');
    const batch = await createBatchViaApi(t.app, admin, { name: 'Girls Karate', autoAccept: true });
    await enrolViaApi(t.app, family.token, batch.id, daughter);
    expect(await leadNamed('Nisha Pawar')).toMatchObject({ state: 'joined', fighterId: daughter });
  });
});
