import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, addDays } from '@academy/contract';
import { newId } from '../src/lib/ids.ts';
import { sinceLastPromotion } from '../src/modules/gradings/queries.ts';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { createBatchViaApi } from './helpers/classes-fixtures.ts';
import { gradingRow } from './helpers/ranks-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

// The query behind GetGrading's last promotions and classes attended (decisions 067 and 080): these are the cases the
// whole-join query it replaced answered, each with the count it gave. attendance-tallies.test.ts tries the ends of
// months, where the tally meets the marks counted one by one.
describe(`classes attended since the last promotion on ${testDialect}`, () => {
  let t: TestApp;
  const today = academyToday();
  const day = (ago: number) => addDays(today, -ago);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('counts present and late marks of every batch after the last promotion not given by this grading, up to its day', async () => {
    const { db } = t.app;
    const admin = await adminToken(t.app);
    const batches = [await createBatchViaApi(t.app, admin), await createBatchViaApi(t.app, admin)];
    const [white, yellow] = await db.selectFrom('ranks').select('id').orderBy('position').limit(2).execute();
    const now = new Date().toISOString();
    const names = ['never', 'promoted', 'regraded', 'elsewhere', 'later', 'unmarked'] as const;
    const fighters = await Promise.all(
      names.map((name) =>
        insertFighterWithToken(t.app, { email: `${name}@attended.test`, fullName: `Attended ${name}` }),
      ),
    );
    const id = Object.fromEntries(names.map((name, i) => [name, fighters[i]!.id])) as Record<
      (typeof names)[number],
      string
    >;
    const [thisOne, another] = [gradingRow(today), gradingRow(day(40))];
    await db.insertInto('gradings').values([thisOne, another]).execute();
    let serial = 0;
    const promotion = (fighterId: string, promotedOn: string, gradingId: string | null, rankId = white!.id) => ({
      id: newId(),
      fighterId,
      rankId,
      day: promotedOn,
      gradingId,
      examiners: '[]',
      certificateNumber: `KKA-TEST-${++serial}`,
      recordedAt: now,
    });
    await db
      .insertInto('promotions')
      .values([
        promotion(id.promoted, day(20), null),
        promotion(id.promoted, day(50), null),
        // This grading's own promotion is left out: the candidate is judged from the one before.
        promotion(id.regraded, day(30), null),
        promotion(id.regraded, day(5), thisOne.id, yellow!.id),
        promotion(id.elsewhere, day(40), another.id),
      ])
      .execute();
    const mark = (fighterId: string, ago: number, value: string, batch = 0) => ({
      batchId: batches[batch]!.id,
      day: day(ago),
      fighterId,
      mark: value,
      method: 'tap',
      markedAt: now,
    });
    await db
      .insertInto('attendance')
      .values([
        mark(id.never, 60, 'present'),
        mark(id.never, 10, 'late'),
        mark(id.never, 9, 'absent'),
        mark(id.never, 8, 'present', 1),
        // On the promotion's day and before it: not counted.
        mark(id.promoted, 21, 'present'),
        mark(id.promoted, 20, 'present'),
        mark(id.promoted, 19, 'present'),
        mark(id.promoted, 2, 'late'),
        mark(id.regraded, 31, 'present'),
        mark(id.regraded, 29, 'present'),
        mark(id.regraded, 3, 'present'),
        mark(id.elsewhere, 41, 'present'),
        mark(id.elsewhere, 39, 'present'),
        mark(id.later, 1, 'present'),
      ])
      .execute();

    const standing = await sinceLastPromotion(db, Object.values(id), thisOne.id, day(2));
    expect(standing).toEqual(
      new Map([
        [id.never, { lastPromotion: null, classesAttended: 3 }],
        [id.promoted, { lastPromotion: day(20), classesAttended: 2 }],
        [id.regraded, { lastPromotion: day(30), classesAttended: 2 }],
        [id.elsewhere, { lastPromotion: day(40), classesAttended: 1 }],
        [id.later, { lastPromotion: null, classesAttended: 0 }],
        [id.unmarked, { lastPromotion: null, classesAttended: 0 }],
      ]),
    );
  });
});
