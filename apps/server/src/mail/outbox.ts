import type { DbOrTx } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { MailMessage } from './mail-message.ts';
import { isPermanentSmtpFailure, type Mailer } from './mailer.ts';

export const EMAIL_JOB = 'email';

/** About five hours of tries (30 s, 1 min, 2 min ... 1 h) with the default retry base, then the admin sees it. */
const EMAIL_MAX_ATTEMPTS = 12;

/** What the admin's outbox list shows of a sent email: never its body, which may hold a reset code. */
export interface KeptEmail {
  to: string;
  subject: string;
}

export function registerEmailJob(jobs: JobRunner, mailer: Mailer): void {
  jobs.register<MailMessage>(EMAIL_JOB, {
    maxAttempts: EMAIL_MAX_ATTEMPTS,
    handle: (message, job) => mailer.send(message, job.id),
    keepWhenDone: (message): KeptEmail => ({ to: message.to, subject: message.subject }),
    isPermanent: isPermanentSmtpFailure,
  });
}

/**
 * Queues an email in the caller's transaction: it is sent if and only if that transaction commits, and it
 * survives restarts and mail server outages until it is delivered.
 */
export function enqueueEmail(
  deps: Pick<Deps, 'jobs'>,
  trx: DbOrTx,
  message: MailMessage,
  options: { dedupeKey?: string } = {},
): Promise<string> {
  return deps.jobs.enqueue(trx, EMAIL_JOB, message, options);
}
