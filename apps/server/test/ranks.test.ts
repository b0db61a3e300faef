import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  addDays,
  CERTIFICATE_NUMBER_PATTERN,
  dashboardReplySchema,
  endpointUrl,
  ENDPOINTS,
  fighterRanksReplySchema,
  fightersReplySchema,
  gradingReplySchema,
  gradingsReplySchema,
  monthsAfter,
  rankClaimsReplySchema,
  verifyCertificateReplySchema,
  type Rank,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { outboxMessages, signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import {
  createGradingViaApi,
  gradingFields,
  inviteViaApi,
  promoteViaApi,
  ranksViaApi,
} from './helpers/ranks-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`ranks, promotions and certificates on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let ranks: Rank[];
  const as = (token: string) => ({ 'x-auth-token': token });
  const byName = (name: string, grade: number) => ranks.find((r) => r.name === name && r.grade === grade)!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    ranks = await ranksViaApi(t.app);
  });
  afterAll(() => t?.close());

  async function fighterRanks(id: string, token = admin) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterRanks, { id }),
      headers: as(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return fighterRanksReplySchema.parse(res.json());
  }

  it('starts with a common karate syllabus, white belt to third dan, lowest first', () => {
    expect(ranks.map((r) => `${r.name} ${r.grade} ${r.kind}`)).toEqual([
      'White 10 kyu',
      'Yellow 9 kyu',
      'Orange 8 kyu',
      'Green 7 kyu',
      'Blue 6 kyu',
      'Purple 5 kyu',
      'Purple 4 kyu',
      'Brown 3 kyu',
      'Brown 2 kyu',
      'Brown 1 kyu',
      'Black 1 dan',
      'Black 2 dan',
      'Black 3 dan',
    ]);
    expect(ranks.map((r) => r.position)).toEqual([...ranks.keys()]);
  });

  it('saves the syllabus in a new order with a new rank, and refuses to remove a rank someone holds', async () => {
    const fighter = await signUpAndLogin(t.app);
    await promoteViaApi(t.app, admin, { fighterId: fighter.id, rankId: byName('Yellow', 9).id, day: '2025-03-01' });
    const withRed = [
      ...ranks.slice(0, 2),
      { id: null, name: 'Red', colour: '#C62828', kind: 'kyu' as const, grade: 8 },
      ...ranks.slice(2),
    ];
    const saved = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SaveRanks.path,
      headers: as(admin),
      payload: { ranks: withRed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await ranksViaApi(t.app);
    expect(after[2]).toMatchObject({ name: 'Red', colour: '#c62828', position: 2 });
    expect(after[3]!.id).toBe(ranks[2]!.id);

    const withoutYellow = after.filter((r) => r.name !== 'Yellow');
    const refused = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SaveRanks.path,
      headers: as(admin),
      payload: { ranks: withoutYellow },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Yellow');
    expect(await ranksViaApi(t.app)).toEqual(after);

    const withoutRed = after.filter((r) => r.name !== 'Red');
    const removed = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SaveRanks.path,
      headers: as(admin),
      payload: { ranks: withoutRed },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await ranksViaApi(t.app)).map((r) => r.id)).toEqual(ranks.map((r) => r.id));
  });

  it('records a promotion with a certificate anyone can check by its number, showing only name, rank and day', async () => {
    const fighter = await signUpAndLogin(t.app, { fullName: 'Meera Kulkarni' });
    const promotion = await promoteViaApi(t.app, admin, {
      fighterId: fighter.id,
      rankId: byName('Green', 7).id,
      day: '2025-08-14',
      examiner: 'Sensei Rao',
    });
    expect(promotion.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(promotion.certificateNumber.startsWith(`KKA-${academyToday().slice(0, 4)}-`)).toBe(true);

    const mine = await fighterRanks(fighter.id, fighter.token);
    expect(mine.rank?.id).toBe(byName('Green', 7).id);
    expect(mine.since).toBe('2025-08-14');
    expect(mine.promotions).toMatchObject([
      { examiners: ['Sensei Rao'], certificateNumber: promotion.certificateNumber },
    ]);

    const check = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.VerifyCertificate, { number: ` ${promotion.certificateNumber.toLowerCase()} ` }),
    });
    expect(check.statusCode, check.body).toBe(200);
    const { certificate } = verifyCertificateReplySchema.parse(check.json());
    expect(certificate).toEqual({
      kind: 'rank',
      number: promotion.certificateNumber,
      fighterName: 'Meera Kulkarni',
      rank: { name: 'Green', colour: byName('Green', 7).colour, kind: 'kyu', grade: 7 },
      day: '2025-08-14',
    });
    expect(Object.keys(check.json().certificate).sort()).toEqual(['day', 'fighterName', 'kind', 'number', 'rank']);

    const forged = promotion.certificateNumber.replace(/-[A-Z0-9]{4}$/, '-ZZZZ');
    const unknown = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.VerifyCertificate, { number: forged }),
    });
    expect(unknown.statusCode).toBe(forged === promotion.certificateNumber ? 200 : 404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/Ranks/VerifyCertificate/12345' });
    expect(malformed.statusCode).toBe(400);

    const other = await signUpAndLogin(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetCertificate, { id: promotion.id }),
      headers: as(other.token),
    });
    expect(theirs.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetCertificate, { id: promotion.id }),
      headers: as(fighter.token),
    });
    expect(own.json().certificate).toMatchObject({ fighterName: 'Meera Kulkarni', examiners: ['Sensei Rao'] });

    // The family's data export carries the rank history.
    const exported = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.ExportFighterData, { id: fighter.id }),
      headers: as(fighter.token),
    });
    expect(exported.statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'fighter.export')
      .where('subjectId', '=', fighter.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ promotions: 1 });
  });

  it('never gives a certificate number twice, nor skips one, under 40 promotions at once', async () => {
    const fighters = await Promise.all(Array.from({ length: 40 }, () => signUpAndLogin(t.app)));
    const promotions = await Promise.all(
      fighters.map((f) => promoteViaApi(t.app, admin, { fighterId: f.id, rankId: ranks[0]!.id, day: '2025-01-10' })),
    );
    const numbers = promotions.map((p) => p.certificateNumber);
    expect(new Set(numbers).size).toBe(40);
    const serials = (await t.app.db.selectFrom('promotions').select('certificateNumber').execute()).map((row) =>
      Number(row.certificateNumber.split('-')[2]),
    );
    serials.sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
  });

  it('keeps the rank the academy records: a fighter cannot promote themself, and a typed belt is only a claim', async () => {
    const fighter = await signUpAndLogin(t.app);
    const self = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.RecordPromotion.path,
      headers: as(fighter.token),
      payload: { fighterId: fighter.id, rankId: ranks.at(-1)!.id, day: academyToday(), examiner: '' },
    });
    expect(self.statusCode).toBe(403);

    const update = (beltLevel: string) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.UpdateFighterDetails, { id: fighter.id }),
        headers: as(fighter.token),
        payload: { fullName: 'Claiming Fighter', mobileNumber: '9876543210', beltLevel },
      });
    expect((await update('Red (other dojo)')).statusCode).toBe(400);
    const claimed = await update('Brown 2 kyu');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().fighter).toMatchObject({ beltLevel: 'Brown 2 kyu', rankId: null });

    const claims = rankClaimsReplySchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.GetRankClaims.path, headers: as(admin) })).json(),
    ).claims;
    expect(claims.find((c) => c.fighterId === fighter.id)).toMatchObject({
      beltLevel: 'Brown 2 kyu',
      suggestedRankId: byName('Brown', 2).id,
    });

    await promoteViaApi(t.app, admin, { fighterId: fighter.id, rankId: byName('Orange', 8).id, day: '2025-02-02' });
    const after = await update('Black 3 dan');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().fighter).toMatchObject({ beltLevel: 'Orange', rankId: byName('Orange', 8).id });
    const stillClaims = rankClaimsReplySchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.GetRankClaims.path, headers: as(admin) })).json(),
    ).claims;
    expect(stillClaims.some((c) => c.fighterId === fighter.id)).toBe(false);
  });

  it('settles the rank on the latest promotion by day, whatever the order they are recorded in', async () => {
    const fighter = await signUpAndLogin(t.app);
    await promoteViaApi(t.app, admin, { fighterId: fighter.id, rankId: byName('Blue', 6).id, day: '2025-10-01' });
    await promoteViaApi(t.app, admin, { fighterId: fighter.id, rankId: byName('Green', 7).id, day: '2025-04-01' });
    const { rank, since, promotions } = await fighterRanks(fighter.id);
    expect(rank?.name).toBe('Blue');
    expect(since).toBe('2025-10-01');
    expect(promotions.map((p) => p.day)).toEqual(['2025-10-01', '2025-04-01']);
    const again = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.RecordPromotion.path,
      headers: as(admin),
      payload: { fighterId: fighter.id, rankId: byName('Blue', 6).id, day: '2025-10-01', examiner: '' },
    });
    expect(again.statusCode).toBe(409);
    const future = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.RecordPromotion.path,
      headers: as(admin),
      payload: { fighterId: fighter.id, rankId: byName('Purple', 5).id, day: addDays(academyToday(), 1), examiner: '' },
    });
    expect(future.statusCode).toBe(400);
  });

  it('refuses a day nobody could hold a rank on, and a rank that is not above the one held by that day', async () => {
    const record = (fighterId: string, rankId: string, day: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.RecordPromotion.path,
        headers: { ...as(admin), ...headers },
        payload: { fighterId, rankId, day, examiner: '' },
      });
    const fighter = await signUpAndLogin(t.app, { fullName: 'Rohan Desai', age: 30 });
    const blue = byName('Blue', 6);
    const green = byName('Green', 7);

    const ancient = await record(fighter.id, blue.id, '1900-01-01');
    expect(ancient.statusCode, ancient.body).toBe(400);
    expect(ancient.json().message).toBe('A promotion cannot be recorded before 1950.');
    // 30 years old today: born 30 or 31 years ago at the earliest, so 32 years ago is before their birth.
    const unborn = await record(fighter.id, blue.id, `${Number(academyToday().slice(0, 4)) - 32}-06-01`);
    expect(unborn.statusCode, unborn.body).toBe(409);
    expect(unborn.json().message).toBe(
      'The day is before Rohan Desai was born: a promotion must come after the date of birth.',
    );

    expect((await record(fighter.id, blue.id, '2025-06-01')).statusCode).toBe(201);
    // A lower rank, or the same one, on a later day is a demotion, not a promotion.
    for (const rankId of [green.id, blue.id]) {
      const lower = await record(fighter.id, rankId, '2025-09-01');
      expect(lower.statusCode, lower.body).toBe(409);
      expect(lower.json().message).toBe(
        'Rohan Desai already held Blue (6 kyu) by that day: a promotion must be to a higher rank (a demotion is not a promotion).',
      );
    }
    const hindi = await record(fighter.id, green.id, '2025-09-01', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('रैंक घटाना पदोन्नति नहीं है');
    // A higher rank dated before a lower one already recorded would make the history say the belt went down.
    const higherEarlier = await record(fighter.id, byName('Purple', 5).id, '2025-01-01');
    expect(higherEarlier.statusCode, higherEarlier.body).toBe(409);
    expect(higherEarlier.json().message).toBe(
      'Rohan Desai has a later promotion to Blue (6 kyu): a rank recorded on an earlier day must be below it.',
    );
    // The history before it, recorded later and in its place, is a promotion as before.
    expect((await record(fighter.id, green.id, '2025-01-01')).statusCode).toBe(201);
    const { rank, promotions } = await fighterRanks(fighter.id);
    expect(rank?.id).toBe(blue.id);
    expect(promotions[0]!.rank.id).toBe(blue.id);
    expect(promotions.map((p) => [p.rank.name, p.day])).toEqual([
      ['Blue', '2025-06-01'],
      ['Green', '2025-01-01'],
    ]);

    // A date of birth, when the profile has one, is the line.
    const child = await signUpAndLogin(t.app, { fullName: 'Isha Desai' });
    await t.app.db.updateTable('fighters').set({ dateOfBirth: '2015-06-01' }).where('id', '=', child.id).execute();
    expect((await record(child.id, green.id, '2015-06-01')).statusCode).toBe(409);
    expect((await record(child.id, green.id, '2019-06-01')).statusCode).toBe(201);
  });
});

