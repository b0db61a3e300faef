import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from './mail-message.ts';
import { drawQrAttachment } from './qr-attachment.ts';

/** A reply of the SMTP server that will not change on a retry (5xx: no such mailbox, refused). */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Any valid address fits in a file name once cut to 150 characters; the job's id keeps names unique. */
function outboxFileAddress(to: string): string {
  return to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 150);
}

/** `<time>-<job id, a UUID>-<address>.eml`: the address is what follows the UUID, whatever dashes it holds. */
const OUTBOX_FILE = /^\d+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(.+)\.eml(\.part)?$/i;

/**
 * Deletes the .eml files written to `email` in this server's outbox folder (an install without SMTP_URL keeps
 * every message it "sent" there, reset codes and consent links included), for an erasure. Each server writes
 * only to its own DATA_DIR, so this reaches the files of the server that runs it: the others' are theirs to
 * clean (decision 020). Returns how many it deleted.
 */
export async function removeOutboxFilesTo(outboxDir: string, email: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const address = outboxFileAddress(email).toLowerCase();
  let removed = 0;
  for (const name of names) {
    if (OUTBOX_FILE.exec(name)?.[1]?.toLowerCase() !== address) continue;
    await fs.rm(path.join(outboxDir, name), { force: true });
    removed++;
  }
  return removed;
}

/**
 * Hands one message to SMTP when SMTP_URL is set; otherwise writes it as an .eml file into DATA_DIR/outbox, so
 * a local install works without a mail server. Callers never send directly: messages go through the durable
 * outbox (outbox.ts), which calls this from the job runner.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;
  private readonly domain: string;

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.toFiles = !options.smtpUrl;
    this.domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
    // Bounded waits: a mail server that hangs must fail the try (and be retried), not hold the job forever.
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * `id` becomes the Message-ID, the same on every try, so that in the rare case a message is handed over twice
   * (a crash between the server's acceptance and our record of it) mail clients show it once.
   */
  async send(message: MailMessage, id: string): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments && (await Promise.all(message.attachments.map(drawQrAttachment))),
      messageId: `<${id}@${this.domain}>`,
    });
    if (this.toFiles) await this.writeFile(message, id, (info as unknown as { message: Buffer }).message);
  }

  private async writeFile(message: MailMessage, id: string, raw: Buffer) {
    await fs.mkdir(this.options.outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(this.options.outboxDir, `${Date.now()}-${id}-${outboxFileAddress(message.to)}.eml`);
    // Written aside and renamed, so a reader of the outbox never sees half a message; 0600 as it may hold a code.
    await fs.writeFile(`${file}.part`, raw, { mode: 0o600 });
    await fs.rename(`${file}.part`, file);
    this.log.info({ to: message.to, file, hint: message.logHint }, `mail written to outbox: ${message.subject}`);
  }

  close() {
    this.transport.close();
  }
}
