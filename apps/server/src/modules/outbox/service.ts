import { OUTBOX_PAGE_SIZE, type EmailOutboxReply, type EmailState, type OutboxEmail } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import type { JobState } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { countJobsByState } from '../../jobs/queries.ts';
import { nowIso } from '../../lib/ids.ts';
import { EMAIL_JOB } from '../../mail/outbox.ts';
import { countJobsOfKind, findJobState, listJobsOfKind, requeueFailedJob } from './queries.ts';

const TO_EMAIL_STATE: Record<JobState, EmailState> = {
  pending: 'pending',
  running: 'sending',
  done: 'sent',
  failed: 'failed',
};
const TO_JOB_STATE: Record<EmailState, JobState> = {
  pending: 'pending',
  sending: 'running',
  sent: 'done',
  failed: 'failed',
};

type JobListRow = Awaited<ReturnType<typeof listJobsOfKind>>[number];

function toOutboxEmail(row: JobListRow): OutboxEmail {
  // A queued email's payload is the whole message; a sent one keeps only its address and subject.
  const payload = JSON.parse(row.payload) as { to?: unknown; subject?: unknown };
  const state = TO_EMAIL_STATE[row.state];
  return {
    id: row.id,
    to: typeof payload.to === 'string' ? payload.to : '',
    subject: typeof payload.subject === 'string' ? payload.subject : '',
    status: state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    nextAttemptAt: state === 'pending' ? row.runAt : null,
    sentAt: state === 'sent' ? row.finishedAt : null,
  };
}

export async function listOutbox(
  deps: Pick<Deps, 'db'>,
  filter: { status?: EmailState; page: number },
): Promise<Omit<EmailOutboxReply, 'status' | 'message'>> {
  const { db } = deps;
  const state = filter.status ? TO_JOB_STATE[filter.status] : undefined;
  const [rows, total, byState] = await Promise.all([
    listJobsOfKind(db, {
      kind: EMAIL_JOB,
      state,
      limit: OUTBOX_PAGE_SIZE,
      offset: (filter.page - 1) * OUTBOX_PAGE_SIZE,
    }),
    countJobsOfKind(db, EMAIL_JOB, state),
    countJobsByState(db, EMAIL_JOB),
  ]);
  return {
    emails: rows.map(toOutboxEmail),
    total,
    page: filter.page,
    pageSize: OUTBOX_PAGE_SIZE,
    counts: {
      pending: byState.pending ?? 0,
      sending: byState.running ?? 0,
      sent: byState.done ?? 0,
      failed: byState.failed ?? 0,
    },
  };
}

/** Puts a failed email back in line and wakes the runner to send it now. */
export async function retryEmail(deps: Pick<Deps, 'db' | 'jobs'>, actor: Actor, id: string): Promise<void> {
  const requeued = await deps.db.transaction().execute(async (trx) => {
    if (!(await requeueFailedJob(trx, { id, kind: EMAIL_JOB, now: nowIso() }))) return false;
    await recordAudit(trx, actor, { action: 'email.retry', subject: { kind: 'email', id } });
    return true;
  });
  if (requeued) {
    deps.jobs.wake();
    return;
  }
  if (!(await findJobState(deps.db, id, EMAIL_JOB))) throw notFound('api.emailNotFound');
  throw conflict('api.emailNotFailed');
}
