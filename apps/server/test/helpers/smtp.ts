import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** From now on answer every message with this SMTP error code (e.g. 550), or accept again with null. */
  refuseWith: (code: number | null) => void;
  close: () => Promise<void>;
}

/**
 * smtp-server passes a connection's socket error to the server's 'error' event when it comes in the middle of a
 * message, and an event without a listener is an uncaught exception in the test run. A sending app server that a
 * test kills (SIGKILL, a power cut's stand-in) resets its connection mid-message: expected, so only that is let go.
 */
export function ignoreSenderKilled(error: Error & { code?: string }): void {
  if (error.code !== 'ECONNRESET') throw error;
}

/** A real SMTP server on loopback (smtp-server), on a given port so a test can stop it and bring it back. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: refusal });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A port it cannot take (EADDRINUSE) fails this start, not the run, as an uncaught error would.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', ignoreSenderKilled);
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    refuseWith: (code) => {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it gives something truthy, and returns that. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
