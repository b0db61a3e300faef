import {
  academyToday,
  MESSAGE_TEMPLATES,
  type Language,
  type MessageKind,
  type MessageSettings,
} from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { newId } from '../lib/ids.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { channelsFor, messageSettings } from './message-settings.ts';
import { insertMessageOnce, takeSlot } from './queries.ts';
import { afterQuietHours } from './quiet-hours.ts';

export const MESSAGE_JOB = 'message.send';

export interface NewMessage {
  kind: MessageKind;
  /** The family's account: its number, email, opt-ins and language. */
  accountId: string;
  familyName: string;
  language: Language;
  /** The template's placeholders, already in `language` (dates, amounts and names as the family reads them). */
  values: string[];
  /** The email this kind always sent, when it has one: what goes by email. */
  email: MailMessage | null;
  /** What the message is about when a family may get two of a kind on one day (two events' reminders). */
  about?: string;
}

/**
 * Queues a message to a family in the caller's transaction: a row of `messages` and the job that sends it, both
 * there exactly when the caller's work commits (as an email is). One per family, kind and day (and `about`): a second
 * call answers false and changes nothing (`options.day`: the IST day it counts for, today unless a job says otherwise). A
 * message that can wait is held until quiet hours end, and a message that goes first by WhatsApp or SMS takes that
 * provider's next slot, so a thousand reminders leave at the provider's rate while other jobs go on. Answers whether
 * a message was queued (false also when its kind sends nothing).
 */
export async function queueMessage(
  deps: Pick<Deps, 'jobs' | 'config'>,
  trx: DbOrTx,
  message: NewMessage,
  options: { day?: string; settings?: MessageSettings } = {},
): Promise<boolean> {
  const now = new Date();
  const { day = academyToday() } = options;
  // A job queuing many (a fee day's thousand reminders) reads the settings once and hands them over.
  const settings = options.settings ?? (await messageSettings(trx));
  const channels = channelsFor(settings, message.kind, message.email !== null);
  if (channels.length === 0) return false;
  const at = now.toISOString();
  const id = newId();
  const dedupeKey = [message.kind, message.accountId, day, message.about]
    .filter((part) => part !== undefined)
    .join(':');
  const inserted = await insertMessageOnce(trx, {
    id,
    kind: message.kind,
    accountId: message.accountId,
    familyName: message.familyName,
    language: message.language,
    values: JSON.stringify(message.values),
    email: message.email ? JSON.stringify(message.email) : null,
    channels: JSON.stringify(channels),
    channel: null,
    toAddress: null,
    state: 'queued',
    reason: null,
    providerId: null,
    dedupeKey,
    createdAt: at,
    sentAt: null,
    stateAt: at,
  });
  if (!inserted) return false;
  const earliest = MESSAGE_TEMPLATES[message.kind].timeCritical ? now : afterQuietHours(now, deps.config.quietHours);
  const first = channels[0]!;
  // Messages held for the morning take their slots in a line of their own, so that they never hold up a message
  // that goes now (a freed seat in the evening behind a hundred reminders for the morning).
  const line = earliest > now ? `${first}:later` : first;
  const runAt =
    first === 'email'
      ? earliest.toISOString()
      : await takeSlot(trx, line, earliest.toISOString(), 1000 / deps.config.messagesPerSecond[first]);
  await deps.jobs.enqueue(trx, MESSAGE_JOB, { messageId: id }, { runAt });
  return true;
}
