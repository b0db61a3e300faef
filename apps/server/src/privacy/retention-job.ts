import { RETENTION } from '@academy/contract';
import { deleteAuditEntriesPastRetention, recordAudit, systemActor } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { purgeFinishedJobs } from '../jobs/queries.ts';
import { EMAIL_JOB } from '../mail/outbox.ts';
import { forgetMarkIdsBefore, MARK_ID_DAYS } from '../modules/attendance/service.ts';
import { deleteExpiredPasswordResets } from '../modules/fighters/queries.ts';
import { deleteLeadsUntouchedSince } from '../modules/leads/service.ts';

export const RETENTION_JOB = 'retention.purge';

/** 03:00 in India, when nobody books or trains. */
const RUN_AT = { hourUtc: 21, minuteUtc: 30 };

/** Finished jobs that hold no one's data (image deletions, these runs): two weeks, failed ones as long as emails. */
const KEEP_OTHER_DONE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionCounts {
  resetCodes: number;
  trialEnquiries: number;
  emails: number;
  otherJobs: number;
  securityEvents: number;
  auditRecords: number;
  attendanceMarkIds: number;
}

/**
 * Deletes what is past its retention period (RETENTION in the contract, quoted by the privacy notice): reset codes
 * a day after they expired, trial enquiries a year after their last change, records of sent emails after 30 days and of failed ones after 90, security events
 * after 180 days and other audit entries after 8 years; and the ids of applied attendance marks after 90 days (they
 * only stop a phone's retries from applying a tap twice). One transaction, and one audit entry saying how many.
 */
export async function purgeByRetention(db: Db, now: Date): Promise<RetentionCounts> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const resetCodes = await deleteExpiredPasswordResets(trx, ago(RETENTION.resetCodeDaysAfterExpiry));
    const trialEnquiries = await deleteLeadsUntouchedSince(trx, ago(RETENTION.trialEnquiryDays));
    const emails = await purgeFinishedJobs(trx, {
      kinds: [EMAIL_JOB],
      done: ago(RETENTION.sentEmailDays),
      failed: ago(RETENTION.failedEmailDays),
    });
    const otherJobs = await purgeFinishedJobs(trx, {
      kinds: [EMAIL_JOB],
      except: true,
      done: ago(KEEP_OTHER_DONE_DAYS),
      failed: ago(RETENTION.failedEmailDays),
    });
    const audit = await deleteAuditEntriesPastRetention(trx, now);
    const attendanceMarkIds = await forgetMarkIdsBefore(trx, ago(MARK_ID_DAYS));
    const counts = {
      resetCodes,
      trialEnquiries,
      emails,
      otherJobs,
      securityEvents: audit.securityEvents,
      auditRecords: audit.records,
      attendanceMarkIds,
    };
    await recordAudit(trx, systemActor('retention job'), {
      action: 'retention.purge',
      subject: { kind: 'retention', id: null },
      after: counts,
    });
    return counts;
  });
}

/** The daily retention run, once per site whatever the number of servers (see JobRunner.registerDaily). */
export function registerRetentionJob(jobs: JobRunner, db: Db): void {
  jobs.registerDaily(
    RETENTION_JOB,
    {
      maxAttempts: 5,
      handle: async () => {
        await purgeByRetention(db, new Date());
      },
    },
    RUN_AT,
  );
}
