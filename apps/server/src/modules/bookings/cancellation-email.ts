import { ACADEMY_NAME, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { emailLayout, escapeHtml, htmlMessage } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { formatIstDateTime } from './ist-date.ts';

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
  const greeting = t('email.booking.greeting', { name: booking.fighterName });
  const intro = t('email.bookingCancelled.intro', { academy: ACADEMY_NAME });
  const outro = t('email.bookingCancelled.outro');

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    outro,
    ...(options.eventsUrl ? ['', t('email.booking.allEvents', { url: options.eventsUrl })] : []),
    '',
    ACADEMY_NAME,
  ].join('\n');

  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b6b6b;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-weight:600;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const link = options.eventsUrl
    ? `<p style="margin:16px 0 0"><a href="${escapeHtml(options.eventsUrl)}" style="color:#b3121f">${htmlMessage(messages, 'email.booking.seeAllEvents')}</a></p>`
    : '';
  const html = emailLayout({
    messages,
    academyName: ACADEMY_NAME,
    title: t('email.bookingCancelled.title'),
    bodyHtml:
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 16px">${tableRows}</table>` +
      `<p style="margin:0;color:#6b6b6b;font-size:14px">${escapeHtml(outro)}</p>${link}`,
  });

  return { to: booking.email, subject, text, html, logHint: `booking ${booking.bookingCode} cancelled` };
}
