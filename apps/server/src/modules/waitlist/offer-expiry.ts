import { recordAudit, systemActor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { nowIso } from '../../lib/ids.ts';
import { freeSeat } from '../bookings/seats.ts';
import { OFFER_EXPIRY_JOB } from './line.ts';
import { moveEntry } from './queries.ts';

/**
 * At an offer's end, if it was not claimed, the seat passes to the next in line (or back to the event). The move
 * from offered to expired is conditional, so a claim a moment earlier, a second runner or a rerun after a crash
 * changes nothing.
 */
export function registerOfferExpiryJob(jobs: JobRunner, deps: Pick<Deps, 'db' | 'jobs' | 'waitingLine'>) {
  jobs.register<{ entryId: string; eventId: string }>(OFFER_EXPIRY_JOB, {
    maxAttempts: 10,
    handle: async ({ entryId, eventId }) => {
      const passed = await deps.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const expired = await moveEntry(
          trx,
          entryId,
          ['offered'],
          { state: 'expired', updatedAt: now },
          { expiredAt: now },
        );
        if (!expired) return false;
        await recordAudit(trx, systemActor('waiting list'), {
          action: 'waitlist.leave',
          subject: { kind: 'waitlist', id: entryId },
          before: { state: 'offered' },
          after: { state: 'expired' },
        });
        await freeSeat(deps, trx, eventId, now);
        return true;
      });
      if (passed) deps.jobs.wake();
    },
  });
}
