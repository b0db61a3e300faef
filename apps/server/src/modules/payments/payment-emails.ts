import { ACADEMY_NAME, formatPaise, isOverdue, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { formatDay } from '../../lib/day-format.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';

const rowsOf = (messages: Messages, rows: [MessageKey, string][]): [string, string][] =>
  rows.map(([label, value]) => [messages.t(label), value]);

const payAction = (messages: Messages, url: string | undefined) =>
  url ? { url, label: messages.t('email.payment.payNow') } : undefined;

/** The admin found no transfer for what was submitted: why, and a fresh link to pay. */
export function paymentRejectedEmail(
  messages: Messages,
  facts: {
    to: string;
    payerName: string;
    amountPaise: number;
    utr: string | null;
    note: string | null;
    payUrl: string | undefined;
    /** A booking's seat is held again until then. */
    holdUntil: string | null;
  },
): MailMessage {
  const { t, language } = messages;
  const rows: [MessageKey, string][] = [['email.payment.amount', formatPaise(facts.amountPaise)]];
  if (facts.utr) rows.push(['email.payment.utr', facts.utr]);
  if (facts.note) rows.push(['email.payment.reason', facts.note]);
  if (facts.holdUntil) rows.push(['email.payment.heldUntil', formatIstDateTime(facts.holdUntil, language)]);
  const { text, html } = writeLetter(messages, {
    title: t('email.payment.rejectedTitle'),
    greeting: t('email.booking.greeting', { name: facts.payerName }),
    intro: t('email.payment.rejectedIntro', { academy: ACADEMY_NAME }),
    rows: rowsOf(messages, rows),
    outro: t('email.payment.rejectedOutro'),
    action: payAction(messages, facts.payUrl),
  });
  return { to: facts.to, subject: t('email.payment.rejectedSubject', { academy: ACADEMY_NAME }), text, html };
}

/** An unpaid booking's hold ran out: the seat went back to the event. */
export function holdReleasedEmail(
  messages: Messages,
  facts: { to: string; payerName: string; event: string; amountPaise: number; eventsUrl: string | undefined },
): MailMessage {
  const { t } = messages;
  const { text, html } = writeLetter(messages, {
    title: t('email.payment.releasedTitle'),
    greeting: t('email.booking.greeting', { name: facts.payerName }),
    intro: t('email.payment.releasedIntro', { event: facts.event }),
    rows: rowsOf(messages, [
      ['email.booking.event', facts.event],
      ['email.payment.amount', formatPaise(facts.amountPaise)],
    ]),
    outro: t('email.payment.releasedOutro'),
    eventsUrl: facts.eventsUrl,
  });
  return { to: facts.to, subject: t('email.payment.releasedSubject', { event: facts.event }), text, html };
}

export interface ReminderDue {
  fighterName: string;
  item: string;
  period: string | null;
  amountPaise: number;
  dueDay: string;
}

const REMINDER_WORDS = {
  soon: { title: 'email.fees.soonTitle', intro: 'email.fees.soonIntro', subject: 'email.fees.soonSubject' },
  today: { title: 'email.fees.todayTitle', intro: 'email.fees.todayIntro', subject: 'email.fees.todaySubject' },
  overdue: { title: 'email.fees.overdueTitle', intro: 'email.fees.overdueIntro', subject: 'email.fees.overdueSubject' },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** A family's class fees: due soon, due today, or overdue; every open one listed with the total. */
export function feeReminderEmail(
  messages: Messages,
  facts: {
    to: string;
    payerName: string;
    dues: ReminderDue[];
    today: string;
    duesUrl: string | undefined;
    /** The opt-out link of the family's WhatsApp and SMS messages, when it has any. */
    stopUrl?: string | undefined;
  },
): MailMessage {
  const { t, language } = messages;
  const overdue = facts.dues.some((due) => isOverdue(due.dueDay, facts.today));
  const dueToday = facts.dues.some((due) => due.dueDay === facts.today);
  const total = facts.dues.reduce((sum, due) => sum + due.amountPaise, 0);
  const rows: [string, string][] = facts.dues.map((due) => [
    `${due.fighterName} · ${due.item}${due.period ? ` · ${monthWords(due.period, messages.locale)}` : ''}`,
    `${formatPaise(due.amountPaise)} · ${t('email.fees.dueOn', { day: formatDay(due.dueDay, language) })}`,
  ]);
  rows.push([t('email.fees.total'), formatPaise(total)]);
  const words = REMINDER_WORDS[overdue ? 'overdue' : dueToday ? 'today' : 'soon'];
  const { text, html } = writeLetter(messages, {
    title: t(words.title),
    greeting: t('email.booking.greeting', { name: facts.payerName }),
    intro: t(words.intro, { academy: ACADEMY_NAME }),
    rows,
    outro: facts.stopUrl
      ? `${t('email.fees.outro')}\n\n${t('email.fees.stopMessages', { url: facts.stopUrl })}`
      : t('email.fees.outro'),
    action: facts.duesUrl ? { url: facts.duesUrl, label: t('email.fees.payNow') } : undefined,
  });
  return { to: facts.to, subject: t(words.subject, { total: formatPaise(total) }), text, html };
}

/** One formatter per locale, made once: building one costs more than formatting a month with it. */
const MONTH_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** 'November 2026' in the letter's language. */
export function monthWords(period: string, locale: string): string {
  let format = MONTH_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    MONTH_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${period}-01T00:00:00Z`));
}
