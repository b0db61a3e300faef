import { ACADEMY_NAME, formatPaise, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';

export interface SeatOffer {
  to: string;
  fighterName: string;
  eventName: string;
  eventDateTime: string;
  address: string;
  entryFee: number;
  expiresAt: string;
  offerUrl: string;
}

/** A freed seat offered to the next in line: what, until when, and the one link that books it. */
export function seatOfferEmail(offer: SeatOffer, messages: Messages): MailMessage {
  const { t, language } = messages;
  const inIst = (iso: string) => t('email.booking.istDateTime', { dateTime: formatIstDateTime(iso, language) });
  const rows = (
    [
      ['email.booking.event', offer.eventName],
      ['email.booking.dateTime', inIst(offer.eventDateTime)],
      ['email.booking.location', offer.address],
      ['email.booking.fee', formatPaise(Math.round(offer.entryFee * 100))],
      ['email.booking.name', offer.fighterName],
      ['email.offer.validUntil', inIst(offer.expiresAt)],
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t('email.offer.title'),
    greeting: t('email.booking.greeting', { name: offer.fighterName }),
    intro: t('email.offer.intro', { event: offer.eventName, academy: ACADEMY_NAME }),
    rows,
    outro: t('email.offer.outro'),
    action: { url: offer.offerUrl, label: t('email.offer.claim') },
  });
  return {
    to: offer.to,
    subject: t('email.offer.subject', { event: offer.eventName }),
    text,
    html,
    logHint: `seat offer for ${offer.eventName}`,
  };
}
