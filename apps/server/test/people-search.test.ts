import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointUrl,
  ENDPOINTS,
  familyFileReplySchema,
  fightersReplySchema,
  searchReplySchema,
} from '@academy/contract';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { adminToken, insertFighterWithToken, insertStaffWithToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi } from './helpers/events-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** The staff bar's search: the desk finds a family by any part of what it knows of them. */
describe(`the staff's search on ${testDialect}`, () => {
  let t: TestApp;
  let desk: string;
  let mother: { id: string; token: string; email: string };
  let childId: string;
  let checkinCode: string;
  let bookingCode: string;

  const search = async (q: string, token = desk) => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.SearchPeople, undefined, { q }),
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return searchReplySchema.parse(res.json());
  };
  const names = async (q: string) => (await search(q)).people.map((person) => person.fullName);

  beforeAll(async () => {
    t = await createTestApp();
    desk = (await insertStaffWithToken(t.app, 'frontDesk')).token;
    mother = await insertFighterWithToken(t.app, {
      email: 'asha.kulkarni@test.academy',
      fullName: 'Asha Kulkarni',
      mobileNumber: '9820123456',
    });
    await insertFighterWithToken(t.app, {
      email: 'vikram@test.academy',
      fullName: 'Vikram Rao',
      mobileNumber: '9123400000',
    });
    const child = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: { 'x-auth-token': mother.token },
      payload: {
        fullName: 'Rohan Kulkarni',
        dateOfBirth: '2016-06-01',
        gender: 'Male',
        guardian: {
          name: 'Asha Kulkarni',
          relation: 'Mother',
          mobileNumber: '9820123456',
          email: mother.email,
          agreed: true,
        },
      },
    });
    expect(child.statusCode, child.body).toBe(201);
    childId = child.json().profile.id;
    const row = await t.app.db
      .selectFrom('fighters')
      .select('checkinCode')
      .where('id', '=', childId)
      .executeTakeFirstOrThrow();
    checkinCode = row.checkinCode;
    const event = await createEventViaApi(t.app, await adminToken(t.app));
    const booked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      payload: bookingPayload(event._id, { email: 'walk.in@test.academy', fighterName: 'Meera Walk-In' }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    bookingCode = booked.json().data.bookingId;
  });
  afterAll(async () => t?.close());

  it('finds by any part of a name, in any case, and by a part of an email', async () => {
    expect(await names('kulk')).toEqual(['Asha Kulkarni', 'Rohan Kulkarni']);
    expect(await names('VIKRAM')).toEqual(['Vikram Rao']);
    expect(await names('asha.kul')).toEqual(['Asha Kulkarni', 'Rohan Kulkarni']);
  });

  it("finds a child by four digits of its guardian's mobile, and says whose number it is", async () => {
    const { people } = await search('3456');
    const rohan = people.find((person) => person.id === childId)!;
    expect(rohan).toMatchObject({
      child: true,
      guardianName: 'Asha Kulkarni',
      mobileNumber: '9820123456',
      mobileIsGuardians: true,
    });
    expect(people.find((person) => person.id === mother.id)).toMatchObject({ child: false, mobileIsGuardians: false });
    // As Indians type it: with +91, spaces or a leading 0.
    expect((await search('+91 98201 23456')).people.map((person) => person.id)).toContain(mother.id);
    expect((await search('098201')).people.map((person) => person.id)).toContain(mother.id);
    expect(await names('00000')).toEqual(['Vikram Rao']);
  });

  it('finds a fighter by their check-in code and a booking by its code', async () => {
    expect(await names(checkinCode.toLowerCase())).toEqual(['Rohan Kulkarni']);
    const { bookings } = await search(bookingCode.toLowerCase());
    expect(bookings).toEqual([
      expect.objectContaining({ bookingCode, fighterName: 'Meera Walk-In', cancelled: false }),
    ]);
  });

  it('says what to type for a search too short, and finds nobody for a wildcard', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.SearchPeople, undefined, { q: 'a' }),
      headers: { 'x-auth-token': desk },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Type at least 2 letters or 3 digits.');
    expect(await names('%%')).toEqual([]);
  });

  it('filters the fighters list by the same search on the server', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetAllFighters, undefined, { q: '3456' }),
      headers: { 'x-auth-token': desk },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = fightersReplySchema
      .parse(res.json())
      .fighters.map((fighter) => fighter.fullName)
      .sort();
    expect(listed).toEqual(['Asha Kulkarni', 'Rohan Kulkarni']);
  });

  it('is not an instructor’s', async () => {
    const instructor = (await insertStaffWithToken(t.app, 'instructor')).token;
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.SearchPeople, undefined, { q: 'kulk' }),
      headers: { 'x-auth-token': instructor },
    });
    expect(res.statusCode).toBe(403);
  });

  it("opens a found child's family: its people with the guardian's phone, batches, belts, open dues and bookings", async () => {
    const admin = await adminToken(t.app);
    const batch = await createBatchViaApi(t.app, admin, { name: 'Desk Kids', minAge: 5, maxAge: 14 });
    await enrolViaApi(t.app, mother.token, batch.id, childId);
    const event = await createEventViaApi(t.app, admin, { eventName: 'Desk Cup', entryFee: 0 });
    const booked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: { 'x-auth-token': mother.token },
      payload: bookingPayload(event._id, {
        fighterId: childId,
        fighterName: 'Rohan Kulkarni',
        email: mother.email,
        age: 10,
      }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('dues')
      .values({
        id: 'due-desk-1',
        kind: 'fee',
        accountId: mother.id,
        fighterId: childId,
        fighterName: 'Rohan Kulkarni',
        bookingId: null,
        enrolmentId: null,
        batchId: batch.id,
        period: '2026-12',
        item: 'Desk Kids',
        amountPaise: 150000,
        dueDay: '2026-12-10',
        holdUntil: null,
        state: 'open',
        paymentId: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();

    const open = (id: string, token = desk) =>
      t.app.inject({
        method: 'GET',
        url: endpointUrl(ENDPOINTS.GetFamilyFile, { id }),
        headers: { 'x-auth-token': token },
      });
    // By the child or by the mother: the same family.
    const res = await open(childId);
    expect(res.statusCode, res.body).toBe(200);
    const family = familyFileReplySchema.parse(res.json()).family;
    expect(familyFileReplySchema.parse((await open(mother.id)).json()).family).toEqual(family);
    expect(family.accountId).toBe(mother.id);
    expect(family.members.map((m) => [m.fullName, m.child, m.mobileNumber])).toEqual([
      ['Asha Kulkarni', false, '9820123456'],
      ['Rohan Kulkarni', true, '9820123456'],
    ]);
    expect(family.members[1]!.batches).toEqual([{ id: batch.id, name: 'Desk Kids', state: 'active' }]);
    expect(family.dues).toEqual([
      { id: 'due-desk-1', item: 'Desk Kids', fighterName: 'Rohan Kulkarni', amountPaise: 150000, dueDay: '2026-12-10' },
    ]);
    expect(family.owedPaise).toBe(150000);
    expect(family.bookings.map((b) => [b.eventName, b.fighterName, b.cancelled])).toEqual([
      ['Desk Cup', 'Rohan Kulkarni', false],
    ]);
    expect((await open('no-such-profile')).statusCode).toBe(404);
  });
});