describe(`gradings on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let ranks: Rank[];
  let family: SignedUpFighter;
  const as = (token: string) => ({ 'x-auth-token': token });
  const today = academyToday();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    ranks = await ranksViaApi(t.app);
    family = await signUpAndLogin(t.app, { fullName: 'Asha Patil' });
  });
  afterAll(() => t?.close());

  /** A profile of the family in the batch, with `present` marks on each of the last days given. */
  async function member(batchId: string, name: string, presentDaysAgo: number[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: as(family.token),
      payload: {
        fullName: name,
        dateOfBirth: `${Number(today.slice(0, 4)) - 10}-01-15`,
        gender: 'Female',
        weight: '',
        height: '',
        discipline: 'Karate',
        beltLevel: '',
        guardian: {
          name: 'Asha Patil',
          relation: 'Mother',
          mobileNumber: '9876543210',
          email: family.email,
          agreed: true,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().profile.id as string;
    await enrolViaApi(t.app, family.token, batchId, id);
    for (const ago of presentDaysAgo) {
      const mark = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.MarkAttendance.path,
        headers: as(admin),
        payload: { batchId, day: addDays(today, -ago), fighterId: id, mark: 'present' },
      });
      expect(mark.statusCode, mark.body).toBe(200);
    }
    return id;
  }

  async function grading(id: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetGrading, { id }),
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return gradingReplySchema.parse(res.json());
  }
  const results = (id: string, list: { fighterId: string; result: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.RecordGradingResults, { id }),
      headers: as(admin),
      payload: { results: list },
    });

  it('judges eligibility on the IST calendar: three months from a promotion are met on the same date, not the day before', async () => {
    const batch = await createBatchViaApi(t.app, admin, { startDate: addDays(today, -60) });
    const onTime = await member(batch.id, 'On Time', [1, 2, 3, 4]);
    const dayShort = await member(batch.id, 'Day Short', [1, 2, 3, 4]);
    const fewClasses = await member(batch.id, 'Few Classes', [1]);
    // Judged on the grading's day. From the 28th on, three months back and a day can be a month's last day, which
    // counts as a whole month (31 August to 30 November is three): such a grading is held on the 1st of next month.
    const day = Number(today.slice(8)) <= 27 ? today : monthsAfter(`${today.slice(0, 8)}01`, 1);
    const threeMonthsAgo = monthsAfter(day, -3);
    await promoteViaApi(t.app, admin, { fighterId: onTime, rankId: ranks[0]!.id, day: threeMonthsAgo });
    await promoteViaApi(t.app, admin, { fighterId: dayShort, rankId: ranks[0]!.id, day: addDays(threeMonthsAgo, 1) });
    await promoteViaApi(t.app, admin, { fighterId: fewClasses, rankId: ranks[0]!.id, day: threeMonthsAgo });
    // A mark on the promotion's own day does not count towards the next rank.
    const yellow = ranks[1]!;
    const { grading: created } = await createGradingViaApi(
      t.app,
      admin,
      gradingFields([batch.id], ranks, {
        day,
        rules: [{ rankId: yellow.id, minMonths: 3, minClasses: 3, minAge: 9 }],
      }),
    );
    const { candidates } = await grading(created.id);
    const of = (id: string) => candidates.find((c) => c.fighterId === id)!;
    expect(of(onTime)).toMatchObject({
      eligible: true,
      reasons: [],
      classesAttended: 4,
      targetRank: { id: yellow.id },
    });
    expect(of(dayShort)).toMatchObject({ eligible: false, reasons: [{ code: 'months', have: 2, need: 3 }] });
    expect(of(fewClasses)).toMatchObject({ eligible: false, reasons: [{ code: 'classes', have: 1, need: 3 }] });
    expect(candidates[0]!.fighterId).toBe(onTime);

    const refused = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.InviteCandidates, { id: created.id }),
      headers: as(admin),
      payload: { fighterIds: [onTime, dayShort] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Day Short');
    expect((await grading(created.id)).candidates.every((c) => c.invitedAt === null)).toBe(true);

    const invited = await inviteViaApi(t.app, admin, created.id, [onTime]);
    expect(invited.candidates.find((c) => c.fighterId === onTime)?.invitedAt).not.toBeNull();
    const deadline = Date.now() + 5000;
    const invitation = () =>
      outboxMessages(t.config.outboxDir, family.email).find((m) => m.includes('Grading invitation'));
    while (!invitation() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(invitation()).toContain('On Time');
    expect(invitation()).toContain('Yellow');
  });

  it('promotes atomically with the history and the certificate: all the results of a request, or none', async () => {
    const batch = await createBatchViaApi(t.app, admin);
    const passer = await member(batch.id, 'Passer', []);
    const doubler = await member(batch.id, 'Doubler', []);
    const failer = await member(batch.id, 'Failer', []);
    const top = await member(batch.id, 'Top Dan', []);
    await promoteViaApi(t.app, admin, { fighterId: top, rankId: ranks.at(-2)!.id, day: '2024-05-05' });
    const { grading: created } = await createGradingViaApi(t.app, admin, gradingFields([batch.id], ranks));
    await inviteViaApi(t.app, admin, created.id, [passer, doubler, failer, top]);
    const seriesBefore = await t.app.db.selectFrom('certificateSeries').selectAll().execute();

    // The top dan cannot double past the last rank: the whole request is refused and nothing is promoted.
    const refused = await results(created.id, [
      { fighterId: passer, result: 'pass' },
      { fighterId: top, result: 'double' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Top Dan');
    expect(await t.app.db.selectFrom('promotions').select('id').where('gradingId', '=', created.id).execute()).toEqual(
      [],
    );
    expect(await t.app.db.selectFrom('certificateSeries').selectAll().execute()).toEqual(seriesBefore);

    const saved = await results(created.id, [
      { fighterId: passer, result: 'pass' },
      { fighterId: doubler, result: 'double' },
      { fighterId: failer, result: 'fail' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const { candidates, grading: after } = gradingReplySchema.parse(saved.json());
    const of = (id: string) => candidates.find((c) => c.fighterId === id)!;
    expect(of(passer)).toMatchObject({ result: 'pass', promotedTo: { id: ranks[0]!.id } });
    expect(of(doubler)).toMatchObject({ result: 'double', promotedTo: { id: ranks[1]!.id } });
    expect(of(failer)).toMatchObject({ result: 'fail', promotedTo: null, certificateNumber: null });
    expect(of(passer).certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(after.promoted).toBe(2);

    const history = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterRanks, { id: doubler }),
      headers: as(family.token),
    });
    expect(fighterRanksReplySchema.parse(history.json())).toMatchObject({
      rank: { id: ranks[1]!.id },
      since: today,
      promotions: [{ gradingId: created.id, gradingName: 'Kyu grading', examiners: ['Sensei Rao', 'Sensei Iyer'] }],
    });

    expect((await results(created.id, [{ fighterId: passer, result: 'fail' }])).statusCode).toBe(409);
    expect((await results(created.id, [{ fighterId: passer, result: 'pass' }])).statusCode).toBe(200);
    const retaken = await results(created.id, [{ fighterId: failer, result: 'pass' }]);
    expect(gradingReplySchema.parse(retaken.json()).candidates.find((c) => c.fighterId === failer)).toMatchObject({
      result: 'pass',
      promotedTo: { id: ranks[0]!.id },
    });
    const outsider = await signUpAndLogin(t.app);
    const notInvited = await results(created.id, [{ fighterId: outsider.id, result: 'pass' }]);
    expect(notInvited.statusCode).toBe(409);

    const changed = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UpdateGrading, { id: created.id }),
      headers: as(admin),
      payload: gradingFields([batch.id], ranks, { place: 'Elsewhere' }),
    });
    expect(changed.statusCode).toBe(409);
  });

  it('takes no results before the grading’s day', async () => {
    const batch = await createBatchViaApi(t.app, admin);
    const early = await member(batch.id, 'Early Bird', []);
    const { grading: created } = await createGradingViaApi(
      t.app,
      admin,
      gradingFields([batch.id], ranks, { day: addDays(today, 7) }),
    );
    await inviteViaApi(t.app, admin, created.id, [early]);
    expect((await results(created.id, [{ fighterId: early, result: 'pass' }])).statusCode).toBe(409);
  });

  it('filters the fighters list by rank and batch, and gives the dashboard its rank figures', async () => {
    const batch = await createBatchViaApi(t.app, admin, { name: 'Filter Batch' });
    const inBatch = await member(batch.id, 'Filtered Orange', []);
    await promoteViaApi(t.app, admin, { fighterId: inBatch, rankId: ranks[2]!.id, day: today });
    const list = async (query: Record<string, string>) =>
      fightersReplySchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: endpointUrl(ENDPOINTS.GetAllFighters, {}, query),
            headers: as(admin),
          })
        ).json(),
      ).fighters;
    expect((await list({ batchId: batch.id })).map((f) => f.id)).toEqual([inBatch]);
    expect((await list({ rankId: ranks[2]!.id })).map((f) => f.id)).toEqual([inBatch]);
    expect(await list({ rankId: ranks[2]!.id, batchId: 'no-such-batch' })).toEqual([]);

    const board = dashboardReplySchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.GetDashboard.path, headers: as(admin) })).json(),
    );
    expect(board.ranks.byRank.map((r) => r.rank.id)).toEqual(ranks.map((r) => r.id));
    expect(board.ranks.byRank.find((r) => r.rank.id === ranks[2]!.id)?.fighters).toBe(1);
    const total = board.ranks.byRank.reduce((sum, r) => sum + r.fighters, 0) + board.ranks.unranked;
    expect(total).toBe(
      Number(
        (
          await t.app.db
            .selectFrom('fighters')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(board.promotionsByQuarter).toHaveLength(8);
    const thisQuarter = board.promotionsByQuarter.at(-1)!;
    expect(thisQuarter.quarter).toBe(`${today.slice(0, 4)}-Q${Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1}`);
    const promotedThisQuarter = await t.app.db
      .selectFrom('promotions')
      .select('day')
      .where(
        'day',
        '>=',
        `${today.slice(0, 4)}-${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`,
      )
      .execute();
    expect(thisQuarter.promotions).toBe(promotedThisQuarter.length);
  });
});

describe(`the demo grading on ${testDialect}`, () => {
  it('plans a kyu grading of the kids’ batches on a new install, once', async () => {
    const t = await createTestApp();
    try {
      const { seedDemoClasses } = await import('../src/seed/demo-classes.ts');
      const { seedDemoGrading } = await import('../src/seed/demo-grading.ts');
      expect(await seedDemoClasses(t.app)).toBeGreaterThan(0);
      expect(await seedDemoGrading(t.app)).toBe(1);
      const admin = await adminToken(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.GetGradings.path,
        headers: { 'x-auth-token': admin },
      });
      const [grading, ...others] = gradingsReplySchema.parse(res.json()).gradings;
      expect(others).toEqual([]);
      expect(grading).toMatchObject({ name: 'Quarterly kyu grading', invited: 0, promoted: 0 });
      expect(grading!.day > academyToday()).toBe(true);
      expect(grading!.batches.length).toBeGreaterThan(0);
      expect(grading!.rules.map((rule) => rule.rank.name)).toEqual(['White', 'Yellow', 'Orange', 'Green']);
      expect(await seedDemoGrading(t.app)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
