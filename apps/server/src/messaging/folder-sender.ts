import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingText, Sender } from './sender.ts';

/**
 * A channel without its provider's settings: what it would send is written as a JSON file to a folder
 * (DATA_DIR/outbox/whatsapp or .../sms), as email is without SMTP_URL, and the log says so. The id it answers is
 * the file's name.
 */
export class FolderSender implements Sender {
  readonly mode = 'folder' as const;

  constructor(
    private readonly channel: 'whatsapp' | 'sms',
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingText): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${Date.now()}-${message.messageId}.json`;
    const file = path.join(this.dir, name);
    const content = JSON.stringify(
      { to: message.mobile, kind: message.kind, language: message.language, text: message.text },
      null,
      2,
    );
    await fs.writeFile(`${file}.part`, content, { mode: 0o600 });
    await fs.rename(`${file}.part`, file);
    this.log.info({ to: message.mobile, file }, `${this.channel} is not configured: message written to a folder`);
    return `folder:${name}`;
  }
}
