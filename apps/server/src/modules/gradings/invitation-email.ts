import { ACADEMY_NAME, formatRupees, type MessageKey } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { formatDay } from '../../lib/day-format.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { writeLetter } from '../../mail/letter.ts';

export interface Invitation {
  email: string;
  recipientName: string;
  fighterName: string;
  /** The rank tested, in words ('Yellow · 9th kyu'). */
  rankWords: string;
  grading: { name: string; day: string; startTime: string; place: string; fee: number; examiners: string[] };
}

/** Invites a fighter (a child's guardian) to a grading: what is tested, when, where, the fee and the examiners. */
export function gradingInvitationEmail(invitation: Invitation, messages: Messages): MailMessage {
  const { t, language } = messages;
  const { grading } = invitation;
  const day = formatDay(grading.day, language);
  const rows = (
    [
      ['email.grading.grading', grading.name],
      ['email.grading.rank', invitation.rankWords],
      ['email.grading.day', day],
      ['email.grading.time', `${grading.startTime} IST`],
      ['email.grading.place', grading.place],
      ['email.grading.fee', formatRupees(grading.fee)],
      ['email.grading.examiners', grading.examiners.join(', ')],
    ] satisfies [MessageKey, string][]
  ).map(([label, value]): [string, string] => [t(label), value]);
  const { text, html } = writeLetter(messages, {
    title: t('email.grading.title'),
    greeting: t('email.booking.greeting', { name: invitation.recipientName }),
    intro: t('email.grading.intro', { fighter: invitation.fighterName, rank: invitation.rankWords }),
    rows,
    outro: t('email.grading.outro', { academy: ACADEMY_NAME }),
  });
  return {
    to: invitation.email,
    subject: t('email.grading.subject', { grading: grading.name, day }),
    text,
    html,
    logHint: `invitation of ${invitation.fighterName} to ${grading.name}`,
  };
}
