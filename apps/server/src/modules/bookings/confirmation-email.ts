import {
  ACADEMY_NAME,
  EVENT_DURATION_MINUTES,
  formatMobile,
  formatPaise,
  type BookingDisplay,
  type BookingPayment,
  type MessageKey,
} from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import type { MailAttachment, MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';
import { buildIcs } from './ics.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';

export const TICKET_CID = 'ticket@kaizenkarate.in';

/** The ticket's QR code as the inline image the letter shows (drawn when the email is sent). */
export const ticketAttachment = (ticket: string): MailAttachment => ({
  filename: 'ticket.png',
  content: ticket,
  contentType: 'image/png',
  cid: TICKET_CID,
  drawAsQr: true,
});

function detailRows(booking: BookingDisplay, messages: Messages): [string, string][] {
  const { t, language } = messages;
  const inIst = (iso: string) => t('email.booking.istDateTime', { dateTime: formatIstDateTime(iso, language) });
  const rows: [MessageKey, string][] = [
    ['email.booking.bookingId', booking.bookingId],
    ['email.booking.event', booking.eventName],
    ['email.booking.dateTime', inIst(booking.eventDateTime)],
    ['email.booking.location', booking.eventLocation],
    ['email.booking.fee', formatPaise(Math.round(booking.eventFee * 100))],
    ['email.booking.name', booking.fighterName],
    ['email.booking.email', booking.email],
    ['email.booking.mobile', formatMobile(booking.mobileNumber)],
    ['email.booking.bookedOn', inIst(booking.bookedAt)],
  ];
  return rows.map(([label, value]) => [t(label), value]);
}

/** The booker's confirmation in `messages`' language: HTML and plain text with the same facts, plus an .ics entry. */
export function bookingConfirmationEmail(
  booking: BookingDisplay,
  messages: Messages,
  options: {
    eventsUrl?: string | undefined;
    /** A paid event's fee: what is owed, until when the seat is held, and where to pay. */
    payment?: (BookingPayment & { payUrl: string | undefined }) | null;
    /** The ticket's QR text, shown at the door; drawn as an inline image when the email is sent. */
    ticket?: string | undefined;
  } = {},
): MailMessage {
  const { t } = messages;
  const { payment } = options;
  const rows = detailRows(booking, messages);
  if (payment) {
    rows.push([
      t('email.payment.status'),
      t('email.payment.pendingStatus', { amount: formatPaise(payment.amountPaise) }),
    ]);
    rows.push([t('email.payment.reference'), payment.reference]);
    if (payment.holdUntil) {
      rows.push([
        t('email.payment.heldUntil'),
        t('email.booking.istDateTime', { dateTime: formatIstDateTime(payment.holdUntil, messages.language) }),
      ]);
    }
  }
  const subject = t('email.booking.subject', { event: booking.eventName, bookingId: booking.bookingId });
  const { text, html } = writeLetter(messages, {
    title: t('email.booking.title'),
    greeting: t('email.booking.greeting', { name: booking.fighterName }),
    intro: t('email.booking.intro', { academy: ACADEMY_NAME }),
    rows,
    outro: payment ? t('email.payment.bookingOutro') : t('email.booking.outro'),
    eventsUrl: options.eventsUrl,
    action: payment?.payUrl ? { url: payment.payUrl, label: t('email.payment.payNow') } : undefined,
    ticket: options.ticket ? { cid: TICKET_CID, caption: t('email.ticket.caption'), code: options.ticket } : undefined,
  });

  const ics = buildIcs({
    uid: `${booking.bookingId}@kaizenkarate.in`,
    start: new Date(booking.eventDateTime),
    durationMinutes: EVENT_DURATION_MINUTES,
    summary: booking.eventName,
    location: booking.eventLocation,
    description: t('email.booking.calendarDescription', {
      bookingId: booking.bookingId,
      name: booking.fighterName,
      academy: ACADEMY_NAME,
    }),
    organizerName: ACADEMY_NAME,
    stamp: new Date(booking.bookedAt),
  });

  return {
    to: booking.email,
    subject,
    text,
    html,
    attachments: [
      { filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ...(options.ticket ? [ticketAttachment(options.ticket)] : []),
    ],
    logHint: `booking ${booking.bookingId}`,
  };
}
