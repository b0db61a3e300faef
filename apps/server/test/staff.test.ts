import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  auditLogReplySchema,
  endpointUrl,
  ENDPOINTS,
  gradingReplySchema,
  loginReplySchema,
  myStaffAccountReplySchema,
  staffListReplySchema,
  teachingReplySchema,
  type StaffRole,
} from '@academy/contract';
import { ADMIN, adminToken, insertFighterWithToken, insertStaffWithToken } from './helpers/auth.ts';
import { checkinCodeViaApi, createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { mailBodies, mailSubject } from './helpers/mail.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { waitForOutbox } from './helpers/fighter-accounts.ts';
import { savePaymentSettings } from './helpers/payment-fixtures.ts';
import { createGradingViaApi, gradingFields, inviteViaApi, ranksViaApi } from './helpers/ranks-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { upsertAdmin } from '../src/modules/admins/service.ts';

const PASSWORD = 'staff-password-1';

describe(`staff accounts and roles on ${testDialect}`, () => {
  let t: TestApp;
  let owner: string;
  const as = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  async function invite(name: string, email: string, role: StaffRole = 'instructor') {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.InviteStaff.path,
      headers: as(owner),
      payload: { name, email, role },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invitation as { id: string };
  }

  /** The secret of the newest invitation link emailed to the address. */
  async function linkSecret(email: string, count = 1): Promise<string> {
    const mails = await waitForOutbox(t.config.outboxDir, email, count);
    const { text } = mailBodies(mails.at(-1)!);
    const match = /\/admin\/invitation#([A-Za-z0-9_-]{43})/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  }

  async function accept(token: string, password = PASSWORD) {
    return t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AcceptStaffInvitation.path,
      payload: { token, password, confirmPassword: password },
    });
  }

  async function login(email: string, password = PASSWORD) {
    return t.app.inject({ method: 'POST', url: ENDPOINTS.AdminLogin.path, payload: { email, password } });
  }

  async function staffList() {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetStaff.path, headers: as(owner) });
    expect(res.statusCode, res.body).toBe(200);
    return staffListReplySchema.parse(res.json());
  }

  it('invites by email with a one-time link whose secret is kept only as a hash, and signs the new member in', async () => {
    const batch = await createBatchViaApi(t.app, owner, { name: 'Tigers', instructor: 'Sensei Meera Iyer' });
    await invite('Sensei Meera Iyer', 'Meera@Test.Academy');
    const mails = await waitForOutbox(t.config.outboxDir, 'meera@test.academy', 1);
    expect(mailSubject(mails[0]!)).toBe('Join the staff of Kaizen Karate Academy as instructor');
    const secret = await linkSecret('meera@test.academy');
    const row = await t.app.db
      .selectFrom('staffInvitations')
      .selectAll()
      .where('email', '=', 'meera@test.academy')
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await staffList()).invitations).toMatchObject([
      { name: 'Sensei Meera Iyer', email: 'meera@test.academy', role: 'instructor' },
    ]);

    const view = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.GetStaffInvitation.path,
      payload: { token: secret },
    });
    expect(view.json()).toMatchObject({ invitation: { name: 'Sensei Meera Iyer', role: 'instructor' } });

    const joined = await accept(secret);
    expect(joined.statusCode, joined.body).toBe(200);
    const reply = loginReplySchema.parse(joined.json());
    expect(reply).toMatchObject({ userType: 'admin', staffRole: 'instructor' });
    const me = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetMyStaffAccount.path, headers: as(reply.token) });
    expect(myStaffAccountReplySchema.parse(me.json()).member).toMatchObject({
      name: 'Sensei Meera Iyer',
      email: 'meera@test.academy',
      role: 'instructor',
      twoFactor: false,
    });

    // Single use: the same link again, or its page, is refused.
    expect((await accept(secret)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.GetStaffInvitation.path,
      payload: { token: secret },
    });
    expect(again.statusCode).toBe(404);

    // The batch typed with her name is hers now, under the same name on the class pages.
    const day = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetTeaching.path, headers: as(reply.token) });
    expect(teachingReplySchema.parse(day.json()).batches.map((b) => b.id)).toEqual([batch.id]);
    const page = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetClass, { id: batch.id }) });
    expect(page.json().batch.instructor).toBe('Sensei Meera Iyer');
    const listed = (await staffList()).staff.find((member) => member.email === 'meera@test.academy')!;
    expect(listed).toMatchObject({ role: 'instructor', active: true, teaches: [{ id: batch.id, name: 'Tigers' }] });
    expect(listed.lastSignInAt).not.toBeNull();
    expect((await staffList()).invitations).toEqual([]);
  });

  it('refuses an expired link, replaces an open one with a newer invitation, and an email already on the staff', async () => {
    await invite('Late Comer', 'late@test.academy');
    const first = await linkSecret('late@test.academy');
    await invite('Late Comer', 'late@test.academy', 'frontDesk');
    const second = await linkSecret('late@test.academy', 2);
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(404);

    await t.app.db
      .updateTable('staffInvitations')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@test.academy')
      .execute();
    expect((await accept(second)).statusCode).toBe(404);

    const taken = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.InviteStaff.path,
      headers: as(owner),
      payload: { name: 'Owner Again', email: ADMIN.email, role: 'instructor' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('a withdrawn invitation stops working', async () => {
    const { id } = await invite('Never Joins', 'never@test.academy');
    const secret = await linkSecret('never@test.academy');
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.WithdrawStaffInvitation, { id }),
      headers: as(owner),
    });
    expect(res.statusCode).toBe(200);
    expect((await accept(secret)).statusCode).toBe(404);
  });

  it('deactivation ends the member’s sessions at once and refuses their login; reactivation lets them in again', async () => {
    await invite('Desk Person', 'desk@test.academy', 'frontDesk');
    const joined = loginReplySchema.parse((await accept(await linkSecret('desk@test.academy'))).json());
    const leads = () => t.app.inject({ method: 'GET', url: ENDPOINTS.GetLeads.path, headers: as(joined.token) });
    expect((await leads()).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetStaffActive, { id: joined.id }),
      headers: as(owner),
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ member: { active: false } });
    expect((await leads()).statusCode).toBe(401);
    const refused = await login('desk@test.academy');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This staff account is switched off. Ask the academy's owner.");
    // A wrong password learns nothing more than any wrong password.
    expect((await login('desk@test.academy', 'wrong-password')).json().message).toBe(
      (await login('nobody@test.academy', 'wrong-password')).json().message,
    );

    await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetStaffActive, { id: joined.id }),
      headers: as(owner),
      payload: { active: true },
    });
    const back = await login('desk@test.academy');
    expect(back.json()).toMatchObject({ status: 1, staffRole: 'frontDesk' });
  });

  it('a changed role applies to the member’s next request, and a new name to the class pages of their batches', async () => {
    const member = await insertStaffWithToken(t.app, 'instructor', { name: 'Sensei Arjun Nair' });
    const batch = await createBatchViaApi(t.app, owner, { instructor: 'typed', instructorId: member.id });
    expect(batch.instructor).toBe('Sensei Arjun Nair');
    const leads = () => t.app.inject({ method: 'GET', url: ENDPOINTS.GetLeads.path, headers: as(member.token) });
    expect((await leads()).statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UpdateStaff, { id: member.id }),
      headers: as(owner),
      payload: { name: 'Sensei Arjun K. Nair', role: 'frontDesk' },
    });
    expect(changed.json()).toMatchObject({ member: { role: 'frontDesk', name: 'Sensei Arjun K. Nair' } });
    expect((await leads()).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetClass, { id: batch.id }) });
    expect(page.json().batch.instructor).toBe('Sensei Arjun K. Nair');
  });

  it('keeps the academy with an owner: no one changes their own role or switches themself off', async () => {
    const ownerId = (await staffList()).staff.find((m) => m.email === ADMIN.email)!.id;
    const demote = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UpdateStaff, { id: ownerId }),
      headers: as(owner),
      payload: { name: 'The Owner', role: 'instructor' },
    });
    expect(demote.statusCode).toBe(409);
    const off = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetStaffActive, { id: ownerId }),
      headers: as(owner),
      payload: { active: false },
    });
    expect(off.statusCode).toBe(409);
    // Renaming oneself is fine.
    const renamed = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UpdateStaff, { id: ownerId }),
      headers: as(owner),
      payload: { name: 'Shihan Rajesh Kulkarni', role: 'owner' },
    });
    expect(renamed.json()).toMatchObject({ member: { name: 'Shihan Rajesh Kulkarni', role: 'owner' } });
  });

  it('shows two-factor as on once the member signs in with a second factor', async () => {
    const member = await insertStaffWithToken(t.app, 'frontDesk');
    expect((await staffList()).staff.find((m) => m.id === member.id)!.twoFactor).toBe(false);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('staffTwoFactor')
      .values({ adminId: member.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: null, lastUsedStep: null, createdAt: now })
      .execute();
    // An enrolment waiting for its first code is not on yet.
    expect((await staffList()).staff.find((m) => m.id === member.id)!.twoFactor).toBe(false);
    await t.app.db.updateTable('staffTwoFactor').set({ enabledAt: now }).where('adminId', '=', member.id).execute();
    expect((await staffList()).staff.find((m) => m.id === member.id)!.twoFactor).toBe(true);
  });

  it('npm run admin makes the account of its email an active owner again', async () => {
    const member = await insertStaffWithToken(t.app, 'instructor', { email: 'locked.out@test.academy' });
    await t.app.db
      .updateTable('admins')
      .set({ deactivatedAt: new Date().toISOString() })
      .where('id', '=', member.id)
      .execute();
    await upsertAdmin(t.app, 'locked.out@test.academy', 'new-owner-password');
    expect((await login('locked.out@test.academy', 'new-owner-password')).json()).toMatchObject({ staffRole: 'owner' });
  });

  it('the audit log names the member and their role for what they did', async () => {
    const teacher = await insertStaffWithToken(t.app, 'instructor', { name: 'Sensei Priya Bhattacharya' });
    const fighter = await insertFighterWithToken(t.app);
    const batch = await createBatchViaApi(t.app, owner, { instructorId: teacher.id });
    await enrolViaApi(t.app, fighter.token, batch.id, fighter.id);
    const marked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.MarkAttendance.path,
      headers: as(teacher.token),
      payload: { batchId: batch.id, day: academyToday(), fighterId: fighter.id, mark: 'present' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetAuditLog, undefined, { action: 'attendance.mark' }),
      headers: as(owner),
    });
    expect(auditLogReplySchema.parse(log.json()).entries[0]!.actor).toMatchObject({
      role: 'admin',
      id: teacher.id,
      name: 'Sensei Priya Bhattacharya',
      staffRole: 'instructor',
    });
  });

  it('an instructor sees and proposes only for their own students; the owner records what they proposed', async () => {
    const teacher = await insertStaffWithToken(t.app, 'instructor', { name: 'Sensei Vikram Singh Rathore' });
    const mine = await insertFighterWithToken(t.app, { fullName: 'Kabir Mine' });
    const theirs = await insertFighterWithToken(t.app, { fullName: 'Rohan Theirs' });
    const taught = await createBatchViaApi(t.app, owner, { name: 'Taught', instructorId: teacher.id });
    const other = await createBatchViaApi(t.app, owner, { name: 'Not Taught' });
    await enrolViaApi(t.app, mine.token, taught.id, mine.id);
    await enrolViaApi(t.app, theirs.token, other.id, theirs.id);
    const { grading } = await createGradingViaApi(
      t.app,
      owner,
      gradingFields([taught.id, other.id], await ranksViaApi(t.app)),
    );
    await inviteViaApi(t.app, owner, grading.id, [mine.id, theirs.id]);

    const seen = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetGrading, { id: grading.id }),
      headers: as(teacher.token),
    });
    expect(gradingReplySchema.parse(seen.json()).candidates.map((c) => c.fullName)).toEqual(['Kabir Mine']);

    const propose = (fighterId: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.ProposeGradingResults, { id: grading.id }),
        headers: as(teacher.token),
        payload: { results: [{ fighterId, result: 'pass' }] },
      });
    expect((await propose(theirs.id)).statusCode).toBe(403);
    expect((await propose(mine.id)).statusCode).toBe(200);
    const promotionsBefore = await t.app.db
      .selectFrom('promotions')
      .select('id')
      .where('fighterId', '=', mine.id)
      .execute();
    expect(promotionsBefore).toEqual([]);

    const forOwner = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetGrading, { id: grading.id }),
      headers: as(owner),
    });
    const candidates = gradingReplySchema.parse(forOwner.json()).candidates;
    expect(candidates.find((c) => c.fighterId === mine.id)!.proposal).toMatchObject({
      result: 'pass',
      byName: 'Sensei Vikram Singh Rathore',
    });
    const recorded = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RecordGradingResults, { id: grading.id }),
      headers: as(owner),
      payload: { results: [{ fighterId: mine.id, result: 'pass' }] },
    });
    const after = gradingReplySchema.parse(recorded.json()).candidates.find((c) => c.fighterId === mine.id)!;
    expect(after).toMatchObject({ result: 'pass', proposal: null });
    expect((await propose(mine.id)).statusCode).toBe(409);
  });

  it('an instructor checks in only to a batch they teach', async () => {
    const teacher = await insertStaffWithToken(t.app, 'instructor');
    const fighter = await insertFighterWithToken(t.app);
    const notTheirs = await createBatchViaApi(t.app, owner);
    await enrolViaApi(t.app, fighter.token, notTheirs.id, fighter.id);
    const code = await checkinCodeViaApi(t.app, fighter.token, fighter.id);
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CheckIn.path,
      headers: as(teacher.token),
      payload: { batchId: notTheirs.id, day: academyToday(), code: `KKA1:${code}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the batches you teach.');
    const attended = await t.app.db
      .selectFrom('attendance')
      .select('fighterId')
      .where('fighterId', '=', fighter.id)
      .execute();
    expect(attended).toEqual([]);
  });

  it('the front desk marks a transfer paid and takes cash; refunds and waivers are the owner’s', async () => {
    await savePaymentSettings(t.app, owner);
    const desk = await insertStaffWithToken(t.app, 'frontDesk');
    const event = await createEventViaApi(t.app, owner, { entryFee: 300, eventDateTime: fromNow(10 * DAY_MS) });
    const booking = async (n: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        payload: bookingPayload(event._id, { email: `desk.payer${n}@test.academy` }),
      });
      const paymentId = res.json().payment.paymentId as string;
      const due = await t.app.db
        .selectFrom('dues')
        .select('id')
        .where('paymentId', '=', paymentId)
        .executeTakeFirstOrThrow();
      return { paymentId, dueId: due.id };
    };
    const decide = (token: string, id: string, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.DecidePayment, { id }),
        headers: as(token),
        payload: { decision },
      });
    const first = await booking(1);
    expect((await decide(desk.token, first.paymentId, 'paid')).statusCode).toBe(200);
    expect((await decide(desk.token, first.paymentId, 'refunded')).statusCode).toBe(403);
    expect((await decide(owner, first.paymentId, 'refunded')).statusCode).toBe(200);

    const offline = (dueId: string, method: string) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.RecordOfflinePayment.path,
        headers: as(desk.token),
        payload: { dueIds: [dueId], method },
      });
    const second = await booking(2);
    expect((await offline(second.dueId, 'waiver')).statusCode).toBe(403);
    expect((await offline(second.dueId, 'cash')).statusCode).toBe(201);
  });
});
