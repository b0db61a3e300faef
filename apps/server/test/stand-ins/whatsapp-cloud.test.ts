import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whatsAppControl } from './stand-in-client.ts';
import { startReceiver, type Receiver } from './test-receiver.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './whatsapp-cloud.ts';

const TOKEN = 'test-access-token';
const SECRET = 'test-app-secret';
const PHONE_ID = '123456789012345';

let standIn: WhatsAppStandIn;
let receiver: Receiver;

function send(body: unknown, token = TOKEN, phoneId = PHONE_ID) {
  return fetch(`${standIn.url}/v21.0/${phoneId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function template(name: string, language: string, parameters: string[], to = '919876543210') {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name,
      language: { code: language },
      components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

const sign = (raw: string, secret = SECRET) =>
  `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;

beforeAll(async () => {
  receiver = await startReceiver('verify-me');
  standIn = await startWhatsAppStandIn({
    accessToken: TOKEN,
    appSecret: SECRET,
    phoneNumberId: PHONE_ID,
    webhookUrl: receiver.url,
    templates: [
      { name: 'class_reminder', language: 'en', parameterCount: 2 },
      { name: 'class_reminder', language: 'hi', parameterCount: 2 },
    ],
    notOnWhatsApp: ['919800000000'],
  });
});

afterEach(async () => {
  await standIn.idle();
  standIn.reset();
  receiver.received.length = 0;
  receiver.answerWith(200);
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

describe('WhatsApp Cloud API stand-in: sending a template message', () => {
  it('accepts an approved template and answers with contacts and a wamid, and records the message', async () => {
    const res = await send(template('class_reminder', 'hi', ['Asha', 'Saturday 9:00']));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messaging_product: string; contacts: unknown[]; messages: { id: string }[] };
    expect(body.messaging_product).toBe('whatsapp');
    expect(body.contacts).toEqual([{ input: '919876543210', wa_id: '919876543210' }]);
    expect(body.messages[0]?.id).toMatch(/^wamid\./);
    expect(standIn.messages).toEqual([
      expect.objectContaining({
        to: '919876543210',
        template: 'class_reminder',
        language: 'hi',
        parameters: ['Asha', 'Saturday 9:00'],
        wamid: body.messages[0]?.id,
      }),
    ]);
  });

  it('refuses a wrong or missing token with 401 and code 190', async () => {
    const res = await send(template('class_reminder', 'en', ['a', 'b']), 'wrong');
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: number; type: string; fbtrace_id: string } };
    expect(body.error).toMatchObject({ code: 190, type: 'OAuthException' });
    expect(body.error.fbtrace_id).toBeTruthy();
    const none = await fetch(`${standIn.url}/v21.0/${PHONE_ID}/messages`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect(standIn.messages).toEqual([]);
  });

  it('refuses an unknown template or language with 132001 and a wrong parameter count with 132000', async () => {
    const unknown = await send(template('no_such_template', 'en', []));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: number } }).error.code).toBe(132001);
    const wrongLanguage = await send(template('class_reminder', 'mr', ['a', 'b']));
    expect(((await wrongLanguage.json()) as { error: { code: number } }).error.code).toBe(132001);
    const count = await send(template('class_reminder', 'en', ['only one']));
    expect(count.status).toBe(400);
    const body = (await count.json()) as { error: { code: number; message: string; error_data: { details: string } } };
    expect(body.error.code).toBe(132000);
    expect(body.error.message).toMatch(/^\(#132000\)/);
    expect(body.error.error_data.details).toContain('(1)');
    expect(standIn.messages).toEqual([]);
  });

  it('answers 400 with code 100 for a body that is not a WhatsApp message or an unknown phone number id', async () => {
    const { messaging_product: _, ...withoutProduct } = template('class_reminder', 'en', ['a', 'b']);
    const res = await send(withoutProduct);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(100);
    const otherId = await send(template('class_reminder', 'en', ['a', 'b']), TOKEN, '999');
    expect(otherId.status).toBe(400);
    expect(((await otherId.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it('rate-limits beyond the messages per second with 429 and code 130429', async () => {
    standIn.setRateLimit(2);
    const all = await Promise.all([0, 1, 2].map((i) => send(template('class_reminder', 'en', ['a', `${i}`]))));
    expect(all.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const limited = await send(template('class_reminder', 'en', ['a', 'b']));
    expect(((await limited.json()) as { error: { code: number } }).error.code).toBe(130429);
    expect(standIn.messages).toHaveLength(2);
  });

  it('fails the next requests as told: 429, 500, permanent 400, then accepts again', async () => {
    standIn.failNext(1, 'rate-limit');
    standIn.failNext(1, 'server-error');
    standIn.failNext(1, 'invalid-parameter');
    const results = [];
    for (let i = 0; i < 4; i++) {
      const res = await send(template('class_reminder', 'en', ['a', 'b']));
      const body = (await res.json()) as { error?: { code: number } };
      results.push([res.status, body.error?.code]);
    }
    expect(results).toEqual([
      [429, 130429],
      [500, 131000],
      [400, 100],
      [200, undefined],
    ]);
  });
});

describe('WhatsApp Cloud API stand-in: webhooks', () => {
  it('signs each webhook with HMAC-SHA256 of the raw body under the app secret; a wrong secret differs', async () => {
    const res = await send(template('class_reminder', 'en', ['a', 'b']));
    const wamid = ((await res.json()) as { messages: { id: string }[] }).messages[0]?.id ?? '';
    expect(await standIn.sendStatus(wamid, 'delivered')).toBe(200);
    const [valid] = receiver.received;
    expect(valid?.headers['x-hub-signature-256']).toBe(sign(valid?.body ?? ''));

    standIn.setSigning('wrong-secret');
    receiver.answerWith((r) => (r.headers['x-hub-signature-256'] === sign(r.body) ? 200 : 401));
    expect(await standIn.sendStatus(wamid, 'read')).toBe(401);
    const wrong = receiver.received[1];
    expect(wrong?.headers['x-hub-signature-256']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(wrong?.headers['x-hub-signature-256']).not.toBe(sign(wrong?.body ?? ''));

    standIn.setSigning('none');
    expect(await standIn.sendStatus(wamid, 'read')).toBe(401);
    expect(receiver.received[2]?.headers['x-hub-signature-256']).toBeUndefined();
  });

  it('posts the documented statuses payload', async () => {
    const res = await send(template('class_reminder', 'en', ['a', 'b']));
    const wamid = ((await res.json()) as { messages: { id: string }[] }).messages[0]?.id ?? '';
    await standIn.sendStatus(wamid, 'sent', { timestamp: 1_750_000_000 });
    const payload = JSON.parse(receiver.received[0]?.body ?? '{}');
    expect(receiver.received[0]?.headers['content-type']).toBe('application/json');
    expect(payload).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: expect.any(String),
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: expect.any(String), phone_number_id: PHONE_ID },
                statuses: [{ id: wamid, status: 'sent', timestamp: '1750000000', recipient_id: '919876543210' }],
              },
            },
          ],
        },
      ],
    });
  });

  it('accepts a number that is not on WhatsApp, then fails it by webhook with 131026', async () => {
    const res = await send(template('class_reminder', 'en', ['a', 'b'], '919800000000'));
    expect(res.status).toBe(200);
    await standIn.idle();
    const status = JSON.parse(receiver.received[0]?.body ?? '{}').entry[0].changes[0].value.statuses[0];
    expect(status).toMatchObject({ status: 'failed', recipient_id: '919800000000', errors: [{ code: 131026 }] });
  });

  it('with autoStatuses sends sent then delivered after accepting', async () => {
    const auto = await startWhatsAppStandIn({
      accessToken: TOKEN,
      appSecret: SECRET,
      webhookUrl: receiver.url,
      templates: [{ name: 'hello_world', language: 'en_US', parameterCount: 0 }],
      autoStatuses: true,
    });
    try {
      const res = await fetch(`${auto.url}/v21.0/1/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(template('hello_world', 'en_US', [])),
      });
      expect(res.status).toBe(200);
      await auto.idle();
      const statuses = receiver.received.map((r) => JSON.parse(r.body).entry[0].changes[0].value.statuses[0].status);
      expect(statuses).toEqual(['sent', 'delivered']);
      expect(auto.webhooks.map((w) => w.status)).toEqual([200, 200]);
    } finally {
      await auto.close();
    }
  });

  it('posts an inbound text message with contacts and messages', async () => {
    expect(await standIn.sendInboundText('919812345678', 'STOP', 'Ravi')).toBe(200);
    const value = JSON.parse(receiver.received[0]?.body ?? '{}').entry[0].changes[0].value;
    expect(value.contacts).toEqual([{ profile: { name: 'Ravi' }, wa_id: '919812345678' }]);
    expect(value.messages[0]).toMatchObject({ from: '919812345678', type: 'text', text: { body: 'STOP' } });
    expect(value.messages[0].id).toMatch(/^wamid\./);
  });

  it('performs the verification handshake: true when the challenge is echoed, false otherwise', async () => {
    expect(await standIn.verifyHandshake('verify-me')).toBe(true);
    const get = receiver.received[0];
    expect(get?.method).toBe('GET');
    expect(get?.url.searchParams.get('hub.mode')).toBe('subscribe');
    expect(get?.url.searchParams.get('hub.challenge')).toMatch(/^\d+$/);
    expect(await standIn.verifyHandshake('not-the-token')).toBe(false);
  });

  it('is driven the same way through the control routes', async () => {
    const control = whatsAppControl(standIn.url);
    await control.failNext(1, 'server-error');
    expect((await send(template('class_reminder', 'en', ['a', 'b']))).status).toBe(500);
    expect((await send(template('class_reminder', 'en', ['a', 'b']))).status).toBe(200);
    const [message] = await control.messages();
    expect(message?.template).toBe('class_reminder');
    expect(await control.sendStatus(message?.wamid ?? '', 'delivered')).toBe(200);
    expect(await control.sendInboundText('919812345678', 'hello')).toBe(200);
    expect(await control.verifyHandshake('verify-me')).toBe(true);
    expect(await control.webhooks()).toHaveLength(2);
    await control.setRateLimit(0);
    expect((await send(template('class_reminder', 'en', ['a', 'b']))).status).toBe(429);
    await control.reset();
    expect(await control.messages()).toEqual([]);
    expect((await send(template('class_reminder', 'en', ['a', 'b']))).status).toBe(200);
  });
});
