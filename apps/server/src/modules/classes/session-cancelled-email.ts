import { classTime, ACADEMY_NAME, type MessageKey } from '@academy/contract';
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

/** A cancelled day taken back: the families told it was off hear that it is on again. */
export type RestoredSession = Omit<CancelledSession, 'reason'>;

/** Tells a family that one day's class of their batch is not held, and why. */
export function sessionCancelledEmail(session: CancelledSession, messages: Messages): MailMessage {
  return sessionNotice('cancelled', session, [['email.classes.reason', session.reason]], messages);
}

/** Tells a family that a day's class they were told was cancelled will be held after all. */
export function sessionRestoredEmail(session: RestoredSession, messages: Messages): MailMessage {
  return sessionNotice('restored', session, [], messages);
}

function sessionNotice(
  kind: 'cancelled' | 'restored',
  session: RestoredSession,
  extraRows: [MessageKey, string][],
  messages: Messages,
): MailMessage {
  const { t, language } = messages;
  const keys = KEYS[kind];
  const day = formatDay(session.day, language);
  const rows = (
    [
      ['email.classes.batch', session.batch.name],
      ['email.classes.day', day],
      ['email.classes.time', `${classTime(session.batch)} IST`],
      ['email.classes.place', session.batch.place],
      ['email.classes.fighter', session.fighterName],
      ...extraRows,
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t(keys.title),
    greeting: t('email.booking.greeting', { name: session.recipientName }),
    intro: t(keys.intro, { batch: session.batch.name, day }),
    rows,
    outro: t(keys.outro, { academy: ACADEMY_NAME }),
  });
  return {
    to: session.email,
    subject: t(keys.subject, { batch: session.batch.name, day }),
    text,
    html,
    logHint: `session of ${session.batch.name} on ${session.day} ${kind}`,
  };
}

const KEYS = {
  cancelled: {
    title: 'email.sessionCancelled.title',
    intro: 'email.sessionCancelled.intro',
    outro: 'email.sessionCancelled.outro',
    subject: 'email.sessionCancelled.subject',
  },
  restored: {
    title: 'email.sessionRestored.title',
    intro: 'email.sessionRestored.intro',
    outro: 'email.sessionRestored.outro',
    subject: 'email.sessionRestored.subject',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;
