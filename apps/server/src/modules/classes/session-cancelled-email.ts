import { ACADEMY_NAME, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { formatDay } from '../../lib/day-format.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';

export interface CancelledSession {
  email: string;
  recipientName: string;
  fighterName: string;
  batch: { name: string; startTime: string; endTime: string; place: string };
  day: string;
  reason: string;
}

/** Tells a family that one day's class of their batch is not held, and why. */
export function sessionCancelledEmail(session: CancelledSession, messages: Messages): MailMessage {
  const { t, language } = messages;
  const day = formatDay(session.day, language);
  const rows = (
    [
      ['email.classes.batch', session.batch.name],
      ['email.classes.day', day],
      ['email.classes.time', `${session.batch.startTime}–${session.batch.endTime} IST`],
      ['email.classes.place', session.batch.place],
      ['email.classes.fighter', session.fighterName],
      ['email.classes.reason', session.reason],
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t('email.sessionCancelled.title'),
    greeting: t('email.booking.greeting', { name: session.recipientName }),
    intro: t('email.sessionCancelled.intro', { batch: session.batch.name, day }),
    rows,
    outro: t('email.sessionCancelled.outro', { academy: ACADEMY_NAME }),
  });
  return {
    to: session.email,
    subject: t('email.sessionCancelled.subject', { batch: session.batch.name, day }),
    text,
    html,
    logHint: `session of ${session.batch.name} on ${session.day} cancelled`,
  };
}
