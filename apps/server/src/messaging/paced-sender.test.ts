import { describe, expect, it } from 'vitest';
import { PacedSender } from './paced-sender.ts';
import type { OutgoingText, Sender } from './sender.ts';

const text = (n: number): OutgoingText => ({
  messageId: `m${n}`,
  kind: 'feeReminder',
  language: 'en',
  mobile: '9822001001',
  values: [],
  text: '',
  smsTemplateId: '',
});

/** A provider that records when each send reached it. */
function recorder(): Sender & { times: number[] } {
  const times: number[] = [];
  return {
    mode: 'provider',
    times,
    send: async (message) => {
      times.push(performance.now());
      return message.messageId;
    },
  };
}

describe('PacedSender', () => {
  it('lets a burst through at the rate, never more than the rate in any second', async () => {
    const provider = recorder();
    const paced = new PacedSender(provider, 20, () => performance.now());
    const started = performance.now();
    // The runner hands over the sends of a backlog all at once.
    const ids = await Promise.all(Array.from({ length: 45 }, (_, n) => paced.send(text(n))));
    expect(ids).toEqual(Array.from({ length: 45 }, (_, n) => `m${n}`));
    for (const [i, at] of provider.times.entries()) {
      expect(
        provider.times.filter((other) => other >= at && other - at < 1000).length,
        `from send ${i}`,
      ).toBeLessThanOrEqual(20);
    }
    // 45 sends at 20 a second: the last about 2.2 s after the first.
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(2000);
    expect(took).toBeLessThan(6000);
  });

  it('sends at once after a quiet spell', async () => {
    const provider = recorder();
    const paced = new PacedSender(provider, 50, () => performance.now());
    await paced.send(text(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = performance.now();
    await paced.send(text(2));
    expect(performance.now() - asked).toBeLessThan(50);
  });
});
