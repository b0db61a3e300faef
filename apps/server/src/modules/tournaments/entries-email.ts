import { ACADEMY_NAME, formatPaise, type BookingPayment, type EnterTournamentReply } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';
import { writeLetter } from '../../mail/letter.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

interface EnteredLetter {
  to: string;
  contactName: string;
  eventName: string;
  eventDateTime: string;
  address: string;
  athletes: EnterTournamentReply['athletes'];
  payment: BookingPayment | null;
  payUrl: string | undefined;
}

/**
 * The confirmation of a parent's or a coach's entries: each athlete with their booking code (the door finds them by
 * it or by name) and categories, and what is owed with the one link that pays for all of them.
 */
export function entriesEmail(messages: Messages, letter: EnteredLetter): MailMessage {
  const { t, language } = messages;
  const rows: [string, string][] = [
    [t('email.booking.event'), letter.eventName],
    [
      t('email.booking.dateTime'),
      t('email.booking.istDateTime', { dateTime: formatIstDateTime(letter.eventDateTime, language) }),
    ],
    [t('email.booking.location'), letter.address],
    ...letter.athletes.map((athlete): [string, string] => [
      `${athlete.athleteName} (${athlete.bookingId})`,
      athlete.categories.join('; '),
    ]),
  ];
  if (letter.payment) {
    rows.push([
      t('email.payment.status'),
      t('email.payment.pendingStatus', { amount: formatPaise(letter.payment.amountPaise) }),
    ]);
    rows.push([t('email.payment.reference'), letter.payment.reference]);
  }
  const { text, html } = writeLetter(messages, {
    title: t('email.entries.title'),
    greeting: t('email.booking.greeting', { name: letter.contactName }),
    intro: t('email.entries.intro', { count: letter.athletes.length, academy: ACADEMY_NAME }),
    rows,
    outro: t(letter.payment ? 'email.entries.outroToPay' : 'email.entries.outro'),
    action: letter.payUrl ? { url: letter.payUrl, label: t('email.payment.payNow') } : undefined,
  });
  return {
    to: letter.to,
    subject: t('email.entries.subject', { event: letter.eventName, count: letter.athletes.length }),
    text,
    html,
    attachments: [],
    logHint: `tournament entries ${letter.athletes.map((athlete) => athlete.bookingId).join(' ')}`,
  };
}
