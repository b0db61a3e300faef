import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, addDays, classesReplySchema, endpointUrl, ENDPOINTS } from '@academy/contract';
import { endPause, startPause } from '../src/modules/classes/queries.ts';
import { checkMoney } from '../src/modules/payments/invariants.ts';
import { raiseMonthlyFees, sendFeeReminders } from '../src/modules/payments/monthly-fees.ts';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';
import { monthStart, morningOf, PAYMENT_SETTINGS, savePaymentSettings } from './helpers/payment-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`which months a batch's fee is raised for, on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    await savePaymentSettings(t.app, admin);
  });
  afterAll(() => t?.close());

  const feesOf = (batchId: string) =>
    t.app.db
      .selectFrom('dues')
      .select(['period', 'dueDay', 'state', 'amountPaise'])
      .where('batchId', '=', batchId)
      .orderBy('period')
      .execute();

  async function setStatus(batchId: string, status: 'open' | 'paused' | 'ended') {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.SetBatchStatus, { id: batchId }),
      headers: as(admin),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('bills nothing for the months before a batch starts, and its first month from its first day', async () => {
    const family = await signUpAndLogin(t.app);
    const start = addDays(monthStart(2), 14);
    const batch = await createBatchViaApi(t.app, admin, { name: 'Starts Later', startDate: start });
    await enrolViaApi(t.app, family.token, batch.id, family.id);

    expect(await raiseMonthlyFees(t.app, morningOf(monthStart(1)))).toBe(0);
    expect(await raiseMonthlyFees(t.app, morningOf(monthStart(2)))).toBe(0);
    expect(await feesOf(batch.id)).toEqual([]);

    // The batch's first month is billed in full from the day it starts, due then (after the usual due day).
    expect(await raiseMonthlyFees(t.app, morningOf(start))).toBe(1);
    expect(await feesOf(batch.id)).toEqual([
      { period: start.slice(0, 7), dueDay: start, state: 'open', amountPaise: 150000 },
    ]);
  });

  it('ends the enrolments of an ended batch and bills none of its later months, nor reminds of them', async () => {
    const family = await signUpAndLogin(t.app);
    const batch = await createBatchViaApi(t.app, admin, { name: 'Ending Batch', monthlyFee: 900 });
    const enrolment = await enrolViaApi(t.app, family.token, batch.id, family.id);
    await setStatus(batch.id, 'ended');

    const row = await t.app.db
      .selectFrom('enrolments')
      .select(['state', 'leftAt'])
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('left');
    expect(row.leftAt).not.toBeNull();

    for (const months of [1, 2, 3]) await raiseMonthlyFees(t.app, morningOf(addDays(monthStart(months), 9)));
    expect(await feesOf(batch.id)).toEqual([]);
    expect(await sendFeeReminders(t.app, morningOf(addDays(monthStart(1), 9)))).toBe(0);
  });

  it('bills no month the batch is paused throughout, and a month it runs for part of', async () => {
    const family = await signUpAndLogin(t.app);
    const batch = await createBatchViaApi(t.app, admin, { name: 'Paused Batch', monthlyFee: 700 });
    await enrolViaApi(t.app, family.token, batch.id, family.id);
    await setStatus(batch.id, 'paused');

    expect(await raiseMonthlyFees(t.app, morningOf(monthStart(1)))).toBe(0);
    expect(await raiseMonthlyFees(t.app, morningOf(addDays(monthStart(1), 20)))).toBe(0);
    expect(await feesOf(batch.id)).toEqual([]);

    // Open again (today): the next month runs, so it is billed.
    await setStatus(batch.id, 'open');
    expect(await raiseMonthlyFees(t.app, morningOf(monthStart(2)))).toBe(1);
    expect((await feesOf(batch.id)).map((fee) => fee.period)).toEqual([monthStart(2).slice(0, 7)]);
  });

  it("keeps, for the admin to waive, a fee raised between a pause on a month's first day and a pause again that day", async () => {
    // The server pauses on its own today; the month's first day is when a pause can leave a month without a class day.
    const family = await signUpAndLogin(t.app);
    const batch = await createBatchViaApi(t.app, admin, { name: 'Paused Twice', monthlyFee: 800 });
    await enrolViaApi(t.app, family.token, batch.id, family.id);
    const first = monthStart(1);
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    await startPause(t.app.db, batch.id, first, at(-1000));
    await endPause(t.app.db, batch.id, first);
    // Open again, the batch runs that day: its fee is raised that morning.
    expect(await raiseMonthlyFees(t.app, morningOf(first))).toBeGreaterThanOrEqual(1);
    expect(await feesOf(batch.id)).toEqual([
      { period: first.slice(0, 7), dueDay: addDays(first, 9), state: 'open', amountPaise: 80000 },
    ]);
    // Paused again the same day, after the fee: the day's pause is taken up again, begun now, and the fee stays for
    // the admin to waive, as after any pause begun once a fee was raised.
    const pausedAgain = at(1000);
    await startPause(t.app.db, batch.id, first, pausedAgain);
    const pauses = await t.app.db.selectFrom('batchPauses').selectAll().where('batchId', '=', batch.id).execute();
    expect(pauses).toEqual([{ batchId: batch.id, fromDay: first, untilDay: null, createdAt: pausedAgain }]);
    expect(await checkMoney(t.app.db, addDays(first, 9))).toEqual([]);
  });

  // Last: it runs the fee job day by day, for every batch of this file.
  it('raises first the fee the Classes page announced on the day of joining, for a running batch and a new one', async () => {
    for (const startDate of [addDays(academyToday(), -40), addDays(academyToday(), 12)]) {
      const family = await signUpAndLogin(t.app);
      const batch = await createBatchViaApi(t.app, admin, { name: `First Fee ${startDate}`, startDate });
      const listed = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetClasses.path });
      const announced = classesReplySchema.parse(listed.json()).batches.find((b) => b.id === batch.id)?.firstFee;
      expect(announced?.monthlyDueDay).toBe(10);
      await enrolViaApi(t.app, family.token, batch.id, family.id);
      for (let day = academyToday(); day <= announced!.dueDay; day = addDays(day, 1)) {
        await raiseMonthlyFees(t.app, morningOf(day));
      }
      const [first] = await feesOf(batch.id);
      expect(first).toMatchObject({ period: announced!.month, dueDay: announced!.dueDay, amountPaise: 150000 });
    }
  });

  it('says on the Classes page the due day the owner saves', async () => {
    const dueDayListed = async () => {
      const listed = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetClasses.path });
      return classesReplySchema.parse(listed.json()).batches[0]?.firstFee?.monthlyDueDay;
    };
    expect(await dueDayListed()).toBe(10);
    const saved = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SavePaymentSettings.path,
      headers: as(admin),
      payload: { ...PAYMENT_SETTINGS, feeDueDay: 5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dueDayListed()).toBe(5);
  });
});
