import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database.ts';
import type { BatchesTable, DuesTable, FightersTable, PaymentsTable } from '../src/db/schema.ts';
import { checkMoney } from '../src/modules/payments/invariants.ts';
import { newCheckinCode } from '../src/lib/ids.ts';
import { migrateUpTo } from './helpers/migrations.ts';
import { throwAwayDatabase } from './helpers/throw-away-database.ts';
import { testDialect } from './helpers/test-app.ts';

const NOW = '2026-11-20T10:00:00.000Z';

// What earlier versions could leave behind: an ended batch's members still active, fees billed before a batch began
// and after it ended, and two payments started at once for one due (one pending, one already submitted).
describe(`the money invariants migration on ${testDialect}`, () => {
  let dataDir: string;
  let database: { url: string; drop: () => Promise<void> } | null;
  let db: Db;

  const fighter = (id: string): Insertable<FightersTable> =>
    ({
      id,
      email: `${id}@test.academy`,
      passwordHash: null,
      fullName: `Family ${id}`,
      mobileNumber: '9876543210',
      gender: 'Female',
      age: 30,
      weight: null,
      height: null,
      discipline: 'Karate',
      beltLevel: null,
      address: null,
      masterName: null,
      academyName: null,
      imageKey: null,
      guardianId: null,
      dateOfBirth: null,
      checkinCode: newCheckinCode(),
      createdAt: NOW,
      updatedAt: NOW,
    }) as Insertable<FightersTable>;
  const batch = (id: string, fields: Partial<BatchesTable>): Insertable<BatchesTable> => ({
    id,
    name: `Batch ${id}`,
    program: 'Adults Karate',
    level: null,
    minAge: 5,
    maxAge: null,
    place: 'Dojo',
    weekdays: 'mon,wed,fri',
    startTime: '18:00',
    endTime: '19:00',
    capacity: 20,
    monthlyFee: 1000,
    instructor: 'Sensei Rao',
    startDate: '2026-01-01',
    endDate: null,
    status: 'open',
    autoAccept: 1,
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  });
  const fee = (id: string, batchId: string, period: string, paymentId: string | null): Insertable<DuesTable> => ({
    id,
    kind: 'fee',
    accountId: 'fam',
    fighterId: 'fam',
    fighterName: 'Family fam',
    bookingId: null,
    enrolmentId: `enr-${batchId}`,
    batchId,
    period,
    item: `Batch ${batchId}`,
    amountPaise: 100000,
    dueDay: `${period}-10`,
    holdUntil: null,
    state: 'open',
    paymentId,
    createdAt: NOW,
    updatedAt: NOW,
  });
  const payment = (id: string, state: 'pending' | 'submitted', utr: string | null): Insertable<PaymentsTable> =>
    ({
      id,
      reference: `P-${id.toUpperCase().padEnd(6, 'X')}`,
      accountId: 'fam',
      payerName: 'Family fam',
      payerEmail: 'fam@test.academy',
      language: 'en',
      amountPaise: 100000,
      state,
      method: 'upi',
      utr,
      hasScreenshot: 0,
      note: null,
      receiptNumber: null,
      createdAt: NOW,
      submittedAt: state === 'submitted' ? NOW : null,
      decidedAt: null,
      paidAt: null,
      updatedAt: NOW,
    }) as Insertable<PaymentsTable>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-money-migration-'));
    database = process.env.TEST_DATABASE_URL
      ? await throwAwayDatabase(process.env.TEST_DATABASE_URL, 'academy_money_migration')
      : null;
    db = openDatabase({ databaseUrl: database?.url, dataDir }).db;
    await migrateUpTo(db, '014-events-beyond-tickets');

    await db.insertInto('fighters').values(fighter('fam')).execute();
    await db
      .insertInto('batches')
      .values([
        batch('ended', { status: 'ended', endDate: '2026-09-15' }),
        batch('later', { startDate: '2027-03-01' }),
        batch('paused', { status: 'paused', updatedAt: '2026-10-04T20:00:00.000Z' }),
        batch('raced', {}),
      ])
      .execute();
    for (const id of ['ended', 'later', 'paused', 'raced']) {
      await db
        .insertInto('enrolments')
        .values({
          id: `enr-${id}`,
          batchId: id,
          fighterId: 'fam',
          state: 'active',
          requestedAt: NOW,
          decidedAt: NOW,
          leftAt: null,
        })
        .execute();
    }
    await db
      .insertInto('payments')
      .values([
        payment('unrun', 'pending', null),
        payment('lost', 'pending', null),
        payment('lostsub', 'submitted', '123456789012'),
        payment('winner', 'pending', null),
      ])
      .execute();
    await db
      .insertInto('dues')
      .values([
        fee('ended-oct', 'ended', '2026-10', 'unrun'),
        fee('ended-sep', 'ended', '2026-09', null),
        fee('later-nov', 'later', '2026-11', null),
        fee('raced-nov', 'raced', '2026-11', 'winner'),
      ])
      .execute();
    await db
      .insertInto('paymentDues')
      .values([
        { paymentId: 'unrun', dueId: 'ended-oct' },
        { paymentId: 'lost', dueId: 'raced-nov' },
        { paymentId: 'lostsub', dueId: 'raced-nov' },
        { paymentId: 'winner', dueId: 'raced-nov' },
      ] as never)
      .execute();

    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the ended batch’s enrolments and cancels the fees of months a batch did not run', async () => {
    const enrolments = await db.selectFrom('enrolments').select(['id', 'state']).orderBy('id').execute();
    expect(enrolments).toEqual([
      { id: 'enr-ended', state: 'left' },
      { id: 'enr-later', state: 'active' },
      { id: 'enr-paused', state: 'active' },
      { id: 'enr-raced', state: 'active' },
    ]);
    const dues = await db.selectFrom('dues').select(['id', 'state']).orderBy('id').execute();
    expect(dues).toEqual([
      { id: 'ended-oct', state: 'cancelled' },
      { id: 'ended-sep', state: 'open' },
      { id: 'later-nov', state: 'cancelled' },
      { id: 'raced-nov', state: 'open' },
    ]);
    const paused = await db.selectFrom('batchPauses').selectAll().execute();
    expect(paused.map((p) => [p.batchId, p.fromDay, p.untilDay])).toEqual([['paused', '2026-10-05', null]]);
  });

  it('rejects pending payments left without their dues, and leaves a submitted one for the academy', async () => {
    const states = await db.selectFrom('payments').select(['id', 'state']).orderBy('id').execute();
    expect(states).toEqual([
      { id: 'lost', state: 'rejected' },
      { id: 'lostsub', state: 'submitted' },
      { id: 'unrun', state: 'rejected' },
      { id: 'winner', state: 'pending' },
    ]);
    const live = await db
      .selectFrom('paymentDues')
      .select(['paymentId', 'live'])
      .where('dueId', '=', 'raced-nov')
      .orderBy('paymentId')
      .execute();
    expect(live).toEqual([
      { paymentId: 'lost', live: 0 },
      { paymentId: 'lostsub', live: 0 },
      { paymentId: 'winner', live: 1 },
    ]);
    // The submitted one is what npm run check-money shows the academy.
    const violations = await checkMoney(db, '2026-11-28');
    expect(violations.map((v) => [v.invariant, v.subject])).toEqual([
      ['liveMeansNotRejected', 'lostsub'],
      ['duePointsToItsHolder', 'raced-nov'],
    ]);
  });

  it('refuses a second live payment for a due from now on', async () => {
    await expect(
      db.updateTable('paymentDues').set({ live: 1 }).where('paymentId', '=', 'lostsub').execute(),
    ).rejects.toThrow();
  });
});
