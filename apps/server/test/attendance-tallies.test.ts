import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ATTENDED_MARKS, type AttendanceMark } from '@academy/contract';
import { newId } from '../src/lib/ids.ts';
import { upsertMark } from '../src/modules/attendance/queries.ts';
import { sinceLastPromotion } from '../src/modules/gradings/queries.ts';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { createBatchViaApi } from './helpers/classes-fixtures.ts';
import { gradingRow } from './helpers/ranks-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const MARKS: AttendanceMark[] = ['present', 'late', 'absent'];
// Days at the ends of months and of a year, where a month's tally meets the marks counted one by one.
const EDGE_DAYS = ['2025-12-31', '2026-01-01', '2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01', '2026-03-31'];
const day = fc.oneof(
  fc.constantFrom(...EDGE_DAYS),
  fc.integer({ min: 0, max: 420 }).map((n) => addDays('2025-11-20', n)),
);

// The tallies (migration 035) are kept by triggers: whatever is written to attendance, they must equal counting it.
describe(`attendance tallies on ${testDialect}`, () => {
  let t: TestApp;
  let batchIds: string[];
  let fighterIds: string[];
  const gradingIds = { this: newId(), other: newId() };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminToken(t.app);
    batchIds = [(await createBatchViaApi(t.app, admin)).id, (await createBatchViaApi(t.app, admin)).id];
    fighterIds = [];
    for (let i = 0; i < 3; i += 1) fighterIds.push((await insertFighterWithToken(t.app)).id);
    await t.app.db
      .insertInto('gradings')
      .values(Object.values(gradingIds).map((id) => gradingRow('2026-06-01', id)))
      .execute();
  });
  afterAll(() => t?.close());

  async function clear() {
    const { db } = t.app;
    await db.deleteFrom('attendance').execute();
    await db.deleteFrom('promotions').execute();
    await db.deleteFrom('attendanceDayTally').execute();
    await db.deleteFrom('attendanceMonthTally').execute();
  }

  /** The tallies as they are and as counting the marks gives them, leaving out rows that count nothing. */
  async function talliesAndCounts() {
    const { db } = t.app;
    const byDay = (rows: { batchId: string; day: string; marks: unknown; attended: unknown }[]) =>
      rows
        .filter((row) => Number(row.marks) > 0)
        .map((row) => `${row.batchId} ${row.day} ${Number(row.marks)} ${Number(row.attended)}`)
        .sort();
    const byMonth = (rows: { fighterId: string; month: string; attended: unknown }[]) =>
      rows
        .filter((row) => Number(row.attended) > 0)
        .map((row) => `${row.fighterId} ${row.month} ${Number(row.attended)}`)
        .sort();
    const attended = sql<number>`sum(case when mark in ('present', 'late') then 1 else 0 end)`;
    return {
      dayTally: byDay(await db.selectFrom('attendanceDayTally').selectAll().execute()),
      dayCount: byDay(
        await db
          .selectFrom('attendance')
          .select((eb) => ['batchId', 'day', eb.fn.countAll().as('marks'), attended.as('attended')])
          .groupBy(['batchId', 'day'])
          .execute(),
      ),
      monthTally: byMonth(await db.selectFrom('attendanceMonthTally').selectAll().execute()),
      monthCount: byMonth(
        await db
          .selectFrom('attendance')
          .select(['fighterId', sql<string>`substr(day, 1, 7)`.as('month'), attended.as('attended')])
          .groupBy(['fighterId', sql`substr(day, 1, 7)`])
          .execute(),
      ),
    };
  }

  it('equal counting the marks after any sequence of taps, changes, moves and deletions', async () => {
    const pick = fc.nat(20);
    const step = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('tap' as const),
          batch: pick,
          fighter: pick,
          day,
          mark: fc.constantFrom(...MARKS),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('change' as const), row: pick, mark: fc.constantFrom(...MARKS) }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), row: pick, day }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('method' as const), row: pick }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), row: pick }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await clear();
        const { db } = t.app;
        for (const s of steps) {
          const rows = await db
            .selectFrom('attendance')
            .selectAll()
            .orderBy('batchId')
            .orderBy('day')
            .orderBy('fighterId')
            .execute();
          const row = 'row' in s && rows.length > 0 ? rows[s.row % rows.length]! : undefined;
          const key = row && { batchId: row.batchId, day: row.day, fighterId: row.fighterId };
          if (s.kind === 'tap') {
            await upsertMark(db, {
              batchId: batchIds[s.batch % batchIds.length]!,
              day: s.day,
              fighterId: fighterIds[s.fighter % fighterIds.length]!,
              mark: s.mark,
              method: 'tap',
              markedAt: new Date().toISOString(),
            });
          } else if (key) {
            const where = db
              .updateTable('attendance')
              .where('batchId', '=', key.batchId)
              .where('day', '=', key.day)
              .where('fighterId', '=', key.fighterId);
            if (s.kind === 'change') await where.set({ mark: s.mark }).execute();
            if (s.kind === 'method') await where.set({ method: 'qr', markedAt: new Date().toISOString() }).execute();
            if (
              s.kind === 'move' &&
              !rows.some((r) => r.batchId === key.batchId && r.fighterId === key.fighterId && r.day === s.day)
            )
              await where.set({ day: s.day }).execute();
            if (s.kind === 'delete')
              await db
                .deleteFrom('attendance')
                .where('batchId', '=', key.batchId)
                .where('day', '=', key.day)
                .where('fighterId', '=', key.fighterId)
                .execute();
          }
        }
        const { dayTally, dayCount, monthTally, monthCount } = await talliesAndCounts();
        expect(dayTally).toEqual(dayCount);
        expect(monthTally).toEqual(monthCount);
      }),
      { numRuns: 30 },
    );
  });

  it('follow a fighter and a batch deleted with their marks', async () => {
    await clear();
    const { db } = t.app;
    const admin = await adminToken(t.app);
    const gone = (await createBatchViaApi(t.app, admin)).id;
    const leaver = (await insertFighterWithToken(t.app)).id;
    const now = new Date().toISOString();
    const mark = (batchId: string, fighterId: string, markDay: string) =>
      upsertMark(db, { batchId, day: markDay, fighterId, mark: 'present', method: 'tap', markedAt: now });
    await mark(batchIds[0]!, leaver, '2026-02-02');
    await mark(batchIds[0]!, fighterIds[0]!, '2026-02-02');
    await mark(gone, fighterIds[1]!, '2026-02-03');
    await db.deleteFrom('fighters').where('id', '=', leaver).execute();
    await db.deleteFrom('batches').where('id', '=', gone).execute();

    const { dayTally, dayCount, monthTally, monthCount } = await talliesAndCounts();
    expect(dayTally).toEqual([`${batchIds[0]} 2026-02-02 1 1`]);
    expect(dayTally).toEqual(dayCount);
    expect(monthTally).toEqual([`${fighterIds[0]} 2026-02 1`]);
    expect(monthTally).toEqual(monthCount);
  });

  it("give a grading's last promotions and classes attended since them as counting every mark does", async () => {
    const promotion = fc.record({
      fighter: fc.nat(20),
      day,
      grading: fc.constantFrom(null, 'this' as const, 'other' as const),
    });
    const mark = fc.record({ batch: fc.nat(20), fighter: fc.nat(20), day, mark: fc.constantFrom(...MARKS) });
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(promotion, { maxLength: 5 }),
        fc.array(mark, { maxLength: 30 }),
        day,
        async (promotions, marks, until) => {
          await clear();
          const { db } = t.app;
          const rank = await db.selectFrom('ranks').select('id').orderBy('position').executeTakeFirstOrThrow();
          const now = new Date().toISOString();
          if (promotions.length > 0)
            await db
              .insertInto('promotions')
              .values(
                promotions.map((p) => ({
                  id: newId(),
                  fighterId: fighterIds[p.fighter % fighterIds.length]!,
                  rankId: rank.id,
                  day: p.day,
                  gradingId: p.grading && gradingIds[p.grading],
                  examiners: '[]',
                  certificateNumber: `KKA-TALLY-${++serial}`,
                  recordedAt: now,
                })),
              )
              .execute();
          for (const m of marks)
            await upsertMark(db, {
              batchId: batchIds[m.batch % batchIds.length]!,
              day: m.day,
              fighterId: fighterIds[m.fighter % fighterIds.length]!,
              mark: m.mark,
              method: 'tap',
              markedAt: now,
            });

          const stored = await db.selectFrom('attendance').select(['fighterId', 'day', 'mark']).execute();
          const expected = new Map<string, { lastPromotion: string | null; classesAttended: number }>();
          for (const fighterId of fighterIds) {
            const since = promotions
              .filter((p) => fighterIds[p.fighter % fighterIds.length] === fighterId && p.grading !== 'this')
              .map((p) => p.day)
              .sort()
              .at(-1);
            const n = stored.filter(
              (m) =>
                m.fighterId === fighterId &&
                (since === undefined || m.day > since) &&
                m.day <= until &&
                (ATTENDED_MARKS as readonly string[]).includes(m.mark),
            ).length;
            expected.set(fighterId, { lastPromotion: since ?? null, classesAttended: n });
          }
          expect(await sinceLastPromotion(db, fighterIds, gradingIds.this, until)).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
