import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exotelControl } from './stand-in-client.ts';
import { matchesDltTemplate, startExotelStandIn, type ExotelStandIn } from './exotel-sms.ts';
import { startReceiver, type Receiver } from './test-receiver.ts';

const SID = 'karateacademy1';
const KEY = 'api-key';
const TOKEN = 'api-token';
const ENTITY = '1201160000000012345';
const TEMPLATE_ID = '1107160000000067890';

let standIn: ExotelStandIn;
let receiver: Receiver;

function send(fields: Record<string, string>, auth = `${KEY}:${TOKEN}`, path = `/v1/Accounts/${SID}/Sms/send.json`) {
  return fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const valid = (overrides: Record<string, string> = {}) => ({
  From: 'KRTACD',
  To: '+919876543210',
  Body: 'Dear Asha, your class is on Saturday 9:00. - Karate Academy',
  DltEntityId: ENTITY,
  DltTemplateId: TEMPLATE_ID,
  StatusCallback: receiver.url,
  SmsType: 'transactional',
  CustomField: 'reminder-42',
  ...overrides,
});

const form = (i: number) => Object.fromEntries(new URLSearchParams(receiver.received[i]?.body ?? ''));

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startExotelStandIn({
    accountSid: SID,
    apiKey: KEY,
    apiToken: TOKEN,
    templates: { [TEMPLATE_ID]: 'Dear {#var#}, your class is on {#var#}. - Karate Academy' },
    dltEntityId: ENTITY,
    dndNumbers: ['9800000000'],
    inboundUrl: receiver.url,
  });
});

