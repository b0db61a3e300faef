import type { FastifyInstance } from 'fastify';
import { academyToday, ENDPOINTS, monthsAfter, type PaymentSettingsFields } from '@academy/contract';
import type { Db } from '../../src/db/database.ts';

/** An academy that takes UPI: fees due on the 10th, a 30-minute seat hold, HDFC statements. */
export const PAYMENT_SETTINGS: PaymentSettingsFields = {
  upiId: 'kaizen.karate@okhdfcbank',
  payeeName: 'Kaizen Karate Academy',
  academyDetails: 'Shop 4, Baner Road, Pune 411045',
  receiptPrefix: 'kka',
  feeDueDay: 10,
  holdMinutes: 30,
  statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
};

/** Saves the payment settings through the real API; fails the test when the server refuses. */
export async function savePaymentSettings(app: FastifyInstance, adminToken: string): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: ENDPOINTS.SavePaymentSettings.path,
    headers: { 'x-auth-token': adminToken },
    payload: PAYMENT_SETTINGS,
  });
  if (res.statusCode !== 200) throw new Error(`SavePaymentSettings failed: ${res.statusCode} ${res.body}`);
}

/** The first day of the IST month `months` after this one ('2027-01-01'). */
export const monthStart = (months: number): string => monthsAfter(`${academyToday().slice(0, 7)}-01`, months);

/** 09:00 IST on a day: when that day's fee jobs have run. */
export const morningOf = (day: string): Date => new Date(`${day}T09:00:00+05:30`);

/**
 * The active enrolments as if accepted 40 days ago. One accepted today owes from next month (this month's due day
 * may be past), so a test that wants this month's fee, whatever day the suite runs, has the family join last month.
 */
export async function joinedLastMonth(db: Db): Promise<void> {
  await db
    .updateTable('enrolments')
    .set({ decidedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString() })
    .where('state', '=', 'active')
    .execute();
}
