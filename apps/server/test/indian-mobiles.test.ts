import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, endpointUrl, ENDPOINTS, ENGLISH, type BookTrialRequest } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin, signUpBody } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** How people in India write one mobile: all of them are 9820123456. */
const WRITTEN = ['98201 23456', '+91 98201 23456', '098201 23456', '91 98201-23456'];
const INVALID = ENGLISH['form.mobile.invalid'];
const HINDI_INVALID = 'भारतीय मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, जैसे 98201 23456।';
const REFUSED: [string, string][] = [
  ['a landline', '022 2345 6789'],
  ['9 digits', '98201 2345'],
  ['a number starting with 5', '58201 23456'],
  ['a foreign mobile', '+44 7700 900123'],
];

/** Sign-up, booking, trial, profile and a child's guardian take a mobile as it is written and keep its 10 digits. */
describe(`Indian mobile numbers on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    eventId = (await createEventViaApi(t.app, admin, { eventDateTime: fromNow(10 * DAY_MS), totalSeats: 50 }))._id;
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const trial = (mobileNumber: string, name = 'Meera Kulkarni') =>
    post(ENDPOINTS.BookTrial.path, {
      name,
      mobileNumber,
      studentAge: 8,
      batchId: null,
      message: '',
      agreed: true,
    } satisfies BookTrialRequest);

  describe('sign-up', () => {
    it.each(WRITTEN)('takes %j and stores 9820123456', async (written) => {
      const body = signUpBody({ mobileNumber: written });
      const res = await post(ENDPOINTS.CreateFighter.path, body);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await t.app.db
        .selectFrom('fighters')
        .select('mobileNumber')
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(stored.mobileNumber).toBe('9820123456');
    });

    it.each(REFUSED)('refuses %s with 400 and the message', async (_, written) => {
      const res = await post(ENDPOINTS.CreateFighter.path, signUpBody({ mobileNumber: written }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: INVALID });
    });

    it('says it in Hindi to a Hindi page', async () => {
      const res = await post(ENDPOINTS.CreateFighter.path, signUpBody({ mobileNumber: '022 2345 6789' }), {
        'accept-language': 'hi',
      });
      expect(res.json()).toEqual({ status: 0, message: HINDI_INVALID });
    });
  });

  describe('booking', () => {
    it.each(WRITTEN)('takes %j, stores and answers 9820123456', async (written) => {
      const fighterName = `Attendee ${written}`;
      const res = await post(ENDPOINTS.BookEvent.path, bookingPayload(eventId, { fighterName, mobileNumber: written }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.mobileNumber).toBe('9820123456');
      const stored = await t.app.db
        .selectFrom('bookings')
        .select('mobileNumber')
        .where('fighterName', '=', fighterName)
        .executeTakeFirstOrThrow();
      expect(stored.mobileNumber).toBe('9820123456');
    });

    it.each(REFUSED)('refuses %s with 400 and the message', async (_, written) => {
      const res = await post(ENDPOINTS.BookEvent.path, bookingPayload(eventId, { mobileNumber: written }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: INVALID });
    });
  });

  describe('trial request', () => {
    it.each(WRITTEN)('takes %j and stores 9820123456', async (written) => {
      const name = `Trial ${written}`;
      const res = await trial(written, name);
      expect(res.statusCode, res.body).toBe(201);
      const stored = await t.app.db
        .selectFrom('leads')
        .select('mobileNumber')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(stored.mobileNumber).toBe('9820123456');
    });

    it.each(REFUSED)('refuses %s with 400 and the message', async (_, written) => {
      const res = await trial(written);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: INVALID });
    });
  });

  it('keeps a profile update and a child’s guardian mobile as 10 digits', async () => {
    const parent = await signUpAndLogin(t.app);
    const headers = { 'x-auth-token': parent.token };
    const update = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.UpdateFighterDetails, { id: parent.id }),
      headers,
      payload: { fullName: 'Asha Patil', mobileNumber: '+91 70123 45678', age: 34, gender: 'Female' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().fighter.mobileNumber).toBe('7012345678');

    const birthYear = Number(academyToday().slice(0, 4)) - 9;
    const child = await post(
      ENDPOINTS.AddChild.path,
      {
        fullName: 'Aarav Patil',
        dateOfBirth: `${birthYear}${academyToday().slice(4)}`,
        gender: 'Male',
        discipline: 'Karate',
        guardian: {
          name: 'Asha Patil',
          relation: 'Mother',
          mobileNumber: '070123-45678',
          email: parent.email,
          agreed: true,
        },
      },
      headers,
    );
    expect(child.statusCode, child.body).toBe(201);
    const consent = await t.app.db
      .selectFrom('consents')
      .select('guardianMobile')
      .where('fighterId', '=', child.json().profile.id)
      .executeTakeFirstOrThrow();
    expect(consent.guardianMobile).toBe('7012345678');

    const refused = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.UpdateFighterDetails, { id: parent.id }),
      headers,
      payload: { fullName: 'Asha Patil', mobileNumber: '020 2553 1234', age: 34, gender: 'Female' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 0, message: INVALID });
  });
});
