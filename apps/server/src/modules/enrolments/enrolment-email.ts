import { classTime, ACADEMY_NAME, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';

/** What happened to a request to join: accepted (by the batch itself or the admin) or declined. */
export type EnrolmentNews = 'accepted' | 'declined';

export interface EnrolmentLetter {
  email: string;
  recipientName: string;
  fighterName: string;
  batch: { name: string; startTime: string; endTime: string; place: string };
  news: EnrolmentNews;
}

const WORDS = {
  accepted: {
    subject: 'email.enrolmentAccepted.subject',
    title: 'email.enrolmentAccepted.title',
    intro: 'email.enrolmentAccepted.intro',
    outro: 'email.enrolmentAccepted.outro',
  },
  declined: {
    subject: 'email.enrolmentDeclined.subject',
    title: 'email.enrolmentDeclined.title',
    intro: 'email.enrolmentDeclined.intro',
    outro: 'email.enrolmentDeclined.outro',
  },
} as const satisfies Record<EnrolmentNews, Record<string, MessageKey>>;

/** Tells the family whether a profile joined the batch it asked for. */
export function enrolmentEmail(letter: EnrolmentLetter, messages: Messages): MailMessage {
  const { t } = messages;
  const words = WORDS[letter.news];
  const values = { fighter: letter.fighterName, batch: letter.batch.name, academy: ACADEMY_NAME };
  const rows = (
    [
      ['email.classes.batch', letter.batch.name],
      ['email.classes.time', `${classTime(letter.batch, messages.language)} IST`],
      ['email.classes.place', letter.batch.place],
      ['email.classes.fighter', letter.fighterName],
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t(words.title),
    greeting: t('email.booking.greeting', { name: letter.recipientName }),
    intro: t(words.intro, values),
    rows,
    outro: t(words.outro, values),
  });
  return {
    to: letter.email,
    subject: t(words.subject, values),
    text,
    html,
    logHint: `enrolment of ${letter.fighterName} in ${letter.batch.name} ${letter.news}`,
  };
}
