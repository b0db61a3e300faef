import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, paymentReplySchema } from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { raiseMonthlyFees } from '../src/modules/payments/monthly-fees.ts';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';
import { monthStart, morningOf, savePaymentSettings } from './helpers/payment-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

// A double tap on "Pay", or the same family on two phones behind two servers: both requests start a payment for the
// same dues at the same moment. On PostgreSQL the two run truly at once (two servers on one database); SQLite runs
// one writing transaction at a time, and the same answers are expected of it.
describe(`two payments started at once for the same dues, on ${testDialect}`, () => {
  let t: TestApp;
  let other: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    other = testDialect === 'postgres' ? await buildApp(t.config, { logger: false }) : t.app;
    admin = await adminToken(t.app);
    await savePaymentSettings(t.app, admin);
  });
  afterAll(async () => {
    if (other && other !== t.app) await other.close();
    await t?.close();
  });

  it('give one pending payment, the same one in both answers, and never two live payments for a due', async () => {
    const rounds = 12;
    const families = [];
    for (let i = 0; i < rounds; i += 1) {
      const family = await signUpAndLogin(t.app);
      const batch = await createBatchViaApi(t.app, admin, { name: `Double Tap ${i}`, monthlyFee: 1000 + i });
      await enrolViaApi(t.app, family.token, batch.id, family.id);
      families.push(family);
    }
    await raiseMonthlyFees(t.app, morningOf(monthStart(1)));

    for (const [round, family] of families.entries()) {
      const dues = await t.app.db.selectFrom('dues').select('id').where('accountId', '=', family.id).execute();
      expect(dues).toHaveLength(1);
      const start = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: ENDPOINTS.CreatePayment.path,
          headers: { 'x-auth-token': family.token },
          payload: { dueIds: dues.map((due) => due.id) },
        });
      // Every other round a payment is already pending (the family opened the pay page before); then two taps at once.
      if (round % 2 === 1) expect((await start(t.app)).statusCode).toBe(201);
      const answers = await Promise.all([start(t.app), start(other)]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const [first, second] = answers.map((answer) => paymentReplySchema.parse(answer.json()).payment);

      const live = await t.app.db
        .selectFrom('paymentDues')
        .innerJoin('payments', 'payments.id', 'paymentDues.paymentId')
        .select(['payments.id', 'payments.state'])
        .where('paymentDues.dueId', '=', dues[0]!.id)
        .where('payments.state', '!=', 'rejected')
        .execute();
      expect(live).toEqual([{ id: first!.id, state: 'pending' }]);
      expect(second!.id).toBe(first!.id);
      const due = await t.app.db
        .selectFrom('dues')
        .select('paymentId')
        .where('id', '=', dues[0]!.id)
        .executeTakeFirstOrThrow();
      expect(due.paymentId).toBe(first!.id);
    }
  });
});
