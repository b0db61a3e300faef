import { SMTPServer } from 'smtp-server';
import { ignoreSenderKilled } from '../helpers/smtp.ts';

export interface Delivery {
  /** Which SMTP server took it: each app server has its own, so this names the app server that sent it. */
  via: number;
  to: string[];
  raw: string;
}

export interface HeldDelivery {
  via: number;
  to: string[];
  at: number;
}

/**
 * One real SMTP server on loopback per app server (smtp-server), sharing what they received. A message to the
 * address given to holdFirstTo() is, the first time it comes, read whole and then never answered: the app server
 * that sent it waits on it as on a stalled mail provider.
 */
export class MailServers {
  readonly delivered: Delivery[] = [];
  readonly held: HeldDelivery[] = [];
  private holdTo: string | null = null;
  private readonly servers: SMTPServer[] = [];
  readonly urls: string[] = [];

  static async start(count: number): Promise<MailServers> {
    const mail = new MailServers();
    for (let via = 0; via < count; via++) await mail.listen(via);
    return mail;
  }

  private async listen(via: number) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A held message's connection is gone with the server that sent it; closing waits for no one.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          if (this.holdTo && to.includes(this.holdTo)) {
            this.holdTo = null;
            this.held.push({ via, to, at: Date.now() });
            return;
          }
          this.delivered.push({ via, to, raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    server.on('error', ignoreSenderKilled);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.servers.push(server);
    this.urls.push(`smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`);
  }

  /** The next message to `address` is held unanswered. */
  holdFirstTo(address: string): void {
    this.holdTo = address;
  }

  deliveredTo(address: string): Delivery[] {
    return this.delivered.filter((d) => d.to.includes(address));
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
}
