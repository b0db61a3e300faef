import {
  addDays,
  academyToday,
  DEFAULT_LANGUAGE,
  formatPaise,
  isLanguage,
  MESSAGE_NOTICE_VERSION,
  type Channel,
  type MessageState,
} from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { newId } from '../lib/ids.ts';
import { formatDay } from '../lib/day-format.ts';
import { MESSAGE_DEFAULTS } from '../messaging/message-settings.ts';
import { insertMessageOnce, writeConsent } from '../messaging/queries.ts';
import { findTrialLead } from '../modules/leads/queries.ts';
import { trialValues } from '../modules/leads/trial-messages.ts';
import { saveSettings } from '../modules/messages/service.ts';

const DEMO_ACTOR = systemActor('demo content');

/** How the demo's earlier fee reminders went, family by family in turn: mostly read on WhatsApp, as in India. */
const OUTCOMES: { channel: Channel; state: MessageState; reason: string | null }[] = [
  { channel: 'whatsapp', state: 'read', reason: null },
  { channel: 'whatsapp', state: 'delivered', reason: null },
  { channel: 'whatsapp', state: 'read', reason: null },
  { channel: 'sms', state: 'delivered', reason: 'whatsapp: 131026 Message undeliverable' },
  { channel: 'whatsapp', state: 'read', reason: null },
  { channel: 'email', state: 'sent', reason: 'whatsapp: no WhatsApp opt-in; sms: no SMS opt-in' },
];

/**
 * The demo's WhatsApp and SMS: the owner's settings (cancelled classes, freed seats, event reminders and a trial's
 * confirmation and reminder on, WhatsApp then SMS then email; fee reminders left for the owner to switch on), the
 * demo families' opt-ins (most WhatsApp, some SMS too, the last of every six neither), earlier fee reminders in every
 * state the Messages page shows, and a booked trial's confirmation. Messages
 * go to DATA_DIR/outbox/whatsapp until the academy sets its WhatsApp settings. Only on an install whose messages
 * nobody has set up yet.
 */
export async function seedDemoMessages(deps: Deps): Promise<number> {
  if (await deps.db.selectFrom('messages').select('id').limit(1).executeTakeFirst()) return 0;
  if (await deps.db.selectFrom('messageConsents').select('accountId').limit(1).executeTakeFirst()) return 0;
  const families = await deps.db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'mobileNumber', 'email', 'language'])
    .where('guardianId', 'is', null)
    .where('email', 'like', '%@example.com')
    .orderBy('createdAt')
    .execute();
  if (families.length === 0) return 0;

  const on = (kind: keyof typeof MESSAGE_DEFAULTS.kinds) => ({ ...MESSAGE_DEFAULTS.kinds[kind], on: true });
  await saveSettings(deps, DEMO_ACTOR, {
    ...MESSAGE_DEFAULTS,
    kinds: {
      ...MESSAGE_DEFAULTS.kinds,
      classCancelled: on('classCancelled'),
      seatOffered: on('seatOffered'),
      eventReminder: on('eventReminder'),
      trialConfirmed: on('trialConfirmed'),
      trialTomorrow: on('trialTomorrow'),
    },
  });

  const today = academyToday();
  const sent = new Date(`${addDays(today, -11)}T10:30:00+05:30`);
  await deps.db.transaction().execute(async (trx) => {
    for (const [index, family] of families.entries()) {
      const outcome = OUTCOMES[index % OUTCOMES.length]!;
      const at = new Date(sent.getTime() + index * 7_000).toISOString();
      if (outcome.channel !== 'email') {
        await writeConsent(trx, {
          accountId: family.id,
          channel: 'whatsapp',
          optedIn: 1,
          source: 'demo',
          noticeVersion: MESSAGE_NOTICE_VERSION,
          givenBy: null,
          at,
        });
      }
      if (outcome.channel === 'sms') {
        await writeConsent(trx, {
          accountId: family.id,
          channel: 'sms',
          optedIn: 1,
          source: 'demo',
          noticeVersion: MESSAGE_NOTICE_VERSION,
          givenBy: null,
          at,
        });
      }
      const language = isLanguage(family.language) ? family.language : DEFAULT_LANGUAGE;
      const messages = deps.translator.in(language);
      const dueDay = addDays(today, -8);
      await insertMessageOnce(trx, {
        id: newId(),
        kind: 'feeReminder',
        accountId: family.id,
        familyName: family.fullName,
        language,
        values: JSON.stringify([
          family.fullName,
          family.fullName.split(' ')[0],
          formatPaise(180_000),
          messages.t('message.fees.dueOn', { day: formatDay(dueDay, language) }),
          new URL('/fighter/viewprofile', deps.config.publicOrigin).toString(),
        ]),
        email: null,
        channels: JSON.stringify(['whatsapp', 'sms', 'email']),
        channel: outcome.channel,
        toAddress: outcome.channel === 'email' ? family.email : family.mobileNumber,
        state: outcome.state,
        reason: outcome.reason,
        providerId: outcome.channel === 'email' ? null : `demo-${newId()}`,
        pricePaise: MESSAGE_DEFAULTS.pricePaise[outcome.channel],
        dedupeKey: `feeReminder:${family.id}:${addDays(today, -11)}`,
        createdAt: at,
        sentAt: at,
        stateAt: new Date(Date.parse(at) + 40 * 60_000).toISOString(),
      });
    }
    // The trial the academy booked for a lead who asked for messages: its confirmation, read on WhatsApp.
    for (const { id } of await trx
      .selectFrom('leads')
      .select('id')
      .where('trialOn', 'is not', null)
      .where('messagesOptIn', '=', 1)
      .execute()) {
      const lead = (await findTrialLead(trx, id))!;
      const at = lead.updatedAt;
      await insertMessageOnce(trx, {
        id: newId(),
        kind: 'trialConfirmed',
        leadId: lead.id,
        accountId: null,
        familyName: lead.name,
        language: DEFAULT_LANGUAGE,
        values: JSON.stringify(trialValues(deps, 'trialConfirmed', lead, DEFAULT_LANGUAGE)),
        email: null,
        channels: JSON.stringify(['whatsapp', 'sms']),
        channel: 'whatsapp',
        toAddress: lead.mobileNumber,
        state: 'read',
        reason: null,
        providerId: `demo-${newId()}`,
        pricePaise: MESSAGE_DEFAULTS.pricePaise.whatsapp,
        dedupeKey: `trialConfirmed:lead-${lead.id}:${at.slice(0, 10)}:${lead.trialOn}`,
        createdAt: at,
        sentAt: at,
        stateAt: new Date(Date.parse(at) + 20 * 60_000).toISOString(),
      });
    }
  });
  return families.length;
}
