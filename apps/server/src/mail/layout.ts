import type { MessageKey } from '@academy/contract';
import type { MessageValues, Messages } from '../i18n/translator.ts';

/** Escapes text for HTML email bodies. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A catalog message as HTML: its words and `values` escaped, each of `html` (a <strong>, a link) put in as
 * written. The catalog says where they go, so every language can place them where its grammar wants them.
 */
export function htmlMessage(
  messages: Messages,
  key: MessageKey,
  values: MessageValues = {},
  html: Record<string, string> = {},
): string {
  // Control characters: no message or value contains them, and escaping leaves them as they are.
  const marker = (name: string) => `\u0001${name}\u0001`;
  const markers = Object.fromEntries(Object.keys(html).map((name) => [name, marker(name)]));
  let result = escapeHtml(messages.t(key, { ...values, ...markers }));
  for (const [name, value] of Object.entries(html)) result = result.replace(marker(name), () => value);
  return result;
}

/**
 * Wraps a message body in the academy's email frame, in the message's language: table layout and inline styles,
 * since mail clients ignore stylesheets.
 */
export function emailLayout(options: {
  messages: Messages;
  academyName: string;
  title: string;
  bodyHtml: string;
}): string {
  const { messages } = options;
  const name = escapeHtml(options.academyName);
  return `<!doctype html>
<html lang="${messages.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1b1b1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ec;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:#111111;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:.5px">
<span style="color:#e0242f">&#9679;</span> ${name}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#b3121f">${escapeHtml(options.title)}</h1>
${options.bodyHtml}
</td></tr>
<tr><td style="background:#faf7f2;padding:16px 28px;font-size:12px;color:#6b6b6b">
${htmlMessage(messages, 'email.layout.footer', { academy: options.academyName })}</td></tr>
</table></td></tr></table></body></html>`;
}
