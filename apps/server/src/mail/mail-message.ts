/** A file sent with a message: a receipt's PDF, a ticket's QR code. */
export interface MailAttachment {
  filename: string;
  /** Text, or base64 with `encoding` (a PDF): a message waits in the database as JSON until it is sent. */
  content: string;
  contentType: string;
  encoding?: 'base64';
  /** Shown inside the HTML as <img src="cid:..."> (a ticket's QR code) rather than listed as a file. */
  cid?: string;
  /** The content is text to draw as a QR code PNG when the message is sent (qr-attachment.ts). */
  drawAsQr?: boolean;
}

/** A message as a job keeps it until it is sent: plain data, stored as JSON in the jobs table. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Logged at info level when no SMTP server is configured, so a local install works (e.g. the OTP). */
  logHint?: string;
}
