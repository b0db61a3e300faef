import { ACADEMY_NAME, STAFF_INVITATION_DAYS, type StaffRole } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { emailLayout, escapeHtml, htmlMessage } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

const ROLE_WORDS = {
  owner: 'email.staffInvite.role.owner',
  instructor: 'email.staffInvite.role.instructor',
  frontDesk: 'email.staffInvite.role.frontDesk',
  tableOfficial: 'email.staffInvite.role.tableOfficial',
} as const satisfies Record<StaffRole, string>;

export interface InvitationLetter {
  to: string;
  name: string;
  role: StaffRole;
  /** Who invited them: the owner's name, or their email when they have none. */
  invitedBy: string;
  url: string;
}

/** The owner's invitation to join the staff: the one-time link where the new member sets their password. */
export function staffInvitationEmail(letter: InvitationLetter, messages: Messages): MailMessage {
  const { t } = messages;
  const academy = ACADEMY_NAME;
  const role = t(ROLE_WORDS[letter.role]);
  const intro = { inviter: letter.invitedBy, academy, role };
  const expiry = { days: STAFF_INVITATION_DAYS };
  const text = [
    t('email.staffInvite.greeting', { name: letter.name }),
    '',
    t('email.staffInvite.intro', intro),
    '',
    t('email.staffInvite.link', { url: letter.url }),
    '',
    t('email.staffInvite.expiry', expiry),
    '',
    t('email.staffInvite.ignore'),
    '',
    academy,
  ].join('\n');
  const paragraph = (html: string) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5">${html}</p>`;
  const bodyHtml = [
    `<p style="margin:0 0 12px;font-size:16px">${htmlMessage(messages, 'email.staffInvite.greeting', { name: letter.name })}</p>`,
    paragraph(htmlMessage(messages, 'email.staffInvite.intro', intro)),
    `<p style="margin:0 0 18px"><a href="${escapeHtml(letter.url)}" style="display:inline-block;background:#b3121f;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:6px">${htmlMessage(messages, 'email.staffInvite.button')}</a></p>`,
    paragraph(htmlMessage(messages, 'email.staffInvite.expiry', expiry)),
    `<p style="margin:0;font-size:14px;line-height:1.5;color:#6b6b6b">${htmlMessage(messages, 'email.staffInvite.ignore')}</p>`,
  ].join('\n');
  return {
    to: letter.to,
    subject: t('email.staffInvite.subject', { academy, role }),
    text,
    html: emailLayout({ messages, academyName: academy, title: t('email.staffInvite.title'), bodyHtml }),
    logHint: `staff invitation for ${letter.to}: ${letter.url}`,
  };
}
