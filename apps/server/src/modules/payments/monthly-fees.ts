import {
  academyToday,
  addDays,
  DEFAULT_LANGUAGE,
  firstDayRun,
  isLanguage,
  REMINDER_DAYS_BEFORE,
  REMINDER_EVERY_DAYS,
} from '@academy/contract';
import { recordAudit, systemActor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { feeReminderEmail, type ReminderDue } from './payment-emails.ts';
import { feeBatches, feePayingEnrolments, insertFeeOnce, insertReminderOnce, openFeesDueBy } from './queries.ts';
import { paymentSettings } from './settings.ts';

export const RAISE_FEES_JOB = 'payments.raise-fees';
export const FEE_REMINDERS_JOB = 'payments.fee-reminders';

type FeesDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;

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
  const billed = new Map<string, { name: string; monthlyFee: number; dueDay: string; acceptedBy: string }>();
  for (const batch of await feeBatches(deps.db, `${period}-01`)) {
    const first = firstDayRun(batch, period, today);
    if (!first) continue;
    const dueDay = first > settingsDay ? first : settingsDay;
    const acceptedBy = new Date(`${dueDay}T23:59:59.999+05:30`).toISOString();
    billed.set(batch.id, { name: batch.name, monthlyFee: batch.monthlyFee, dueDay, acceptedBy });
  }
  const enrolments = (await feePayingEnrolments(deps.db, [...billed.keys()])).filter(
    (enrolment) => enrolment.decidedAt !== null && enrolment.decidedAt <= billed.get(enrolment.batchId)!.acceptedBy,
  );
  return deps.db.transaction().execute(async (trx) => {
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

/** Whether today is a reminder day for a fee due on `dueDay`: 3 days before, on the day, then weekly while owed. */
export function isReminderDay(dueDay: string, today: string): boolean {
  const late = daysBetween(dueDay, today);
  return late === -REMINDER_DAYS_BEFORE || late === 0 || (late > 0 && late % REMINDER_EVERY_DAYS === 0);
}

/**
 * Emails each family whose class fees reach a reminder day today, listing all its open fees. One email a family a
 * day at most, whichever server runs the job and however often (the (account, day) key is unique).
 */
export async function sendFeeReminders(deps: FeesDeps, now: Date = new Date()): Promise<number> {
  const today = academyToday(now);
  const dues = await openFeesDueBy(deps.db, addDays(today, REMINDER_DAYS_BEFORE));
  const byAccount = new Map<string, typeof dues>();
  for (const due of dues) byAccount.set(due.accountId!, [...(byAccount.get(due.accountId!) ?? []), due]);
  let sent = 0;
  for (const [accountId, family] of byAccount) {
    const first = family[0]!;
    if (!first.accountEmail || !family.some((due) => isReminderDay(due.dueDay, today))) continue;
    const language = isLanguage(first.accountLanguage) ? first.accountLanguage : DEFAULT_LANGUAGE;
    const reminded = await deps.db.transaction().execute(async (trx) => {
      if (!(await insertReminderOnce(trx, accountId, today, nowIso()))) return false;
      await enqueueEmail(
        deps,
        trx,
        feeReminderEmail(deps.translator.in(language), {
          to: first.accountEmail!,
          payerName: first.accountName,
          dues: family satisfies ReminderDue[],
          today,
          duesUrl: deps.config.publicUrl
            ? new URL('/fighter/viewprofile', deps.config.publicUrl).toString()
            : undefined,
        }),
      );
      return true;
    });
    if (reminded) sent += 1;
  }
  if (sent > 0) deps.jobs.wake();
  return sent;
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
