import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { PRIVACY_NOTICE_VERSION } from '../families/retention.ts';
import { CHANNELS, MESSAGE_KINDS, type Channel, type MessageKind } from './templates.ts';

export const channelSchema = z.enum(CHANNELS, { error: fieldMessage('form.channel.unknown') });
export const messageKindSchema = z.enum(MESSAGE_KINDS, { error: fieldMessage('form.messageKind.unknown') });

/**
 * Where a message is: waiting its turn (the provider's rate, quiet hours), handed to the provider, delivered to
 * the phone, read, failed on every channel it may use, or not sent (the kind is off, nobody to send it to).
 */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export const messageStateSchema = z.enum(MESSAGE_STATES, { error: fieldMessage('form.messageState.unknown') });
export type MessageState = z.infer<typeof messageStateSchema>;

/** The notice a person agrees to when they opt in to WhatsApp or SMS: the privacy notice, whose section says what. */
export const MESSAGE_NOTICE_VERSION = PRIVACY_NOTICE_VERSION;

const whole = (min: number, max: number) =>
  z
    .number({ error: fieldMessage('form.number.invalid') })
    .int(fieldMessage('form.messageNumber.whole'))
    .min(min, fieldMessage('form.messageNumber.min', { min }))
    .max(max, fieldMessage('form.messageNumber.max', { max }));

/** A DLT template id as the operators' portals issue them: 19 digits (empty: not registered yet). */
const dltTemplateId = z
  .string()
  .trim()
  .regex(/^(\d{19})?$/, fieldMessage('form.dltTemplateId.invalid'));

const kindSettingSchema = z.object({
  on: z.boolean(),
  /** The order channels are tried in; the first the person can be reached on (number, opt-in) is used. */
  channels: z
    .array(channelSchema)
    .min(1, fieldMessage('form.channels.min'))
    .max(CHANNELS.length)
    .refine((list) => new Set(list).size === list.length, fieldMessage('form.channels.repeated')),
  /**
   * The DLT template id of the kind's text in each language (a DLT template is one exact text): an SMS goes in the
   * family's language when its template is registered, else in English.
   */
  smsTemplateIds: z.object({ en: dltTemplateId, hi: dltTemplateId, mr: dltTemplateId }),
});
export type KindSetting = z.infer<typeof kindSettingSchema>;

export const messageSettingsSchema = z.object({
  kinds: z.object(
    Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, kindSettingSchema])) as Record<
      MessageKind,
      typeof kindSettingSchema
    >,
  ),
  feeReminders: z.object({
    /** Days before the due day of the first reminder (0: none before). */
    daysBefore: whole(0, 15),
    onDueDay: z.boolean(),
    /** After the due day, every this many days while the fee is owed (0: none after). */
    everyDaysAfter: whole(0, 30),
  }),
  /** Missed classes in a row that send an absence alert. */
  absenceAfter: whole(2, 10),
  /** What one message costs, in paise, for this month's estimate. */
  pricePaise: z.object({ whatsapp: whole(0, 10_000), sms: whole(0, 10_000), email: whole(0, 10_000) }),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** Whether a channel reaches the provider or writes what it would send to a folder (no credentials set). */
export const channelModeSchema = z.enum(['provider', 'folder']);
export type ChannelMode = z.infer<typeof channelModeSchema>;

export const messageSettingsReplySchema = envelopeSchema.extend({
  settings: messageSettingsSchema,
  modes: z.object({ whatsapp: channelModeSchema, sms: channelModeSchema, email: channelModeSchema }),
});
export type MessageSettingsReply = z.infer<typeof messageSettingsReplySchema>;

export const MESSAGES_PAGE_SIZE = 25;

export const messagesQuerySchema = z.object({
  kind: messageKindSchema.optional(),
  state: messageStateSchema.optional(),
  channel: channelSchema.optional(),
  /** One family: its account's id. */
  family: z.string().trim().max(64).optional(),
  page: z.coerce
    .number({ error: fieldMessage('form.number.invalid') })
    .int(fieldMessage('form.page.whole'))
    .min(1, fieldMessage('form.page.min', { min: 1 }))
    .max(100_000, fieldMessage('form.page.max', { max: 100_000 }))
    .default(1),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const sentMessageSchema = z.object({
  id: z.string(),
  kind: messageKindSchema,
  familyId: z.string().nullable(),
  familyName: z.string(),
  /** The channel it went (or is going) by; null while nothing has been tried. */
  channel: channelSchema.nullable(),
  /** The number or address it went to. */
  to: z.string().nullable(),
  language: z.string(),
  state: messageStateSchema,
  /** The provider's reason for a failure, or why it was not sent. */
  reason: z.string().nullable(),
  /** What the family reads. */
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  stateAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

const monthCountSchema = z.object({ count: z.number(), costPaise: z.number() });

export const messagesReplySchema = envelopeSchema.extend({
  messages: z.array(sentMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** This IST month's messages handed to each channel, and their estimated cost at the settings' prices. */
  month: z.object({ period: z.string(), whatsapp: monthCountSchema, sms: monthCountSchema, email: monthCountSchema }),
});
export type MessagesReply = z.infer<typeof messagesReplySchema>;

/** The channels a person opts in to; email needs no opt-in (it carries what the account asked for). */
export const OPT_IN_CHANNELS = ['whatsapp', 'sms'] as const satisfies readonly Channel[];
export const optInChannelSchema = z.enum(OPT_IN_CHANNELS, { error: fieldMessage('form.channel.unknown') });
export type OptInChannel = z.infer<typeof optInChannelSchema>;

/** How an opt-in or opt-out was given, kept with it (DPDP Act). */
export const CONSENT_SOURCES = ['account', 'desk', 'reply', 'link', 'demo'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const channelConsentSchema = z.object({
  channel: optInChannelSchema,
  optedIn: z.boolean(),
  /** When and how it was last given or withdrawn; null: never asked. */
  at: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  noticeVersion: z.string().nullable(),
});
export type ChannelConsent = z.infer<typeof channelConsentSchema>;

export const messageConsentsReplySchema = envelopeSchema.extend({
  consents: z.array(channelConsentSchema),
  /** The number messages go to (the account's mobile), as stored. */
  mobile: z.string(),
  noticeVersion: z.string(),
});
export type MessageConsentsReply = z.infer<typeof messageConsentsReplySchema>;

export const setMessageConsentSchema = z.object({ channel: optInChannelSchema, optedIn: z.boolean() });
export type SetMessageConsentRequest = z.infer<typeof setMessageConsentSchema>;

/** The opt-out link in an email: the token names the account and what it stops, and is signed by the server. */
export const stopMessagesSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, fieldMessage('form.stopToken.invalid'))
    .max(300, fieldMessage('form.stopToken.invalid')),
});
export type StopMessagesRequest = z.infer<typeof stopMessagesSchema>;

/** What an opt-out link stops: one channel, or both ('all', the link in an email). */
export const STOP_CHANNELS = ['whatsapp', 'sms', 'all'] as const;
export type StopChannel = (typeof STOP_CHANNELS)[number];

export const stopMessagesReplySchema = envelopeSchema.extend({ channel: z.enum(STOP_CHANNELS) });
export type StopMessagesReply = z.infer<typeof stopMessagesReplySchema>;

/** The owner's "remind now": every family that owes a class fee, once today (the daily job's rule of one a day). */
export const remindFeesReplySchema = envelopeSchema.extend({ reminded: z.number() });
export type RemindFeesReply = z.infer<typeof remindFeesReplySchema>;
