import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  auditLogReplySchema,
  categoryKey,
  endpointUrl,
  ENDPOINTS,
  mergeCriteria,
  PAYMENT_SECRET_HEADER,
  PRIVACY_NOTICE_VERSION,
  STATEMENT_PRESETS,
  type AddChildRequest,
  type AuditEntry,
  MESSAGE_NOTICE_VERSION,
} from '@academy/contract';
import { EMAIL_JOB } from '../src/mail/outbox.ts';
import { MESSAGE_DEFAULTS } from '../src/messaging/message-settings.ts';
import { storedTranslations } from '../src/lib/academy-texts.ts';
import { ADMIN, adminToken, insertStaffWithToken } from './helpers/auth.ts';
import { inviteStaff } from '../src/modules/staff/service.ts';
import {
  batchFields,
  checkinCodeViaApi,
  closeClassDayViaApi,
  createBatchViaApi,
  enrolViaApi,
  tomorrow,
} from './helpers/classes-fixtures.ts';
import { ENDPOINTS as ENDPOINT_LIST } from './helpers/endpoints.ts';
import { createGradingViaApi, gradingFields, inviteViaApi, ranksViaApi } from './helpers/ranks-fixtures.ts';
import {
  bookingPayload,
  createEventViaApi,
  DAY_MS,
  DEFAULT_EVENT,
  eventForm,
  fromNow,
} from './helpers/events-fixtures.ts';
import {
  extractResetCode,
  multipartFile,
  signUpAndLogin,
  signUpBody,
  waitForOutbox,
  type SignedUpFighter,
  waitForConsentLink,
} from './helpers/fighter-accounts.ts';
import { pngImage } from './helpers/images.ts';
import { fullEventViaApi, joinWaitlistViaApi, offeredSeatViaApi } from './helpers/waitlist-fixtures.ts';
import { runCli } from './helpers/server-process.ts';
import { adminWithTwoFactor, codeAt, nextCode } from './helpers/two-factor.ts';
import { upsertAdmin } from '../src/modules/admins/service.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import {
  CADETS,
  cadetEntry,
  drawViaApi,
  enteredTournamentViaApi,
  finishedCategoryViaApi,
  tournamentViaApi,
  athleteEnteredViaApi,
} from './helpers/tournament-fixtures.ts';

const PAYMENT_SETTINGS = {
  upiId: 'academy@okhdfcbank',
  payeeName: 'Kaizen Karate Academy',
  academyDetails: null,
  receiptPrefix: 'KKA',
  feeDueDay: 10,
  holdMinutes: 60,
  statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
};

/** inject() calls come from this address. */
const IP = '127.0.0.1';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An entry as a case expects it; an actor who is no member of staff has no name nor staff role to give. */
type Expected = Omit<AuditEntry, 'id' | 'at' | 'before' | 'after' | 'actor' | 'subject'> & {
  actor: Omit<AuditEntry['actor'], 'name' | 'staffRole'> & Partial<Pick<AuditEntry['actor'], 'name' | 'staffRole'>>;
  subject: Omit<AuditEntry['subject'], 'name'>;
} & Partial<Pick<AuditEntry, 'before' | 'after'>>;
interface Call {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}
/**
 * Makes what a call needs, then says the call and the one entry it must append, given its reply; or the entries,
 * for a route that carries out several audited acts (converting a lead makes an enrolment, and more).
 */
type AuditCase = () => Promise<{
  call: Call;
  entry: (reply: LightMyRequestResponse) => Promise<Expected | Expected[]>;
}>;

const routeKey = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
/**
/**
 * POST routes that only read: the secrets of a consent link, a lead's sign-up link and a staff invitation travel in
 * a body, so they stay out of addresses and access logs.
 */
const READ_ONLY_POSTS = [
  routeKey(ENDPOINTS.GetConsent),
  routeKey(ENDPOINTS.GetLeadInvite),
  routeKey(ENDPOINTS.GetStaffInvitation),
];
/** Every route that changes something: each must leave exactly one entry. */
const WRITE_ROUTES = ENDPOINT_LIST.filter((endpoint) => endpoint.method !== 'GET')
  .map(routeKey)
  .filter((key) => !READ_ONLY_POSTS.includes(key));

