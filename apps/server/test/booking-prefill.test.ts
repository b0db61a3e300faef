import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, bookingPrefillReplySchema, ENDPOINTS } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`the booking form's prefill from the records, on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  async function addChild(parent: SignedUpFighter, fullName: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: as(parent.token),
      payload: {
        fullName,
        dateOfBirth: `${Number(academyToday().slice(0, 4)) - 9}-01-01`,
        gender: 'Female',
        guardian: { name: 'Parent', relation: 'Mother', mobileNumber: '9820123456', email: parent.email, agreed: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().profile.id as string;
  }

  const prefillOf = async (who: SignedUpFighter) => {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetBookingPrefill.path, headers: as(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return bookingPrefillReplySchema.parse(res.json()).profiles;
  };

  it("gives a student the academy and their batch's instructor, and each profile its latest booking's measurements", async () => {
    const parent = await signUpAndLogin(t.app, { fullName: 'Kavita Shah', age: 40 });
    const mira = await addChild(parent, 'Mira Shah');
    const dev = await addChild(parent, 'Dev Shah');
    const batch = await createBatchViaApi(t.app, admin, { name: 'Prefill Kids', instructor: 'Sensei Leela Rao' });
    await enrolViaApi(t.app, parent.token, batch.id, mira);

    const book = async (fighterId: string, eventDays: number, fields: Record<string, unknown>) => {
      const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(eventDays * DAY_MS), entryFee: 0 });
      const res = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        headers: as(parent.token),
        payload: bookingPayload(event._id, { fighterId, email: parent.email, age: 9, ...fields }),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await book(mira, 10, { height: 120, weight: 24, masterName: 'Someone else', academyName: 'Elsewhere Dojo' });
    await book(mira, 20, { height: 124, weight: 26, discipline: 'Judo' });
    await book(dev, 30, { height: 130, weight: 29, masterName: 'Sensei Arun', academyName: 'Arun Karate Club' });

    const profiles = await prefillOf(parent);
    expect(profiles.find((p) => p.fighterId === mira)).toEqual({
      fighterId: mira,
      beltLevel: 'Brown',
      height: 124,
      weight: 26,
      discipline: 'Judo',
      // A student of the academy trains there, under the batch's instructor, whatever a booking once said.
      masterName: 'Sensei Leela Rao',
      academyName: 'Kaizen Karate Academy',
    });
    expect(profiles.find((p) => p.fighterId === dev)).toEqual({
      fighterId: dev,
      beltLevel: 'Brown',
      height: 130,
      weight: 29,
      discipline: 'Karate',
      masterName: 'Sensei Arun',
      academyName: 'Arun Karate Club',
    });
    // The parent has no batch and no booking of their own: the records say nothing of them.
    expect(profiles.some((p) => p.fighterId === parent.id)).toBe(false);

    const stranger = await signUpAndLogin(t.app);
    expect(await prefillOf(stranger)).toEqual([]);
  });
});
