import { classTime, ACADEMY_NAME, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { formatDay } from '../../lib/day-format.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';

export interface CancelledClassDay {
  email: string;
  recipientName: string;
  fighterName: string;
  batch: { name: string; startTime: string; endTime: string; place: string };
  day: string;
  reason: string;
}

/** A cancelled day taken back: the families told it was off hear that it is on again. */
export type RestoredClassDay = Omit<CancelledClassDay, 'reason'>;

/** Tells a family that one day's class of their batch is not held, and why. */
export function classDayCancelledEmail(classDay: CancelledClassDay, messages: Messages): MailMessage {
  return classDayNotice('cancelled', classDay, [['email.classes.reason', classDay.reason]], messages);
}

/** Tells a family that a day's class they were told was cancelled will be held after all. */
export function classDayRestoredEmail(classDay: RestoredClassDay, messages: Messages): MailMessage {
  return classDayNotice('restored', classDay, [], messages);
}

function classDayNotice(
  kind: 'cancelled' | 'restored',
  classDay: RestoredClassDay,
  extraRows: [MessageKey, string][],
  messages: Messages,
): MailMessage {
  const { t, language } = messages;
  const keys = KEYS[kind];
  const day = formatDay(classDay.day, language);
  const rows = (
    [
      ['email.classes.batch', classDay.batch.name],
      ['email.classes.day', day],
      ['email.classes.time', `${classTime(classDay.batch, messages.language)} IST`],
      ['email.classes.place', classDay.batch.place],
      ['email.classes.fighter', classDay.fighterName],
      ...extraRows,
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t(keys.title),
    greeting: t('email.booking.greeting', { name: classDay.recipientName }),
    intro: t(keys.intro, { batch: classDay.batch.name, day }),
    rows,
    outro: t(keys.outro, { academy: ACADEMY_NAME }),
  });
  return {
    to: classDay.email,
    subject: t(keys.subject, { batch: classDay.batch.name, day }),
    text,
    html,
    logHint: `class day of ${classDay.batch.name} on ${classDay.day} ${kind}`,
  };
}

const KEYS = {
  cancelled: {
    title: 'email.classDayCancelled.title',
    intro: 'email.classDayCancelled.intro',
    outro: 'email.classDayCancelled.outro',
    subject: 'email.classDayCancelled.subject',
  },
  restored: {
    title: 'email.classDayRestored.title',
    intro: 'email.classDayRestored.intro',
    outro: 'email.classDayRestored.outro',
    subject: 'email.classDayRestored.subject',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;
