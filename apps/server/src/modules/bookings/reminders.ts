import { DEFAULT_LANGUAGE, EVENT_TEXTS, isLanguage } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { queueMessage } from '../../messaging/message-queue.ts';
import { listDueReminders, markReminderSent } from './queries.ts';
import { eventReminderEmail } from './reminder-email.ts';

export const REMINDER_SWEEP_JOB = 'events.reminders';

/** How often the site looks for reminders due: an event's reminder leaves at most this late. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
const BATCH = 50;

type ReminderDeps = Pick<Deps, 'db' | 'jobs' | 'tokens' | 'translator' | 'config'>;

/**
 * Puts every due reminder in the outbox, each in its own transaction with the booking's mark, which is conditional:
 * two servers sweeping at once, a sweep rerun after a crash, or a cancellation landing meanwhile never make a
 * second email, or one for a cancelled booking. Returns how many this call sent.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let sent = 0;
  for (;;) {
    const due = await listDueReminders(deps.db, at, BATCH);
    for (const booking of due) {
      const ticket = deps.tokens.ticketOf(booking.id);
      const messages = deps.translator.in(isLanguage(booking.language) ? booking.language : DEFAULT_LANGUAGE);
      const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(booking.address)}`;
      await deps.db.transaction().execute(async (trx) => {
        if (!(await markReminderSent(trx, booking.id, at))) return;
        const shown = rowIn(booking, EVENT_TEXTS, messages.language);
        const email = eventReminderEmail(shown, messages, { ticket, mapsUrl, now });
        // A family's booking is reminded by its channels, one message a booking (each carries its own ticket); a
        // visitor's by the email the booking gave.
        if (booking.accountId) {
          await queueMessage(deps, trx, {
            kind: 'eventReminder',
            accountId: booking.accountId,
            familyName: booking.fighterName,
            language: messages.language,
            values: [
              booking.fighterName,
              shown.eventName,
              formatIstDateTime(booking.eventDateTime, messages.language),
              shown.address,
            ],
            email,
            about: booking.id,
          });
        } else {
          await enqueueEmail(deps, trx, email);
        }
        sent += 1;
      });
    }
    if (due.length < BATCH) break;
  }
  if (sent > 0) deps.jobs.wake();
  return sent;
}

export function registerReminderJob(jobs: JobRunner, deps: ReminderDeps): void {
  jobs.registerEvery(
    REMINDER_SWEEP_JOB,
    {
      maxAttempts: 3,
      handle: async () => {
        await sendDueReminders(deps);
      },
    },
    SWEEP_EVERY_MS,
  );
}
