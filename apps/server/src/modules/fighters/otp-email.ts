import { ACADEMY_NAME, LIMITS } from '@academy/contract';
import type { Messages } from '../../i18n/translator.ts';
import { emailLayout, escapeHtml, htmlMessage } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

/** The password-reset email in the account's language: the 4-digit code in HTML with a plain-text twin. */
export function passwordResetEmail(
  options: { to: string; fullName: string; code: string },
  messages: Messages,
): MailMessage {
  const { t } = messages;
  const academy = { academy: ACADEMY_NAME };
  const duration = t('email.reset.minutes', { minutes: LIMITS.otpValidityMinutes });
  const attempts = LIMITS.otpMaxAttempts;
  const subject = t('email.reset.subject', academy);
  const text = [
    t('email.reset.greeting', { name: options.fullName }),
    '',
    t('email.reset.request', academy),
    '',
    t('email.reset.code', { code: options.code }),
    '',
    t('email.reset.howToUse', { duration, attempts }),
    '',
    t('email.reset.ignore'),
    '',
    `${ACADEMY_NAME}`,
  ].join('\n');

  const digits = options.code
    .split('')
    .map(
      (digit) =>
        `<td style="width:48px;height:56px;border:2px solid #b3121f;border-radius:8px;text-align:center;font-size:28px;font-weight:700;font-family:Consolas,Menlo,monospace;color:#111111">${escapeHtml(digit)}</td>`,
    )
    .join('<td style="width:10px"></td>');
  const bodyHtml = `<p style="margin:0 0 12px;font-size:16px">${htmlMessage(messages, 'email.reset.greeting', { name: options.fullName })}</p>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5">${htmlMessage(messages, 'email.reset.request', academy)} ${htmlMessage(messages, 'email.reset.codeIs')}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px" aria-label="${htmlMessage(messages, 'email.reset.codeLabel', { code: options.code })}"><tr>${digits}</tr></table>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${htmlMessage(messages, 'email.reset.howToUse', { attempts }, { duration: `<strong>${escapeHtml(duration)}</strong>` })}</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#6b6b6b">${htmlMessage(messages, 'email.reset.ignore')}</p>`;

  return {
    to: options.to,
    subject,
    text,
    html: emailLayout({ messages, academyName: ACADEMY_NAME, title: t('email.reset.title'), bodyHtml }),
    logHint: `password reset code for ${options.to}: ${options.code}`,
  };
}
