import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, ENDPOINTS, paymentReplySchema } from '@academy/contract';
import type { DbOrTx } from '../src/db/database.ts';
import { checkMoney, type MoneyInvariant } from '../src/modules/payments/invariants.ts';
import { raiseMonthlyFees } from '../src/modules/payments/monthly-fees.ts';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';
import { joinedLastMonth, savePaymentSettings } from './helpers/payment-fixtures.ts';
import { runCli } from './helpers/server-process.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`npm run check-money finds each broken invariant, on ${testDialect}`, () => {
  let t: TestApp;
  let paidId: string;
  let pendingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = { 'x-auth-token': await adminToken(t.app) };
    await savePaymentSettings(t.app, admin['x-auth-token']);
    // Two families with this month's fee: one paid in cash (with a receipt), one with a payment started.
    for (const method of ['cash', 'pay'] as const) {
      const family = await signUpAndLogin(t.app);
      const batch = await createBatchViaApi(t.app, admin['x-auth-token'], { name: `Check ${method}` });
      await enrolViaApi(t.app, family.token, batch.id, family.id);
      await joinedLastMonth(t.app.db);
      await raiseMonthlyFees(t.app);
      const [due] = await t.app.db.selectFrom('dues').select('id').where('accountId', '=', family.id).execute();
      const res =
        method === 'cash'
          ? await t.app.inject({
              method: 'POST',
              url: ENDPOINTS.RecordOfflinePayment.path,
              headers: admin,
              payload: { dueIds: [due!.id], method: 'cash', note: '' },
            })
          : await t.app.inject({
              method: 'POST',
              url: ENDPOINTS.CreatePayment.path,
              headers: { 'x-auth-token': family.token },
              payload: { dueIds: [due!.id] },
            });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const id = paymentReplySchema.parse(res.json()).payment.id;
      if (method === 'cash') paidId = id;
      else pendingId = id;
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: endpointUrl(ENDPOINTS.GetPayment, { id: paidId }),
          headers: admin,
        })
      ).json().payment.receiptNumber,
    ).toMatch(/^KKA\/\d{4}-\d{2}\/00001$/);
  });
  afterAll(() => t?.close());

  /** What the checker finds with `corrupt` applied; `repair` then puts the data back as it was. */
  async function findsWith(
    corrupt: (db: DbOrTx) => Promise<unknown>,
    repair: (db: DbOrTx) => Promise<unknown>,
  ): Promise<MoneyInvariant[]> {
    await corrupt(t.app.db);
    try {
      return [...new Set((await checkMoney(t.app.db)).map((violation) => violation.invariant))];
    } finally {
      await repair(t.app.db);
      expect(await checkMoney(t.app.db)).toEqual([]);
    }
  }

  const dueOf = async (paymentId: string) =>
    await t.app.db
      .selectFrom('dues')
      .select(['id', 'batchId', 'period'])
      .where('paymentId', '=', paymentId)
      .executeTakeFirstOrThrow();

  it('finds nothing wrong in what the product made', async () => {
    expect(await checkMoney(t.app.db)).toEqual([]);
  });

  it('finds each kind of wrong money the product must never make', async () => {
    const paidDue = await dueOf(paidId);
    const pendingDue = await dueOf(pendingId);
    const [pending] = await t.app.db.selectFrom('payments').select('amountPaise').where('id', '=', pendingId).execute();
    const [paid] = await t.app.db.selectFrom('payments').select('receiptNumber').where('id', '=', paidId).execute();
    const [batch] = await t.app.db
      .selectFrom('batches')
      .select('startDate')
      .where('id', '=', pendingDue.batchId!)
      .execute();
    const payment = (id: string) => (db: DbOrTx) => db.updateTable('payments').where('id', '=', id);
    const due = (id: string) => (db: DbOrTx) => db.updateTable('dues').where('id', '=', id);

    expect(
      await findsWith(
        (db) => payment(pendingId)(db).set({ amountPaise: 1 }).execute(),
        (db) => payment(pendingId)(db).set({ amountPaise: pending!.amountPaise }).execute(),
      ),
    ).toEqual(['amountIsSumOfDues']);
    expect(
      await findsWith(
        (db) => due(paidDue.id)(db).set({ state: 'open' }).execute(),
        (db) => due(paidDue.id)(db).set({ state: 'paid' }).execute(),
      ),
    ).toEqual(['statesAgree']);
    expect(
      await findsWith(
        (db) => payment(paidId)(db).set({ receiptNumber: null }).execute(),
        (db) => payment(paidId)(db).set({ receiptNumber: paid!.receiptNumber }).execute(),
      ),
    ).toEqual(['receiptWhenPaid', 'receiptSerialsWithoutGap']);
    expect(
      await findsWith(
        (db) =>
          db
            .updateTable('receiptSeries')
            .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
            .execute(),
        (db) =>
          db
            .updateTable('receiptSeries')
            .set((eb) => ({ lastNumber: eb('lastNumber', '-', 1) }))
            .execute(),
      ),
    ).toEqual(['receiptSerialsWithoutGap']);
    expect(
      await findsWith(
        (db) => due(pendingDue.id)(db).set({ paymentId: null }).execute(),
        (db) => due(pendingDue.id)(db).set({ paymentId: pendingId }).execute(),
      ),
    ).toEqual(['duePointsToItsHolder']);
    expect(
      await findsWith(
        (db) => db.updateTable('paymentDues').set({ live: 0 }).where('paymentId', '=', pendingId).execute(),
        (db) => db.updateTable('paymentDues').set({ live: 1 }).where('paymentId', '=', pendingId).execute(),
      ),
    ).toEqual(['liveMeansNotRejected', 'duePointsToItsHolder']);
    expect(
      await findsWith(
        (db) =>
          db.updateTable('batches').set({ startDate: '2099-01-01' }).where('id', '=', pendingDue.batchId!).execute(),
        (db) =>
          db
            .updateTable('batches')
            .set({ startDate: batch!.startDate })
            .where('id', '=', pendingDue.batchId!)
            .execute(),
      ),
    ).toEqual(['billedOnlyWhenRun']);
    // Paused from the first day of the fee's month: a fee raised while the batch was paused breaks the rule; one
    // raised before the pause began stands (the admin waives it).
    const pausedFromMonthStart = (createdAt: string) => (db: DbOrTx) =>
      db
        .insertInto('batchPauses')
        .values({ batchId: pendingDue.batchId!, fromDay: `${pendingDue.period}-01`, untilDay: null, createdAt })
        .execute();
    const unpause = (db: DbOrTx) =>
      db
        .deleteFrom('batchPauses')
        .where('batchId', '=', pendingDue.batchId!)
        .where('fromDay', '=', `${pendingDue.period}-01`)
        .execute();
    expect(await findsWith(pausedFromMonthStart('2000-01-01T00:00:00.000Z'), unpause)).toEqual(['billedOnlyWhenRun']);
    expect(await findsWith(pausedFromMonthStart('2999-01-01T00:00:00.000Z'), unpause)).toEqual([]);
  });

  it('leaves to the database what it refuses itself: a second live payment for a due, a UTR twice', async () => {
    const due = await dueOf(pendingId);
    await expect(
      t.app.db.insertInto('paymentDues').values({ paymentId: paidId, dueId: due.id, live: 1 }).execute(),
    ).rejects.toThrow();
    await t.app.db.updateTable('payments').set({ utr: '555566667777' }).where('id', '=', paidId).execute();
    await expect(
      t.app.db.updateTable('payments').set({ utr: '555566667777' }).where('id', '=', pendingId).execute(),
    ).rejects.toThrow();
  });

  it('reports as a command: ok lines and exit 0, or BROKEN lines and exit 1', async () => {
    const env = {
      DATA_DIR: t.config.dataDir,
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      LOG_LEVEL: 'silent',
    };
    const ok = await runCli('check-money', [], env);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('ok     A due is held by at most one payment that is not rejected.');
    expect(ok.stdout).toContain('Every money invariant holds.');

    await t.app.db.updateTable('payments').set({ amountPaise: 7 }).where('id', '=', pendingId).execute();
    const broken = await runCli('check-money', [], env);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/BROKEN A payment's amount equals the sum of the dues it covers\./);
    expect(broken.stdout).toContain('1 violation found.');
  });
});
