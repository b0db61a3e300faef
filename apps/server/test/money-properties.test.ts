import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, addDays, endpointUrl, ENDPOINTS, STATEMENT_PRESETS } from '@academy/contract';
import { buildApp } from '../src/app.ts';
import { checkMoney } from '../src/modules/payments/invariants.ts';
import { raiseMonthlyFees } from '../src/modules/payments/monthly-fees.ts';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin } from './helpers/fighter-accounts.ts';
import { joinedLastMonth, monthStart, savePaymentSettings } from './helpers/payment-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

// What a step does. Numbers pick among what exists when the step runs (modulo), so every generated sequence is valid
// to run, and fast-check can shrink a failing one to the few steps that break a rule.
const pick = fc.nat(50);
const action = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('family' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('batch' as const), startsIn: fc.integer({ min: -1, max: 2 }), day: pick }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('enrol' as const), family: pick, batch: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      batch: pick,
      status: fc.constantFrom('open' as const, 'paused' as const, 'ended' as const),
    }),
  },
  // This month's fees, raised now: pauses and ends happen today, so a later month raised ahead of them would be a
  // history that cannot happen (fee-billing.test.ts moves the clock over whole months).
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('raise' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('book' as const), family: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), family: pick, dues: fc.nat(15), twice: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('submit' as const), payment: pick, reuseUtr: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      payment: pick,
      decision: fc.constantFrom('paid' as const, 'rejected' as const, 'refunded' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('offline' as const),
      family: pick,
      dues: fc.nat(15),
      method: fc.constantFrom('cash' as const, 'waiver' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelBooking' as const), booking: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('import' as const), payment: pick, amountOff: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('erase' as const), family: pick }) },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
// A step is one action, or two at the same moment (on two servers sharing PostgreSQL).
const step = fc.oneof({ weight: 3, arbitrary: fc.tuple(action) }, { weight: 2, arbitrary: fc.tuple(action, action) });

describe(`money invariants under random sequences, on ${testDialect}`, () => {
  let t: TestApp;
  let servers: FastifyInstance[];
  let admin: string;
  let eventId: string;
  const families: { id: string; token: string }[] = [];
  const batches: string[] = [];
  let utrSerial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    servers = [t.app, testDialect === 'postgres' ? await buildApp(t.config, { logger: false }) : t.app];
    admin = await adminToken(t.app);
    await savePaymentSettings(t.app, admin);
    eventId = (
      await createEventViaApi(t.app, admin, { totalSeats: 5000, entryFee: 450, eventDateTime: fromNow(20 * DAY_MS) })
    )._id;
    // Something to pay from the first step: two families in a batch that has run, this month's fees raised.
    batches.push((await createBatchViaApi(t.app, admin, { name: 'Prop base' })).id);
    for (let i = 0; i < 2; i += 1) {
      const family = await signUpAndLogin(t.app);
      families.push(family);
      await enrolViaApi(t.app, family.token, batches[0]!, family.id);
    }
    await joinedLastMonth(t.app.db);
    expect(await raiseMonthlyFees(t.app)).toBe(2);
  });
  afterAll(async () => {
    if (servers?.[1] && servers[1] !== t.app) await servers[1].close();
    await t?.close();
  });

  const nth = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
  const adminHeaders = () => ({ 'x-auth-token': admin });
  const newUtr = () =>
    `${testDialect === 'postgres' ? '8' : '9'}${String(Date.now()).slice(-4)}${String(++utrSerial).padStart(7, '0')}`;

  async function openDuesOf(familyId: string) {
    return t.app.db
      .selectFrom('dues')
      .select(['id', 'amountPaise'])
      .where('accountId', '=', familyId)
      .where('state', '=', 'open')
      .orderBy('id')
      .execute();
  }

  const chosen = <T>(list: T[], mask: number) => {
    const some = list.filter((_, i) => (mask >> i) & 1);
    return some.length ? some : list.slice(0, 1);
  };

  /** Runs one action on a server; answers only what the server said (never a 5xx). */
  async function run(app: FastifyInstance, a: Action): Promise<(LightMyRequestResponse | number)[]> {
    switch (a.kind) {
      case 'family':
        if (families.length < 6) families.push(await signUpAndLogin(t.app));
        return [];
      case 'batch': {
        const startDate = a.startsIn < 0 ? addDays(academyToday(), -40) : addDays(monthStart(a.startsIn), a.day % 28);
        batches.push((await createBatchViaApi(t.app, admin, { name: `Prop ${batches.length}`, startDate })).id);
        return [];
      }
      case 'enrol': {
        const family = nth(families, a.family);
        const batch = nth(batches, a.batch);
        if (!family || !batch) return [];
        return [
          await app.inject({
            method: 'POST',
            url: ENDPOINTS.RequestEnrolment.path,
            headers: { 'x-auth-token': family.token },
            payload: { batchId: batch, fighterId: family.id },
          }),
          await joinedLastMonth(t.app.db).then(() => 0),
        ];
      }
      case 'status': {
        const batch = nth(batches, a.batch);
        if (!batch) return [];
        return [
          await app.inject({
            method: 'POST',
            url: endpointUrl(ENDPOINTS.SetBatchStatus, { id: batch }),
            headers: adminHeaders(),
            payload: { status: a.status },
          }),
        ];
      }
      case 'raise':
        await raiseMonthlyFees(app);
        return [];
      case 'book': {
        const family = nth(families, a.family);
        if (!family) return [];
        return [
          await app.inject({
            method: 'POST',
            url: ENDPOINTS.BookEvent.path,
            headers: { 'x-auth-token': family.token },
            payload: bookingPayload(eventId, {
              email: `prop${utrSerial++}@example.com`,
              fighterName: `Prop Attendee ${utrSerial}`,
            }),
          }),
        ];
      }
      case 'pay': {
        const family = nth(families, a.family);
        if (!family) return [];
        const dues = await openDuesOf(family.id);
        if (dues.length === 0) return [];
        const payload = { dueIds: chosen(dues, a.dues).map((due) => due.id) };
        const start = (server: FastifyInstance) =>
          server.inject({
            method: 'POST',
            url: ENDPOINTS.CreatePayment.path,
            headers: { 'x-auth-token': family.token },
            payload,
          });
        return a.twice ? Promise.all([start(servers[0]!), start(servers[1]!)]) : [await start(app)];
      }
      case 'submit': {
        const payments = await t.app.db
          .selectFrom('payments')
          .select('id')
          .where('state', '=', 'pending')
          .orderBy('id')
          .execute();
        const payment = nth(payments, a.payment);
        if (!payment) return [];
        const used = await t.app.db.selectFrom('payments').select('utr').where('utr', 'is not', null).execute();
        const utr = a.reuseUtr && used.length ? used[0]!.utr! : newUtr();
        return [
          await app.inject({
            method: 'POST',
            url: endpointUrl(ENDPOINTS.SubmitUtr, { id: payment.id }),
            headers: adminHeaders(),
            payload: { utr },
          }),
        ];
      }
      case 'decide': {
        const payments = await t.app.db.selectFrom('payments').select('id').orderBy('id').execute();
        const payment = nth(payments, a.payment);
        if (!payment) return [];
        return [
          await app.inject({
            method: 'POST',
            url: endpointUrl(ENDPOINTS.DecidePayment, { id: payment.id }),
            headers: adminHeaders(),
            payload: { decision: a.decision, note: 'property test' },
          }),
        ];
      }
      case 'offline': {
        const family = nth(families, a.family);
        if (!family) return [];
        const dues = await openDuesOf(family.id);
        if (dues.length === 0) return [];
        return [
          await app.inject({
            method: 'POST',
            url: ENDPOINTS.RecordOfflinePayment.path,
            headers: adminHeaders(),
            payload: { dueIds: chosen(dues, a.dues).map((due) => due.id), method: a.method, note: '' },
          }),
        ];
      }
      case 'cancelBooking': {
        const bookings = await t.app.db
          .selectFrom('bookings')
          .select('id')
          .where('cancelledAt', 'is', null)
          .orderBy('id')
          .execute();
        const booking = nth(bookings, a.booking);
        if (!booking) return [];
        return [
          await app.inject({
            method: 'POST',
            url: endpointUrl(ENDPOINTS.CancelBooking, { id: booking.id }),
            headers: adminHeaders(),
          }),
        ];
      }
      case 'import': {
        const submitted = await t.app.db
          .selectFrom('payments')
          .select(['utr', 'amountPaise'])
          .where('state', '=', 'submitted')
          .where('utr', 'is not', null)
          .orderBy('id')
          .execute();
        const payment = nth(submitted, a.payment);
        if (!payment) return [];
        const rupees = ((payment.amountPaise + (a.amountOff ? 100 : 0)) / 100).toFixed(2);
        const csv = [
          'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
          `05/11/26,UPI-PROP-prop@ybl-YESB0001-${payment.utr}-KKA,0000${payment.utr},05/11/26,,${rupees},100.00`,
        ].join('\n');
        return [
          await app.inject({
            method: 'POST',
            url: ENDPOINTS.ImportStatement.path,
            headers: adminHeaders(),
            payload: { csv, mapping: { preset: 'hdfc', columns: STATEMENT_PRESETS.hdfc } },
          }),
        ];
      }
      case 'erase': {
        const family = nth(families, a.family);
        if (!family || families.length < 2) return [];
        families.splice(families.indexOf(family), 1);
        return [
          await app.inject({
            method: 'POST',
            url: endpointUrl(ENDPOINTS.EraseFighter, { id: family.id }),
            headers: adminHeaders(),
            payload: {},
          }),
        ];
      }
    }
  }

  it(
    'keeps every money invariant after every step, with steps racing on two servers',
    { timeout: 120_000 },
    async () => {
      let steps = 0;
      const accepted = new Map<string, number>();
      const property = fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (sequence) => {
        for (const actions of sequence) {
          const answers = await Promise.all(actions.map((a, i) => run(servers[i % 2]!, a)));
          for (const [i, answered] of answers.entries()) {
            for (const answer of answered) {
              if (typeof answer === 'number') continue;
              expect(answer.statusCode, answer.body).toBeLessThan(500);
              if (answer.statusCode < 300) accepted.set(actions[i]!.kind, (accepted.get(actions[i]!.kind) ?? 0) + 1);
            }
          }
          expect(await checkMoney(t.app.db)).toEqual([]);
          steps += 1;
        }
      });
      const moved = () =>
        ['pay', 'submit', 'decide', 'offline', 'import', 'book'].reduce(
          (sum, kind) => sum + (accepted.get(kind) ?? 0),
          0,
        );
      // The sequences must move money, not only meet refusals. Fourteen draws of ten moved 9 to 43 accepted payments,
      // decisions and bookings (the draw of 9 erased four families and paid nothing): a draw that moved fewer than
      // 10 is followed by another, up to five, rather than failing a run whose every step kept the invariants.
      for (let draws = 0; draws < 5 && moved() < 10; draws += 1) await fc.assert(property, { numRuns: 10 });
      console.log(`[money-properties] ${steps} steps; accepted: ${JSON.stringify(Object.fromEntries(accepted))}`);
      expect(moved()).toBeGreaterThanOrEqual(10);
      expect(steps).toBeGreaterThan(30);
    },
  );
});
