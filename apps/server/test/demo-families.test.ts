import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, addDays } from '@academy/contract';
import { seedDemoClasses } from '../src/seed/demo-classes.ts';
import { seedDemoFamilies } from '../src/seed/demo-families.ts';
import { seedDemoMessages } from '../src/seed/demo-messages.ts';
import { seedDemoPayments } from '../src/seed/demo-payments.ts';
import { seedDemoStaff } from '../src/seed/demo-staff.ts';
import { checkMoney } from '../src/modules/payments/invariants.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`the demo install's families, attendance, fees and leads, on ${testDialect}`, () => {
  let t: TestApp;
  let families: number;
  let staff: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoClasses(t.app);
    await seedDemoPayments(t.app);
    staff = await seedDemoStaff(t.app);
    families = await seedDemoFamilies(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('makes ten families with children, each holder and child in a batch that fits their age', async () => {
    expect(families).toBe(10);
    const profiles = await t.app.db.selectFrom('fighters').select(['id', 'guardianId']).execute();
    expect(profiles.filter((p) => p.guardianId === null)).toHaveLength(10);
    expect(profiles.filter((p) => p.guardianId !== null).length).toBeGreaterThanOrEqual(8);
    const members = await t.app.db
      .selectFrom('enrolments')
      .innerJoin('batches', 'batches.id', 'enrolments.batchId')
      .select(['enrolments.fighterId', 'batches.minAge', 'batches.maxAge'])
      .where('enrolments.state', '=', 'active')
      .execute();
    expect(members.length).toBeGreaterThanOrEqual(14);
    // Every child has a confirmed consent, so the admin sees no family waiting on one.
    const unconfirmed = await t.app.db.selectFrom('consents').select('id').where('confirmedAt', 'is', null).execute();
    expect(unconfirmed).toEqual([]);
  });

  it('gives every member weeks of marks up to yesterday, none on a day the batch does not meet', async () => {
    const marks = await t.app.db
      .selectFrom('attendance')
      .innerJoin('batches', 'batches.id', 'attendance.batchId')
      .select(['attendance.fighterId', 'attendance.day', 'attendance.mark', 'batches.weekdays'])
      .execute();
    expect(marks.length).toBeGreaterThan(200);
    expect(marks.every((m) => m.day < academyToday() && m.day >= addDays(academyToday(), -70))).toBe(true);
    const present = marks.filter((m) => m.mark === 'present').length / marks.length;
    expect(present).toBeGreaterThan(0.7);
    expect(present).toBeLessThan(0.9);
    expect(new Set(marks.map((m) => m.fighterId)).size).toBeGreaterThanOrEqual(14);
  });

  it('leaves fees in every state the admin meets, and every money invariant holding', async () => {
    const payments = await t.app.db.selectFrom('payments').select(['state', 'method', 'paidAt']).execute();
    expect(payments.filter((p) => p.state === 'submitted').length).toBeGreaterThanOrEqual(2);
    expect(payments.filter((p) => p.state === 'paid' && p.method === 'cash').length).toBeGreaterThanOrEqual(1);
    expect(payments.filter((p) => p.state === 'paid' && p.method === 'upi').length).toBeGreaterThanOrEqual(5);
    const lastMonth = new Date(Date.UTC(...startOfLastMonth())).toISOString().slice(0, 7);
    const overdue = await t.app.db
      .selectFrom('dues')
      .select('id')
      .where('period', '=', lastMonth)
      .where('state', '=', 'open')
      .execute();
    expect(overdue.length).toBeGreaterThanOrEqual(2);
    // Each month's fees were paid in that month, so the fees report has months behind this one.
    // The academy's months (IST): from midnight to 05:30 IST a payment's UTC date is still the day before.
    const paidMonths = new Set(
      payments.filter((p) => p.state === 'paid').map((p) => academyToday(new Date(p.paidAt!)).slice(0, 7)),
    );
    const [y, m] = academyToday().split('-').map(Number) as [number, number];
    const monthsBack = (back: number) => new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
    expect([...paidMonths].sort()).toEqual([monthsBack(2), monthsBack(1), monthsBack(0)]);
    expect(await checkMoney(t.app.db)).toEqual([]);
  });

  it('fills the trial funnel, one lead joined, and gives children their belts with certificates', async () => {
    const leads = await t.app.db.selectFrom('leads').select(['state', 'fighterId']).execute();
    expect(new Set(leads.map((l) => l.state))).toEqual(
      new Set(['new', 'contacted', 'trialBooked', 'attended', 'joined', 'lost']),
    );
    expect(leads.filter((l) => l.state === 'joined' && l.fighterId !== null)).toHaveLength(1);
    const ranked = await t.app.db.selectFrom('fighters').select('id').where('rankId', 'is not', null).execute();
    expect(ranked.length).toBeGreaterThanOrEqual(8);
    const promotions = await t.app.db.selectFrom('promotions').select('certificateNumber').execute();
    expect(new Set(promotions.map((p) => p.certificateNumber)).size).toBe(promotions.length);
  });

  it('gives the demo an instructor who teaches a batch, a front desk and a table official', async () => {
    expect(staff).toBe(3);
    const members = await t.app.db
      .selectFrom('admins')
      .select(['id', 'name', 'staffRole'])
      .where('staffRole', '!=', 'owner')
      .orderBy('staffRole')
      .execute();
    expect(members.map((member) => member.staffRole)).toEqual(['frontDesk', 'instructor', 'tableOfficial']);
    const taught = await t.app.db
      .selectFrom('batches')
      .select('name')
      .where('instructorId', '=', members[1]!.id)
      .execute();
    expect(taught).toHaveLength(1);
  });

  it('gives the families WhatsApp and SMS opt-ins and earlier fee reminders in every state the Messages page shows', async () => {
    expect(await seedDemoMessages(t.app)).toBeGreaterThanOrEqual(10);
    const rows = await t.app.db
      .selectFrom('messages')
      .select(['channel', 'state', 'reason'])
      .where('createdAt', '<', new Date(`${academyToday()}T00:00:00+05:30`).toISOString())
      .execute();
    expect(new Set(rows.map((row) => `${row.channel}:${row.state}`))).toEqual(
      new Set(['whatsapp:read', 'whatsapp:delivered', 'sms:delivered', 'email:sent']),
    );
    expect(rows.some((row) => row.reason?.includes('131026'))).toBe(true);
    const optedIn = await t.app.db.selectFrom('messageConsents').select('channel').where('optedIn', '=', 1).execute();
    expect(optedIn.filter((row) => row.channel === 'whatsapp').length).toBeGreaterThanOrEqual(8);
    // The booked trial of a lead who asked for messages was confirmed on WhatsApp, naming its class day.
    const trial = await t.app.db
      .selectFrom('messages')
      .innerJoin('leads', 'leads.id', 'messages.leadId')
      .select(['messages.kind', 'messages.state', 'messages.values', 'leads.trialOn'])
      .execute();
    expect(trial).toHaveLength(1);
    expect(trial[0]).toMatchObject({ kind: 'trialConfirmed', state: 'read' });
    expect(trial[0]!.trialOn! > academyToday()).toBe(true);
    expect(JSON.parse(trial[0]!.values)[2]).toMatch(/^\w+day, \d+ \w+ \d{4}, /);
    expect(await seedDemoMessages(t.app)).toBe(0);
  });

  it('seeds nothing once anybody has signed up', async () => {
    expect(await seedDemoFamilies(t.app)).toBe(0);
    expect(await seedDemoStaff(t.app)).toBe(0);
  });
});

function startOfLastMonth(): [number, number, number] {
  const [y, m] = academyToday().split('-').map(Number) as [number, number];
  return [y, m - 2, 1];
}
