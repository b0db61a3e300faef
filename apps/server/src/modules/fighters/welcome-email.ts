import { ACADEMY_NAME } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { emailLayout, escapeHtml, htmlMessage } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

/** Welcomes the holder of an account the academy made for them, and says how to choose its password. */
export function welcomeEmail(
  options: { to: string; fullName: string; setPasswordUrl: string },
  messages: Messages,
): MailMessage {
  const { t } = messages;
  const values = { academy: ACADEMY_NAME, email: options.to };
  const subject = t('email.welcome.subject', values);
  const text = [
    t('email.reset.greeting', { name: options.fullName }),
    '',
    t('email.welcome.intro', values),
    '',
    t('email.welcome.setPassword', { url: options.setPasswordUrl, email: options.to }),
    '',
    ACADEMY_NAME,
  ].join('\n');
  const link = `<a href="${escapeHtml(options.setPasswordUrl)}" style="display:inline-block;background:#b3121f;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:700">${htmlMessage(messages, 'email.welcome.button')}</a>`;
  const bodyHtml = `<p style="margin:0 0 12px;font-size:16px">${htmlMessage(messages, 'email.reset.greeting', { name: options.fullName })}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${htmlMessage(messages, 'email.welcome.intro', values)}</p>
<p style="margin:0 0 20px">${link}</p>
<p style="margin:0;font-size:13px;color:#6b6b6b">${htmlMessage(messages, 'email.welcome.howTo', { email: options.to })}</p>`;
  return {
    to: options.to,
    subject,
    text,
    html: emailLayout({ messages, academyName: ACADEMY_NAME, title: subject, bodyHtml }),
    logHint: 'welcome to an account made by the academy',
  };
}
