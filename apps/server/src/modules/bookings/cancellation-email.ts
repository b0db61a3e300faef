import { ACADEMY_NAME, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';

export interface CancelledBooking {
  bookingCode: string;
  fighterName: string;
  email: string;
  eventName: string;
  eventDateTime: string;
  address: string;
}

/** Tells the attendee, in `messages`' language, that the academy cancelled their booking and the seat is gone. */
export function bookingCancelledEmail(
  booking: CancelledBooking,
  messages: Messages,
  options: { eventsUrl?: string | undefined } = {},
): MailMessage {
  return cancellationLetter(booking, messages, options, 'email.bookingCancelled.intro');
}

/** Confirms to the attendee that the family's own cancellation went through. */
export function familyCancelledEmail(
  booking: CancelledBooking,
  messages: Messages,
  options: { eventsUrl?: string | undefined } = {},
): MailMessage {
  return cancellationLetter(booking, messages, options, 'email.bookingCancelled.byFamilyIntro');
}

function cancellationLetter(
  booking: CancelledBooking,
  messages: Messages,
  options: { eventsUrl?: string | undefined },
  introKey: 'email.bookingCancelled.intro' | 'email.bookingCancelled.byFamilyIntro',
): MailMessage {
  const { t, language } = messages;
  const rows: [string, string][] = (
    [
      ['email.booking.bookingId', booking.bookingCode],
      ['email.booking.event', booking.eventName],
      [
        'email.booking.dateTime',
        t('email.booking.istDateTime', { dateTime: formatIstDateTime(booking.eventDateTime, language) }),
      ],
      ['email.booking.location', booking.address],
      ['email.booking.name', booking.fighterName],
    ] satisfies [MessageKey, string][]
  ).map(([label, value]) => [t(label), value]);
  const subject = t('email.bookingCancelled.subject', { event: booking.eventName, bookingId: booking.bookingCode });
  const { text, html } = writeLetter(messages, {
    title: t('email.bookingCancelled.title'),
    greeting: t('email.booking.greeting', { name: booking.fighterName }),
    intro: t(introKey, { academy: ACADEMY_NAME }),
    rows,
    outro: t('email.bookingCancelled.outro'),
    eventsUrl: options.eventsUrl,
  });

  return { to: booking.email, subject, text, html, logHint: `booking ${booking.bookingCode} cancelled` };
}
