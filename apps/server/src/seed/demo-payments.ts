import { ACADEMY_NAME, PAYMENT_DEFAULTS } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { paymentSettings, savePaymentSettings } from '../modules/payments/settings.ts';

/**
 * Payment settings for a demo install, so paid events show the whole UPI flow: a UPI ID on a handle no UPI app
 * resolves (`@example`), so nobody can send real money to it, and receipts that say they are a demo's. Only on an
 * install nobody has signed up to and whose admin has saved no settings.
 */
export async function seedDemoPayments(deps: Pick<Deps, 'db'>): Promise<number> {
  if ((await paymentSettings(deps.db)).configured) return 0;
  if (await deps.db.selectFrom('fighters').select('id').limit(1).executeTakeFirst()) return 0;
  await savePaymentSettings(deps, systemActor('demo content'), {
    upiId: 'kaizen.demo@example',
    payeeName: ACADEMY_NAME,
    academyDetails: 'Demo install: set the academy UPI ID in Admin > Settings before taking payments.',
    receiptPrefix: PAYMENT_DEFAULTS.receiptPrefix,
    feeDueDay: PAYMENT_DEFAULTS.feeDueDay,
    holdMinutes: PAYMENT_DEFAULTS.holdMinutes,
    statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
  });
  return 1;
}
