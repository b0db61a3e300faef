import {
  academyToday,
  ACADEMY_NAME,
  ageOn,
  fillTemplate,
  isLanguage,
  isMinor,
  MESSAGE_TEMPLATES,
  DEFAULT_LANGUAGE,
  OPT_IN_CHANNELS,
  smsValues,
  type Channel,
  type Language,
  type MessageKey,
  type MessageKind,
  type MessageSettings,
  type OptInChannel,
} from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { nowIso } from '../lib/ids.ts';
import { writeLetter } from '../mail/letter.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { messageSettings } from './message-settings.ts';
import { MESSAGE_JOB } from './message-queue.ts';
import { findMessage, leadRecipientOf, recipientOf, updateMessage, type MessageRow } from './queries.ts';
import { afterQuietHours } from './quiet-hours.ts';
import { PermanentRefusal, type OutgoingText, type Sender } from './sender.ts';

/** Tries of one channel before it counts as refused and the message moves to the next (about an hour). */
export const MESSAGE_MAX_ATTEMPTS = 8;

export interface MessageSenders {
  whatsapp: Sender;
  sms: Sender;
}

type SendingDeps = Pick<Deps, 'db' | 'jobs' | 'translator' | 'config'> & { log: FastifyBaseLogger };

type Recipient = Omit<NonNullable<Awaited<ReturnType<typeof recipientOf>>>, OptInChannel>;

/** Who a message goes to and the channels they opted in to; undefined once the account or the lead is gone. */
async function reach(
  db: DbOrTx,
  message: MessageRow,
): Promise<{ recipient: Recipient; optedIn: Set<string> } | undefined> {
  if (message.leadId) {
    const lead = await leadRecipientOf(db, message.leadId);
    if (!lead) return undefined;
    const { messagesOptIn, ...recipient } = lead;
    // No email to fall back on, and counted an adult: the trial form asks a parent to fill it in for a child.
    return {
      recipient: { ...recipient, email: null, age: null, dateOfBirth: null, guardianId: null },
      optedIn: new Set(messagesOptIn === 1 ? OPT_IN_CHANNELS : []),
    };
  }
  const account = message.accountId ? await recipientOf(db, message.accountId) : undefined;
  if (!account) return undefined;
  const { whatsapp, sms, ...recipient } = account;
  const consents = { whatsapp, sms };
  return { recipient, optedIn: new Set(OPT_IN_CHANNELS.filter((channel) => Number(consents[channel]) === 1)) };
}

/** Why a channel cannot carry the message to this person, or null when it can. */
function unreachable(channel: Channel, message: MessageRow, recipient: Recipient, optedIn: Set<string>): string | null {
  const marketing = MESSAGE_TEMPLATES[message.kind].category === 'marketing';
  const age = recipient.dateOfBirth ? ageOn(recipient.dateOfBirth, academyToday()) : recipient.age;
  if (marketing && (recipient.guardianId !== null || (age !== null && isMinor(age)))) return 'a child: no marketing';
  if (channel === 'email') return recipient.email || message.email ? null : 'no email address';
  if (!recipient.mobileNumber) return 'no mobile number';
  return optedIn.has(channel) ? null : `no ${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} opt-in`;
}

/** The subject of each kind's email when it has none of its own. */
const EMAIL_SUBJECTS: Record<MessageKind, MessageKey> = {
  feeReminder: 'email.message.feeReminder',
  classCancelled: 'email.message.classCancelled',
  absenceAlert: 'email.message.absenceAlert',
  trialConfirmed: 'email.message.trialConfirmed',
  trialTomorrow: 'email.message.trialTomorrow',
  trialFollowUp: 'email.message.trialFollowUp',
  eventReminder: 'email.message.eventReminder',
  seatOffered: 'email.message.seatOffered',
  gradingInvitation: 'email.message.gradingInvitation',
  gradingResult: 'email.message.gradingResult',
  tournamentResult: 'email.message.tournamentResult',
};

/** The email of a kind that has none of its own: the template's text in the academy's letter. */
function emailOf(deps: SendingDeps, message: MessageRow, to: string, text: string): MailMessage {
  const language = isLanguage(message.language) ? message.language : DEFAULT_LANGUAGE;
  const messages = deps.translator.in(language);
  const subject = messages.t(EMAIL_SUBJECTS[message.kind]);
  const letter = writeLetter(messages, { title: subject, greeting: '', intro: text, rows: [], outro: '' });
  return { to, subject: `${subject} · ${ACADEMY_NAME}`, ...letter };
}

/**
 * Sends one queued message (decision 064): the first of its channels that can reach the person (a number, an opt-in,
 * an email address; never marketing to a child) and takes it. A provider's refusal that will not change moves it to
 * the next channel at once; anything else is tried again on the same channel, at the provider's Retry-After when it
 * gives one, and after MESSAGE_MAX_ATTEMPTS tries counts as a refusal. Email is the outbox's: the message is queued
 * there and counts as sent.
 */
