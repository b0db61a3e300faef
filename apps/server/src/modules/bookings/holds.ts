import { DEFAULT_LANGUAGE } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { nowIso } from '../../lib/ids.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { holdReleasedEmail } from '../payments/payment-emails.ts';
import { HOLD_RELEASE_JOB, releaseHeldDue } from '../payments/service.ts';
import { findBookingWithEvent, markBookingCancelled } from './queries.ts';
import { freeSeat } from './seats.ts';

/**
 * When an unpaid booking's hold ends with nothing submitted, its seat goes to the next in the waiting list or back to
 * the event and the family is told, in one transaction. Run by the job runner at the hold's end; a second run, or a
 * hold renewed or paid meanwhile, changes nothing.
 */
export function registerHoldReleaseJob(
  jobs: JobRunner,
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'waitingLine'>,
) {
  jobs.register<{ dueId: string }>(HOLD_RELEASE_JOB, {
    maxAttempts: 10,
    handle: async ({ dueId }) => {
      const released = await deps.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const hold = await releaseHeldDue(trx, dueId, now);
        if (!hold) return false;
        const booking = await findBookingWithEvent(trx, hold.bookingId);
        if (!booking || !(await markBookingCancelled(trx, hold.bookingId, now))) return true;
        await freeSeat(deps, trx, booking.eventId, now);
        const to = hold.payerEmail ?? booking.email;
        await enqueueEmail(
          deps,
          trx,
          holdReleasedEmail(deps.translator.in(hold.language ?? DEFAULT_LANGUAGE), {
            to,
            payerName: hold.payerName,
            event: storedTextIn(
              booking.eventName,
              booking.translations,
              'eventName',
              hold.language ?? DEFAULT_LANGUAGE,
            ),
            amountPaise: hold.amountPaise,
            eventsUrl: deps.config.publicUrl ? new URL('/events', deps.config.publicUrl).toString() : undefined,
          }),
        );
        return true;
      });
      if (released) deps.jobs.wake();
    },
  });
}
