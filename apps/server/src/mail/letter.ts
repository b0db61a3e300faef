import { ACADEMY_NAME } from '@academy/contract';
import type { Messages } from '../i18n/translator.ts';
import { emailLayout, escapeHtml, htmlMessage } from './layout.ts';

export interface Letter {
  title: string;
  greeting: string;
  intro: string;
  /** Label and value of each fact, already in the letter's language. */
  rows: [string, string][];
  outro: string;
  eventsUrl?: string | undefined;
  /** A button under the facts (Pay now), with its address also written out in the plain text. */
  action?: { url: string; label: string } | undefined;
  /** The ticket's QR code, an inline image attached under `cid`, with a caption and the code in text. */
  ticket?: { cid: string; caption: string; code: string } | undefined;
}

/**
 * The shape every email to a family shares (bookings, fees and receipts, enrolments, gradings, waiting lists,
 * cancelled classes): greeting, a sentence, the facts as a table, a closing line and the link to all events, as
 * plain text and as HTML in the academy's layout.
 */
export function writeLetter(messages: Messages, letter: Letter): { text: string; html: string } {
  const { t } = messages;
  const { title, greeting, intro, rows, outro, eventsUrl, action, ticket } = letter;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(ticket ? ['', `${ticket.caption}: ${ticket.code}`] : []),
    '',
    outro,
    ...(eventsUrl ? ['', t('email.booking.allEvents', { url: eventsUrl })] : []),
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
  const link = eventsUrl
    ? `<p style="margin:16px 0 0"><a href="${escapeHtml(eventsUrl)}" style="color:#b3121f">${htmlMessage(messages, 'email.booking.seeAllEvents')}</a></p>`
    : '';
  const html = emailLayout({
    messages,
    academyName: ACADEMY_NAME,
    title,
    bodyHtml:
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 16px">${tableRows}</table>` +
      (action
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b3121f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
        : '') +
      (ticket
        ? `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(ticket.caption)}</p>` +
          `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(ticket.cid)}" width="180" height="180" alt="${escapeHtml(ticket.code)}" style="display:block;border:0"></p>`
        : '') +
      `<p style="margin:0;color:#6b6b6b;font-size:14px">${escapeHtml(outro)}</p>${link}`,
  });
  return { text, html };
}
