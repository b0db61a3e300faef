import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  addDays,
  adminBatchesReplySchema,
  batchReplySchema,
  batchRosterReplySchema,
  checkInReplySchema,
  CHECKIN_QR_PREFIX,
  classesReplySchema,
  dashboardReplySchema,
  attendanceRegisterReplySchema,
  endpointUrl,
  ENDPOINTS,
  enrolmentReplySchema,
  familyEnrolmentsReplySchema,
  fighterClassesReplySchema,
  classDayReplySchema,
  WEEKDAYS,
  weekdayOf,
  type BatchFields,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { closeClassDayViaApi } from './helpers/classes-fixtures.ts';
import { signUpAndLogin, waitForOutbox, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { mailSubject } from './helpers/mail.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { hashSecret } from '../src/security/passwords.ts';
import { newCheckinCode, newId, nowIso } from '../src/lib/ids.ts';

describe(`classes, enrolment and attendance on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let asha: SignedUpFighter;
  let ravi: SignedUpFighter;
  const today = academyToday();
  const as = (token: string) => ({ 'x-auth-token': token });

  const batchBody = (overrides: Partial<BatchFields> = {}): BatchFields => ({
    name: 'Evening Kids Karate',
    program: 'Kids Karate',
    level: 'White to Yellow',
    minAge: 5,
    maxAge: 60,
    place: 'Main hall, Kothrud, Pune',
    // Every day, so today's class day is held whatever day the suite runs on.
    weekdays: [...WEEKDAYS],
    startTime: '06:00',
    endTime: '07:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Kavya Reddy',
    startDate: addDays(today, -30),
    autoAccept: true,
    ...overrides,
  });
  async function createBatch(overrides: Partial<BatchFields> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateBatch.path,
      headers: as(admin),
      payload: batchBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return batchReplySchema.parse(res.json()).batch;
  }
  const enrol = (who: { token: string }, batchId: string, fighterId: string) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.RequestEnrolment.path,
      headers: as(who.token),
      payload: { batchId, fighterId },
    });
  const mark = (batchId: string, fighterId: string, value: string, day = today) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.MarkAttendance.path,
      headers: as(admin),
      payload: { batchId, day, fighterId, mark: value },
    });
  const checkIn = (batchId: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CheckIn.path,
      headers: as(admin),
      payload: { batchId, day: today, code },
    });
  const classesOf = async (who: { token: string }, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterClasses, { id }),
      headers: as(who.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return fighterClassesReplySchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    asha = await signUpAndLogin(t.app, { fullName: 'Asha Patil', age: 34 });
    ravi = await signUpAndLogin(t.app, { fullName: 'Ravi Kumar', age: 29 });
  });
  afterAll(() => t?.close());

  it('validates a batch on the server and lists open batches publicly with seats and the next class day', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateBatch.path,
      headers: as(admin),
      payload: batchBody({ weekdays: [], startTime: '19:00', endTime: '18:00' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/at least one weekday/);
    expect(bad.json().message).toMatch(/end after it starts/);

    const batch = await createBatch({ name: 'Listed batch', weekdays: [weekdayOf(addDays(today, 1))] });
    const paused = await createBatch({ name: 'Paused batch' });
    const pause = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetBatchStatus, { id: paused.id }),
      headers: as(admin),
      payload: { status: 'paused' },
    });
    expect(pause.statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetClasses.path });
    const listed = classesReplySchema.parse(res.json()).batches;
    const shown = listed.find((b) => b.id === batch.id);
    expect(shown).toMatchObject({ seatsLeft: 20, enrolled: 0, nextClassDay: addDays(today, 1), monthlyFee: 1500 });
    expect(listed.some((b) => b.id === paused.id)).toBe(false);

    const ended = await createBatch({ name: 'Ended batch' });
    await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetBatchStatus, { id: ended.id }),
      headers: as(admin),
      payload: { status: 'ended' },
    });
    const gone = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetClass, { id: ended.id }) });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetBatchStatus, { id: ended.id }),
      headers: as(admin),
      payload: { status: 'open' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes a request, lets the admin accept it within capacity, emails the family, and frees the seat on leaving', async () => {
    const batch = await createBatch({ name: 'Decided batch', capacity: 1, autoAccept: false });
    const asked = await enrol(asha, batch.id, asha.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = enrolmentReplySchema.parse(asked.json()).enrolment;
    expect(request.state).toBe('requested');
    expect((await enrol(asha, batch.id, asha.id)).statusCode).toBe(409);
    // Another family's profile is not the caller's to enrol.
    expect((await enrol(ravi, batch.id, asha.id)).statusCode).toBe(403);

    const decide = (id: string, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.DecideEnrolment, { id }),
        headers: as(admin),
        payload: { decision },
      });
    const accepted = await decide(request.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(enrolmentReplySchema.parse(accepted.json()).enrolment.state).toBe('active');
    const [mail] = await waitForOutbox(t.config.outboxDir, asha.email, 1);
    expect(mailSubject(mail!)).toBe('Asha Patil is enrolled in Decided batch');

    const second = enrolmentReplySchema.parse((await enrol(ravi, batch.id, ravi.id)).json()).enrolment;
    const full = await decide(second.id, 'accept');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/full/);

    const left = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.LeaveBatch, { id: request.id }),
      headers: as(asha.token),
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await decide(second.id, 'accept')).statusCode).toBe(200);

    const roster = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetBatchRoster, { id: batch.id }),
      headers: as(admin),
    });
    const entries = batchRosterReplySchema.parse(roster.json()).enrolments;
    expect(entries.map((e) => [e.fighterName, e.state]).sort()).toEqual([
      ['Asha Patil', 'left'],
      ['Ravi Kumar', 'active'],
    ]);
  });

  it('refuses an age outside the batch and a batch that is not open', async () => {
    const kids = await createBatch({ name: 'Little ones', minAge: 5, maxAge: 12 });
    const res = await enrol(asha, kids.id, asha.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This batch is for ages 5 to 12.');
  });

  it('never passes capacity under 200 concurrent requests to a batch that accepts by itself', async () => {
    const batch = await createBatch({ name: 'Rush batch', capacity: 5, autoAccept: true });
    const passwordHash = await hashSecret('unused-password-1');
    const now = nowIso();
    const crowd = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const id = newId();
        await t.app.db
          .insertInto('fighters')
          .values({
            id,
            email: `rush${i}@test.academy`,
            passwordHash,
            fullName: `Rusher ${i}`,
            mobileNumber: '9876543210',
            age: 20,
            checkinCode: newCheckinCode(),
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        return { id, token: await t.app.tokens.sign({ id, role: 'fighter', sessionVersion: 0 }) };
      }),
    );
    const replies = await Promise.all(crowd.map((f) => enrol(f, batch.id, f.id)));
    const enrolments = replies.map((r) => enrolmentReplySchema.parse(r.json()).enrolment);
    const active = enrolments.filter((e) => e.state === 'active');
    const waiting = enrolments.filter((e) => e.state === 'requested');
    expect(active).toHaveLength(5);
    expect(waiting).toHaveLength(195);

    // One seat frees; the admin accepting 50 waiting requests at once fills it once.
    const leave = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.LeaveBatch, { id: active[0]!.id }),
      headers: as(admin),
    });
    expect(leave.statusCode).toBe(200);
    const decisions = await Promise.all(
      waiting.slice(0, 50).map((e) =>
        t.app.inject({
          method: 'POST',
          url: endpointUrl(ENDPOINTS.DecideEnrolment, { id: e.id }),
          headers: as(admin),
          payload: { decision: 'accept' },
        }),
      ),
    );
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.statusCode === 409)).toHaveLength(49);
    const row = await t.app.db
      .selectFrom('enrolments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('batchId', '=', batch.id)
      .where('state', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(5);
  });

  it('marks attendance by tap on held class days only, for members only, and audits a correction', async () => {
    const batch = await createBatch({ name: 'Attendance batch' });
    expect((await enrol(asha, batch.id, asha.id)).statusCode).toBe(201);

    const present = await mark(batch.id, asha.id, 'present');
    expect(present.statusCode, present.body).toBe(200);
    const stranger = await mark(batch.id, ravi.id, 'present');
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('Ravi Kumar is not enrolled in this batch.');
    expect((await mark(batch.id, asha.id, 'present', addDays(today, 1))).statusCode).toBe(409);
    const correction = await mark(batch.id, asha.id, 'late');
    expect(correction.statusCode).toBe(200);

    const classDay = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetClassDay, { id: batch.id }, { day: today }),
      headers: as(admin),
    });
    const body = classDayReplySchema.parse(classDay.json());
    expect(body.held).toBe(true);
    expect(body.roster).toEqual([expect.objectContaining({ fullName: 'Asha Patil', mark: 'late', method: 'tap' })]);

    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'attendance.mark')
      .where('subjectId', '=', asha.id)
      .orderBy('at')
      .execute();
    expect(audit.map((row) => [row.before && JSON.parse(row.before).mark, JSON.parse(row.after!).mark])).toEqual([
      [null, 'present'],
      ['present', 'late'],
    ]);

    // A day the batch does not meet holds no class day.
    const weekly = await createBatch({ name: 'Weekly batch', weekdays: [weekdayOf(addDays(today, 1))] });
    const off = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetClassDay, { id: weekly.id }, { day: today }),
      headers: as(admin),
    });
    expect(classDayReplySchema.parse(off.json()).held).toBe(false);
  });

  it('checks in by QR only members of the batch, refuses forged codes, and says when a second scan came', async () => {
    const batch = await createBatch({ name: 'QR batch' });
    const other = await createBatch({ name: 'Other batch' });
    await enrol(asha, batch.id, asha.id);
    await enrol(ravi, other.id, ravi.id);
    const ashaCode = (await classesOf(asha, asha.id)).checkinCode!;
    const raviCode = (await classesOf(ravi, ravi.id)).checkinCode;

    const first = await checkIn(batch.id, `${CHECKIN_QR_PREFIX}${ashaCode}`);
    expect(first.statusCode, first.body).toBe(200);
    const done = checkInReplySchema.parse(first.json());
    expect(done).toMatchObject({ already: false, fighterName: 'Asha Patil', entry: { method: 'qr' } });
    // The class started at 06:00 IST: a scan after 06:10 is late, before it present.
    const minutesIst = (Date.now() + 330 * 60_000) % 86_400_000;
    expect(done.entry.mark).toBe(minutesIst > 6 * 60 * 60_000 + 10 * 60_000 ? 'late' : 'present');

    const second = checkInReplySchema.parse((await checkIn(batch.id, ashaCode.toLowerCase())).json());
    expect(second.already).toBe(true);
    expect(second.entry.markedAt).toBe(done.entry.markedAt);
    expect(second.message).toMatch(/^Asha Patil already checked in at \d\d:\d\d\.$/);

    const stranger = await checkIn(batch.id, `${CHECKIN_QR_PREFIX}${raviCode}`);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('Ravi Kumar is not enrolled in this batch.');
    const forged = await checkIn(batch.id, `${CHECKIN_QR_PREFIX}${ashaCode === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ'}`);
    expect(forged.statusCode).toBe(404);
    expect((await checkIn(batch.id, 'https://example.com/not-a-card')).statusCode).toBe(404);
  });

  it("shows a fighter their attendance this month and overall, and not another family's", async () => {
    const batch = await createBatch({ name: 'Stats batch' });
    const ravisBatch = await createBatch({ name: 'Ravi batch' });
    await enrol(ravi, ravisBatch.id, ravi.id);
    await enrol(asha, batch.id, asha.id);
    expect((await mark(batch.id, asha.id, 'present')).statusCode).toBe(200);
    // Another member marked absent: the class day was held for Asha too.
    await enrol(ravi, batch.id, ravi.id);
    await mark(batch.id, ravi.id, 'absent');

    const mine = await classesOf(asha, asha.id);
    const stats = mine.enrolments.find((e) => e.batchId === batch.id);
    expect(stats?.state).toBe('active');
    expect(mine.attendance.days.find((d) => d.day === today)?.mark).toBe('present');
    expect(mine.attendance.recent[0]).toMatchObject({ day: today, batchName: expect.any(String) });
    expect(mine.attendance.overallHeld).toBeGreaterThanOrEqual(1);
    expect(mine.attendance.monthAttended).toBeGreaterThanOrEqual(1);
    expect(mine.attendance.monthAttended).toBeLessThanOrEqual(mine.attendance.monthHeld);

    const peek = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterClasses, { id: asha.id }),
      headers: as(ravi.token),
    });
    expect(peek.statusCode).toBe(403);
  });

  it('cancels a class day for a holiday, emails the enrolled families, and can take it back', async () => {
    const batch = await createBatch({ name: 'Holiday batch' });
    const lone = await signUpAndLogin(t.app, { fullName: 'Meera Iyer', age: 40 });
    await enrol(lone, batch.id, lone.id);
    const tomorrow = addDays(today, 1);
    expect(await closeClassDayViaApi(t.app, admin, batch.id, tomorrow)).toMatchObject({ closed: 1, notified: 1 });
    // The first email said the batch accepted Meera; the second is the cancellation.
    const mails = await waitForOutbox(t.config.outboxDir, lone.email, 2);
    const day = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${tomorrow}T00:00:00Z`));
    expect(mails.map(mailSubject)).toContain(`No class: Holiday batch on ${day}`);

    const all = adminBatchesReplySchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.GetAllBatches.path, headers: as(admin) })).json(),
    ).batches;
    expect(all.find((b) => b.id === batch.id)?.closedDays).toEqual([{ day: tomorrow, reason: 'Diwali holiday' }]);
    const past = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CloseClassDay.path,
      headers: as(admin),
      payload: { batchIds: [batch.id], day: addDays(today, -1), reason: 'Too late' },
    });
    expect(past.statusCode).toBe(409);

    const reopened = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.ReopenClassDay.path,
      headers: as(admin),
      payload: { batchId: batch.id, day: tomorrow },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(batchReplySchema.parse(reopened.json()).batch.closedDays).toEqual([]);
    // The family told the class was off hears that it is on again, and the admin is told they were.
    expect(batchReplySchema.parse(reopened.json()).message).toBe('The session will be held again; 1 family emailed.');
    const after = await waitForOutbox(t.config.outboxDir, lone.email, 3);
    expect(after.map(mailSubject)).toContain(`Class is on: Holiday batch on ${day}`);
  });

  it("gives the admin today's class days, 12 weeks of attendance per batch, and a month's register", async () => {
    const batch = await createBatch({ name: 'Dashboard batch' });
    const meera = await signUpAndLogin(t.app, { fullName: 'Meera Nair', age: 27 });
    await enrol(asha, batch.id, asha.id);
    await enrol(meera, batch.id, meera.id);
    await mark(batch.id, asha.id, 'present');
    await mark(batch.id, meera.id, 'absent');

    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetDashboard.path, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const board = dashboardReplySchema.parse(res.json());
    expect(board.classDaysToday.find((s) => s.batchId === batch.id)).toMatchObject({
      enrolled: 2,
      marked: 2,
      held: true,
    });
    const weeks = board.attendanceByBatch.find((b) => b.batchId === batch.id)!.weeks;
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ held: 1, rate: 50 });
    expect(weeks[0]).toMatchObject({ held: 0, rate: null });
    expect(board.activeFighters).toBeGreaterThanOrEqual(2);

    const register = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetAttendanceRegister, { id: batch.id }, { month: today.slice(0, 7) }),
      headers: as(admin),
    });
    expect(register.statusCode, register.body).toBe(200);
    const sheet = attendanceRegisterReplySchema.parse(register.json());
    expect(sheet.days.at(-1)).toBe(today);
    expect(sheet.rows.map((r) => [r.fullName, r.marks[today], r.attended])).toEqual([
      ['Asha Patil', 'present', 1],
      ['Meera Nair', 'absent', 0],
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetAttendanceRegister, { id: batch.id }, { month: '2026-13' }),
      headers: as(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a mark of a fighter who does not exist, and 409 naming a fighter not in the batch', async () => {
    const batch = await createBatch({ name: 'Unknown fighter batch' });
    const nobody = await mark(batch.id, newId(), 'present');
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect(nobody.json().message).toBe('Fighter not found.');
    const outsider = await mark(batch.id, ravi.id, 'present');
    expect(outsider.statusCode, outsider.body).toBe(409);
    expect(outsider.json().message).toContain('Ravi Kumar');
  });

  it('refuses to lower a batch capacity below its active members, as events refuse seats below bookings', async () => {
    const batch = await createBatch({ name: 'Full batch', capacity: 3 });
    const meena = await signUpAndLogin(t.app, { fullName: 'Meena Iyer', age: 31 });
    for (const who of [asha, ravi, meena]) expect((await enrol(who, batch.id, who.id)).statusCode).toBe(201);
    const update = (capacity: number) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.UpdateBatch, { id: batch.id }),
        headers: as(admin),
        payload: batchBody({ name: 'Full batch', capacity }),
      });
    const lower = await update(2);
    expect(lower.statusCode, lower.body).toBe(409);
    expect(lower.json().message).toBe('Capacity cannot be less than the 3 fighters already in this batch.');
    const unchanged = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetClass, { id: batch.id }) });
    expect(batchReplySchema.parse(unchanged.json()).batch.capacity).toBe(3);
    expect((await update(3)).statusCode).toBe(200);
  });

  it("lists the family's batches, in or waiting, with who of it trains, and nobody else's", async () => {
    const family = await signUpAndLogin(t.app, { fullName: 'Meena Joshi', age: 41 });
    const child = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: as(family.token),
      payload: {
        fullName: 'Tara Joshi',
        dateOfBirth: `${Number(today.slice(0, 4)) - 9}-01-01`,
        gender: 'Female',
        guardian: {
          name: 'Meena Joshi',
          relation: 'Mother',
          mobileNumber: '9820123456',
          email: family.email,
          agreed: true,
        },
      },
    });
    expect(child.statusCode, child.body).toBe(201);
    const taraId = child.json().profile.id as string;
    const open = await createBatch({ name: 'Family open batch' });
    const asked = await createBatch({ name: 'Family asked batch', autoAccept: false });
    const left = await createBatch({ name: 'Family left batch' });
    expect((await enrol(family, open.id, taraId)).statusCode).toBe(201);
    expect((await enrol(family, asked.id, family.id)).statusCode).toBe(201);
    const leaving = enrolmentReplySchema.parse((await enrol(family, left.id, family.id)).json()).enrolment;
    const out = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.LeaveBatch, { id: leaving.id }),
      headers: as(family.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await enrol(ravi, open.id, ravi.id)).statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetFamilyEnrolments.path,
      headers: as(family.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = familyEnrolmentsReplySchema.parse(res.json());
    expect(reply.enrolments.map((e) => [e.batchId, e.fighterName, e.state]).sort()).toEqual(
      [
        [asked.id, 'Meena Joshi', 'requested'],
        [open.id, 'Tara Joshi', 'active'],
      ].sort(),
    );
    expect(reply.trainees).toEqual([
      { id: family.id, fullName: 'Meena Joshi', age: 41 },
      { id: taraId, fullName: 'Tara Joshi', age: 9 },
    ]);
  });
});
