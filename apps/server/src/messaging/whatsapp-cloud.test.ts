import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedWhatsAppTemplates } from '../../test/stand-ins/academy-templates.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/stand-ins/whatsapp-cloud.ts';
import { PermanentRefusal, RateLimited } from './sender.ts';
import { WhatsAppCloud } from './whatsapp-cloud.ts';

const TOKEN = 'EAAG-unit-token-0123456789';

describe('WhatsAppCloud against the Cloud API stand-in', () => {
  let standIn: WhatsAppStandIn;
  let sender: WhatsAppCloud;
  const message = {
    messageId: 'm1',
    kind: 'classCancelled' as const,
    language: 'en' as const,
    mobile: '9822000001',
    values: ['Asha', 'Kids Evening', 'Monday, 7 December 2026', 'the hall is closed'],
    text: '',
    smsTemplateId: '',
  };

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn({ accessToken: TOKEN, templates: approvedWhatsAppTemplates() });
    sender = new WhatsAppCloud({
      apiUrl: `${standIn.url}/v21.0`,
      phoneNumberId: '106540352242922',
      token: TOKEN,
      appSecret: 'unit-app-secret',
      verifyToken: 'unit-verify-token',
    });
  });
  afterAll(() => standIn.close());

  it("answers the provider's message id", async () => {
    expect(await sender.send(message)).toMatch(/^wamid\./);
    expect(standIn.messages.at(-1)).toMatchObject({ to: '919822000001', template: 'kaizen_class_cancelled' });
  });

  it('asks for a try a second later when the throughput of a second is reached (130429 has no Retry-After)', async () => {
    standIn.failNext(1, 'rate-limit');
    const error = await sender.send(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimited);
    expect((error as RateLimited).retryAfterMs).toBe(1000);
  });

  it('refuses for good what sending again will not change', async () => {
    standIn.failNext(1, 'invalid-parameter');
    await expect(sender.send(message)).rejects.toBeInstanceOf(PermanentRefusal);
  });
});
