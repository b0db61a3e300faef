import { ACADEMY_NAME, EVENT_DURATION_MINUTES, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';
import { TICKET_CID, ticketAttachment } from './confirmation-email.ts';
import { buildIcs } from './ics.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';
import type { DueReminder } from './queries.ts';

/** The day-before email: when and where, the ticket for the door, and the calendar entry again. */
export function eventReminderEmail(
  booking: DueReminder,
  messages: Messages,
  options: { ticket: string; mapsUrl: string; now: Date },
): MailMessage {
  const { t, language } = messages;
  const rows = (
    [
      ['email.booking.event', booking.eventName],
      [
        'email.booking.dateTime',
        t('email.booking.istDateTime', { dateTime: formatIstDateTime(booking.eventDateTime, language) }),
      ],
      ['email.booking.location', booking.address],
      ['email.booking.name', booking.fighterName],
      ['email.booking.bookingId', booking.bookingCode],
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t('email.reminder.title'),
    greeting: t('email.booking.greeting', { name: booking.fighterName }),
    intro: t('email.reminder.intro', { event: booking.eventName, academy: ACADEMY_NAME }),
    rows,
    outro: t('email.reminder.outro'),
    action: { url: options.mapsUrl, label: t('email.reminder.directions') },
    ticket: { cid: TICKET_CID, caption: t('email.ticket.caption'), code: options.ticket },
  });
  const ics = buildIcs({
    uid: `${booking.bookingCode}@kaizenkarate.in`,
    start: new Date(booking.eventDateTime),
    durationMinutes: EVENT_DURATION_MINUTES,
    summary: booking.eventName,
    location: booking.address,
    description: t('email.booking.calendarDescription', {
      bookingId: booking.bookingCode,
      name: booking.fighterName,
      academy: ACADEMY_NAME,
    }),
    organizerName: ACADEMY_NAME,
    stamp: options.now,
  });
  return {
    to: booking.email,
    subject: t('email.reminder.subject', { event: booking.eventName }),
    text,
    html,
    attachments: [
      { filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ticketAttachment(options.ticket),
    ],
    logHint: `reminder ${booking.bookingCode}`,
  };
}
