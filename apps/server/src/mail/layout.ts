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
 * Wraps a message body in the academy's email frame: table layout and inline styles,
 * since mail clients ignore stylesheets.
 */
export function emailLayout(options: { academyName: string; title: string; bodyHtml: string }): string {
  const name = escapeHtml(options.academyName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
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
This message was sent by ${name}. If you did not expect it, you can ignore it.</td></tr>
</table></td></tr></table></body></html>`;
}
