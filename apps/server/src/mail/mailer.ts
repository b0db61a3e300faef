import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Logged at info level when no SMTP server is configured, so a local install works (e.g. the OTP). */
  logHint?: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file
 * into DATA_DIR/outbox (DESIGN.md section 5).
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly toOutbox: boolean;

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.toOutbox = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
    });
    if (!this.toOutbox) return;
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(this.options.outboxDir, `${Date.now()}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
    // Written aside and renamed, so a reader of the outbox never sees half a message.
    await fs.writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
    await fs.rename(`${file}.part`, file);
    this.log.info({ to: message.to, file, hint: message.logHint }, `mail written to outbox: ${message.subject}`);
  }

  close() {
    this.transport.close();
  }
}
