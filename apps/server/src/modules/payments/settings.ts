import {
  ACADEMY_NAME,
  PAYMENT_DEFAULTS,
  STATEMENT_PRESETS,
  type PaymentSettings,
  type PaymentSettingsReply,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { nowIso } from '../../lib/ids.ts';
import { readSetting, SETTING_KEYS, writeSetting } from '../../db/settings.ts';

const KEY = SETTING_KEYS.payments;

/** Before the admin saves anything: no UPI ID (so nobody is asked to pay yet), HDFC's statement layout. */
const DEFAULTS: PaymentSettings = {
  upiId: '',
  payeeName: ACADEMY_NAME,
  academyDetails: null,
  receiptPrefix: PAYMENT_DEFAULTS.receiptPrefix,
  feeDueDay: PAYMENT_DEFAULTS.feeDueDay,
  holdMinutes: PAYMENT_DEFAULTS.holdMinutes,
  statement: { preset: 'hdfc', columns: { ...STATEMENT_PRESETS.hdfc } },
};

export type SettingsView = Omit<PaymentSettingsReply, 'status' | 'message'>;

export async function paymentSettings(db: DbOrTx): Promise<SettingsView> {
  const stored = await readSetting(db, KEY);
  const settings = stored ? { ...DEFAULTS, ...(JSON.parse(stored) as Partial<PaymentSettings>) } : DEFAULTS;
  return { settings, configured: settings.upiId !== '' };
}

/** Where transfers go, for a QR code; null until the admin has set the academy's UPI ID. */
export function payeeOf(view: SettingsView) {
  return view.configured ? { vpa: view.settings.upiId, payeeName: view.settings.payeeName } : null;
}

export async function savePaymentSettings(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  values: PaymentSettings,
): Promise<SettingsView> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await paymentSettings(trx);
    // A preset's columns are the preset's: only 'custom' keeps what the form sent.
    const statement =
      values.statement.preset === 'custom'
        ? values.statement
        : { preset: values.statement.preset, columns: { ...STATEMENT_PRESETS[values.statement.preset] } };
    const settings = { ...values, statement };
    await writeSetting(trx, KEY, JSON.stringify(settings), nowIso());
    await recordAudit(trx, actor, {
      action: 'payment.settings',
      subject: { kind: 'settings', id: KEY },
      before: before.configured ? before.settings : null,
      after: settings,
    });
    return { settings, configured: true };
  });
}
