import {
  academyToday,
  MESSAGE_TEMPLATES,
  type Channel,
  type Language,
  type MessageKind,
  type MessageSettings,
} from '@academy/contract';
import type { DbOrTx } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { newId } from '../lib/ids.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { channelsFor, messageSettings } from './message-settings.ts';
import { insertMessagesOnce, takeSlots } from './queries.ts';
import { afterQuietHours } from './quiet-hours.ts';

export const MESSAGE_JOB = 'message.send';

/**
 * Who a message goes to: a family's account (its number, email, opt-ins and language), or a lead, an enquirer
 * without an account (the number and opt-in they gave on the trial form).
 */
type MessageRecipient = { accountId: string; leadId?: never } | { leadId: string; accountId?: never };

export type NewMessage = MessageRecipient & {
  kind: MessageKind;
  /** The family's or the enquirer's name, as the Messages page lists it. */
  familyName: string;
  language: Language;
  /** The template's placeholders, already in `language` (dates, amounts and names as the family reads them). */
  values: string[];
  /** The email this kind always sent, when it has one: what goes by email. */
  email: MailMessage | null;
  /** What the message is about when a family may get two of a kind on one day (two events' reminders). */
  about?: string;
};

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
  options: QueueOptions = {},
): Promise<boolean> {
  return (await queueMessages(deps, trx, [message], options)) === 1;
}

interface QueueOptions {
  /** The IST day the messages count for (one per family, kind and day): today unless a job says otherwise. */
  day?: string;
  /** The settings, from a job that already read them (a fee day's thousand reminders read them once). */
  settings?: MessageSettings;
}

/**
 * Queues messages as queueMessage does each, in a few statements for all of them: the rows, one take of each
 * provider line's slots, the jobs. Answers how many were queued.
 */
export async function queueMessages(
  deps: Pick<Deps, 'jobs' | 'config'>,
  trx: DbOrTx,
  messages: NewMessage[],
  options: QueueOptions = {},
): Promise<number> {
  const now = new Date();
  const at = now.toISOString();
  const { day = academyToday(now) } = options;
  const settings = options.settings ?? (await messageSettings(trx));
  const rows = messages.flatMap((message) => {
    const channels = channelsFor(settings, message.kind, message.email !== null);
    if (channels.length === 0) return [];
    const row = {
      id: newId(),
      kind: message.kind,
      accountId: message.accountId ?? null,
      leadId: message.leadId ?? null,
      familyName: message.familyName,
      language: message.language,
      values: JSON.stringify(message.values),
      email: message.email ? JSON.stringify(message.email) : null,
      channels: JSON.stringify(channels),
      channel: null,
      toAddress: null,
      state: 'queued' as const,
      reason: null,
      providerId: null,
      dedupeKey: [message.kind, message.accountId ?? `lead-${message.leadId}`, day, message.about]
        .filter((part) => part !== undefined)
        .join(':'),
      createdAt: at,
      sentAt: null,
      stateAt: at,
    };
    return [{ row, first: channels[0]! }];
  });
  if (rows.length === 0) return 0;
  const inserted = await insertMessagesOnce(
    trx,
    rows.map(({ row }) => row),
  );
  // Messages held for the morning take their slots in a line of their own, so that they never hold up a message
  // that goes now (a freed seat in the evening behind a hundred reminders for the morning).
  const morning = afterQuietHours(now, deps.config.quietHours);
  const lines = new Map<string, { first: Channel; earliest: Date; ids: string[] }>();
  for (const { row, first } of rows) {
    if (!inserted.has(row.id)) continue;
    const earliest = MESSAGE_TEMPLATES[row.kind].timeCritical ? now : morning;
    const line = earliest > now ? `${first}:later` : first;
    const group = lines.get(line) ?? { first, earliest, ids: [] };
    group.ids.push(row.id);
    lines.set(line, group);
  }
  const jobs: { payload: { messageId: string }; runAt: string }[] = [];
  for (const [line, { first, earliest, ids }] of lines) {
    if (first === 'email') {
      for (const messageId of ids) jobs.push({ payload: { messageId }, runAt: earliest.toISOString() });
      continue;
    }
    const gapMs = 1000 / deps.config.messagesPerSecond[first];
    const start = Date.parse(await takeSlots(trx, line, earliest.toISOString(), gapMs, ids.length));
    ids.forEach((messageId, index) =>
      jobs.push({ payload: { messageId }, runAt: new Date(start + index * gapMs).toISOString() }),
    );
  }
  await deps.jobs.enqueueMany(trx, MESSAGE_JOB, jobs);
  return inserted.size;
}
