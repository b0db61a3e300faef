import { ACADEMY_NAME, LIMITS } from '@academy/contract';
import { emailLayout, escapeHtml } from '../../mail/layout.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The password-reset email: the 4-digit code in an HTML message with a plain-text twin. */
export function passwordResetEmail(options: { to: string; fullName: string; code: string }): MailMessage {
  const minutes = LIMITS.otpValidityMinutes;
  const subject = `Your ${ACADEMY_NAME} password reset code`;
  const text = [
    `Hello ${options.fullName},`,
    '',
    `We received a request to reset the password of your ${ACADEMY_NAME} fighter account.`,
    '',
    `Your password reset code: ${options.code}`,
    '',
    `Enter it on the Forgot Password page within ${minutes} minutes. The code works once, and after ${LIMITS.otpMaxAttempts} wrong tries you will need a new one.`,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
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
  const bodyHtml = `<p style="margin:0 0 12px;font-size:16px">Hello ${escapeHtml(options.fullName)},</p>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5">We received a request to reset the password of your ${escapeHtml(ACADEMY_NAME)} fighter account. Your password reset code is:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px" aria-label="Password reset code ${escapeHtml(options.code)}"><tr>${digits}</tr></table>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">Enter it on the Forgot Password page within <strong>${minutes} minutes</strong>. The code works once, and after ${LIMITS.otpMaxAttempts} wrong tries you will need a new one.</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#6b6b6b">If you did not ask for this, you can ignore this email: your password stays the same.</p>`;

  return {
    to: options.to,
    subject,
    text,
    html: emailLayout({ academyName: ACADEMY_NAME, title: 'Password reset code', bodyHtml }),
    logHint: `password reset code for ${options.to}: ${options.code}`,
  };
}