afterEach(async () => {
  await standIn.idle();
  standIn.reset();
  receiver.received.length = 0;
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

describe('Exotel SMS stand-in: Send SMS', () => {
  it('accepts a DLT-conforming SMS and answers the documented SMSMessage', async () => {
    const res = await send(valid());
    expect(res.status).toBe(200);
    const { SMSMessage } = (await res.json()) as { SMSMessage: Record<string, unknown> };
    expect(SMSMessage).toMatchObject({
      AccountSid: SID,
      From: 'KRTACD',
      To: '+919876543210',
      Body: valid().Body,
      Status: 'queued',
      DetailedStatusCode: 21010,
      DetailedStatus: 'PENDING_TO_OPERATOR',
      Direction: 'outbound-api',
    });
    expect(SMSMessage.Sid).toMatch(/^[0-9a-f]{32}$/);
    expect(SMSMessage.DateCreated).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(standIn.messages).toEqual([
      expect.objectContaining({ sid: SMSMessage.Sid, dltTemplateId: TEMPLATE_ID, customField: 'reminder-42' }),
    ]);
    const plain = await send(valid(), undefined, `/v1/Accounts/${SID}/Sms/send`);
    expect(plain.status).toBe(200);
  });

  it('refuses wrong credentials or another account with 401 RestException', async () => {
    for (const res of [
      await send(valid(), `${KEY}:wrong`),
      await send(valid(), undefined, '/v1/Accounts/other/Sms/send'),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        RestException: { Status: 401, Message: expect.any(String), Code: 'UNAUTHORIZED' },
      });
    }
    expect(standIn.messages).toEqual([]);
  });

  it('refuses a request missing From, To, Body or DltEntityId with 400 naming the field', async () => {
    for (const field of ['From', 'To', 'Body', 'DltEntityId']) {
      const fields: Record<string, string> = valid();
      delete fields[field];
      const res = await send(fields);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { RestException: { Status: number; Message: string } };
      expect(body.RestException.Status).toBe(400);
      expect(body.RestException.Message).toContain(field);
    }
  });

  it('rate-limits with 429 RestException and fails the next requests as told', async () => {
    standIn.setRateLimit(1);
    const both = await Promise.all([send(valid()), send(valid())]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    const limited = both.find((r) => r.status === 429) as Response;
    expect(((await limited.json()) as { RestException: { Status: number } }).RestException.Status).toBe(429);
    standIn.setRateLimit(null);
    standIn.failNext(1, 'server-error');
    standIn.failNext(1, 'bad-request');
    expect((await send(valid())).status).toBe(500);
    expect((await send(valid())).status).toBe(400);
    expect((await send(valid())).status).toBe(200);
  });
});

describe('Exotel SMS stand-in: StatusCallback and inbound', () => {
  it('posts the StatusCallback form for deliver()', async () => {
    const res = await send(valid());
    const sid = ((await res.json()) as { SMSMessage: { Sid: string } }).SMSMessage.Sid;
    expect(await standIn.deliver(sid, 'delivered')).toBe(200);
    expect(receiver.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form(0)).toMatchObject({
      SmsSid: sid,
      To: '+919876543210',
      Status: 'delivered',
      DetailedStatus: 'DELIVERED_TO_HANDSET',
      DetailedStatusCode: '20005',
      SmsUnits: '1',
      CustomField: 'reminder-42',
    });
    expect(form(0).DateSent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(standIn.messages[0]).toMatchObject({ status: 'delivered', detailedStatusCode: 20005 });
  });

  it('accepts a body that does not match its DLT template, then fails it with 23082 FAILED_DLT_TEMPLATE', async () => {
    const res = await send(valid({ Body: 'Dear Asha, FREE GIFT! Click here' }));
    expect(res.status).toBe(200);
    await standIn.idle();
    expect(form(0)).toMatchObject({
      Status: 'failed',
      DetailedStatusCode: '23082',
      DetailedStatus: 'FAILED_DLT_TEMPLATE',
    });
  });

  it('fails a DND number with 23005 FAILED_DND and another entity with 23081', async () => {
    await send(valid({ To: '09800000000' }));
    await standIn.idle();
    expect(form(0)).toMatchObject({ Status: 'failed', DetailedStatusCode: '23005', DetailedStatus: 'FAILED_DND' });
    await send(valid({ DltEntityId: '1201160000000099999' }));
    await standIn.idle();
    expect(form(1)).toMatchObject({ Status: 'failed', DetailedStatusCode: '23081' });
  });

  it('with autoDeliver posts a delivered callback after accepting', async () => {
    const auto = await startExotelStandIn({
      accountSid: SID,
      apiKey: KEY,
      apiToken: TOKEN,
      templates: { [TEMPLATE_ID]: 'Your code is {#var#}' },
      autoDeliver: true,
    });
    try {
      const res = await fetch(`${auto.url}/v1/Accounts/${SID}/Sms/send.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${KEY}:${TOKEN}`).toString('base64')}` },
        body: new URLSearchParams(valid({ Body: 'Your code is 123456' })),
      });
      expect(res.status).toBe(200);
      await auto.idle();
      expect(form(0)).toMatchObject({ Status: 'delivered', DetailedStatusCode: '20005' });
      expect(auto.callbacks[0]?.status).toBe(200);
    } finally {
      await auto.close();
    }
  });

  it('forwards an inbound SMS as a form to inboundUrl', async () => {
    expect(await standIn.sendInbound('+919812345678', 'STOP')).toBe(200);
    expect(form(0)).toMatchObject({ From: '+919812345678', Body: 'STOP', To: expect.any(String) });
    expect(form(0).SmsSid).toMatch(/^[0-9a-f]{32}$/);
    expect(form(0).Date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('is driven the same way through the control routes', async () => {
    const control = exotelControl(standIn.url);
    await control.failNext(1, 'rate-limit');
    expect((await send(valid())).status).toBe(429);
    expect((await send(valid())).status).toBe(200);
    const [message] = await control.messages();
    expect(await control.deliver(message?.sid ?? '', 'failed', 23010)).toBe(200);
    expect(form(0)).toMatchObject({ Status: 'failed', DetailedStatus: 'FAILED_INVALID_NUMBER' });
    expect(await control.sendInbound('+919812345678', 'hi')).toBe(200);
    expect(await control.callbacks()).toHaveLength(2);
    await control.reset();
    expect(await control.messages()).toEqual([]);
  });
});

describe('DLT template matching', () => {
  it('fills each {#var#} with up to 30 characters and nothing else may differ', () => {
    const template = 'Dear {#var#}, your class is on {#var#}.';
    expect(matchesDltTemplate(template, 'Dear Asha, your class is on Saturday.')).toBe(true);
    expect(matchesDltTemplate(template, 'Dear Asha, your class is on Saturday!')).toBe(false);
    expect(matchesDltTemplate(template, `Dear ${'x'.repeat(31)}, your class is on Saturday.`)).toBe(false);
    expect(matchesDltTemplate('Fee of Rs. {#var#} (due)', 'Fee of Rs. 500 (due)')).toBe(true);
  });
});
