import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  addDays,
  CHECKIN_QR_PREFIX,
  convertLeadReplySchema,
  dashboardReplySchema,
  endpointUrl,
  ENDPOINTS,
  familyReplySchema,
  fighterClassesReplySchema,
  fighterReplySchema,
  fightersReplySchema,
  leadsReplySchema,
  type AddChildRequest,
  type UpdateFighterRequest,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { signUpAndLogin, signUpBody, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { createGradingViaApi, gradingFields, inviteViaApi, ranksViaApi } from './helpers/ranks-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const MOBILE = '9820123456';

/** A date of birth `years` years before today, on the academy's calendar. */
const bornYearsAgo = (years: number) => `${Number(academyToday().slice(0, 4)) - years}${academyToday().slice(4)}`;

describe(`account holders who do not train on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let parent: SignedUpFighter;
  let childId: string;
  const today = academyToday();
  const as = (token: string) => ({ 'x-auth-token': token });

  const profileOf = async (who: SignedUpFighter, id = who.id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterDetailsById, { id }),
      headers: as(who.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return fighterReplySchema.parse(res.json()).fighter;
  };
  const classesOf = async (token: string, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterClasses, { id }),
      headers: as(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return fighterClassesReplySchema.parse(res.json());
  };
  const requestEnrolment = (token: string, batchId: string, fighterId: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.RequestEnrolment.path,
      headers: { ...as(token), ...headers },
      payload: { batchId, fighterId },
    });
  const updateProfile = (who: SignedUpFighter, id: string, body: Partial<UpdateFighterRequest>) =>
    t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.UpdateFighterDetails, { id }),
      headers: as(who.token),
      payload: { fullName: 'Meera Kulkarni', mobileNumber: MOBILE, age: 41, gender: 'Female', ...body },
    });
  const checkinCodeInDatabase = async (id: string) =>
    (await t.app.db.selectFrom('fighters').select('checkinCode').where('id', '=', id).executeTakeFirstOrThrow())
      .checkinCode;
  /** What a profile's row says, for a state the API refuses to reach (a profile in a batch that does not train). */
  const setTrainsInDatabase = (id: string, trains: boolean) =>
    t.app.db
      .updateTable('fighters')
      .set({ trains: trains ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  const auditAfter = async (action: string, subjectId: string) => {
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', action)
      .where('subjectId', '=', subjectId)
      .orderBy('at', 'asc')
      .execute();
    return rows.map((row) => ({
      before: row.before ? JSON.parse(row.before) : null,
      after: row.after ? JSON.parse(row.after) : null,
    }));
  };
  const refusal = (res: { statusCode: number; json: () => { message: string } }, name = 'Meera Kulkarni') => {
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${name} is recorded as a parent who does not train at the academy: only students join batches, check in and sit gradings.`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    parent = await signUpAndLogin(t.app, { fullName: 'Meera Kulkarni', age: 41, mobileNumber: MOBILE, trains: false });
    const child: AddChildRequest = {
      fullName: 'Kabir Kulkarni',
      dateOfBirth: bornYearsAgo(9),
      gender: 'Male',
      weight: '',
      height: '',
      discipline: 'Karate',
      beltLevel: '',
      guardian: { name: 'Meera Kulkarni', relation: 'Mother', mobileNumber: MOBILE, email: parent.email, agreed: true },
    };
    const added = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: as(parent.token),
      payload: child,
    });
    expect(added.statusCode, added.body).toBe(201);
    childId = added.json().profile.id;
  });
  afterAll(() => t?.close());

  it('records at sign-up whether the holder trains, a fighter by default, and says so in every reply', async () => {
    const fighter = await signUpAndLogin(t.app, { fullName: 'Arjun Desai', mobileNumber: MOBILE });
    expect((await profileOf(fighter)).trains).toBe(true);
    expect((await profileOf(parent)).trains).toBe(false);
    // The child of a parent who does not train is a student all the same.
    expect((await profileOf(parent, childId)).trains).toBe(true);

    const family = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetFamily.path, headers: as(parent.token) });
    expect(
      familyReplySchema.parse(family.json()).profiles.map(({ fullName, trains }) => ({ fullName, trains })),
    ).toEqual([
      { fullName: 'Meera Kulkarni', trains: false },
      { fullName: 'Kabir Kulkarni', trains: true },
    ]);

    const list = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetAllFighters.path, headers: as(admin) });
    const rows = fightersReplySchema.parse(list.json()).fighters;
    expect(rows.find((row) => row.id === parent.id)?.trains).toBe(false);
    expect(rows.find((row) => row.id === fighter.id)?.trains).toBe(true);

    expect(await auditAfter('fighter.signUp', parent.id)).toMatchObject([{ after: { trains: false } }]);
    expect(await auditAfter('fighter.signUp', fighter.id)).toMatchObject([{ after: { trains: true } }]);
  });

  it('refuses a sign-up whose answer is not a yes or no', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateFighter.path,
      payload: { ...signUpBody({ mobileNumber: MOBILE }), trains: 'sometimes' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('gives a parent who does not train no check-in code, and their child one', async () => {
    expect((await classesOf(parent.token, parent.id)).checkinCode).toBeNull();
    expect((await classesOf(admin, parent.id)).checkinCode).toBeNull();
    expect((await classesOf(parent.token, childId)).checkinCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses to put the parent in a batch, by their request or the admin’s, and takes their child', async () => {
    const batch = await createBatchViaApi(t.app, admin, { name: 'Family batch' });
    refusal(await requestEnrolment(parent.token, batch.id, parent.id));
    const hindi = await requestEnrolment(parent.token, batch.id, parent.id, { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('अभिभावक के रूप में दर्ज हैं');
    expect((await enrolViaApi(t.app, parent.token, batch.id, childId)).state).toBe('active');

    // A request made while the holder trained, accepted after they stopped (only the database can say so by then).
    const waiting = await createBatchViaApi(t.app, admin, { name: 'Asks first', autoAccept: false });
    const trainee = await signUpAndLogin(t.app, { fullName: 'Nisha Rao', age: 33, mobileNumber: MOBILE });
    const asked = await enrolViaApi(t.app, trainee.token, waiting.id, trainee.id);
    await setTrainsInDatabase(trainee.id, false);
    const accept = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.DecideEnrolment, { id: asked.id }),
      headers: as(admin),
      payload: { decision: 'accept' },
    });
    refusal(accept, 'Nisha Rao');
  });

  it('refuses to mark or check the parent in, and marks and checks in their child', async () => {
    const batch = await createBatchViaApi(t.app, admin, { name: 'Marks batch' });
    await enrolViaApi(t.app, parent.token, batch.id, childId);
    const mark = (fighterId: string) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.MarkAttendance.path,
        headers: as(admin),
        payload: { batchId: batch.id, day: today, fighterId, mark: 'present' },
      });
    const checkIn = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.CheckIn.path,
        headers: as(admin),
        payload: { batchId: batch.id, day: today, code },
      });
    refusal(await mark(parent.id));
    // Even with the code a card once carried (the database keeps one for every profile).
    refusal(await checkIn(`${CHECKIN_QR_PREFIX}${await checkinCodeInDatabase(parent.id)}`));
    expect((await mark(childId)).statusCode).toBe(200);
    const childCode = (await classesOf(parent.token, childId)).checkinCode!;
    expect((await checkIn(childCode)).statusCode).toBe(200);
    const marks = await t.app.db.selectFrom('attendance').select('fighterId').where('batchId', '=', batch.id).execute();
    expect(marks.map((row) => row.fighterId)).toEqual([childId]);
  });

  it('refuses to grade or promote the parent', async () => {
    const ranks = await ranksViaApi(t.app);
    const promote = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.RecordPromotion.path,
      headers: as(admin),
      payload: { fighterId: parent.id, rankId: ranks[0]!.id, day: today, examiner: '' },
    });
    refusal(promote);

    // A member of the grading's batch who stopped training after the candidates were listed.
    const batch = await createBatchViaApi(t.app, admin, { name: 'Grading batch' });
    const trainee = await signUpAndLogin(t.app, { fullName: 'Vikram Shah', age: 36, mobileNumber: MOBILE });
    await enrolViaApi(t.app, trainee.token, batch.id, trainee.id);
    const grading = await createGradingViaApi(t.app, admin, gradingFields([batch.id], ranks));
    await setTrainsInDatabase(trainee.id, false);
    refusal(
      await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.InviteCandidates, { id: grading.grading.id }),
        headers: as(admin),
        payload: { fighterIds: [trainee.id] },
      }),
      'Vikram Shah',
    );

    // Invited while training, graded after they stopped: the pass would promote them, and is refused.
    await setTrainsInDatabase(trainee.id, true);
    await inviteViaApi(t.app, admin, grading.grading.id, [trainee.id]);
    await setTrainsInDatabase(trainee.id, false);
    const results = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RecordGradingResults, { id: grading.grading.id }),
      headers: as(admin),
      payload: { results: [{ fighterId: trainee.id, result: 'pass' }] },
    });
    refusal(results, 'Vikram Shah');
    const promotions = await t.app.db
      .selectFrom('promotions')
      .select('id')
      .where('fighterId', '=', trainee.id)
      .execute();
    expect(promotions).toEqual([]);
  });

  it('lets the holder start and stop training from the profile, once out of every batch, audited', async () => {
    const holder = await signUpAndLogin(t.app, {
      fullName: 'Meera Kulkarni',
      age: 41,
      mobileNumber: MOBILE,
      trains: false,
    });
    const started = await updateProfile(holder, holder.id, { trains: true });
    expect(started.statusCode, started.body).toBe(200);
    expect(fighterReplySchema.parse(started.json()).fighter.trains).toBe(true);
    expect((await classesOf(holder.token, holder.id)).checkinCode).toMatch(/^[A-Z2-9]{8}$/);

    // Leaving the answer out keeps it.
    expect(fighterReplySchema.parse((await updateProfile(holder, holder.id, {})).json()).fighter.trains).toBe(true);

    const batch = await createBatchViaApi(t.app, admin, { name: 'Holder batch', startDate: addDays(today, -7) });
    const enrolment = await enrolViaApi(t.app, holder.token, batch.id, holder.id);
    const refused = await updateProfile(holder, holder.id, { trains: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You are in a batch or have asked to join one\./);
    expect((await profileOf(holder)).trains).toBe(true);

    const left = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.LeaveBatch, { id: enrolment.id }),
      headers: as(holder.token),
    });
    expect(left.statusCode, left.body).toBe(200);
    const stopped = await updateProfile(holder, holder.id, { trains: false });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await profileOf(holder)).trains).toBe(false);

    // Three saves, two of them changes of mind; the refused one left no entry.
    const entries = (await auditAfter('fighter.update', holder.id)).map((entry) => [
      entry.before?.trains,
      entry.after?.trains,
    ]);
    expect(entries).toHaveLength(3);
    expect(entries).toContainEqual([false, true]);
    expect(entries).toContainEqual([true, false]);
    expect(entries).toContainEqual([undefined, undefined]);
  });

  it('never leaves a holder who stopped training in a batch, when the change and a request to join race', async () => {
    const holder = await signUpAndLogin(t.app, { fullName: 'Rohan Iyer', age: 38, mobileNumber: MOBILE });
    const batch = await createBatchViaApi(t.app, admin, { name: 'Race batch' });
    for (let round = 0; round < 12; round += 1) {
      await setTrainsInDatabase(holder.id, true);
      await t.app.db.deleteFrom('enrolments').where('fighterId', '=', holder.id).execute();
      const [stop, join] = await Promise.all([
        updateProfile(holder, holder.id, { fullName: 'Rohan Iyer', age: 38, gender: 'Female', trains: false }),
        requestEnrolment(holder.token, batch.id, holder.id),
      ]);
      // Exactly one of them wins, whichever came first.
      const winner = join.statusCode === 201 ? 'join' : 'stop';
      expect([stop.statusCode, join.statusCode]).toEqual(winner === 'join' ? [409, 201] : [200, 409]);
      const trains = (await profileOf(holder)).trains;
      const open = await t.app.db
        .selectFrom('enrolments')
        .select('state')
        .where('fighterId', '=', holder.id)
        .where('state', 'in', ['active', 'requested'])
        .execute();
      expect({ trains, inBatch: open.length > 0 }).toEqual({ trains: winner === 'join', inBatch: winner === 'join' });
    }
  });

  it("refuses to say a child's profile does not train", async () => {
    const res = await updateProfile(parent, childId, {
      fullName: 'Kabir Kulkarni',
      age: '',
      dateOfBirth: bornYearsAgo(9),
      trains: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "A child's profile is a student's: only the account holder can say they do not train.",
    );
    expect((await profileOf(parent, childId)).trains).toBe(true);
  });

  it('leaves a parent who does not train out of the dashboard’s belt counts', async () => {
    const unranked = async () => {
      const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetDashboard.path, headers: as(admin) });
      expect(res.statusCode, res.body).toBe(200);
      return dashboardReplySchema.parse(res.json()).ranks.unranked;
    };
    const before = await unranked();
    await signUpAndLogin(t.app, { fullName: 'Another Parent', mobileNumber: MOBILE, trains: false });
    expect(await unranked()).toBe(before);
    await signUpAndLogin(t.app, { fullName: 'New Student', mobileNumber: MOBILE });
    expect(await unranked()).toBe(before + 1);
  });

  it('makes the account of a parent who asked for a child’s trial one that does not train', async () => {
    const batch = await createBatchViaApi(t.app, admin, { name: 'Trial kids', minAge: 5, maxAge: 12 });
    const trial = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookTrial.path,
      payload: {
        name: 'Sunita Deshmukh',
        mobileNumber: MOBILE,
        studentAge: 8,
        batchId: null,
        message: '',
        agreed: true,
      },
    });
    expect(trial.statusCode, trial.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetLeads.path, headers: as(admin) });
    const lead = leadsReplySchema.parse(list.json()).leads.find((row) => row.name === 'Sunita Deshmukh')!;
    const converted = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.ConvertLead, { id: lead.id }),
      headers: as(admin),
      payload: {
        email: 'sunita.deshmukh@test.academy',
        studentName: 'Ishaan Deshmukh',
        dateOfBirth: bornYearsAgo(8),
        gender: 'Male',
        relation: 'Mother',
        batchId: batch.id,
      },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const { accountId, fighterId } = convertLeadReplySchema.parse(converted.json());
    const rows = await t.app.db
      .selectFrom('fighters')
      .select(['id', 'trains'])
      .where('id', 'in', [accountId, fighterId])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.trains]))).toEqual({ [accountId]: 0, [fighterId]: 1 });
  });
});
