import { ACADEMY_NAME, CONSENT_LINK_DAYS, RELATION_LABELS, type GuardianRelation } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { emailLayout, escapeHtml, htmlMessage } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

export interface ConsentLetter {
  to: string;
  guardianName: string;
  relation: GuardianRelation;
  childName: string;
  /** The event of a booking's consent; none for a child's profile. */
  eventName: string | null;
  noticeVersion: string;
  consentUrl: string;
  privacyUrl: string;
}

/** Asks the guardian to confirm consent for a child, in the language the request was made in. */
export function consentEmail(letter: ConsentLetter, messages: Messages): MailMessage {
  const { t } = messages;
  const academy = ACADEMY_NAME;
  const relation = t(RELATION_LABELS[letter.relation]).toLowerCase();
  const introValues = { child: letter.childName, academy, relation, event: letter.eventName ?? '' };
  const introKey = letter.eventName === null ? 'email.consent.profileIntro' : 'email.consent.bookingIntro';
  const why = { version: letter.noticeVersion };
  const expiry = { days: CONSENT_LINK_DAYS };
  const subject = t('email.consent.subject', { child: letter.childName, academy });
  const text = [
    t('email.consent.greeting', { name: letter.guardianName }),
    '',
    t(introKey, introValues),
    '',
    t('email.consent.why', why),
    '',
    t('email.consent.link', { url: letter.consentUrl }),
    t('email.consent.privacy', { url: letter.privacyUrl }),
    '',
    t('email.consent.expiry', expiry),
    '',
    t('email.consent.ignore'),
    '',
    academy,
  ].join('\n');

  const paragraph = (html: string) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5">${html}</p>`;
  const bodyHtml = [
    `<p style="margin:0 0 12px;font-size:16px">${htmlMessage(messages, 'email.consent.greeting', { name: letter.guardianName })}</p>`,
    paragraph(htmlMessage(messages, introKey, introValues)),
    paragraph(htmlMessage(messages, 'email.consent.why', why)),
    `<p style="margin:0 0 18px"><a href="${escapeHtml(letter.consentUrl)}" style="display:inline-block;background:#b3121f;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:6px">${htmlMessage(messages, 'email.consent.button')}</a></p>`,
    paragraph(
      `<a href="${escapeHtml(letter.privacyUrl)}" style="color:#b3121f">${htmlMessage(messages, 'email.consent.privacy', { url: letter.privacyUrl })}</a>`,
    ),
    paragraph(htmlMessage(messages, 'email.consent.expiry', expiry)),
    `<p style="margin:0;font-size:14px;line-height:1.5;color:#6b6b6b">${htmlMessage(messages, 'email.consent.ignore')}</p>`,
  ].join('\n');

  return {
    to: letter.to,
    subject,
    text,
    html: emailLayout({ messages, academyName: academy, title: t('email.consent.title'), bodyHtml }),
    logHint: `consent link for ${letter.to}: ${letter.consentUrl}`,
  };
}