describe(`the audit log on ${testDialect}`, () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let fighter: SignedUpFighter;

  const adminActor = () => ({
    role: 'admin' as const,
    id: admin.id,
    label: ADMIN.email,
    ip: IP,
    name: '',
    staffRole: 'owner' as const,
  });
  const fighterActor = (f: SignedUpFighter) => ({ role: 'fighter' as const, id: f.id, label: f.email, ip: IP });
  const visitor = (label: string) => ({ role: 'visitor' as const, id: null, label, ip: IP });
  const asAdmin = () => ({ 'x-auth-token': admin.token });
  const asFighter = () => ({ 'x-auth-token': fighter.token });

  beforeAll(async () => {
    t = await createTestApp();
    const token = await adminToken(t.app);
    const row = await t.app.db.selectFrom('admins').select('id').where('email', '=', ADMIN.email).executeTakeFirst();
    admin = { id: row!.id, token };
    fighter = await signUpAndLogin(t.app, { fullName: 'Asha Patil' });
  });
  afterAll(() => t?.close());

  /** The entries the log shows now, through the admin's own route. */
  async function logIds(): Promise<Set<string>> {
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetAuditLog), headers: asAdmin() });
    return new Set(auditLogReplySchema.parse(res.json()).entries.map((entry) => entry.id));
  }
  async function entriesSince(before: Set<string>): Promise<AuditEntry[]> {
    const res = await t.app.inject({ method: 'GET', url: endpointUrl(ENDPOINTS.GetAuditLog), headers: asAdmin() });
    return auditLogReplySchema.parse(res.json()).entries.filter((entry) => !before.has(entry.id));
  }

  /** The academy's UPI ID and the rest, saved once (before a case's call, so not in its entries). */
  let paymentsConfigured: Promise<unknown> | undefined;
  const configurePayments = () =>
    (paymentsConfigured ??= t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.SavePaymentSettings.path,
      headers: asAdmin(),
      payload: PAYMENT_SETTINGS,
    }));
  let paymentCount = 0;
  /** A fresh paid booking's payment and due: a visitor's, or the walk's fighter's with their token. */
  async function visitorPayment(token?: string) {
    await configurePayments();
    const event = await createEventViaApi(t.app, admin.token, { entryFee: 300, eventDateTime: fromNow(10 * DAY_MS) });
    const email = `payer${++paymentCount}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      headers: token ? { 'x-auth-token': token } : {},
      payload: bookingPayload(event._id, { email }),
    });
    const paymentId = res.json().payment.paymentId as string;
    // A payer without a login opens the payment with its link's secret, which the booking's reply gives.
    const link = { [PAYMENT_SECRET_HEADER]: res.json().payment.linkSecret as string };
    const due = await t.app.db
      .selectFrom('dues')
      .select('id')
      .where('paymentId', '=', paymentId)
      .executeTakeFirstOrThrow();
    return { paymentId, dueId: due.id, email, link };
  }

  async function newEvent() {
    return createEventViaApi(t.app, admin.token, { eventDateTime: fromNow(10 * DAY_MS) });
  }
  const eventFields = async (id: string) => {
    const row = await t.app.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { eventName, eventDescription, address, eventDateTime, totalSeats, entryFee, imageKey } = row;
    const { cancelCutoffHours, offerHours, reminderHours } = row;
    return {
      translations: storedTranslations(row.translations),
      eventName,
      eventDescription,
      address,
      eventDateTime,
      totalSeats,
      entryFee,
      imageKey,
      cancelCutoffHours,
      offerHours,
      reminderHours,
    };
  };
  const galleryFields = async (id: string) => {
    const row = await t.app.db.selectFrom('galleryImages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { title: row.title, category: row.category, imageKey: row.imageKey };
  };
  const galleryForm = async (title: string) => {
    const form = new FormData();
    form.append('galleryTitle', title);
    form.append('galleryCategory', 'Training');
    form.append('galleryImage', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'p.png');
    return form;
  };

  /** Route -> the entry a valid call appends. A write route missing here fails the walk below. */
  let children = 0;
  const childBody = (): AddChildRequest => ({
    fullName: `Audited Child ${++children}`,
    dateOfBirth: '2017-03-09',
    gender: 'Male',
    weight: '',
    height: '',
    discipline: 'Karate',
    beltLevel: 'White',
    guardian: {
      name: 'Asha Patil',
      relation: 'Mother',
      mobileNumber: '9876543210',
      email: fighter.email,
      agreed: true,
    },
  });
  /** A child of the fighter, with the consent record asked for it and the link's secret. */
  async function addChild() {
    const body = childBody();
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AddChild.path,
      headers: asFighter(),
      payload: body,
    });
    const id = res.json().profile.id as string;
    const consent = await t.app.db
      .selectFrom('consents')
      .select('id')
      .where('fighterId', '=', id)
      .executeTakeFirstOrThrow();
    const token = await waitForConsentLink(t.config.outboxDir, fighter.email, body.fullName);
    return { id, consentId: consent.id, token };
  }

  const trialBody = (name: string, studentAge = 9) => ({
    name,
    mobileNumber: '9822012345',
    studentAge,
    batchId: null,
    message: '',
    agreed: true,
  });
  const leadIdOf = async (name: string) =>
    (await t.app.db.selectFrom('leads').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  /** A trial request as a visitor sends it, and its lead's id. */
  async function newLead(name: string, studentAge?: number): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookTrial.path,
      payload: trialBody(name, studentAge),
    });
    expect(res.statusCode, res.body).toBe(201);
    return leadIdOf(name);
  }

  /** A fresh batch with the walk's fighter in it. */
  async function batchWithFighter() {
    const batch = await createBatchViaApi(t.app, admin.token);
    const enrolment = await enrolViaApi(t.app, fighter.token, batch.id, fighter.id);
    expect(enrolment.state).toBe('active');
    return { batch, enrolment };
  }
  /** The walk's fighter asks to join a batch that waits for the admin: the request is still to decide. */
  async function pendingRequest() {
    const batch = await createBatchViaApi(t.app, admin.token, { autoAccept: false });
    const enrolment = await enrolViaApi(t.app, fighter.token, batch.id, fighter.id);
    expect(enrolment.state).toBe('requested');
    return { batch, enrolment };
  }
  const decideCase =
    (decision: 'accept' | 'decline'): AuditCase =>
    async () => {
      const { enrolment } = await pendingRequest();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.DecideEnrolment, { id: enrolment.id }),
          headers: asAdmin(),
          payload: { decision },
        },
        entry: async () => ({
          actor: adminActor(),
          action: decision === 'accept' ? 'enrolment.accept' : 'enrolment.decline',
          subject: { kind: 'enrolment', id: enrolment.id },
          before: { state: 'requested' },
          after: { state: decision === 'accept' ? 'active' : 'declined' },
        }),
      };
    };
  const requestCase =
    (autoAccept: boolean): AuditCase =>
    async () => {
      const batch = await createBatchViaApi(t.app, admin.token, { autoAccept });
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.RequestEnrolment.path,
          headers: asFighter(),
          payload: { batchId: batch.id, fighterId: fighter.id },
        },
        entry: async (reply) => ({
          actor: fighterActor(fighter),
          action: autoAccept ? 'enrolment.accept' : 'enrolment.request',
          subject: { kind: 'enrolment', id: reply.json().enrolment.id },
          after: { batchId: batch.id, fighterId: fighter.id, state: autoAccept ? 'active' : 'requested' },
        }),
      };
    };

  /** Staff accounts besides the walk's admin, so turning a second factor on and off leaves its logins alone. */
  let staffCount = 0;
  async function newStaff() {
    const email = `staff${++staffCount}@test.academy`;
    await upsertAdmin(t.app, email, 'staff-password-1');
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email, password: 'staff-password-1' },
    });
    return { id: res.json().userId as string, email, token: res.json().token as string };
  }
  const staffWithTwoFactor = () => adminWithTwoFactor(t.app, `staff${++staffCount}@test.academy`);
  /** A member made by `npm run admin`: an owner without a name yet. */
  const staffActor = (staff: { id: string; email: string }) => ({
    role: 'admin' as const,
    id: staff.id,
    label: staff.email,
    ip: IP,
    name: '',
    staffRole: 'owner' as const,
  });
  const staffSubject = (staff: { id: string }) => ({ kind: 'admin', id: staff.id });
  /** The challenge of the password step of a staff account with a second factor. */
  async function challengeOf(staff: { email: string; password: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email: staff.email, password: staff.password },
    });
    return res.json().challenge as string;
  }

  const CASES: Record<string, AuditCase> = {
    'POST /api/Families/AddChild': async () => ({
      call: { method: 'POST', url: ENDPOINTS.AddChild.path, headers: asFighter(), payload: childBody() },
      entry: async (reply) => ({
        actor: fighterActor(fighter),
        action: 'family.addChild',
        subject: { kind: 'fighter', id: reply.json().profile.id },
        after: {
          guardianId: fighter.id,
          fullName: `Audited Child ${children}`,
          dateOfBirth: '2017-03-09',
          gender: 'Male',
          weight: null,
          height: null,
          discipline: 'Karate',
          beltLevel: 'White',
          mobileNumber: '9876543210',
          consent: {
            consentId: expect.any(String),
            guardianEmail: fighter.email,
            relation: 'Mother',
            noticeVersion: PRIVACY_NOTICE_VERSION,
          },
        },
      }),
    }),
    'POST /api/Families/RequestChildConsent/:id': async () => {
      const child = await addChild();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.RequestChildConsent, { id: child.id }),
          headers: asFighter(),
        },
        entry: async () => ({
          actor: fighterActor(fighter),
          action: 'consent.request',
          subject: { kind: 'consent', id: child.consentId },
          after: { fighterId: child.id, guardianEmail: fighter.email, linkRenewed: true },
        }),
      };
    },
    'POST /api/Families/WithdrawChildConsent/:id': async () => {
      const child = await addChild();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.WithdrawChildConsent, { id: child.id }),
          headers: asFighter(),
        },
        entry: async () => ({
          actor: fighterActor(fighter),
          action: 'consent.withdraw',
          subject: { kind: 'consent', id: child.consentId },
          before: { state: 'pending' },
          after: { fighterId: child.id, bookingId: null, state: 'withdrawn' },
        }),
      };
    },
    'POST /api/Consents/ConfirmConsent': async () => {
      const child = await addChild();
      return {
        call: { method: 'POST', url: ENDPOINTS.ConfirmConsent.path, payload: { token: child.token } },
        entry: async () => ({
          actor: visitor(fighter.email),
          action: 'consent.confirm',
          subject: { kind: 'consent', id: child.consentId },
          after: { fighterId: child.id, bookingId: null, method: 'email-link', noticeVersion: PRIVACY_NOTICE_VERSION },
        }),
      };
    },
    'POST /api/Consents/WithdrawConsent': async () => {
      const child = await addChild();
      return {
        call: { method: 'POST', url: ENDPOINTS.WithdrawConsent.path, payload: { token: child.token } },
        entry: async () => ({
          actor: visitor(fighter.email),
          action: 'consent.withdraw',
          subject: { kind: 'consent', id: child.consentId },
          before: { state: 'pending' },
          after: { fighterId: child.id, bookingId: null, state: 'withdrawn' },
        }),
      };
    },
    'POST /api/Admin/AdminLogin': async () => ({
      call: { method: 'POST', url: ENDPOINTS.AdminLogin.path, payload: ADMIN },
      entry: async () => ({ actor: adminActor(), action: 'admin.login', subject: { kind: 'admin', id: admin.id } }),
    }),
    'POST /api/Admin/AdminTwoFactorLogin': async () => {
      const staff = await staffWithTwoFactor();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.AdminTwoFactorLogin.path,
          payload: { challenge: await challengeOf(staff), method: 'totp', code: nextCode(staff.secret) },
        },
        entry: async () => ({ actor: staffActor(staff), action: 'admin.login', subject: staffSubject(staff) }),
      };
    },
    'POST /api/Fighters/FighterLogin': async () => ({
      call: {
        method: 'POST',
        url: ENDPOINTS.FighterLogin.path,
        payload: { email: fighter.email, password: 'kiai-password-1' },
      },
      entry: async () => ({
        actor: fighterActor(fighter),
        action: 'fighter.login',
        subject: { kind: 'fighter', id: fighter.id },
      }),
    }),
    'POST /api/Fighters/CreateFighter': async () => {
      const body = signUpBody({ fullName: 'Audited Signup' });
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.CreateFighter.path,
          headers: { 'accept-language': 'hi' },
          payload: body,
        },
        entry: async (reply) => ({
          actor: visitor(body.email.toLowerCase()),
          action: 'fighter.signUp',
          subject: { kind: 'fighter', id: reply.json().id },
          after: {
            email: body.email.toLowerCase(),
            fullName: 'Audited Signup',
            mobileNumber: body.mobileNumber,
            age: body.age,
            gender: body.gender,
            language: 'hi',
            trains: true,
          },
        }),
      };
    },
    'POST /api/Fighters/FighterForgotPassword': async () => ({
      call: { method: 'POST', url: ENDPOINTS.FighterForgotPassword.path, payload: { email: fighter.email } },
      entry: async () => ({
        actor: visitor(fighter.email),
        action: 'fighter.resetRequested',
        subject: { kind: 'fighter', id: fighter.id },
        after: { codeSent: true },
      }),
    }),
    'POST /api/Fighters/FighterResetPassword': async () => {
      // Another fighter: the reset ends the sessions of the account it resets.
      const other = await signUpAndLogin(t.app);
      await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.FighterForgotPassword.path,
        payload: { email: other.email },
      });
      const code = extractResetCode((await waitForOutbox(t.config.outboxDir, other.email, 1))[0]!);
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.FighterResetPassword.path,
          payload: { email: other.email, code, newPassword: 'new-password-1', confirmNewPassword: 'new-password-1' },
        },
        entry: async () => ({
          actor: visitor(other.email),
          action: 'fighter.reset',
          subject: { kind: 'fighter', id: other.id },
        }),
      };
    },
    'PUT /api/Fighters/UpdateFighterDetails/:id': async () => ({
      call: {
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.UpdateFighterDetails, { id: fighter.id }),
        headers: asFighter(),
        payload: { fullName: 'Asha Renamed', mobileNumber: '9876543210', age: 19, gender: 'Female' },
      },
      entry: async () => ({
        actor: fighterActor(fighter),
        action: 'fighter.update',
        subject: { kind: 'fighter', id: fighter.id },
        before: { fullName: 'Asha Patil' },
        after: { fullName: 'Asha Renamed' },
      }),
    }),
    'PUT /api/Fighters/UpdateFighterProfileImage/:id': async () => {
      const photo = multipartFile('fighterImage', {
        filename: 'me.png',
        contentType: 'image/png',
        content: await pngImage(),
      });
      return {
        call: {
          method: 'PUT',
          url: endpointUrl(ENDPOINTS.UpdateFighterProfileImage, { id: fighter.id }),
          headers: { ...asFighter(), ...photo.headers },
          payload: photo.payload,
        },
        entry: async () => {
          const row = await t.app.db
            .selectFrom('fighters')
            .select('imageKey')
            .where('id', '=', fighter.id)
            .executeTakeFirst();
          return {
            actor: fighterActor(fighter),
            action: 'fighter.photo',
            subject: { kind: 'fighter', id: fighter.id },
            before: { imageKey: null },
            after: { imageKey: row!.imageKey },
          };
        },
      };
    },
    'PUT /api/Fighters/SetFighterLanguage/:id': async () => ({
      call: {
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.SetFighterLanguage, { id: fighter.id }),
        headers: asFighter(),
        payload: { language: 'hi' },
      },
      entry: async () => ({
        actor: fighterActor(fighter),
        action: 'fighter.language',
        subject: { kind: 'fighter', id: fighter.id },
        before: { language: 'en' },
        after: { language: 'hi' },
      }),
    }),
    'POST /api/Gallery/CreateGalleryImage': async () => ({
      call: {
        method: 'POST',
        url: ENDPOINTS.CreateGalleryImage.path,
        headers: asAdmin(),
        payload: await galleryForm('Audited photo'),
      },
      entry: async (reply) => {
        const id = reply.json().data._id as string;
        return {
          actor: adminActor(),
          action: 'gallery.create',
          subject: { kind: 'gallery', id },
          after: await galleryFields(id),
        };
      },
    }),
    'DELETE /api/Gallery/DeleteGalleryImage/:id': async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.CreateGalleryImage.path,
        headers: asAdmin(),
        payload: await galleryForm('Doomed photo'),
      });
      const id = created.json().data._id as string;
      const before = await galleryFields(id);
      return {
        call: { method: 'DELETE', url: endpointUrl(ENDPOINTS.DeleteGalleryImage, { id }), headers: asAdmin() },
        entry: async () => ({
          actor: adminActor(),
          action: 'gallery.delete',
          subject: { kind: 'gallery', id },
          before,
        }),
      };
    },
    'POST /api/events/CreateEvent': async () => ({
      call: {
        method: 'POST',
        url: ENDPOINTS.CreateEvent.path,
        headers: asAdmin(),
        payload: eventForm({ ...DEFAULT_EVENT, eventDateTime: fromNow(5 * DAY_MS) }, await pngImage()),
      },
      entry: async (reply) => {
        const id = reply.json().event._id as string;
        return {
          actor: adminActor(),
          action: 'event.create',
          subject: { kind: 'event', id },
          after: await eventFields(id),
        };
      },
    }),
    'PUT /api/events/updateEvent/:id': async () => {
      const event = await newEvent();
      const before = await eventFields(event._id);
      return {
        call: {
          method: 'PUT',
          url: endpointUrl(ENDPOINTS.updateEvent, { id: event._id }),
          headers: asAdmin(),
          payload: eventForm({ ...DEFAULT_EVENT, eventName: 'Renamed Cup', eventDateTime: before.eventDateTime }),
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'event.update',
          subject: { kind: 'event', id: event._id },
          before,
          after: { ...before, eventName: 'Renamed Cup' },
        }),
      };
    },
    'DELETE /api/events/DeleteEvent/:id': async () => {
      const event = await newEvent();
      await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        payload: bookingPayload(event._id, { email: 'gone.with.event@example.com' }),
      });
      const before = { ...(await eventFields(event._id)), totalBookings: 1 };
      return {
        call: { method: 'DELETE', url: endpointUrl(ENDPOINTS.DeleteEvent, { id: event._id }), headers: asAdmin() },
        entry: async () => ({
          actor: adminActor(),
          action: 'event.delete',
          subject: { kind: 'event', id: event._id },
          before,
        }),
      };
    },
    'POST /api/Bookings/BookEvent': async () => {
      const event = await newEvent();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.BookEvent.path,
          headers: asFighter(),
          payload: bookingPayload(event._id, { email: 'Audited.Booker@example.com' }),
        },
        entry: async (reply) => {
          const row = await t.app.db
            .selectFrom('bookings')
            .select('id')
            .where('eventId', '=', event._id)
            .executeTakeFirst();
          return {
            actor: fighterActor(fighter),
            action: 'booking.create',
            subject: { kind: 'booking', id: row!.id },
            after: {
              eventId: event._id,
              bookingCode: reply.json().data.bookingId,
              fighterName: 'Ananya Iyer',
              email: 'Audited.Booker@example.com',
            },
          };
        },
      };
    },
    'POST /api/Bookings/CancelBooking/:id': async () => {
      const event = await newEvent();
      await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        payload: bookingPayload(event._id, { email: 'Cancelled.Booker@example.com' }),
      });
      const stored = () =>
        t.app.db.selectFrom('bookings').selectAll().where('eventId', '=', event._id).executeTakeFirstOrThrow();
      const { id, emailNormalized: _e, nameNormalized: _n, clientIp: _c, ...before } = await stored();
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.CancelBooking, { id }), headers: asAdmin() },
        entry: async () => ({
          actor: adminActor(),
          action: 'booking.cancel',
          subject: { kind: 'booking', id },
          before: { ...before, email: 'Cancelled.Booker@example.com', cancelledAt: null },
          after: { cancelledAt: (await stored()).cancelledAt },
        }),
      };
    },
    'POST /api/Bookings/CancelMyBooking/:id': async () => {
      const event = await newEvent();
      const booked = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        headers: asFighter(),
        payload: bookingPayload(event._id, { email: fighter.email, fighterName: 'Asha Patil' }),
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const stored = () =>
        t.app.db.selectFrom('bookings').selectAll().where('eventId', '=', event._id).executeTakeFirstOrThrow();
      const { id, emailNormalized: _e, nameNormalized: _n, clientIp: _c, ...before } = await stored();
      expect(before.fighterId).toBe(fighter.id);
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.CancelMyBooking, { id }), headers: asFighter() },
        entry: async () => ({
          actor: fighterActor(fighter),
          action: 'booking.cancel',
          subject: { kind: 'booking', id },
          before,
          // The family cancelled it, not the academy.
          after: { cancelledAt: (await stored()).cancelledAt, by: 'family' },
        }),
      };
    },
    'POST /api/Waitlist/JoinWaitlist': async () => {
      const { event } = await fullEventViaApi(t.app, admin.token, 'holds.the.seat@example.com');
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.JoinWaitlist.path,
          headers: asFighter(),
          payload: bookingPayload(event._id, { email: 'Audited.Waiter@example.com', fighterName: 'Asha Patil' }),
        },
        entry: async (reply) => ({
          actor: fighterActor(fighter),
          action: 'waitlist.join',
          subject: { kind: 'waitlist', id: reply.json().entry._id },
          after: { eventId: event._id, fighterName: 'Asha Patil', email: 'Audited.Waiter@example.com' },
        }),
      };
    },
    'POST /api/Waitlist/LeaveWaitlist/:id': async () => {
      const { event } = await fullEventViaApi(t.app, admin.token, 'keeps.the.seat@example.com');
      const entry = await joinWaitlistViaApi(t.app, event._id, fighter.email, { token: fighter.token });
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.LeaveWaitlist, { id: entry._id }), headers: asFighter() },
        entry: async () => ({
          actor: fighterActor(fighter),
          action: 'waitlist.leave',
          subject: { kind: 'waitlist', id: entry._id },
          before: { state: 'waiting' },
          after: { state: 'left' },
        }),
      };
    },
    'POST /api/Waitlist/ClaimOffer/:token': async () => {
      const email = 'claims.offer@example.com';
      const offer = await offeredSeatViaApi(t.app, admin.token, t.config.outboxDir, email, {
        fighterName: 'Meera Joshi',
      });
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.ClaimOffer, { token: offer.token }) },
        entry: async (reply) => {
          const row = await t.app.db
            .selectFrom('bookings')
            .select('id')
            .where('bookingCode', '=', reply.json().data.bookingId)
            .executeTakeFirstOrThrow();
          return {
            // Whoever holds the link books for the person who joined, with the form they gave.
            actor: visitor(email),
            action: 'booking.create',
            subject: { kind: 'booking', id: row.id },
            after: {
              eventId: offer.event._id,
              bookingCode: reply.json().data.bookingId,
              fighterName: 'Meera Joshi',
              email,
            },
          };
        },
      };
    },
    'POST /api/Waitlist/DeclineOffer/:token': async () => {
      const email = 'declines.offer@example.com';
      const offer = await offeredSeatViaApi(t.app, admin.token, t.config.outboxDir, email);
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.DeclineOffer, { token: offer.token }) },
        entry: async () => ({
          actor: visitor(email),
          action: 'waitlist.leave',
          subject: { kind: 'waitlist', id: offer.entryId },
          before: { state: 'offered' },
          after: { state: 'left' },
        }),
      };
    },
    'POST /api/events/CheckInTicket/:id': async () => {
      const event = await newEvent();
      const booked = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.BookEvent.path,
        payload: bookingPayload(event._id, { email: 'at.the.door@example.com', fighterName: 'Kabir Shah' }),
      });
      const row = await t.app.db
        .selectFrom('bookings')
        .select('id')
        .where('eventId', '=', event._id)
        .executeTakeFirstOrThrow();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.CheckInTicket, { id: event._id }),
          headers: asAdmin(),
          payload: { ticket: booked.json().ticket },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'booking.checkIn',
          subject: { kind: 'booking', id: row.id },
          after: {
            eventId: event._id,
            fighterName: 'Kabir Shah',
            checkedInAt: reply.json().attendee.checkedInAt,
            by: 'ticket',
          },
        }),
      };
    },
    'POST /api/Classes/CreateBatch': async () => {
      const fields = batchFields({ name: 'Audited Batch', weekdays: ['fri', 'mon', 'wed'], autoAccept: false });
      return {
        call: { method: 'POST', url: ENDPOINTS.CreateBatch.path, headers: asAdmin(), payload: fields },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'batch.create',
          subject: { kind: 'batch', id: reply.json().batch.id },
          // The days as the schedule keeps them, in week order; taught by no member of staff.
          // No translations typed: the log keeps them empty (decision 048).
          after: { ...fields, weekdays: ['mon', 'wed', 'fri'], instructorId: null, translations: {} },
        }),
      };
    },
    'PUT /api/Classes/UpdateBatch/:id': async () => {
      const batch = await createBatchViaApi(t.app, admin.token, { name: 'Before Rename' });
      const fields = batchFields({ name: 'After Rename', capacity: 12 });
      return {
        call: {
          method: 'PUT',
          url: endpointUrl(ENDPOINTS.UpdateBatch, { id: batch.id }),
          headers: asAdmin(),
          payload: fields,
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'batch.update',
          subject: { kind: 'batch', id: batch.id },
          // The same fields before and after, so the log shows only what changed.
          before: { ...batchFields({ name: 'Before Rename' }), instructorId: null, translations: {} },
          after: { ...fields, instructorId: null, translations: {} },
        }),
      };
    },
    'POST /api/Classes/SetBatchStatus/:id': async () => {
      const batch = await createBatchViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SetBatchStatus, { id: batch.id }),
          headers: asAdmin(),
          payload: { status: 'ended' },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'batch.status',
          subject: { kind: 'batch', id: batch.id },
          before: { status: 'open' },
          after: { status: 'ended', endDate: academyToday(), enrolmentsLeft: 0, requestsDeclined: 0 },
        }),
      };
    },
    'POST /api/Classes/CloseClassDay': async () => {
      // A member to tell: the email goes through the outbox and adds no entry of its own.
      const { batch } = await batchWithFighter();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.CloseClassDay.path,
          headers: asAdmin(),
          payload: { batchIds: [batch.id], day: tomorrow(), reason: 'Diwali holiday' },
        },
        entry: async (reply) => {
          expect(reply.json()).toMatchObject({ closed: 1, notified: 1 });
          return {
            actor: adminActor(),
            action: 'batch.close',
            subject: { kind: 'batch', id: batch.id },
            after: { day: tomorrow(), reason: 'Diwali holiday' },
          };
        },
      };
    },
    'POST /api/Classes/ReopenClassDay': async () => {
      const batch = await createBatchViaApi(t.app, admin.token);
      await closeClassDayViaApi(t.app, admin.token, batch.id, tomorrow());
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.ReopenClassDay.path,
          headers: asAdmin(),
          payload: { batchId: batch.id, day: tomorrow() },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'batch.reopen',
          subject: { kind: 'batch', id: batch.id },
          after: { day: tomorrow() },
        }),
      };
    },
    'POST /api/Enrolments/RequestEnrolment': requestCase(false),
    'POST /api/Enrolments/LeaveBatch/:id': async () => {
      const { enrolment } = await batchWithFighter();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.LeaveBatch, { id: enrolment.id }),
          headers: asFighter(),
        },
        entry: async () => ({
          actor: fighterActor(fighter),
          action: 'enrolment.leave',
          subject: { kind: 'enrolment', id: enrolment.id },
          before: { state: 'active' },
          after: { state: 'left' },
        }),
      };
    },
    'POST /api/Enrolments/DecideEnrolment/:id': decideCase('accept'),
    'POST /api/Attendance/MarkAttendance': async () => {
      // A correction: the fighter was marked absent, then turns out to have come.
      const { batch } = await batchWithFighter();
      const mark = (value: 'absent' | 'present') => ({
        batchId: batch.id,
        day: academyToday(),
        fighterId: fighter.id,
        mark: value,
      });
      const first = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.MarkAttendance.path,
        headers: asAdmin(),
        payload: mark('absent'),
      });
      expect(first.statusCode, first.body).toBe(200);
      return {
        call: { method: 'POST', url: ENDPOINTS.MarkAttendance.path, headers: asAdmin(), payload: mark('present') },
        entry: async () => ({
          actor: adminActor(),
          action: 'attendance.mark',
          subject: { kind: 'fighter', id: fighter.id },
          before: { batchId: batch.id, day: academyToday(), mark: 'absent' },
          after: { batchId: batch.id, day: academyToday(), mark: 'present' },
        }),
      };
    },
    'POST /api/Attendance/CheckIn': async () => {
      const { batch } = await batchWithFighter();
      const code = await checkinCodeViaApi(t.app, fighter.token, fighter.id);
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.CheckIn.path,
          headers: asAdmin(),
          payload: { batchId: batch.id, day: academyToday(), code: `KKA1:${code}` },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'attendance.checkIn',
          subject: { kind: 'fighter', id: fighter.id },
          // Before the 23:50 start's grace: present.
          after: { batchId: batch.id, day: academyToday(), mark: 'present' },
        }),
      };
    },
    'POST /api/Leads/BookTrial': async () => {
      const batch = await createBatchViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.BookTrial.path,
          payload: { ...trialBody('Audited Trial'), batchId: batch.id },
        },
        entry: async () => ({
          actor: { role: 'visitor' as const, id: null, label: null, ip: IP },
          action: 'lead.create',
          subject: { kind: 'lead', id: await leadIdOf('Audited Trial') },
          // The enquirer's name and number stay in the lead, which retention deletes; the log keeps none.
          after: { batchId: batch.id, studentAge: 9 },
        }),
      };
    },
    'POST /api/Leads/UpdateLead/:id': async () => {
      const id = await newLead('Audited Update');
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.UpdateLead, { id }),
          headers: asAdmin(),
          payload: { state: 'contacted', note: 'Called, will come on Saturday' },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'lead.update',
          subject: { kind: 'lead', id },
          before: { state: 'new', note: null },
          after: { state: 'contacted', note: 'Called, will come on Saturday' },
        }),
      };
    },
    'POST /api/Leads/ConvertLead/:id': async () => {
      const id = await newLead('Audited Convert', 34);
      const batch = await createBatchViaApi(t.app, admin.token, { autoAccept: false });
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.ConvertLead, { id }),
          headers: asAdmin(),
          // The walk's fighter, an adult with an account: the conversion enrols them and closes the lead.
          payload: {
            email: fighter.email,
            studentName: 'Asha Patil',
            dateOfBirth: '',
            gender: 'Female',
            relation: '',
            batchId: batch.id,
          },
        },
        entry: async (reply) => {
          const enrolment = await t.app.db
            .selectFrom('enrolments')
            .select('id')
            .where('batchId', '=', batch.id)
            .where('fighterId', '=', fighter.id)
            .executeTakeFirstOrThrow();
          expect(reply.json().accountCreated).toBe(false);
          return [
            {
              actor: adminActor(),
              action: 'enrolment.accept',
              subject: { kind: 'enrolment', id: enrolment.id },
              after: { batchId: batch.id, fighterId: fighter.id, state: 'active' },
            },
            {
              actor: adminActor(),
              action: 'lead.convert',
              subject: { kind: 'lead', id },
              before: { state: 'new' },
              after: {
                state: 'joined',
                fighterId: fighter.id,
                accountId: fighter.id,
                batchId: batch.id,
                accountCreated: false,
              },
            },
          ];
        },
      };
    },
    'PUT /api/Ranks/SaveRanks': async () => {
      const before = await ranksViaApi(t.app);
      const renamed = before.map((rank, i) => (i === 0 ? { ...rank, name: 'Kiiro' } : rank));
      return {
        call: { method: 'PUT', url: ENDPOINTS.SaveRanks.path, headers: asAdmin(), payload: { ranks: renamed } },
        entry: async () => ({
          actor: adminActor(),
          action: 'rank.save',
          subject: { kind: 'ranks', id: null },
          // As the editor reads them: with their translations, none here.
          before: { ranks: before.map((rank) => ({ ...rank, translations: {} })) },
          after: { ranks: renamed.map((rank) => ({ ...rank, translations: {} })) },
        }),
      };
    },
    'POST /api/Ranks/RecordPromotion': async () => {
      const [white] = await ranksViaApi(t.app);
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.RecordPromotion.path,
          headers: asAdmin(),
          payload: { fighterId: fighter.id, rankId: white!.id, day: '2025-06-01', examiner: 'Sensei Rao' },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'rank.promote',
          subject: { kind: 'fighter', id: fighter.id },
          after: {
            rankId: white!.id,
            day: '2025-06-01',
            gradingId: null,
            examiners: ['Sensei Rao'],
            certificateNumber: reply.json().promotion.certificateNumber,
          },
        }),
      };
    },
    'POST /api/Gradings/CreateGrading': async () => {
      const { batch } = await batchWithFighter();
      const fields = gradingFields([batch.id], (await ranksViaApi(t.app)).slice(0, 2));
      return {
        call: { method: 'POST', url: ENDPOINTS.CreateGrading.path, headers: asAdmin(), payload: fields },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'grading.create',
          subject: { kind: 'grading', id: reply.json().grading.id },
          after: fields,
        }),
      };
    },
    'POST /api/Gradings/UpdateGrading/:id': async () => {
      const { batch } = await batchWithFighter();
      const ranks = (await ranksViaApi(t.app)).slice(0, 1);
      const { grading } = await createGradingViaApi(t.app, admin.token, gradingFields([batch.id], ranks));
      const fields = gradingFields([batch.id], ranks, { place: 'Shivaji Nagar hall', fee: 900 });
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.UpdateGrading, { id: grading.id }),
          headers: asAdmin(),
          payload: fields,
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'grading.update',
          subject: { kind: 'grading', id: grading.id },
          before: { ...gradingFields([batch.id], ranks), batchIds: [batch.id] },
          after: fields,
        }),
      };
    },
    'POST /api/Gradings/InviteCandidates/:id': async () => {
      const { batch } = await batchWithFighter();
      const { grading } = await createGradingViaApi(
        t.app,
        admin.token,
        gradingFields([batch.id], await ranksViaApi(t.app)),
      );
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.InviteCandidates, { id: grading.id }),
          headers: asAdmin(),
          payload: { fighterIds: [fighter.id] },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'grading.invite',
          subject: { kind: 'grading', id: grading.id },
          after: { fighterIds: [fighter.id] },
        }),
      };
    },
    'POST /api/Gradings/RecordGradingResults/:id': async () => {
      const { batch } = await batchWithFighter();
      const { grading } = await createGradingViaApi(
        t.app,
        admin.token,
        gradingFields([batch.id], await ranksViaApi(t.app)),
      );
      await inviteViaApi(t.app, admin.token, grading.id, [fighter.id]);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.RecordGradingResults, { id: grading.id }),
          headers: asAdmin(),
          payload: { results: [{ fighterId: fighter.id, result: 'absent' }] },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'grading.result',
          subject: { kind: 'grading', id: grading.id },
          before: { fighterId: fighter.id, result: null },
          after: { fighterId: fighter.id, result: 'absent' },
        }),
      };
    },
    'POST /api/Gradings/ProposeGradingResults/:id': async () => {
      const { batch } = await batchWithFighter();
      const { grading } = await createGradingViaApi(
        t.app,
        admin.token,
        gradingFields([batch.id], await ranksViaApi(t.app)),
      );
      await inviteViaApi(t.app, admin.token, grading.id, [fighter.id]);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.ProposeGradingResults, { id: grading.id }),
          headers: asAdmin(),
          payload: { results: [{ fighterId: fighter.id, result: 'pass' }] },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'grading.propose',
          subject: { kind: 'grading', id: grading.id },
          before: { fighterId: fighter.id, proposedResult: null },
          after: { fighterId: fighter.id, proposedResult: 'pass' },
        }),
      };
    },
    'POST /api/Payments/SubmitUtr/:id': async () => {
      const { paymentId, email, link } = await visitorPayment();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SubmitUtr, { id: paymentId }),
          headers: link,
          payload: { utr: '611122233344' },
        },
        entry: async () => ({
          actor: visitor(email),
          action: 'payment.submit',
          subject: { kind: 'payment', id: paymentId },
          before: { state: 'pending' },
          after: { state: 'submitted', utr: '611122233344' },
        }),
      };
    },
    'POST /api/Payments/UploadPaymentScreenshot/:id': async () => {
      const { paymentId, email, link } = await visitorPayment();
      const form = new FormData();
      form.append('screenshot', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'upi.png');
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.UploadPaymentScreenshot, { id: paymentId }),
          headers: link,
          payload: form,
        },
        entry: async () => ({
          actor: visitor(email),
          action: 'payment.submit',
          subject: { kind: 'payment', id: paymentId },
          before: { state: 'pending' },
          after: { state: 'submitted', screenshot: true },
        }),
      };
    },
    'POST /api/Payments/RenewPaymentLink/:id': async () => {
      const { paymentId } = await visitorPayment();
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.RenewPaymentLink, { id: paymentId }), headers: asAdmin() },
        // That the link was renewed and when, never the secret.
        entry: async () => ({
          actor: adminActor(),
          action: 'payment.renewLink',
          subject: { kind: 'payment', id: paymentId },
          after: { renewedAt: expect.any(String) },
        }),
      };
    },
    'POST /api/Payments/CreatePayment': async () => {
      // Two bookings' fees in one transfer: a new payment (the same dues as a pending payment's would get that one back).
      const dueIds = [(await visitorPayment(fighter.token)).dueId, (await visitorPayment(fighter.token)).dueId];
      return {
        call: { method: 'POST', url: ENDPOINTS.CreatePayment.path, headers: asFighter(), payload: { dueIds } },
        entry: async (reply) => ({
          actor: fighterActor(fighter),
          action: 'payment.create',
          subject: { kind: 'payment', id: reply.json().payment.id },
          after: { dues: dueIds, amountPaise: 60000, reference: reply.json().payment.reference },
        }),
      };
    },
    'POST /api/Payments/DecidePayment/:id': async () => {
      const { paymentId, link } = await visitorPayment();
      await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.SubmitUtr, { id: paymentId }),
        headers: link,
        payload: { utr: '622233344455' },
      });
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.DecidePayment, { id: paymentId }),
          headers: asAdmin(),
          payload: { decision: 'paid' },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'payment.decide',
          subject: { kind: 'payment', id: paymentId },
          before: { state: 'submitted', utr: '622233344455' },
          after: {
            state: 'paid',
            receiptNumber: reply.json().payment.receiptNumber,
            utr: '622233344455',
            via: 'admin',
          },
        }),
      };
    },
    'POST /api/Payments/RecordOfflinePayment': async () => {
      const { dueId } = await visitorPayment();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.RecordOfflinePayment.path,
          headers: asAdmin(),
          payload: { dueIds: [dueId], method: 'waiver', note: 'Scholarship' },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'payment.offline',
          subject: { kind: 'payment', id: reply.json().payment.id },
          after: { method: 'waiver', dues: [dueId], amountPaise: 30000, note: 'Scholarship' },
        }),
      };
    },
    'POST /api/Payments/ImportStatement': async () => ({
      call: {
        method: 'POST',
        url: ENDPOINTS.ImportStatement.path,
        headers: asAdmin(),
        payload: {
          csv: 'Date,Narration,Chq./Ref.No.,Deposit Amt.\n05/11/26,UPI-A-a@ok-X-699988877766-N,,100.00',
          mapping: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
        },
      },
      entry: async () => ({
        actor: adminActor(),
        action: 'payment.import',
        subject: { kind: 'payment', id: null },
        after: { preset: 'hdfc', rows: 1, matched: 0, unmatched: 1, malformed: 0 },
      }),
    }),
    'PUT /api/Payments/SavePaymentSettings': async () => {
      await configurePayments();
      const changed = { ...PAYMENT_SETTINGS, holdMinutes: 45 };
      const normalized = { ...changed, statement: { preset: 'hdfc', columns: STATEMENT_PRESETS.hdfc } };
      return {
        call: { method: 'PUT', url: ENDPOINTS.SavePaymentSettings.path, headers: asAdmin(), payload: changed },
        entry: async () => ({
          actor: adminActor(),
          action: 'payment.settings',
          subject: { kind: 'settings', id: 'payments' },
          before: { ...normalized, holdMinutes: 60 },
          after: normalized,
        }),
      };
    },
    'POST /api/Admin/StartTwoFactor': async () => {
      const staff = await newStaff();
      return {
        call: { method: 'POST', url: ENDPOINTS.StartTwoFactor.path, headers: { 'x-auth-token': staff.token } },
        entry: async () => ({
          actor: staffActor(staff),
          action: 'admin.twoFactorStarted',
          subject: staffSubject(staff),
        }),
      };
    },
    'POST /api/Admin/ConfirmTwoFactor': async () => {
      const staff = await newStaff();
      const started = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.StartTwoFactor.path,
        headers: { 'x-auth-token': staff.token },
      });
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.ConfirmTwoFactor.path,
          headers: { 'x-auth-token': staff.token },
          payload: { code: codeAt(started.json().secret) },
        },
        entry: async () => ({
          actor: staffActor(staff),
          action: 'admin.twoFactorEnabled',
          subject: staffSubject(staff),
          after: { recoveryCodes: 10 },
        }),
      };
    },
    'POST /api/Admin/DisableTwoFactor': async () => {
      const staff = await staffWithTwoFactor();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.DisableTwoFactor.path,
          headers: { 'x-auth-token': staff.token },
          payload: { method: 'totp', code: nextCode(staff.secret) },
        },
        entry: async () => ({
          actor: staffActor(staff),
          action: 'admin.twoFactorDisabled',
          subject: staffSubject(staff),
          after: { method: 'totp' },
        }),
      };
    },
    'POST /api/Admin/RenewRecoveryCodes': async () => {
      const staff = await staffWithTwoFactor();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.RenewRecoveryCodes.path,
          headers: { 'x-auth-token': staff.token },
          payload: { method: 'totp', code: nextCode(staff.secret) },
        },
        entry: async () => ({
          actor: staffActor(staff),
          action: 'admin.recoveryCodesRenewed',
          subject: staffSubject(staff),
          after: { recoveryCodes: 10 },
        }),
      };
    },
    'POST /api/Admin/ResetTwoFactor/:id': async () => {
      const staff = await staffWithTwoFactor();
      const { enabledAt } = await t.app.db
        .selectFrom('staffTwoFactor')
        .select('enabledAt')
        .where('adminId', '=', staff.id)
        .executeTakeFirstOrThrow();
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.ResetTwoFactor, { id: staff.id }), headers: asAdmin() },
        entry: async () => ({
          actor: adminActor(),
          action: 'admin.twoFactorReset',
          subject: staffSubject(staff),
          before: { enabledAt },
        }),
      };
    },
    'PUT /api/Admin/SaveTwoFactorPolicy': async () => ({
      // Of a role the owner is not: the owner has no second factor here.
      call: {
        method: 'PUT',
        url: ENDPOINTS.SaveTwoFactorPolicy.path,
        headers: asAdmin(),
        payload: { required: ['instructor'] },
      },
      entry: async () => ({
        actor: adminActor(),
        action: 'admin.twoFactorPolicy',
        subject: { kind: 'settings', id: 'staffTwoFactorRequired' },
        before: { required: expect.any(Array) },
        after: { required: ['instructor'] },
      }),
    }),
    'PUT /api/Messages/SaveMessageSettings': async () => {
      const changed = { ...MESSAGE_DEFAULTS, absenceAfter: 4 };
      const audited = (settings: typeof MESSAGE_DEFAULTS) => {
        const { pricePaise, ...rest } = settings;
        return {
          ...rest,
          pricePaise: { whatsapp: pricePaise.whatsapp, sms: pricePaise.sms, byEmail: pricePaise.email },
        };
      };
      return {
        call: { method: 'PUT', url: ENDPOINTS.SaveMessageSettings.path, headers: asAdmin(), payload: changed },
        entry: async () => ({
          actor: adminActor(),
          action: 'messages.settings',
          subject: { kind: 'settings', id: 'messages' },
          before: audited(MESSAGE_DEFAULTS),
          after: audited(changed),
        }),
      };
    },
    'POST /api/Messages/RemindFeesNow': async () => ({
      call: { method: 'POST', url: ENDPOINTS.RemindFeesNow.path, headers: asAdmin() },
      entry: async () => ({
        actor: adminActor(),
        action: 'messages.remindFees',
        subject: { kind: 'settings', id: 'messages' },
        after: { families: expect.any(Number) },
      }),
    }),
    'PUT /api/Messages/SetMyMessageConsent': async () => ({
      call: {
        method: 'PUT',
        url: ENDPOINTS.SetMyMessageConsent.path,
        headers: asFighter(),
        payload: { channel: 'whatsapp', optedIn: true },
      },
      entry: async () => ({
        actor: fighterActor(fighter),
        action: 'messages.consent',
        subject: { kind: 'fighter', id: fighter.id },
        before: { channel: 'whatsapp', optedIn: false },
        after: { channel: 'whatsapp', optedIn: true, source: 'account', noticeVersion: MESSAGE_NOTICE_VERSION },
      }),
    }),
    'PUT /api/Messages/SetFamilyMessageConsent/:id': async () => ({
      call: {
        method: 'PUT',
        url: endpointUrl(ENDPOINTS.SetFamilyMessageConsent, { id: fighter.id }),
        headers: asAdmin(),
        payload: { channel: 'sms', optedIn: true },
      },
      entry: async () => ({
        actor: adminActor(),
        action: 'messages.consent',
        subject: { kind: 'fighter', id: fighter.id },
        before: { channel: 'sms', optedIn: false },
        after: { channel: 'sms', optedIn: true, source: 'desk', noticeVersion: MESSAGE_NOTICE_VERSION },
      }),
    }),
    'POST /api/Messages/StopMessages': async () => {
      const family = await signUpAndLogin(t.app);
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.StopMessages.path,
          payload: { token: t.app.tokens.stopTokenOf(family.id, 'whatsapp') },
        },
        entry: async () => ({
          actor: { role: 'visitor' as const, id: null, label: null, ip: IP },
          action: 'messages.optOut',
          subject: { kind: 'fighter', id: family.id },
          before: { channel: 'whatsapp', optedIn: false },
          after: { channel: 'whatsapp', optedIn: false, source: 'link', noticeVersion: MESSAGE_NOTICE_VERSION },
        }),
      };
    },
    'POST /api/Admin/RetryEmail/:id': async () => {
      // Due in an hour, so the runner cannot claim it (and end it 'done') before it is marked failed.
      const id = await t.app.jobs.enqueue(
        t.app.db,
        EMAIL_JOB,
        { to: 'lost@test.academy', subject: 'x' },
        { runAt: new Date(Date.now() + 3_600_000).toISOString() },
      );
      await t.app.db.updateTable('jobs').set({ state: 'failed' }).where('id', '=', id).execute();
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.RetryEmail, { id }), headers: asAdmin() },
        entry: async () => ({ actor: adminActor(), action: 'email.retry', subject: { kind: 'email', id } }),
      };
    },
    'POST /api/Fighters/EraseFighter/:id': async () => {
      // Another fighter: erasing the one the walk acts as would end its session.
      const leaving = await signUpAndLogin(t.app);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.EraseFighter, { id: leaving.id }),
          headers: { 'x-auth-token': leaving.token },
          payload: { password: 'kiai-password-1' },
        },
        entry: async () => ({
          // The person erasing themselves is named by the account's id only: their email and address go.
          actor: { role: 'fighter', id: leaving.id, label: null, ip: null },
          action: 'fighter.erase',
          subject: { kind: 'fighter', id: leaving.id },
          after: {
            requestedBy: 'fighter',
            profiles: 1,
            photos: 0,
            bookingsAnonymised: 0,
            waitlistPlaces: 0,
            consentRecords: 0,
            resetCodes: 0,
            emails: 0,
            auditEntriesRedacted: 2,
          },
        }),
      };
    },
    'POST /api/Sessions/LogoutEverywhere': async () => ({
      call: { method: 'POST', url: ENDPOINTS.LogoutEverywhere.path, headers: asFighter() },
      entry: async () => ({
        actor: fighterActor(fighter),
        action: 'session.revokeAll',
        subject: { kind: 'fighter', id: fighter.id },
      }),
    }),
  };

  /** A fresh tournament's kata category of two, drawn, and published if asked. */
  async function drawnKata(published: boolean) {
    const { categoryId: id, entries } = await enteredTournamentViaApi(t.app, admin.token);
    const { seedValue } = await drawViaApi(t.app, admin.token, id, published);
    return { id, entries, seedValue };
  }

  /** An invitation the owner made, with its link's secret. */
  async function staffInvitation(email: string) {
    const made = await inviteStaff(
      t.app,
      { role: 'admin', id: admin.id, ip: null, staffRole: 'owner' },
      { name: 'Sensei Kavya Reddy', email, role: 'instructor' },
      'en',
    );
    return { id: made.invitation.id, token: made.url.split('#')[1]! };
  }
  Object.assign(CASES, {
    'POST /api/Staff/InviteStaff': async () => ({
      call: {
        method: 'POST',
        url: ENDPOINTS.InviteStaff.path,
        headers: asAdmin(),
        payload: { name: 'Sensei Kavya Reddy', email: 'kavya@example.com', role: 'instructor' },
      },
      entry: async (reply) => ({
        actor: adminActor(),
        action: 'staff.invite',
        subject: { kind: 'staffInvitation', id: reply.json().invitation.id },
        after: { name: 'Sensei Kavya Reddy', email: 'kavya@example.com', role: 'instructor' },
      }),
    }),
    'POST /api/Staff/WithdrawStaffInvitation/:id': async () => {
      const { id } = await staffInvitation('withdrawn@example.com');
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.WithdrawStaffInvitation, { id }), headers: asAdmin() },
        entry: async () => ({
          actor: adminActor(),
          action: 'staff.inviteWithdrawn',
          subject: { kind: 'staffInvitation', id },
        }),
      };
    },
    'POST /api/Tournaments/SetUpTournament/:id': async () => {
      const event = await newEvent();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SetUpTournament, { id: event._id }),
          headers: asAdmin(),
          payload: CADETS,
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.setUp',
          subject: { kind: 'tournament', id: event._id },
          after: {
            profile: 'WKF 2023',
            disciplines: ['kata', 'kumite'],
            ageGroups: ['cadets'],
            categoryFeePaise: 50000,
            categories: 11,
          },
        }),
      };
    },
    'POST /api/Tournaments/AddEntries/:id': async () => {
      const { event, tournament } = await tournamentViaApi(t.app, admin.token);
      const athlete = cadetEntry('Meher Joshi', [tournament.categories[1]!.id], { gender: 'female' });
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.AddEntries, { id: event._id }),
          headers: asAdmin(),
          payload: { club: 'Kaizen', athletes: [athlete] },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'tournament.addEntries',
          subject: { kind: 'tournamentEntry', id: reply.json().entries[0].id },
          after: {
            categoryId: tournament.categories[1]!.id,
            fullName: 'Meher Joshi',
            dateOfBirth: athlete.dateOfBirth,
            gender: 'female',
            weight: 50,
            club: 'Kaizen',
          },
        }),
      };
    },
    'POST /api/Tournaments/EnterTournament/:id': async () => {
      const { event, tournament } = await tournamentViaApi(t.app, admin.token);
      const athlete = cadetEntry('Kabir Sen', [tournament.categories[0]!.id]);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.EnterTournament, { id: event._id }),
          headers: asFighter(),
          payload: {
            contactName: 'Sensei Ravi Naik',
            email: 'ravi@tigers.example.in',
            mobileNumber: '9820123456',
            club: 'Tigers Dojo',
            coachName: 'Sensei Ravi Naik',
            guardiansAgree: true,
            athletes: [athlete],
          },
        },
        entry: async (reply) => {
          const booking = await t.app.db
            .selectFrom('bookings')
            .select('id')
            .where('eventId', '=', event._id)
            .executeTakeFirstOrThrow();
          const entry = await t.app.db
            .selectFrom('tournamentEntries')
            .select('id')
            .where('bookingId', '=', booking.id)
            .executeTakeFirstOrThrow();
          return [
            {
              actor: fighterActor(fighter),
              action: 'booking.create',
              subject: { kind: 'booking', id: booking.id },
              after: {
                eventId: event._id,
                bookingCode: reply.json().athletes[0].bookingId,
                fighterName: 'Kabir Sen',
                email: 'ravi@tigers.example.in',
                club: 'Tigers Dojo',
                consent: 'declaredByEntrant',
              },
            },
            {
              actor: fighterActor(fighter),
              action: 'tournament.addEntries',
              subject: { kind: 'tournamentEntry', id: entry.id },
              after: {
                categoryId: tournament.categories[0]!.id,
                fullName: 'Kabir Sen',
                dateOfBirth: athlete.dateOfBirth,
                gender: 'male',
                weight: 50,
                club: 'Tigers Dojo',
                bookingId: booking.id,
              },
            },
          ];
        },
      };
    },
    'POST /api/Tournaments/WeighIn/:id': async () => {
      const { event, bookingId } = await athleteEnteredViaApi(t.app, admin.token, 2);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.WeighIn, { id: bookingId }),
          headers: asAdmin(),
          payload: { weighedKg: 49.8 },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'tournament.weighIn',
          subject: { kind: 'booking', id: bookingId },
          after: { eventId: event._id, fighterName: reply.json().athleteName, weighedKg: 49.8 },
        }),
      };
    },
    'POST /api/Tournaments/WithdrawAbsentees/:id': async () => {
      const { categoryId, entries } = await enteredTournamentViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.WithdrawAbsentees, { id: categoryId }),
          headers: asAdmin(),
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.withdrawAbsentees',
          subject: { kind: 'tournamentCategory', id: categoryId },
          after: { entryIds: expect.arrayContaining(entries.map((entry) => entry.id)) },
        }),
      };
    },
    'POST /api/Tournaments/SetTatamis/:id': async () => {
      const { event, categoryId } = await enteredTournamentViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SetTatamis, { id: event._id }),
          headers: asAdmin(),
          payload: { tatamis: [{ categoryIds: [] }, { categoryIds: [categoryId] }] },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.tatamis',
          subject: { kind: 'tournament', id: event._id },
          before: null,
          after: { tatamis: [[], [categoryId]] },
        }),
      };
    },
    'POST /api/Tournaments/CreateDisplay/:id': async () => {
      const { event } = await tournamentViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.CreateDisplay, { id: event._id }),
          headers: asAdmin(),
          payload: { kind: 'callUp', tatami: null, label: 'Hall screen' },
        },
        // The link's token stays out of the log: it opens the screen.
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'tournament.createDisplay',
          subject: { kind: 'tournament', id: event._id },
          after: {
            display: (reply.json() as { displays: { id: string }[] }).displays[0]!.id,
            kind: 'callUp',
            tatami: null,
            mirrored: false,
            label: 'Hall screen',
          },
        }),
      };
    },
    'POST /api/Tournaments/RevokeDisplay/:id': async () => {
      const { event } = await tournamentViaApi(t.app, admin.token);
      const created = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CreateDisplay, { id: event._id }),
        headers: asAdmin(),
        payload: { kind: 'callUp', tatami: null },
      });
      const displayId = (created.json() as { displays: { id: string }[] }).displays[0]!.id;
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.RevokeDisplay, { id: event._id }),
          headers: asAdmin(),
          payload: { displayId },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.revokeDisplay',
          subject: { kind: 'tournament', id: event._id },
          before: { display: displayId, kind: 'callUp', tatami: null, label: '' },
          after: { display: displayId, revoked: true },
        }),
      };
    },
    'POST /api/Tournaments/ClaimTatami/:id': async () => {
      const { event, categoryId } = await enteredTournamentViaApi(t.app, admin.token);
      await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.SetTatamis, { id: event._id }),
        headers: asAdmin(),
        payload: { tatamis: [{ categoryIds: [categoryId] }] },
      });
      const consoleId = randomUUID();
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.ClaimTatami, { id: event._id }),
          headers: asAdmin(),
          payload: { tatami: 1, consoleId },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.console',
          subject: { kind: 'tournament', id: event._id },
          after: { tatami: 1, consoleId },
        }),
      };
    },
    'POST /api/Tournaments/SetTatamiOfficials/:id': async () => {
      const { event } = await enteredTournamentViaApi(t.app, admin.token);
      const official = await insertStaffWithToken(t.app, 'tableOfficial');
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SetTatamiOfficials, { id: event._id }),
          headers: asAdmin(),
          payload: { officials: [{ userId: official.id, tatami: 2 }] },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.tatamiOfficials',
          subject: { kind: 'tournament', id: event._id },
          before: { officials: [{ userId: official.id, tatami: null }] },
          after: { officials: [{ userId: official.id, tatami: 2 }] },
        }),
      };
    },
    'POST /api/Tournaments/SetEntryState/:id': async () => {
      const { entries } = await enteredTournamentViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SetEntryState, { id: entries[0]!.id }),
          headers: asAdmin(),
          payload: { state: 'withdrawn' },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.setEntryState',
          subject: { kind: 'tournamentEntry', id: entries[0]!.id },
          before: { state: 'entered' },
          after: { state: 'withdrawn' },
        }),
      };
    },
    'POST /api/Tournaments/MoveEntry/:id': async () => {
      const { tournament, entries } = await enteredTournamentViaApi(t.app, admin.token);
      const [from, to] = [tournament.categories[0]!.id, tournament.categories[1]!.id];
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.MoveEntry, { id: entries[0]!.id }),
          headers: asAdmin(),
          payload: { categoryId: to },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.moveEntry',
          subject: { kind: 'tournamentEntry', id: entries[0]!.id },
          before: { categoryId: from },
          after: { categoryId: to },
        }),
      };
    },
    'POST /api/Tournaments/MergeCategories/:id': async () => {
      const { tournament } = await enteredTournamentViaApi(t.app, admin.token);
      const [into, from] = tournament.categories;
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.MergeCategories, { id: from!.id }),
          headers: asAdmin(),
          payload: { intoId: into!.id },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.merge',
          subject: { kind: 'tournamentCategory', id: into!.id },
          before: { merged: from!.id, mergedKey: from!.key, key: into!.key },
          after: { key: categoryKey(mergeCriteria(into!.criteria, from!.criteria)) },
        }),
      };
    },
    'POST /api/Tournaments/SplitCategory/:id': async () => {
      const { tournament, entries } = await enteredTournamentViaApi(t.app, admin.token);
      const category = tournament.categories[0]!;
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SplitCategory, { id: category.id }),
          headers: asAdmin(),
          payload: { entryIds: [entries[0]!.id] },
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'tournament.split',
          subject: { kind: 'tournamentCategory', id: category.id },
          after: { newCategoryId: reply.json().tournament.categories[1].id, entries: 1 },
        }),
      };
    },
    'POST /api/Tournaments/DrawCategory/:id': async () => {
      const { tournament } = await enteredTournamentViaApi(t.app, admin.token);
      const category = tournament.categories[0]!;
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.DrawCategory, { id: category.id }),
          headers: asAdmin(),
          payload: {},
        },
        entry: async (reply) => ({
          actor: adminActor(),
          action: 'tournament.draw',
          subject: { kind: 'tournamentCategory', id: category.id },
          after: { format: 'kataPoints', seedValue: reply.json().seedValue, entrants: 2, seeds: {} },
        }),
      };
    },
    'POST /api/Tournaments/PublishDraw/:id': async () => {
      const { id, seedValue } = await drawnKata(false);
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.PublishDraw, { id }), headers: asAdmin() },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.publish',
          subject: { kind: 'tournamentCategory', id },
          after: { seedValue },
        }),
      };
    },
    'POST /api/Tournaments/RecordResult/:id': async () => {
      const { categoryId: pool } = await enteredTournamentViaApi(t.app, admin.token, 2);
      await drawViaApi(t.app, admin.token, pool, true);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.RecordResult, { id: pool }),
          headers: asAdmin(),
          payload: { boutId: 'P-1', winner: 'aka', method: 'points', akaScore: 3, aoScore: 1 },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.result',
          subject: { kind: 'tournamentCategory', id: pool },
          after: { bout: 'P-1', winner: 'aka', method: 'points', akaScore: 3, aoScore: 1 },
        }),
      };
    },
    'POST /api/Tournaments/AppendBoutEvents/:id': async () => {
      const { categoryId: pool } = await enteredTournamentViaApi(t.app, admin.token, 2);
      await drawViaApi(t.app, admin.token, pool, true);
      // The call that ends the bout: one entry for the events it stored, and the result it writes.
      const events = [
        { id: randomUUID(), at: 0, kind: 'clock', action: 'start' },
        { id: randomUUID(), at: 5_000, kind: 'kiken', side: 'ao' },
      ];
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.AppendBoutEvents, { id: pool }),
          headers: asAdmin(),
          payload: { boutId: 'P-1', events },
        },
        entry: async () => [
          {
            actor: adminActor(),
            action: 'tournament.boutEvents',
            subject: { kind: 'tournamentCategory', id: pool },
            after: { bout: 'P-1', count: 2, fromSeq: 1, toSeq: 2 },
          },
          {
            actor: adminActor(),
            action: 'tournament.result',
            subject: { kind: 'tournamentCategory', id: pool },
            after: { bout: 'P-1', winner: 'aka', method: 'kiken', akaScore: 0, aoScore: 0 },
          },
        ],
      };
    },
    'POST /api/Tournaments/IssueCompetitionCertificate/:id': async () => {
      const { entryId } = await finishedCategoryViaApi(t.app, admin.token, fighter.id);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.IssueCompetitionCertificate, { id: entryId }),
          headers: asFighter(),
        },
        // The family's first request issues it; the number only, no name (the entry keeps that).
        entry: async (reply) => ({
          actor: fighterActor(fighter),
          action: 'tournament.certificate',
          subject: { kind: 'tournamentEntry', id: entryId },
          after: { entryId, number: reply.json().certificate.number, place: 1 },
        }),
      };
    },
    'POST /api/Tournaments/IssueCategoryCertificates/:id': async () => {
      const { categoryId, entryId } = await finishedCategoryViaApi(t.app, admin.token);
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.IssueCategoryCertificates, { id: categoryId }),
          headers: asAdmin(),
        },
        entry: async (reply) => {
          const [gold, silver] = reply.json().certificates as { entryId: string; number: string }[];
          expect(gold!.entryId).toBe(entryId);
          return {
            actor: adminActor(),
            action: 'tournament.certificate',
            subject: { kind: 'tournamentCategory', id: categoryId },
            after: {
              certificates: [
                { entryId: gold!.entryId, number: gold!.number, place: 1 },
                { entryId: silver!.entryId, number: silver!.number, place: 2 },
              ],
            },
          };
        },
      };
    },
    'POST /api/Tournaments/RecordKataScore/:id': async () => {
      const { id, entries } = await drawnKata(true);
      const scores = [8, 8.1, 8.2, 8.3, 8.4, 8.5, 8.6];
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.RecordKataScore, { id }),
          headers: asAdmin(),
          payload: { round: 1, entryId: entries[0]!.id, scores },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'tournament.result',
          subject: { kind: 'tournamentCategory', id },
          after: { round: 1, entryId: entries[0]!.id, scores },
        }),
      };
    },
    'POST /api/Staff/UpdateStaff/:id': async () => {
      const member = await insertStaffWithToken(t.app, 'instructor', { name: 'Sensei Rao' });
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.UpdateStaff, { id: member.id }),
          headers: asAdmin(),
          payload: { name: 'Sensei K. Rao', role: 'frontDesk' },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'staff.update',
          subject: { kind: 'admin', id: member.id },
          before: { name: 'Sensei Rao', role: 'instructor' },
          after: { name: 'Sensei K. Rao', role: 'frontDesk' },
        }),
      };
    },
    'POST /api/Staff/SetStaffActive/:id': async () => {
      const member = await insertStaffWithToken(t.app, 'frontDesk');
      return {
        call: {
          method: 'POST',
          url: endpointUrl(ENDPOINTS.SetStaffActive, { id: member.id }),
          headers: asAdmin(),
          payload: { active: false },
        },
        entry: async () => ({
          actor: adminActor(),
          action: 'staff.deactivate',
          subject: { kind: 'admin', id: member.id },
        }),
      };
    },
    'POST /api/Staff/AcceptStaffInvitation': async () => {
      const { id, token } = await staffInvitation('joins@example.com');
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.AcceptStaffInvitation.path,
          payload: { token, password: 'staff-password-1', confirmPassword: 'staff-password-1' },
        },
        // The new member made their own account.
        entry: async (reply) => ({
          actor: {
            role: 'admin',
            id: reply.json().id,
            label: 'joins@example.com',
            ip: IP,
            name: 'Sensei Kavya Reddy',
            staffRole: 'instructor',
          },
          action: 'staff.join',
          subject: { kind: 'admin', id: reply.json().id },
          after: { name: 'Sensei Kavya Reddy', email: 'joins@example.com', role: 'instructor', invitationId: id },
        }),
      };
    },
  } satisfies Record<string, AuditCase>);

  it('expects an entry only of routes that write', () => {
    expect(Object.keys(CASES).filter((key) => !WRITE_ROUTES.includes(key))).toEqual([]);
  });

  /** Makes the call and checks it appended exactly the entry the case expects. */
  async function expectOneEntry(auditCase: AuditCase) {
    const { call, entry } = await auditCase();
    const before = await logIds();
    const reply = await t.app.inject({ ...call, payload: call.payload as never });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const expected = await entry(reply);
    const entries = (Array.isArray(expected) ? expected : [expected]).map((one) => ({
      before: null,
      after: null,
      ...one,
      actor: { name: null, staffRole: null, ...one.actor },
      id: expect.any(String),
      at: expect.stringMatching(ISO_INSTANT),
    }));
    // What was acted on is compared by kind and id: the name it goes by now is audit-log-api.test.ts's.
    const appended = (await entriesSince(before)).map(({ subject: { name: _name, ...subject }, ...rest }) => ({
      ...rest,
      subject,
    }));
    expect(appended).toHaveLength(entries.length);
    expect(appended).toEqual(expect.arrayContaining(entries));
  }

  /** What the walk's one call per route leaves out: the other outcome of a route that records two actions. */
  const OTHER_OUTCOMES: Record<string, AuditCase> = {
    "a login's second step with a recovery code records its use, then the login": async () => {
      const staff = await staffWithTwoFactor();
      return {
        call: {
          method: 'POST',
          url: ENDPOINTS.AdminTwoFactorLogin.path,
          payload: { challenge: await challengeOf(staff), method: 'recovery', code: staff.recoveryCodes[0] },
        },
        entry: async () => [
          {
            actor: visitor(staff.email),
            action: 'admin.recoveryCodeUsed',
            subject: staffSubject(staff),
            after: { recoveryCodesLeft: 9 },
          },
          { actor: staffActor(staff), action: 'admin.login', subject: staffSubject(staff) },
        ],
      };
    },
    'a request into a batch that accepts by itself is recorded as accepted': requestCase(true),
    "the admin's decline of a request": decideCase('decline'),
    'leaving the line with an open offer passes the seat to the next in line': async () => {
      const { event, bookingRowId } = await fullEventViaApi(t.app, admin.token, 'frees.a.seat@example.com');
      const mine = await joinWaitlistViaApi(t.app, event._id, fighter.email, { token: fighter.token });
      const next = await joinWaitlistViaApi(t.app, event._id, 'next.in.line@example.com');
      const cancelled = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.CancelBooking, { id: bookingRowId }),
        headers: asAdmin(),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const place = (id: string) =>
        t.app.db.selectFrom('waitlist').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect((await place(mine._id)).state).toBe('offered');
      return {
        call: { method: 'POST', url: endpointUrl(ENDPOINTS.LeaveWaitlist, { id: mine._id }), headers: asFighter() },
        entry: async () => [
          {
            actor: fighterActor(fighter),
            action: 'waitlist.leave',
            subject: { kind: 'waitlist', id: mine._id },
            before: { state: 'offered' },
            after: { state: 'left' },
          },
          {
            actor: { role: 'system', id: null, label: 'waiting list', ip: null },
            action: 'waitlist.offer',
            subject: { kind: 'waitlist', id: next._id },
            before: { state: 'waiting' },
            after: {
              state: 'offered',
              eventId: event._id,
              email: 'next.in.line@example.com',
              offerExpiresAt: (await place(next._id)).offerExpiresAt,
            },
          },
        ],
      };
    },
  };
  // Before the walk, which logs the fighter out everywhere last.
  for (const [name, auditCase] of Object.entries(OTHER_OUTCOMES)) {
    it(`${name} appends exactly its entry`, () => expectOneEntry(auditCase));
  }

  // In the endpoint table's order, so logging out everywhere comes last.
  for (const key of WRITE_ROUTES) {
    it(`${key} appends exactly its entry`, async () => {
      const auditCase = CASES[key];
      expect(
        auditCase,
        `${key} writes but the audit walk has no expected entry for it: add one to CASES`,
      ).toBeDefined();
      await expectOneEntry(auditCase!);
    });
  }
});

describe(`security events in the audit log on ${testDialect}`, () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await adminToken(t.app);
    adminId = (await t.app.db.selectFrom('admins').select('id').where('email', '=', ADMIN.email).executeTakeFirst())!
      .id;
  });
  afterAll(() => t?.close());

  async function latest(action: AuditEntry['action']) {
    const row = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', action)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && { ...row, before: row.before && JSON.parse(row.before), after: row.after && JSON.parse(row.after) };
  }
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('records failed logins of both roles under the email tried, with the account when there is one', async () => {
    const fighter = await signUpAndLogin(t.app);
    await post(ENDPOINTS.AdminLogin.path, { email: ADMIN.email, password: 'not-the-password' });
    expect(await latest('admin.loginFailed')).toMatchObject({
      actorRole: 'visitor',
      actorId: null,
      actorLabel: ADMIN.email,
      ip: IP,
      subjectKind: 'admin',
      subjectId: adminId,
    });
    await post(ENDPOINTS.AdminLogin.path, { email: 'Nobody@Test.Academy', password: 'whatever-1' });
    expect(await latest('admin.loginFailed')).toMatchObject({ actorLabel: 'nobody@test.academy', subjectId: null });
    await post(ENDPOINTS.FighterLogin.path, { email: fighter.email, password: 'not-the-password' });
    expect(await latest('fighter.loginFailed')).toMatchObject({
      actorRole: 'visitor',
      actorLabel: fighter.email,
      subjectKind: 'fighter',
      subjectId: fighter.id,
    });
  });

  it('records a reset asked for an unknown email and a throttled one as sending nothing', async () => {
    await post(ENDPOINTS.FighterForgotPassword.path, { email: 'no.account@test.academy' });
    expect(await latest('fighter.resetRequested')).toMatchObject({
      actorLabel: 'no.account@test.academy',
      subjectId: null,
      after: { codeSent: false },
    });
    const fighter = await signUpAndLogin(t.app);
    await post(ENDPOINTS.FighterForgotPassword.path, { email: fighter.email });
    expect(await latest('fighter.resetRequested')).toMatchObject({ subjectId: fighter.id, after: { codeSent: true } });
    await post(ENDPOINTS.FighterForgotPassword.path, { email: fighter.email });
    expect(await latest('fighter.resetRequested')).toMatchObject({ subjectId: fighter.id, after: { codeSent: false } });
  });

  it('records each failed reset with its reason, and never the code tried', async () => {
    const fighter = await signUpAndLogin(t.app);
    const reset = (code: string) =>
      post(ENDPOINTS.FighterResetPassword.path, {
        email: fighter.email,
        code,
        newPassword: 'new-password-1',
        confirmNewPassword: 'new-password-1',
      });
    await reset('1234');
    expect(await latest('fighter.resetFailed')).toMatchObject({
      actorRole: 'visitor',
      actorLabel: fighter.email,
      after: { reason: 'api.resetCodeInvalid' },
    });
    await post(ENDPOINTS.FighterForgotPassword.path, { email: fighter.email });
    const code = extractResetCode((await waitForOutbox(t.config.outboxDir, fighter.email, 1))[0]!);
    const wrong = code === '0000' ? '1111' : '0000';
    await reset(wrong);
    const failed = await latest('fighter.resetFailed');
    expect(failed).toMatchObject({ after: { reason: 'api.resetCodeWrong' } });
    // The entry's id, time and email are random hex and digits that may hold the four digits by chance.
    const { before, after, people } = failed!;
    expect(JSON.stringify({ before, after, people })).not.toContain(wrong);
  });

  it('records the admin password set by npm run admin, and a new admin, as done by the command', async () => {
    const env = {
      DATA_DIR: t.config.dataDir,
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      LOG_LEVEL: 'silent',
    };
    const changed = await runCli('admin', ['--email', ADMIN.email, '--password', 'a-new-admin-password'], env);
    expect(changed.code, changed.stderr).toBe(0);
    expect(await latest('admin.passwordChanged')).toMatchObject({
      actorRole: 'system',
      actorId: null,
      actorLabel: 'npm run admin',
      ip: null,
      subjectKind: 'admin',
      subjectId: adminId,
      before: null,
      after: null,
    });
    const created = await runCli(
      'admin',
      ['--email', 'Second.Admin@test.academy', '--password', 'second-admin-pw'],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    const second = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'second.admin@test.academy')
      .executeTakeFirst();
    expect(await latest('admin.create')).toMatchObject({
      actorRole: 'system',
      actorLabel: 'npm run admin',
      subjectId: second?.id,
      after: { email: 'second.admin@test.academy' },
    });
  });
});