export async function sendMessage(
  deps: SendingDeps,
  senders: MessageSenders,
  messageId: string,
  job: { attempt: number },
  now: Date = new Date(),
): Promise<void> {
  const message = await findMessage(deps.db, messageId);
  if (!message || message.state !== 'queued') return;
  const template = MESSAGE_TEMPLATES[message.kind];
  const morning = afterQuietHours(now, deps.config.quietHours);
  // A try pushed into the evening by retries waits for the morning, unless what it offers cannot wait.
  if (!template.timeCritical && morning > now) {
    await deps.jobs.enqueue(deps.db, MESSAGE_JOB, { messageId }, { runAt: morning.toISOString() });
    return;
  }
  const reached = await reach(deps.db, message);
  if (!reached) {
    await finish(deps.db, message, 'skipped', 'the family no longer has an account');
    return;
  }
  const { recipient, optedIn } = reached;
  const settings = await messageSettings(deps.db);
  const channels = JSON.parse(message.channels) as Channel[];
  const language = isLanguage(message.language) ? message.language : DEFAULT_LANGUAGE;
  const values = JSON.parse(message.values) as string[];
  const text = fillTemplate(message.kind, language, values);
  const reasons: string[] = message.reason ? [message.reason] : [];
  let tried = false;
  for (const channel of channels.slice(message.channel ? Math.max(0, channels.indexOf(message.channel)) : 0)) {
    const why = unreachable(channel, message, recipient, optedIn);
    if (why) {
      reasons.push(`${channel}: ${why}`);
      continue;
    }
    tried = true;
    if (channel === 'email') {
      const stored = message.email ? (JSON.parse(message.email) as MailMessage) : null;
      const email = stored ?? emailOf(deps, message, recipient.email!, text);
      await deps.db.transaction().execute(async (trx) => {
        await enqueueEmail(deps, trx, email);
        await sent(trx, message, { channel: 'email', to: email.to, providerId: null, reasons }, settings);
      });
      deps.jobs.wake();
      return;
    }
    try {
      const providerId = await senders[channel].send(
        channel === 'sms'
          ? smsOf(message, settings, language, recipient.mobileNumber, values)
          : {
              messageId: message.id,
              kind: message.kind,
              language,
              mobile: recipient.mobileNumber,
              values,
              text,
              smsTemplateId: '',
            },
      );
      await sent(deps.db, message, { channel, to: recipient.mobileNumber, providerId, reasons }, settings);
      return;
    } catch (error) {
      const refused = error instanceof PermanentRefusal || job.attempt >= MESSAGE_MAX_ATTEMPTS;
      if (!refused) {
        // The next try starts from this channel (one sent is recorded with its channel as it is handed over).
        await updateMessage(deps.db, message.id, {
          channel,
          toAddress: recipient.mobileNumber,
          reason: (error as Error).message.slice(0, 500),
        });
        throw error;
      }
      reasons.push((error as Error).message);
    }
  }
  await finish(deps.db, message, tried ? 'failed' : 'skipped', reasons.join('; '));
}

/**
 * The SMS of a message: in the family's language when the kind's DLT template in it is registered, else in English
 * (a DLT template is one exact text, and an SMS that matches none is blocked by the operators).
 */
function smsOf(
  message: MessageRow,
  settings: MessageSettings,
  language: Language,
  mobile: string,
  values: string[],
): OutgoingText {
  const ids = settings.kinds[message.kind].smsTemplateIds;
  const smsLanguage = ids[language] ? language : 'en';
  const shortened = smsValues(message.kind, values);
  return {
    messageId: message.id,
    kind: message.kind,
    language: smsLanguage,
    mobile,
    values: shortened,
    text: fillTemplate(message.kind, smsLanguage, shortened),
    smsTemplateId: ids[smsLanguage],
  };
}

/** Handed over: the channel, where to, the provider's id, and why earlier channels were passed over (if any). */
async function sent(
  db: DbOrTx,
  message: MessageRow,
  { channel, to, providerId, reasons }: { channel: Channel; to: string; providerId: string | null; reasons: string[] },
  settings: MessageSettings,
): Promise<void> {
  const at = nowIso();
  await updateMessage(db, message.id, {
    channel,
    toAddress: to,
    providerId,
    reason: reasons.length > 0 ? reasons.join('; ').slice(0, 500) : null,
    state: 'sent',
    pricePaise: settings.pricePaise[channel],
    sentAt: at,
    stateAt: at,
  });
}

async function finish(db: DbOrTx, message: MessageRow, state: 'failed' | 'skipped', reason: string) {
  await updateMessage(db, message.id, { state, reason: reason.slice(0, 500), stateAt: nowIso() });
}

export function registerMessageJob(jobs: JobRunner, deps: SendingDeps, senders: MessageSenders): void {
  jobs.register<{ messageId: string }>(MESSAGE_JOB, {
    maxAttempts: MESSAGE_MAX_ATTEMPTS,
    handle: ({ messageId }, job) => sendMessage(deps, senders, messageId, job),
    isPermanent: (error) => error instanceof PermanentRefusal,
  });
}
