import { MESSAGE_KINDS, type Channel, type MessageKind, type MessageSettings } from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import { readSetting, SETTING_KEYS } from '../db/settings.ts';

/**
 * Before the owner saves anything: no kind goes by WhatsApp or SMS (the kinds that always emailed still email),
 * WhatsApp then SMS then email once one is switched on, fee reminders 3 days before, on the day and weekly after (as
 * the emails always were), an absence alert after 3 missed classes, and Meta's and a typical Indian gateway's
 * prices for a utility message (₹0.14, ₹0.20).
 */
export const MESSAGE_DEFAULTS: MessageSettings = {
  kinds: Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [
      kind,
      {
        on: false,
        channels: ['whatsapp', 'sms', 'email'],
        smsTemplateIds: { en: '', hi: '', mr: '' },
      },
    ]),
  ) as MessageSettings['kinds'],
  feeReminders: { daysBefore: 3, onDueDay: true, everyDaysAfter: 7 },
  absenceAfter: 3,
  pricePaise: { whatsapp: 14, sms: 20, email: 0 },
};

export async function messageSettings(db: DbOrTx): Promise<MessageSettings> {
  const stored = await readSetting(db, SETTING_KEYS.messages);
  if (!stored) return MESSAGE_DEFAULTS;
  const saved = JSON.parse(stored) as Partial<MessageSettings>;
  return {
    ...MESSAGE_DEFAULTS,
    ...saved,
    kinds: { ...MESSAGE_DEFAULTS.kinds, ...saved.kinds },
  };
}

/**
 * The channels a message of a kind is tried on, in order: the owner's order once the kind is switched on; only
 * email while it is off, for a kind that has an email of its own (the emails families always had); none otherwise.
 */
export function channelsFor(settings: MessageSettings, kind: MessageKind, hasEmail: boolean): Channel[] {
  const setting = settings.kinds[kind];
  if (setting.on) return [...setting.channels];
  return hasEmail ? ['email'] : [];
}
