import {
  CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_NOTICE_VERSION,
  type ChannelConsent,
  type MessageConsentsReply,
  type MessageSettingsReply,
  type SentMessage,
} from '@academy/contract';

/** The settings as a fresh academy has them: every kind off, WhatsApp then SMS then email; nothing connected. */
export function settingsReply(): MessageSettingsReply {
  return {
    status: 1,
    message: 'Message settings fetched.',
    settings: {
      kinds: Object.fromEntries(
        MESSAGE_KINDS.map((kind) => [
          kind,
          { on: false, channels: [...CHANNELS], smsTemplateIds: { en: '', hi: '', mr: '' } },
        ]),
      ) as MessageSettingsReply['settings']['kinds'],
      feeReminders: { daysBefore: 5, onDueDay: true, everyDaysAfter: 7 },
      absenceAfter: 3,
      pricePaise: { whatsapp: 35, sms: 25, email: 0 },
    },
    modes: { whatsapp: 'folder', sms: 'folder', email: 'provider' },
  };
}

/** A message as ListMessages sends it; a fee reminder read on WhatsApp unless `extra` says otherwise. */
export function sentMessage(n: number, extra: Partial<SentMessage> = {}): SentMessage {
  return {
    id: `m${n}`,
    kind: 'feeReminder',
    familyId: `fam-${n}`,
    familyName: `Family ${n}`,
    channel: 'whatsapp',
    to: '+91 98201 2345' + (n % 10),
    language: 'en',
    state: 'read',
    reason: null,
    text: 'Hello Asha, the class fees of ₹1,500.00 are due on 10 December.',
    // 09:00 UTC is 02:30 PM in India.
    createdAt: '2026-11-0' + ((n % 9) + 1) + 'T09:00:00.000Z',
    sentAt: '2026-11-0' + ((n % 9) + 1) + 'T09:01:00.000Z',
    stateAt: '2026-11-0' + ((n % 9) + 1) + 'T09:30:00.000Z',
    ...extra,
  };
}

export function consentsReply(consents: Partial<Record<'whatsapp' | 'sms', Partial<ChannelConsent>>> = {}) {
  const reply: MessageConsentsReply = {
    status: 1,
    message: 'Consents fetched.',
    mobile: '9820123456',
    noticeVersion: MESSAGE_NOTICE_VERSION,
    consents: (['whatsapp', 'sms'] as const).map((channel) => ({
      channel,
      optedIn: false,
      at: null,
      source: null,
      noticeVersion: null,
      ...consents[channel],
    })),
  };
  return reply;
}
