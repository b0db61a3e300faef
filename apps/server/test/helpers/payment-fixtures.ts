import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type PaymentSettingsFields } from '@academy/contract';

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
