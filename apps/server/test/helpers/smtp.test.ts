import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtp } from './smtp.ts';

/** Talks SMTP on a raw socket up to a message's sender, then resets the connection as a killed process does. */
async function resetMidMessage(port: number): Promise<string[]> {
  const replies: string[] = [];
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => {
    socket.on('data', (data: Buffer) => {
      const reply = data.toString('utf8');
      replies.push(reply.slice(0, 3));
      if (reply.startsWith('220')) socket.write('EHLO killed.test\r\n');
      else if (replies.length === 2) socket.write('MAIL FROM:<sender@example.in>\r\n');
      else {
        socket.resetAndDestroy();
        resolve();
      }
    });
  });
  return replies;
}

describe('the test SMTP server', () => {
  it('takes a sender killed in the middle of a message as a reset connection, not an uncaught error', async () => {
    const smtp = await startSmtp();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', record);
    try {
      expect(await resetMidMessage(smtp.port)).toEqual(['220', '250', '250']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      await smtp.close();
    } finally {
      process.removeListener('uncaughtException', record);
    }
  });

  it('fails its own start on a port another server holds, not the run', async () => {
    const first = await startSmtp();
    try {
      await expect(startSmtp(first.port)).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
