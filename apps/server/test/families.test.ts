import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  addChildReplySchema,
  consentReplySchema,
  endpointUrl,
  ENDPOINTS,
  familyReplySchema,
  fighterReplySchema,
  fightersReplySchema,
  PRIVACY_NOTICE_VERSION,
  type AddChildRequest,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { bookingPayload, createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import {
  FIGHTER_PASSWORD,
  multipartFile,
  signUpAndLogin,
  signUpBody,
  type SignedUpFighter,
  waitForConsentLink,
} from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** A date of birth `years` years before today, on the academy's calendar. */
function bornYearsAgo(years: number, dayOffset = 0): string {
  const [y, m, d] = academyToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + dayOffset));
  return date.toISOString().slice(0, 10);
}

describe(`families and guardian consent on ${testDialect}`, () => {
  let t: TestApp;
  let parent: SignedUpFighter;
  let stranger: SignedUpFighter;
  let admin: string;
  let eventId: string;
  const guardianEmail = () => parent.email;

  const as = (who: { token: string }) => ({ 'x-auth-token': who.token });
  const child = (overrides: Partial<AddChildRequest> = {}): AddChildRequest => ({
    fullName: 'Aarav Patil',
    dateOfBirth: bornYearsAgo(9),
    gender: 'Male',
    weight: '',
    height: '',
    discipline: 'Karate',
    beltLevel: 'Yellow',
    guardian: {
      name: 'Asha Patil',
      relation: 'Mother',
      mobileNumber: '9876543210',
      email: guardianEmail(),
      agreed: true,
    },
    ...overrides,
  });
  const addChild = (body: AddChildRequest, who: SignedUpFighter = parent) =>
    t.app.inject({ method: 'POST', url: ENDPOINTS.AddChild.path, headers: as(who), payload: body });
  const family = async (who: SignedUpFighter = parent) => {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.GetFamily.path, headers: as(who) });
    expect(res.statusCode, res.body).toBe(200);
    return familyReplySchema.parse(res.json()).profiles;
  };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const uploadPhoto = async (profileId: string) => {
    const form = multipartFile('fighterImage', {
      filename: 'photo.png',
      contentType: 'image/png',
      content: await pngImage({ width: 64, height: 64 }),
    });
    return t.app.inject({
      method: 'PUT',
      url: endpointUrl(ENDPOINTS.UpdateFighterProfileImage, { id: profileId }),
      headers: { ...as(parent), ...form.headers },
      payload: form.payload,
    });
  };
  const consentLinkFor = (to: string, childName: string, seen: string[] = []) =>
    waitForConsentLink(t.config.outboxDir, to, childName, seen);
  /** Adds a child and returns its id and the token of the consent link emailed for it. */
  const addChildWithLink = async (name: string) => {
    const res = await addChild(child({ fullName: name }));
    expect(res.statusCode, res.body).toBe(201);
    return { id: addChildReplySchema.parse(res.json()).profile.id, token: await consentLinkFor(guardianEmail(), name) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    parent = await signUpAndLogin(t.app, { fullName: 'Asha Patil', age: 38 });
    stranger = await signUpAndLogin(t.app, { fullName: 'Someone Else' });
    admin = await adminToken(t.app);
    eventId = (await createEventViaApi(t.app, admin, { eventDateTime: fromNow(10 * DAY_MS), totalSeats: 50 }))._id;
  });
  afterAll(() => t?.close());

  it('refuses an account of their own to a person under 18 and says a guardian can add them', async () => {
    const res = await post(ENDPOINTS.CreateFighter.path, signUpBody({ age: 15 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('You must be 18 or over to have your own account.');
  });

  it("adds a child whose profile the guardian reads, with the guardian's email and an age from the birth date", async () => {
    const res = await addChild(child({ fullName: 'Meera Patil', dateOfBirth: bornYearsAgo(11) }));
    expect(res.statusCode, res.body).toBe(201);
    const reply = addChildReplySchema.parse(res.json());
    expect(reply.message).toBe(
      `We have emailed ${guardianEmail()} a link to confirm consent for Meera Patil, who is now on your account.`,
    );
    expect(reply.profile).toMatchObject({
      fullName: 'Meera Patil',
      guardianId: parent.id,
      email: guardianEmail(),
      age: 11,
      mobileNumber: '9876543210',
      consent: {
        state: 'pending',
        guardianName: 'Asha Patil',
        relation: 'Mother',
        noticeVersion: PRIVACY_NOTICE_VERSION,
      },
    });

    const profiles = await family();
    expect(profiles[0]).toMatchObject({ id: parent.id, guardianId: null, consent: null });
    expect(profiles.map((p) => p.fullName)).toContain('Meera Patil');

    const read = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterDetailsById, { id: reply.profile.id }),
      headers: as(parent),
    });
    expect(fighterReplySchema.parse(read.json()).fighter).toMatchObject({ fullName: 'Meera Patil', age: 11 });

    // Nobody else's family: another fighter cannot read or change the child.
    const other = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetFighterDetailsById, { id: reply.profile.id }),
      headers: as(stranger),
    });
    expect(other.statusCode).toBe(403);
    expect((await family(stranger)).map((p) => p.id)).toEqual([stranger.id]);

    // The admin sees the child among the fighters, held by the guardian's account.
    const list = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetAllFighters.path,
      headers: { 'x-auth-token': admin },
    });
    const listed = fightersReplySchema.parse(list.json()).fighters.find((f) => f.id === reply.profile.id);
    expect(listed).toMatchObject({ guardianId: parent.id, email: guardianEmail(), consent: { state: 'pending' } });
  });

  it.each([
    ['an adult', () => ({ dateOfBirth: bornYearsAgo(18) }), "A child's profile is for someone under 18."],
    [
      'a birth date in the future',
      () => ({ dateOfBirth: bornYearsAgo(0, 2) }),
      'The date of birth cannot be in the future.',
    ],
    [
      'no agreement to the notice',
      () => ({ guardian: { ...child().guardian, agreed: false as never } }),
      'Please agree to the privacy notice to continue.',
    ],
    [
      'no relation',
      () => ({ guardian: { ...child().guardian, relation: '' as never } }),
      'Please choose how you are related to the child.',
    ],
  ])('refuses a child with %s', async (_name, overrides, message) => {
    const before = (await family()).length;
    const res = await addChild(child(overrides()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await family()).length).toBe(before);
  });

  it('turns 18 on the birthday in India: a day before, still a child', async () => {
    expect((await addChild(child({ fullName: 'Almost Eighteen', dateOfBirth: bornYearsAgo(18, 1) }))).statusCode).toBe(
      201,
    );
    expect((await addChild(child({ fullName: 'Eighteen Today', dateOfBirth: bornYearsAgo(18) }))).statusCode).toBe(400);
  });

  it('accepts a photo of a child only once the guardian confirmed consent from the emailed link', async () => {
    const { id, token } = await addChildWithLink('Kabir Patil');
    const refused = await uploadPhoto(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('once the parent or guardian has confirmed consent');

    const view = consentReplySchema.parse((await post(ENDPOINTS.GetConsent.path, { token })).json()).consent;
    expect(view).toMatchObject({ state: 'pending', childName: 'Kabir Patil', eventName: null, relation: 'Mother' });

    const confirmed = await post(ENDPOINTS.ConfirmConsent.path, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(consentReplySchema.parse(confirmed.json()).consent).toMatchObject({ state: 'confirmed' });
    // Reloading the page and confirming again changes nothing.
    expect((await post(ENDPOINTS.ConfirmConsent.path, { token })).statusCode).toBe(200);

    const row = await t.app.db.selectFrom('consents').selectAll().where('fighterId', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      method: 'email-link',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      confirmedIp: '127.0.0.1',
    });
    expect(row.confirmedAt).not.toBeNull();
    expect(row.tokenHash).not.toContain(token);
    const audit = await t.app.db.selectFrom('auditLog').selectAll().where('subjectId', '=', row.id).execute();
    expect(audit.map((entry) => [entry.action, entry.actorLabel])).toEqual([['consent.confirm', guardianEmail()]]);

    expect((await uploadPhoto(id)).statusCode).toBe(200);
    expect((await family()).find((p) => p.id === id)?.fighterImageUrl).toMatch(/^\/uploads\//);
  });

  it('withdraws consent from the account: the photo goes, the child cannot be booked, and consent can be asked again', async () => {
    const { id, token } = await addChildWithLink('Ishaan Patil');
    await post(ENDPOINTS.ConfirmConsent.path, { token });
    expect((await uploadPhoto(id)).statusCode).toBe(200);

    const withdrawn = await post(endpointUrl(ENDPOINTS.WithdrawChildConsent, { id }), {}, as(parent));
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = (await family()).find((p) => p.id === id)!;
    expect(after.consent?.state).toBe('withdrawn');
    expect(after.fighterImageUrl).toBeNull();
    // The link says so too, and cannot revive it.
    expect((await post(ENDPOINTS.ConfirmConsent.path, { token })).statusCode).toBe(409);

    const booking = await post(
      ENDPOINTS.BookEvent.path,
      bookingPayload(eventId, { fighterId: id, fighterName: 'Ishaan Patil', age: 10, email: guardianEmail() }),
      as(parent),
    );
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toContain('Consent for Ishaan Patil was withdrawn');

    const again = await post(endpointUrl(ENDPOINTS.RequestChildConsent, { id }), {}, as(parent));
    expect(again.statusCode, again.body).toBe(200);
    expect((await family()).find((p) => p.id === id)?.consent?.state).toBe('pending');
    const fresh = await consentLinkFor(guardianEmail(), 'Ishaan Patil', [token]);
    expect(fresh).not.toBe(token);
    expect((await post(ENDPOINTS.ConfirmConsent.path, { token: fresh })).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('consents').select('id').where('fighterId', '=', id).execute()).toHaveLength(2);
  });

  it('withdraws by the emailed link as well, and refuses a second withdrawal', async () => {
    const { id, token } = await addChildWithLink('Tara Patil');
    await post(ENDPOINTS.ConfirmConsent.path, { token });
    const res = await post(ENDPOINTS.WithdrawConsent.path, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(consentReplySchema.parse(res.json()).consent.state).toBe('withdrawn');
    expect((await post(ENDPOINTS.WithdrawConsent.path, { token })).statusCode).toBe(409);
    expect((await family()).find((p) => p.id === id)?.consent?.state).toBe('withdrawn');
  });

  it('sends a pending link again: the old link stops working', async () => {
    const { id, token } = await addChildWithLink('Rohan Patil');
    expect((await post(endpointUrl(ENDPOINTS.RequestChildConsent, { id }), {}, as(parent))).statusCode).toBe(200);
    const fresh = await consentLinkFor(guardianEmail(), 'Rohan Patil', [token]);
    expect((await post(ENDPOINTS.GetConsent.path, { token })).statusCode).toBe(404);
    expect((await post(ENDPOINTS.GetConsent.path, { token: fresh })).statusCode).toBe(200);
    // Confirmed consent needs no new link.
    await post(ENDPOINTS.ConfirmConsent.path, { token: fresh });
    expect((await post(endpointUrl(ENDPOINTS.RequestChildConsent, { id }), {}, as(parent))).statusCode).toBe(409);
    // Only a child has a consent: the account's own profile is refused.
    expect((await post(endpointUrl(ENDPOINTS.RequestChildConsent, { id: parent.id }), {}, as(parent))).statusCode).toBe(
      409,
    );
  });

  it('refuses a link that was not used within 7 days', async () => {
    const { id, token } = await addChildWithLink('Late Patil');
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS).toISOString();
    await t.app.db.updateTable('consents').set({ requestedAt: eightDaysAgo }).where('fighterId', '=', id).execute();
    const res = await post(ENDPOINTS.ConfirmConsent.path, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('This consent link has expired');
    expect((await family()).find((p) => p.id === id)?.consent?.state).toBe('expired');
  });

  it('books a child of the family for the guardian without a guardian block, and a visitor child only with one', async () => {
    const { id } = await addChildWithLink('Veer Patil');
    const mine = await post(
      ENDPOINTS.BookEvent.path,
      bookingPayload(eventId, { fighterId: id, fighterName: 'Veer Patil', age: 9, email: guardianEmail() }),
      as(parent),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const row = await t.app.db
      .selectFrom('bookings')
      .select('fighterId')
      .where('fighterName', '=', 'Veer Patil')
      .executeTakeFirstOrThrow();
    expect(row.fighterId).toBe(id);

    // A child of another family named in the body does not make the booking theirs, nor spare the guardian block.
    const foreign = await post(
      ENDPOINTS.BookEvent.path,
      bookingPayload(eventId, { fighterId: id, fighterName: 'Veer Copy', age: 9, email: stranger.email }),
      as(stranger),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('The attendee is under 18');

    const visitor = bookingPayload(eventId, { fighterName: 'Diya Rao', age: 12, email: 'rao.family@example.com' });
    const refused = await post(ENDPOINTS.BookEvent.path, visitor);
    expect(refused.statusCode).toBe(400);
    const guardian = {
      name: 'Kiran Rao',
      relation: 'Father',
      mobileNumber: '9123456780',
      email: 'kiran.rao@example.com',
      agreed: true,
    } as const;
    const booked = await post(ENDPOINTS.BookEvent.path, { ...visitor, guardian });
    expect(booked.statusCode, booked.body).toBe(200);
    const token = await consentLinkFor(guardian.email, 'Diya Rao');
    const view = consentReplySchema.parse((await post(ENDPOINTS.GetConsent.path, { token })).json()).consent;
    expect(view).toMatchObject({
      childName: 'Diya Rao',
      guardianName: 'Kiran Rao',
      relation: 'Father',
      state: 'pending',
    });
    expect(view.eventName).toBeTruthy();
    expect((await post(ENDPOINTS.ConfirmConsent.path, { token })).statusCode).toBe(200);
  });

  it("edits a child's date of birth, never to an adult's", async () => {
    const { id } = await addChildWithLink('Anika Patil');
    const update = (dateOfBirth: string) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.UpdateFighterDetails, { id }),
        headers: as(parent),
        payload: { fullName: 'Anika Patil', mobileNumber: '9876543210', age: '', dateOfBirth },
      });
    const ok = await update(bornYearsAgo(7));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fighterReplySchema.parse(ok.json()).fighter).toMatchObject({ age: 7, dateOfBirth: bornYearsAgo(7) });
    const adult = await update(bornYearsAgo(20));
    expect(adult.statusCode).toBe(400);
    expect(adult.json().message).toContain("A child's profile is for someone under 18.");
  });

  it('exports the family with its consents, erases one child alone, then the whole account with its children', async () => {
    const family2 = await signUpAndLogin(t.app, { fullName: 'Neha Shah', age: 41 });
    const add = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.AddChild.path,
        headers: as(family2),
        payload: child({ fullName: name, guardian: { ...child().guardian, name: 'Neha Shah', email: family2.email } }),
      });
    const first = addChildReplySchema.parse((await add('Om Shah')).json()).profile.id;
    const second = addChildReplySchema.parse((await add('Ria Shah')).json()).profile.id;

    const exported = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.ExportFighterData, { id: family2.id }),
      headers: as(family2),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const zip = exported.rawPayload.toString('latin1');
    expect(zip).toContain('data.json');

    const erasedChild = await post(
      endpointUrl(ENDPOINTS.EraseFighter, { id: first }),
      { password: FIGHTER_PASSWORD },
      as(family2),
    );
    expect(erasedChild.statusCode, erasedChild.body).toBe(200);
    expect((await family(family2)).map((p) => p.id)).toEqual([family2.id, second]);
    expect(await t.app.db.selectFrom('consents').select('id').where('fighterId', '=', first).execute()).toEqual([]);

    const erased = await post(
      endpointUrl(ENDPOINTS.EraseFighter, { id: family2.id }),
      { password: FIGHTER_PASSWORD },
      as(family2),
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.app.db.selectFrom('fighters').select('id').where('id', 'in', [family2.id, second]).execute();
    expect(left).toEqual([]);
    const consents = await t.app.db
      .selectFrom('consents')
      .select('id')
      .where('guardianEmail', '=', family2.email)
      .execute();
    expect(consents).toEqual([]);
  });
});
