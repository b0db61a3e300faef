import { ACADEMY_NAME, CURRENCY, type BookingDisplay } from '@academy/contract';
import { emailLayout, escapeHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { buildIcs } from './ics.ts';
import { formatIstDateTime } from './ist-date.ts';

/** Events have no end time; two hours covers a seminar or a grading, and the booker can adjust it. */
const CALENDAR_DURATION_MINUTES = 120;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY });

function detailRows(booking: BookingDisplay): [string, string][] {
  return [
    ['Booking ID', booking.bookingId],
    ['Event', booking.eventName],
    ['Date & Time', `${formatIstDateTime(booking.eventDateTime)} IST`],
    ['Location', booking.eventLocation],
    ['Entry Fee', inr.format(booking.eventFee)],
    ['Name', booking.fighterName],
    ['Email', booking.email],
    ['Mobile', booking.mobileNumber],
    ['Booked on', `${formatIstDateTime(booking.bookedAt)} IST`],
  ];
}

/** The booker's confirmation: HTML and plain text with the same facts, plus an .ics calendar entry. */
export function bookingConfirmationEmail(
  booking: BookingDisplay,
  options: { eventsUrl?: string | undefined } = {},
): MailMessage {
  const rows = detailRows(booking);
  const subject = `Booking confirmed: ${booking.eventName} (${booking.bookingId})`;
  const greeting = `Dear ${booking.fighterName},`;
  const intro = `Your seat has been successfully booked! Thank you for booking with ${ACADEMY_NAME}; we look forward to seeing you.`;
  const outro = 'Please bring this booking ID with you. The attached calendar file adds the event to your calendar.';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    outro,
    ...(options.eventsUrl ? ['', `All events: ${options.eventsUrl}`] : []),
    '',
    ACADEMY_NAME,
  ].join('\n');

  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b6b6b;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const link = options.eventsUrl
    ? `<p style="margin:16px 0 0"><a href="${escapeHtml(options.eventsUrl)}" style="color:#b3121f">See all events</a></p>`
    : '';
  const html = emailLayout({
    academyName: ACADEMY_NAME,
    title: 'Booking Confirmation',
    bodyHtml:
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 16px">${tableRows}</table>` +
      `<p style="margin:0;color:#6b6b6b;font-size:14px">${escapeHtml(outro)}</p>${link}`,
  });

  const ics = buildIcs({
    uid: `${booking.bookingId}@kaizenkarate.in`,
    start: new Date(booking.eventDateTime),
    durationMinutes: CALENDAR_DURATION_MINUTES,
    summary: booking.eventName,
    location: booking.eventLocation,
    description: `Booking ID ${booking.bookingId} for ${booking.fighterName}. ${ACADEMY_NAME}.`,
    organizerName: ACADEMY_NAME,
    stamp: new Date(booking.bookedAt),
  });

  return {
    to: booking.email,
    subject,
    text,
    html,
    attachments: [{ filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    logHint: `booking ${booking.bookingId}`,
  };
}
