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

/**
 * Deletes what the folder channels wrote for these messages (an erasure): the files are named by the message's id.
 * Each server writes only to its own DATA_DIR, as with email (decision 020). Returns how many it deleted.
 */
export async function removeFolderMessages(dir: string, messageIds: readonly string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  const wanted = new Set(messageIds);
  let removed = 0;
  for (const channel of ['whatsapp', 'sms']) {
    let names: string[];
    try {
      names = await fs.readdir(path.join(dir, channel));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names) {
      const id = /^\d+-(.+)\.json$/.exec(name)?.[1];
      if (!id || !wanted.has(id)) continue;
      await fs.rm(path.join(dir, channel, name), { force: true });
      removed++;
    }
  }
  return removed;
}
