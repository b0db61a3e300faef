import {
  academyToday,
  addDays,
  DEFAULT_LANGUAGE,
  firstDayRun,
  formatPaise,
  isLanguage,
  isOverdue,
  payPagePath,
  type MessageSettings,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { formatDay } from '../../lib/day-format.ts';
import { messageSettings } from '../../messaging/message-settings.ts';
import { queueMessages, type NewMessage } from '../../messaging/message-queue.ts';
import { issuePaymentLink } from './payment-link.ts';
import { openPayment } from './service.ts';
import { recordAudit, systemActor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { feeReminderEmail, type ReminderDue } from './payment-emails.ts';
import { feeBatches, feePayingEnrolments, insertFeeOnce, insertReminderOnce, openFeesDueBy } from './queries.ts';
import { paymentSettings } from './settings.ts';

export const RAISE_FEES_JOB = 'payments.raise-fees';
export const FEE_REMINDERS_JOB = 'payments.fee-reminders';

type FeesDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'tokens'>;

const stopMessagesPath = '/messages/stop';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Raises this IST month's class fee for every active enrolment in a batch with a fee that has run on a day of the
 * month so far (`firstDayRun`): due on the settings' day, or on the batch's first day of the month when that is
 * later. An enrolment accepted after the due day starts paying the next month. Safe to run any number of times, on
 * any number of servers at once: the (enrolment, month) key is unique and a fee already raised is left alone.
 * Returns how many fees this run raised.
 */
export async function raiseMonthlyFees(deps: Pick<Deps, 'db'>, now: Date = new Date()): Promise<number> {
  const today = academyToday(now);
  const period = today.slice(0, 7);
  const { settings } = await paymentSettings(deps.db);
  const settingsDay = `${period}-${String(settings.feeDueDay).padStart(2, '0')}`;
  // The batches are read in the transaction that raises their fees: a batch paused meanwhile (on the month's first
  // day, the pause leaves the month without a class day) is either seen paused or paused after the fees.
  return deps.db.transaction().execute(async (trx) => {
    const billed = new Map<string, { name: string; monthlyFee: number; dueDay: string; acceptedBy: string }>();
    for (const batch of await feeBatches(trx, `${period}-01`)) {
      const first = firstDayRun(batch, period, today);
      if (!first) continue;
      const dueDay = first > settingsDay ? first : settingsDay;
      const acceptedBy = new Date(`${dueDay}T23:59:59.999+05:30`).toISOString();
      billed.set(batch.id, { name: batch.name, monthlyFee: batch.monthlyFee, dueDay, acceptedBy });
    }
    const enrolments = (await feePayingEnrolments(trx, [...billed.keys()])).filter(
      (enrolment) => enrolment.decidedAt !== null && enrolment.decidedAt <= billed.get(enrolment.batchId)!.acceptedBy,
    );
    const at = nowIso();
    let raised = 0;
    for (const enrolment of enrolments) {
      const batch = billed.get(enrolment.batchId)!;
      const inserted = await insertFeeOnce(trx, {
        id: newId(),
        kind: 'fee',
        accountId: enrolment.guardianId ?? enrolment.fighterId,
        fighterId: enrolment.fighterId,
        fighterName: enrolment.fullName,
        bookingId: null,
        enrolmentId: enrolment.enrolmentId,
        batchId: enrolment.batchId,
        period,
        item: batch.name,
        amountPaise: batch.monthlyFee * 100,
        dueDay: batch.dueDay,
        holdUntil: null,
        state: 'open',
        paymentId: null,
        createdAt: at,
        updatedAt: at,
      });
      if (inserted) raised += 1;
    }
    if (raised > 0) {
      await recordAudit(trx, systemActor('monthly fees'), {
        action: 'fee.raise',
        subject: { kind: 'payment', id: null },
        after: { period, raised },
      });
    }
    return raised;
  });
}

/** Whether today is a reminder day for a fee due on `dueDay`, by the owner's settings (3 before, on it, weekly after). */
export function isReminderDay(dueDay: string, today: string, days: MessageSettings['feeReminders']): boolean {
  const late = daysBetween(dueDay, today);
  if (days.daysBefore > 0 && late === -days.daysBefore) return true;
  if (days.onDueDay && late === 0) return true;
  return days.everyDaysAfter > 0 && late > 0 && late % days.everyDaysAfter === 0;
}

/** Families reminded in one transaction: a fee day's thousand families commit in a few dozen writes. */
const FAMILIES_PER_COMMIT = 100;

type ReminderFamily = Awaited<ReturnType<typeof openFeesDueBy>>;

/**
 * Reminds each family whose class fees reach a reminder day today, once: one message with the total of all its open
 * fees and a /pay link (a payment opened for them, or the one already waiting), by the owner's channels for fee
 * reminders (WhatsApp, SMS, email; email alone while they are off). One a family a day at most, whichever server runs
 * the job and however often (the (account, day) key is unique). A family whose payment is being checked is skipped.
 */
export async function sendFeeReminders(
  deps: FeesDeps,
  now: Date = new Date(),
  options: { everyOwing?: boolean } = {},
): Promise<number> {
  const today = academyToday(now);
  const settings = await messageSettings(deps.db);
  const { feeReminders } = settings;
  const dues = await openFeesDueBy(deps.db, addDays(today, feeReminders.daysBefore));
  const byAccount = new Map<string, ReminderFamily>();
  for (const due of dues) byAccount.set(due.accountId!, [...(byAccount.get(due.accountId!) ?? []), due]);
  // The owner's "remind now" reminds every family that owes; the daily job only those at a reminder day.
  const families = [...byAccount].filter(
    ([, family]) => options.everyOwing || family.some((due) => isReminderDay(due.dueDay, today, feeReminders)),
  );
  let sent = 0;
  for (let from = 0; from < families.length; from += FAMILIES_PER_COMMIT) {
    sent += await deps.db.transaction().execute(async (trx) => {
      const reminders: NewMessage[] = [];
      for (const [accountId, family] of families.slice(from, from + FAMILIES_PER_COMMIT)) {
        const reminder = await reminderOf(deps, trx, accountId, family, today);
        if (reminder) reminders.push(reminder);
      }
      return queueMessages(deps, trx, reminders, { day: today, settings });
    });
  }
  if (sent > 0) deps.jobs.wake();
  return sent;
}

/**
 * A family's reminder for today, with its payment opened (or the waiting one) and a fresh link to it; null when the
 * family had its reminder today or its payment waits for the admin's check.
 */
async function reminderOf(
  deps: FeesDeps,
  trx: DbOrTx,
  accountId: string,
  family: ReminderFamily,
  today: string,
): Promise<NewMessage | null> {
  const first = family[0]!;
  const language = isLanguage(first.accountLanguage) ? first.accountLanguage : DEFAULT_LANGUAGE;
  // Once a day: before the payment's link is given out again, which would end the one sent earlier today.
  if (!(await insertReminderOnce(trx, accountId, today, nowIso()))) return null;
  let link: string;
  try {
    const { payment } = await openPayment(
      trx,
      { accountId, payerName: first.accountName, payerEmail: first.accountEmail, language },
      family.map((due) => due.id),
      nowIso(),
      { reuse: true },
    );
    link = new URL(
      payPagePath(payment.id, await issuePaymentLink(trx, payment.id)),
      deps.config.publicOrigin,
    ).toString();
  } catch (error) {
    // A payment of these fees was submitted and waits for the admin's check: nothing to remind of now.
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
  const messages = deps.translator.in(language);
  const total = family.reduce((sum, due) => sum + due.amountPaise, 0);
  const overdue = family.some((due) => isOverdue(due.dueDay, today));
  const earliest = family.reduce((day, due) => (due.dueDay < day ? due.dueDay : day), first.dueDay);
  const when = overdue
    ? messages.t('message.fees.overdueSince', { day: formatDay(earliest, language) })
    : earliest === today
      ? messages.t('message.fees.dueToday')
      : messages.t('message.fees.dueOn', { day: formatDay(earliest, language) });
  const trainees = [...new Set(family.map((due) => due.fighterName))].join(', ');
  return {
    kind: 'feeReminder',
    accountId,
    familyName: first.accountName,
    language,
    values: [first.accountName, trainees, formatPaise(total), when, link],
    email: first.accountEmail
      ? feeReminderEmail(messages, {
          to: first.accountEmail,
          payerName: first.accountName,
          dues: family satisfies ReminderDue[],
          today,
          duesUrl: link,
          stopUrl: new URL(
            `${stopMessagesPath}#t=${deps.tokens.stopTokenOf(accountId, 'all')}`,
            deps.config.publicOrigin,
          ).toString(),
        })
      : null,
  };
}

/** Fees are raised just after midnight in India and reminders sent at 9 in the morning, once a day per site. */
export function registerMonthlyFeeJobs(jobs: JobRunner, deps: FeesDeps): void {
  jobs.registerDaily(
    RAISE_FEES_JOB,
    { maxAttempts: 5, handle: async () => void (await raiseMonthlyFees(deps)) },
    { hourUtc: 18, minuteUtc: 35 },
  );
  jobs.registerDaily(
    FEE_REMINDERS_JOB,
    { maxAttempts: 5, handle: async () => void (await sendFeeReminders(deps)) },
    { hourUtc: 3, minuteUtc: 30 },
  );
}
