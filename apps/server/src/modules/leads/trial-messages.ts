import {
  academyToday,
  addDays,
  classTime,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type MessageKind,
  type MessageSettings,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { formatDay } from '../../lib/day-format.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { messageSettings } from '../../messaging/message-settings.ts';
import { queueMessage } from '../../messaging/message-queue.ts';
import { leadsWithTrialOn, type TrialLeadRow } from './queries.ts';

export const TRIAL_MESSAGES_JOB = 'leads.trial-messages';

type TrialDeps = Pick<Deps, 'db' | 'jobs' | 'config'>;

export type TrialKind = Extract<MessageKind, 'trialConfirmed' | 'trialTomorrow' | 'trialFollowUp'>;

/** The placeholders of a trial message in the enquirer's language: the class's batch and when, or the classes page. */
export function trialValues(deps: TrialDeps, kind: TrialKind, lead: TrialLeadRow, language: Language): string[] {
  if (kind === 'trialFollowUp') return [lead.name, pageUrl(deps.config, language, '/classes')];
  const batch = storedTextIn(lead.batchName, lead.batchTranslations, 'name', language);
  const when = `${formatDay(lead.trialOn, language)}, ${classTime(lead, language)}`;
  return [lead.name, batch, when];
}

/**
 * Queues one of a trial's messages to the enquirer in the caller's transaction, when they opted in on the trial form
 * (a lead has no email to fall back on: without the opt-in nothing could carry it). One per lead, kind and trial day.
 * Answers whether it was queued.
 */
export async function queueTrialMessage(
  deps: TrialDeps,
  trx: DbOrTx,
  kind: TrialKind,
  lead: TrialLeadRow,
  options: { day?: string; settings?: MessageSettings } = {},
): Promise<boolean> {
  if (lead.messagesOptIn !== 1) return false;
  const language = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE;
  return queueMessage(
    deps,
    trx,
    {
      kind,
      leadId: lead.id,
      familyName: lead.name,
      language,
      values: trialValues(deps, kind, lead, language),
      email: null,
      about: lead.trialOn,
    },
    options,
  );
}

/**
 * The day's trial messages: a reminder to each lead whose trial class is tomorrow, and a note inviting them to join
 * to each whose trial was yesterday and who has neither joined nor been marked lost. Safe to run again: a lead gets
 * each once per trial day. Answers how many were queued.
 */
export async function sendTrialMessages(deps: TrialDeps, now: Date = new Date()): Promise<number> {
  const settings = await messageSettings(deps.db);
  const today = academyToday(now);
  const due: [TrialKind, string, string[]][] = [
    ['trialTomorrow', addDays(today, 1), ['trialBooked']],
    ['trialFollowUp', addDays(today, -1), ['trialBooked', 'attended']],
  ];
  let queued = 0;
  await deps.db.transaction().execute(async (trx) => {
    for (const [kind, day, states] of due) {
      if (!settings.kinds[kind].on) continue;
      for (const lead of await leadsWithTrialOn(trx, day, states)) {
        if (await queueTrialMessage(deps, trx, kind, lead, { day: today, settings })) queued += 1;
      }
    }
  });
  if (queued > 0) deps.jobs.wake();
  return queued;
}

/** Once a day at 10:00 IST: a reminder in the morning before the trial's day, the thanks the morning after it. */
export function registerTrialMessagesJob(jobs: JobRunner, deps: TrialDeps): void {
  jobs.registerDaily(
    TRIAL_MESSAGES_JOB,
    { maxAttempts: 5, handle: async () => void (await sendTrialMessages(deps)) },
    { hourUtc: 4, minuteUtc: 30 },
  );
}
