import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, addDays, endpointUrl, ENDPOINTS as ENDPOINTS_BY_NAME } from '@academy/contract';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { ENDPOINTS } from './helpers/endpoints.ts';
import {
  bookingPayload,
  createEventViaApi,
  DEFAULT_EVENT,
  eventForm,
  fromNow,
  DAY_MS,
} from './helpers/events-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { pngImage } from './helpers/images.ts';
import { fullEventViaApi, joinWaitlistViaApi, offeredSeatViaApi } from './helpers/waitlist-fixtures.ts';
import { EMAIL_JOB } from '../src/mail/outbox.ts';
import { adminWithTwoFactor, codeAt, enrolTwoFactorViaApi, nextCode } from './helpers/two-factor.ts';
import {
  batchFields,
  checkinCodeViaApi,
  closeSessionViaApi,
  createBatchViaApi,
  enrolViaApi,
  tomorrow,
} from './helpers/classes-fixtures.ts';
import {
  createGradingViaApi,
  gradingFields,
  inviteViaApi,
  promoteViaApi,
  ranksViaApi,
} from './helpers/ranks-fixtures.ts';

/**
 * Issue 6: every endpoint x {visitor, fighter, another fighter, admin, forged token, expired token}.
 * "fighter" is fighter A acting on A's record; "another fighter" is B acting on A's record.
 */
const PAYMENT_SETTINGS = {
  upiId: 'academy@okhdfcbank',
  payeeName: 'Kaizen Karate Academy',
  academyDetails: '',
  receiptPrefix: 'KKA',
  feeDueDay: 10,
  holdMinutes: 60,
  statement: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
};

/** The name on fighter A's booking that only A's My bookings may show. */
const FAMILY_BOOKING = 'Booking Of Fighter A';

const ACTORS = ['visitor', 'fighter', 'other fighter', 'admin', 'forged token', 'expired token'] as const;
type Actor = (typeof ACTORS)[number];

const PUBLIC = [200, 200, 200, 200, 200, 200];
const OWN_RECORD_READ = [401, 200, 403, 200, 401, 401];
const OWN_RECORD_WRITE = [401, 200, 403, 403, 401, 401];
const ADMIN_ONLY = [401, 403, 403, 200, 401, 401];
/**
 * A payment of fighter A's family, asked by id alone: A and the admin; anyone else hears 404, as if it did not exist
 * (a payer without a login opens it with the link's secret instead: payment-links.test.ts).
 */
const FAMILY_PAYMENT = [404, 200, 404, 200, 404, 404];

/** The HTTP status each actor must get, in ACTORS order. */
const EXPECTED: Record<string, number[]> = {
  'GET /api/health': PUBLIC,
  'GET /api/health/live': PUBLIC,
  'POST /api/Admin/AdminLogin': PUBLIC,
  // A challenge and a code are the key, whoever sends them: each caller brings a fresh admin's.
  'POST /api/Admin/AdminTwoFactorLogin': PUBLIC,
  'POST /api/Fighters/FighterLogin': PUBLIC,
  'POST /api/Fighters/CreateFighter': PUBLIC,
  'POST /api/Fighters/FighterForgotPassword': PUBLIC,
  'POST /api/Fighters/FighterResetPassword': [400, 400, 400, 400, 400, 400],
  'GET /api/Fighters/GetFighterDetailsById/:id': OWN_RECORD_READ,
  'PUT /api/Fighters/UpdateFighterDetails/:id': OWN_RECORD_WRITE,
  'PUT /api/Fighters/UpdateFighterProfileImage/:id': OWN_RECORD_WRITE,
  'PUT /api/Fighters/SetFighterLanguage/:id': OWN_RECORD_WRITE,
  'GET /api/Fighters/GetFighterProfileImage/:id': OWN_RECORD_READ,
  'GET /api/Fighters/GetAllFighters': ADMIN_ONLY,
  'GET /api/Fighters/ExportFighterData/:id': OWN_RECORD_READ,
  // Each actor erases a fighter of its own (see the request builder): the fighter their own, the admin any.
  'POST /api/Fighters/EraseFighter/:id': [401, 200, 403, 200, 401, 401],
  // A fighter's own family; an admin has none.
  'GET /api/Families/GetFamily': [401, 200, 200, 403, 401, 401],
  'POST /api/Families/AddChild': [401, 201, 201, 403, 401, 401],
  // A child of fighter A: only A may ask for or withdraw its consent, not even the admin.
  'POST /api/Families/RequestChildConsent/:id': OWN_RECORD_WRITE,
  'POST /api/Families/WithdrawChildConsent/:id': OWN_RECORD_WRITE,
  // The link's secret is the key, whoever sends it: an unknown one is unknown to everyone.
  'POST /api/Consents/GetConsent': [404, 404, 404, 404, 404, 404],
  'POST /api/Consents/ConfirmConsent': [404, 404, 404, 404, 404, 404],
  'POST /api/Consents/WithdrawConsent': [404, 404, 404, 404, 404, 404],
  'GET /api/Gallery/GetAllGalleryImages': PUBLIC,
  'POST /api/Gallery/CreateGalleryImage': [401, 403, 403, 201, 401, 401],
  'DELETE /api/Gallery/DeleteGalleryImage/:id': ADMIN_ONLY,
  'GET /api/events/GetAllEvents': PUBLIC,
  'GET /api/events/getEventById/:id': PUBLIC,
  'POST /api/events/CreateEvent': ADMIN_ONLY,
  'PUT /api/events/updateEvent/:id': ADMIN_ONLY,
  'DELETE /api/events/DeleteEvent/:id': ADMIN_ONLY,
  'POST /api/Bookings/BookEvent': PUBLIC,
  'POST /api/Bookings/CancelBooking/:id': ADMIN_ONLY,
  // The caller's own family's bookings and places in line: each account sees its own; the admin has no family.
  'GET /api/Bookings/MyBookings': [401, 200, 200, 403, 401, 401],
  // A booking of fighter A's family: another family cannot learn that it exists; the admin has no family.
  'POST /api/Bookings/CancelMyBooking/:id': [401, 200, 404, 403, 401, 401],
  // Anyone may wait for a full event; a token that is no longer valid makes the caller a visitor.
  'POST /api/Waitlist/JoinWaitlist': [201, 201, 201, 201, 201, 201],
  // A place of fighter A's family, as for CancelMyBooking.
  'POST /api/Waitlist/LeaveWaitlist/:id': [401, 200, 404, 403, 401, 401],
  // An offer is reached by the secret code of its emailed link: a token is not looked at.
  'GET /api/Waitlist/GetOffer/:token': PUBLIC,
  'POST /api/Waitlist/ClaimOffer/:token': PUBLIC,
  'POST /api/Waitlist/DeclineOffer/:token': PUBLIC,
  'GET /api/Waitlist/GetWaitlist/:id': ADMIN_ONLY,
  // The door is the instructor's, who uses the admin account.
  'GET /api/events/GetEventDoor/:id': ADMIN_ONLY,
  'POST /api/events/CheckInTicket/:id': ADMIN_ONLY,
  'GET /api/Classes/GetClasses': PUBLIC,
  'GET /api/Classes/GetClass/:id': PUBLIC,
  'GET /api/Classes/GetAllBatches': ADMIN_ONLY,
  'POST /api/Classes/CreateBatch': [401, 403, 403, 201, 401, 401],
  'PUT /api/Classes/UpdateBatch/:id': ADMIN_ONLY,
  'POST /api/Classes/SetBatchStatus/:id': ADMIN_ONLY,
  'POST /api/Classes/CloseSession': ADMIN_ONLY,
  'POST /api/Classes/ReopenSession': ADMIN_ONLY,
  // For a profile of the caller's family: fighter A's own; B is not A's family and the admin has none.
  'POST /api/Enrolments/RequestEnrolment': [401, 201, 403, 403, 401, 401],
  // Fighter A's enrolment: A may leave, B may not; the admin may take anyone out of a batch.
  'POST /api/Enrolments/LeaveBatch/:id': [401, 200, 403, 200, 401, 401],
  'POST /api/Enrolments/DecideEnrolment/:id': ADMIN_ONLY,
  'GET /api/Enrolments/GetBatchRoster/:id': ADMIN_ONLY,
  'GET /api/Enrolments/GetFighterClasses/:id': OWN_RECORD_READ,
  // Marking attendance is the instructor's, who uses the admin account.
  'GET /api/Attendance/GetSession/:id': ADMIN_ONLY,
  'POST /api/Attendance/MarkAttendance': ADMIN_ONLY,
  'POST /api/Attendance/CheckIn': ADMIN_ONLY,
  'GET /api/Attendance/GetAttendanceRegister/:id': ADMIN_ONLY,
  'GET /api/Admin/GetDashboard': ADMIN_ONLY,
  // A trial request needs no account; whatever token comes with it is not looked at.
  'POST /api/Leads/BookTrial': [201, 201, 201, 201, 201, 201],
  // A lead's sign-up link: its secret is the key, whoever sends it.
  'POST /api/Leads/GetLeadInvite': PUBLIC,
  'GET /api/Leads/GetLeads': ADMIN_ONLY,
  'POST /api/Leads/UpdateLead/:id': ADMIN_ONLY,
  'POST /api/Leads/ConvertLead/:id': ADMIN_ONLY,
  'GET /api/Ranks/GetRanks': PUBLIC,
  'PUT /api/Ranks/SaveRanks': ADMIN_ONLY,
  'GET /api/Ranks/GetRankClaims': ADMIN_ONLY,
  'GET /api/Ranks/GetFighterRanks/:id': OWN_RECORD_READ,
  // Only the academy records a rank: a fighter never promotes themself.
  'POST /api/Ranks/RecordPromotion': [401, 403, 403, 201, 401, 401],
  // A certificate of fighter A: A's family and the admin may fetch it.
  'GET /api/Ranks/GetCertificate/:id': OWN_RECORD_READ,
  // Anyone holding a certificate's number may check it; a token is not looked at.
  'GET /api/Ranks/VerifyCertificate/:number': PUBLIC,
  'GET /api/Gradings/GetGradings': ADMIN_ONLY,
  'GET /api/Gradings/GetGrading/:id': ADMIN_ONLY,
  'POST /api/Gradings/CreateGrading': [401, 403, 403, 201, 401, 401],
  'POST /api/Gradings/UpdateGrading/:id': ADMIN_ONLY,
  'POST /api/Gradings/InviteCandidates/:id': ADMIN_ONLY,
  'POST /api/Gradings/RecordGradingResults/:id': ADMIN_ONLY,
  // A payment is reached by its random id, as the booking's link gives it: a token is not looked at.
  'GET /api/Payments/GetPayment/:id': FAMILY_PAYMENT,
  'POST /api/Payments/SubmitUtr/:id': FAMILY_PAYMENT,
  'POST /api/Payments/UploadPaymentScreenshot/:id': FAMILY_PAYMENT,
  'GET /api/Payments/GetPaymentScreenshot/:id': ADMIN_ONLY,
  'GET /api/Payments/GetReceipt/:id': FAMILY_PAYMENT,
  'POST /api/Payments/RenewPaymentLink/:id': ADMIN_ONLY,
  // A fighter sees their own family's dues whatever is asked; an admin names the family.
  'GET /api/Payments/GetDues': [401, 200, 200, 200, 401, 401],
  // Fighter A's due: A pays it, B cannot see it, an admin has no family to pay for.
  'POST /api/Payments/CreatePayment': [401, 201, 404, 403, 401, 401],
  'GET /api/Payments/GetPayments': ADMIN_ONLY,
  'POST /api/Payments/DecidePayment/:id': ADMIN_ONLY,
  'POST /api/Payments/RecordOfflinePayment': [401, 403, 403, 201, 401, 401],
  'POST /api/Payments/ImportStatement': ADMIN_ONLY,
  'GET /api/Payments/GetPaymentReport': ADMIN_ONLY,
  'GET /api/Payments/GetPaymentSettings': ADMIN_ONLY,
  'PUT /api/Payments/SavePaymentSettings': ADMIN_ONLY,
  'GET /api/Admin/GetEmailOutbox': ADMIN_ONLY,
  'GET /api/Admin/GetAuditLog': ADMIN_ONLY,
  'POST /api/Admin/RetryEmail/:id': ADMIN_ONLY,
  // Each member of staff's own second factor; the owner resets another's (an admin's, until staff have roles).
  'GET /api/Admin/GetTwoFactor': ADMIN_ONLY,
  'POST /api/Admin/StartTwoFactor': ADMIN_ONLY,
  'POST /api/Admin/ConfirmTwoFactor': ADMIN_ONLY,
  'POST /api/Admin/RenewRecoveryCodes': ADMIN_ONLY,
  'POST /api/Admin/DisableTwoFactor': ADMIN_ONLY,
  'POST /api/Admin/ResetTwoFactor/:id': ADMIN_ONLY,
  // Any account may end its own sessions; fighter A's goes first, so B and the admin still hold valid tokens.
  'POST /api/Sessions/LogoutEverywhere': [401, 200, 200, 200, 401, 401],
};

describe(`authorization matrix on ${testDialect}`, () => {
  let t: TestApp;
  let tokens: Record<Actor, string | null>;
  let fighterA: { id: string; email: string };
  let fighterB: { id: string };
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertFighterWithToken(t.app, { email: 'fighter.a@test.academy' });
    const b = await insertFighterWithToken(t.app, { email: 'fighter.b@test.academy' });
    fighterA = a;
    fighterB = b;
    tokens = {
      visitor: null,
      fighter: a.token,
      'other fighter': b.token,
      admin: await adminToken(t.app),
      'forged token': `${a.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
      'expired token': await t.app.tokens.sign(
        { id: a.id, role: 'fighter', sessionVersion: 0 },
        Math.floor(Date.now() / 1000) - 60,
      ),
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Payments/SavePaymentSettings',
      headers: { 'x-auth-token': tokens.admin! },
      payload: PAYMENT_SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const childBody = (n: number) => ({
    fullName: `Child ${n}`,
    dateOfBirth: '2018-06-01',
    gender: 'Female',
    guardian: { name: 'Parent', relation: 'Mother', mobileNumber: '9876543210', email: fighterA.email, agreed: true },
  });

  /** A fresh batch meeting every day since a month ago, with fighter A in it. */
  async function batchWithFighterA() {
    const batch = await createBatchViaApi(t.app, tokens.admin!);
    const enrolment = await enrolViaApi(t.app, tokens.fighter!, batch.id, fighterA.id);
    expect(enrolment.state).toBe('active');
    return { batch, enrolment };
  }
  /** One such batch for the routes that only read it. */
  let readBatch: Promise<{ batch: { id: string } }> | undefined;
  const sharedBatch = () => (readBatch ??= batchWithFighterA());

  const trialBody = (n: number) => ({
    name: `Trial Student ${n}`,
    mobileNumber: '9822012345',
    studentAge: 30,
    batchId: null,
    message: '',
    agreed: true,
  });
  /** A fresh trial request, as a visitor sends it, and its lead's id. */
  async function leadId(n: number): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/Leads/BookTrial', payload: trialBody(n) });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db
      .selectFrom('leads')
      .select('id')
      .where('name', '=', `Trial Student ${n}`)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Builds a fresh request for one endpoint, so that deletes and sign-ups never collide between actors. */
  async function request(method: string, path: string) {
    const n = ++counter;
    const admin = tokens.admin!;
    switch (`${method} ${path}`) {
      case 'POST /api/Admin/AdminLogin':
        return { payload: { email: 'admin@test.academy', password: 'admin-password-1' } };
      case 'POST /api/Admin/AdminTwoFactorLogin': {
        const staff = await adminWithTwoFactor(t.app, `second.step${n}@test.academy`);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Admin/AdminLogin',
          payload: { email: staff.email, password: staff.password },
        });
        return { payload: { challenge: res.json().challenge as string, method: 'totp', code: nextCode(staff.secret) } };
      }
      case 'POST /api/Admin/ConfirmTwoFactor': {
        // The admin's own enrolment, begun afresh for each caller; once the admin's is on, there is none to begin.
        const started = await t.app.inject({
          method: 'POST',
          url: '/api/Admin/StartTwoFactor',
          headers: { 'x-auth-token': admin },
        });
        if (started.statusCode === 200) adminSecret = started.json().secret as string;
        return { payload: { code: started.statusCode === 200 ? codeAt(adminSecret!) : '000000' } };
      }
      case 'POST /api/Admin/DisableTwoFactor':
        // On since ConfirmTwoFactor; the next step's code is later than the one that switched it on.
        return { payload: { method: 'totp', code: nextCode(adminSecret!) } };
      case 'POST /api/Admin/RenewRecoveryCodes': {
        adminRecoveryCodes ??= (await enrolTwoFactorViaApi(t.app, admin)).recoveryCodes;
        return { payload: { method: 'recovery', code: adminRecoveryCodes.pop()! } };
      }
      case 'POST /api/Admin/ResetTwoFactor/:id':
        return { id: (await adminWithTwoFactor(t.app, `reset${n}@test.academy`)).id };
      case 'POST /api/Fighters/FighterLogin':
        return { payload: { email: fighterA.email, password: 'fighter-password-1' } };
      case 'POST /api/Fighters/CreateFighter':
        return {
          payload: {
            fullName: `New Fighter ${n}`,
            email: `new${n}@test.academy`,
            mobileNumber: '9123456780',
            age: 20,
            gender: 'Male',
            password: 'long-password',
            confirmPassword: 'long-password',
          },
        };
      case 'POST /api/Fighters/FighterForgotPassword':
        return { payload: { email: fighterA.email } };
      case 'POST /api/Fighters/FighterResetPassword':
        return {
          payload: {
            email: fighterA.email,
            code: '0000',
            newPassword: 'new-password-1',
            confirmNewPassword: 'new-password-1',
          },
        };
      case 'PUT /api/Fighters/UpdateFighterDetails/:id':
        return { id: fighterA.id, payload: { fullName: `Renamed ${n}`, mobileNumber: '9876543210' } };
      case 'PUT /api/Fighters/SetFighterLanguage/:id':
        return { id: fighterA.id, payload: { language: n % 2 ? 'hi' : 'en' } };
      case 'PUT /api/Fighters/UpdateFighterProfileImage/:id': {
        const form = new FormData();
        form.append('fighterImage', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'me.png');
        return { id: fighterA.id, payload: form };
      }
      case 'GET /api/Fighters/ExportFighterData/:id':
        return { id: fighterA.id };
      case 'POST /api/Fighters/EraseFighter/:id': {
        // A fresh fighter each time, erased by its own token as "fighter"; the others act on it with theirs.
        const leaving = await insertFighterWithToken(t.app);
        return { id: leaving.id, ownToken: leaving.token, payload: { password: 'fighter-password-1' } };
      }
      case 'GET /api/Fighters/GetFighterDetailsById/:id':
      case 'GET /api/Fighters/GetFighterProfileImage/:id':
        return { id: fighterA.id };
      case 'POST /api/Families/AddChild':
        return { payload: childBody(n) };
      case 'POST /api/Families/RequestChildConsent/:id':
      case 'POST /api/Families/WithdrawChildConsent/:id': {
        // A fresh child of fighter A each time, so a withdrawal never meets one already withdrawn.
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Families/AddChild',
          headers: { 'x-auth-token': tokens.fighter! },
          payload: childBody(n),
        });
        return { id: res.json().profile.id as string };
      }
      case 'POST /api/Consents/GetConsent':
      case 'POST /api/Consents/ConfirmConsent':
      case 'POST /api/Consents/WithdrawConsent':
        return { payload: { token: 'x'.repeat(32) } };
      case 'POST /api/Gallery/CreateGalleryImage': {
        const form = new FormData();
        form.append('galleryTitle', `Photo ${n}`);
        form.append('galleryCategory', 'Training');
        form.append('galleryImage', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'p.png');
        return { payload: form };
      }
      case 'DELETE /api/Gallery/DeleteGalleryImage/:id': {
        const form = new FormData();
        form.append('galleryTitle', `Doomed ${n}`);
        form.append('galleryCategory', 'Events');
        form.append('galleryImage', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'p.png');
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Gallery/CreateGalleryImage',
          headers: { 'x-auth-token': admin },
          payload: form,
        });
        return { id: res.json().data._id as string };
      }
      case 'GET /api/events/getEventById/:id':
      case 'PUT /api/events/updateEvent/:id':
      case 'DELETE /api/events/DeleteEvent/:id': {
        const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(10 * DAY_MS) });
        if (method === 'PUT')
          return {
            id: event._id,
            payload: eventForm({ ...DEFAULT_EVENT, eventName: `Edited ${n}`, eventDateTime: fromNow(11 * DAY_MS) }),
          };
        return { id: event._id };
      }
      case 'POST /api/events/CreateEvent':
        return { payload: eventForm({ ...DEFAULT_EVENT, eventDateTime: fromNow(5 * DAY_MS) }, await pngImage()) };
      case 'POST /api/Admin/RetryEmail/:id': {
        // Due in an hour, so the runner cannot claim it (and end it 'done') before it is marked failed.
        const id = await t.app.jobs.enqueue(
          t.app.db,
          EMAIL_JOB,
          { to: `lost${n}@test.academy`, subject: 'x' },
          { runAt: new Date(Date.now() + 3_600_000).toISOString() },
        );
        await t.app.db.updateTable('jobs').set({ state: 'failed' }).where('id', '=', id).execute();
        return { id };
      }
      case 'POST /api/Bookings/BookEvent': {
        const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(3 * DAY_MS) });
        return { payload: bookingPayload(event._id, { email: `booker${n}@test.academy` }) };
      }
      case 'POST /api/Bookings/CancelBooking/:id': {
        const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(3 * DAY_MS) });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Bookings/BookEvent',
          payload: bookingPayload(event._id, { email: `cancelled${n}@test.academy` }),
        });
        const row = await t.app.db
          .selectFrom('bookings')
          .select('id')
          .where('bookingCode', '=', res.json().data.bookingId as string)
          .executeTakeFirstOrThrow();
        return { id: row.id };
      }
      case 'GET /api/Bookings/MyBookings':
        await (bookedByA ??= bookAsA(FAMILY_BOOKING));
        return {};
      case 'POST /api/Bookings/CancelMyBooking/:id':
        return { id: await bookingRowId(await bookAsA(`Family Booking ${n}`)) };
      case 'POST /api/Waitlist/JoinWaitlist':
        return { payload: bookingPayload((await sharedLine()).event._id, { email: `waiter${n}@test.academy` }) };
      case 'POST /api/Waitlist/LeaveWaitlist/:id': {
        const { event } = await sharedLine();
        const entry = await joinWaitlistViaApi(t.app, event._id, `leaver${n}@test.academy`, {
          token: tokens.fighter!,
        });
        return { id: entry._id };
      }
      case 'GET /api/Waitlist/GetOffer/:token':
        return { offerToken: (await sharedOffer()).token };
      case 'POST /api/Waitlist/ClaimOffer/:token':
      case 'POST /api/Waitlist/DeclineOffer/:token':
        return { offerToken: (await offerTo(`offered${n}@test.academy`)).token };
      case 'GET /api/Waitlist/GetWaitlist/:id':
      case 'GET /api/events/GetEventDoor/:id':
        return { id: (await sharedLine()).event._id };
      case 'POST /api/events/CheckInTicket/:id': {
        const event = await (doorEvent ??= createEventViaApi(t.app, admin, { eventDateTime: fromNow(DAY_MS) }));
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Bookings/BookEvent',
          payload: bookingPayload(event._id, { email: `door${n}@test.academy`, fighterName: `Door Guest ${n}` }),
        });
        expect(res.statusCode, res.body).toBe(200);
        return { id: event._id, payload: { ticket: res.json().ticket as string } };
      }
      case 'GET /api/Classes/GetClass/:id':
      case 'GET /api/Enrolments/GetBatchRoster/:id':
        return { id: (await sharedBatch()).batch.id };
      case 'PUT /api/Classes/UpdateBatch/:id':
      case 'POST /api/Classes/SetBatchStatus/:id': {
        const batch = await createBatchViaApi(t.app, admin);
        if (method === 'PUT') return { id: batch.id, payload: batchFields({ name: `Renamed Batch ${n}` }) };
        return { id: batch.id, payload: { status: 'paused' } };
      }
      case 'POST /api/Classes/CreateBatch':
        return { payload: batchFields({ name: `New Batch ${n}` }) };
      case 'POST /api/Classes/CloseSession': {
        const batch = await createBatchViaApi(t.app, admin);
        return { payload: { batchIds: [batch.id], day: tomorrow(), reason: 'Diwali holiday' } };
      }
      case 'POST /api/Classes/ReopenSession': {
        const batch = await createBatchViaApi(t.app, admin);
        await closeSessionViaApi(t.app, admin, batch.id, tomorrow());
        return { payload: { batchId: batch.id, day: tomorrow() } };
      }
      case 'POST /api/Enrolments/RequestEnrolment': {
        const batch = await createBatchViaApi(t.app, admin);
        return { payload: { batchId: batch.id, fighterId: fighterA.id } };
      }
      case 'POST /api/Enrolments/LeaveBatch/:id':
        return { id: (await batchWithFighterA()).enrolment.id };
      case 'POST /api/Enrolments/DecideEnrolment/:id': {
        // A batch that waits for the admin, so the request is still to decide.
        const batch = await createBatchViaApi(t.app, admin, { autoAccept: false });
        const enrolment = await enrolViaApi(t.app, tokens.fighter!, batch.id, fighterA.id);
        expect(enrolment.state).toBe('requested');
        return { id: enrolment.id, payload: { decision: 'accept' } };
      }
      case 'GET /api/Enrolments/GetFighterClasses/:id':
        return { id: fighterA.id };
      case 'GET /api/Attendance/GetSession/:id':
        return { id: (await sharedBatch()).batch.id, query: { day: academyToday() } };
      case 'POST /api/Attendance/MarkAttendance': {
        const { batch } = await batchWithFighterA();
        return { payload: { batchId: batch.id, day: academyToday(), fighterId: fighterA.id, mark: 'present' } };
      }
      case 'POST /api/Attendance/CheckIn': {
        const { batch } = await batchWithFighterA();
        const code = await checkinCodeViaApi(t.app, tokens.fighter!, fighterA.id);
        return { payload: { batchId: batch.id, day: academyToday(), code: `KKA1:${code}` } };
      }
      case 'GET /api/Attendance/GetAttendanceRegister/:id':
        return { id: (await sharedBatch()).batch.id, query: { month: academyToday().slice(0, 7) } };
      case 'POST /api/Leads/BookTrial':
        return { payload: trialBody(n) };
      case 'POST /api/Leads/GetLeadInvite': {
        const lead = await t.app.db
          .selectFrom('leads')
          .select('inviteToken')
          .where('id', '=', await leadId(n))
          .executeTakeFirstOrThrow();
        return { payload: { token: lead.inviteToken } };
      }
      case 'POST /api/Leads/UpdateLead/:id':
        return { id: await leadId(n), payload: { state: 'contacted', note: `Called ${n}` } };
      case 'POST /api/Leads/ConvertLead/:id': {
        const batch = await createBatchViaApi(t.app, admin);
        return {
          id: await leadId(n),
          payload: {
            email: `converted${n}@test.academy`,
            studentName: `Trial Student ${n}`,
            dateOfBirth: '',
            gender: 'Female',
            relation: '',
            batchId: batch.id,
          },
        };
      }
      case 'PUT /api/Ranks/SaveRanks':
        return { payload: { ranks: await ranksViaApi(t.app) } };
      case 'GET /api/Ranks/GetFighterRanks/:id':
        return { id: fighterA.id };
      case 'POST /api/Ranks/RecordPromotion': {
        const [white] = await ranksViaApi(t.app);
        return {
          payload: { fighterId: fighterA.id, rankId: white!.id, day: addDays(academyToday(), -n), examiner: '' },
        };
      }
      case 'GET /api/Ranks/GetCertificate/:id':
        return { id: (await certificateOfA()).id };
      case 'GET /api/Ranks/VerifyCertificate/:number':
        return { number: (await certificateOfA()).certificateNumber.toLowerCase() };
      case 'GET /api/Gradings/GetGrading/:id':
        return { id: (await gradingOfA()).grading.id };
      case 'POST /api/Gradings/CreateGrading':
        return { payload: gradingFields([(await sharedBatch()).batch.id], await ranksViaApi(t.app)) };
      case 'POST /api/Gradings/UpdateGrading/:id': {
        const { grading } = await gradingOfA();
        return {
          id: grading.id,
          payload: gradingFields([(await sharedBatch()).batch.id], await ranksViaApi(t.app), { name: `Grading ${n}` }),
        };
      }
      case 'POST /api/Gradings/InviteCandidates/:id':
        return { id: (await gradingOfA()).grading.id, payload: { fighterIds: [fighterA.id] } };
      case 'POST /api/Gradings/RecordGradingResults/:id': {
        const { grading } = await gradingOfA();
        await inviteViaApi(t.app, admin, grading.id, [fighterA.id]);
        return { id: grading.id, payload: { results: [{ fighterId: fighterA.id, result: 'fail' }] } };
      }
      case 'GET /api/Payments/GetPayment/:id':
      case 'POST /api/Payments/RenewPaymentLink/:id':
        return { id: (await paymentOf(n, tokens.fighter!)).paymentId };
      case 'POST /api/Payments/SubmitUtr/:id':
        return { id: (await paymentOf(n, tokens.fighter!)).paymentId, payload: { utr: String(500000000000 + n) } };
      case 'POST /api/Payments/UploadPaymentScreenshot/:id': {
        const form = new FormData();
        form.append('screenshot', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'upi.png');
        return { id: (await paymentOf(n, tokens.fighter!)).paymentId, payload: form };
      }
      case 'GET /api/Payments/GetPaymentScreenshot/:id':
        return { id: (await screenshotPayment()).paymentId };
      case 'GET /api/Payments/GetReceipt/:id':
        return { id: (await paidPayment()).paymentId };
      case 'GET /api/Payments/GetDues':
        return { query: { fighterId: fighterA.id } };
      case 'POST /api/Payments/CreatePayment':
      case 'POST /api/Payments/RecordOfflinePayment': {
        const { paymentId } = await paymentOf(n, tokens.fighter!);
        const due = await t.app.db
          .selectFrom('dues')
          .select('id')
          .where('paymentId', '=', paymentId)
          .executeTakeFirstOrThrow();
        return { payload: { dueIds: [due.id], method: 'cash' } };
      }
      case 'POST /api/Payments/DecidePayment/:id':
        return { id: (await paymentOf(n)).paymentId, payload: { decision: 'paid' } };
      case 'POST /api/Payments/ImportStatement':
        return {
          payload: {
            csv: 'Date,Narration,Chq./Ref.No.,Deposit Amt.\n05/11/26,UPI-A-a@ok-X-612345678901-N,,100.00',
            mapping: { preset: 'hdfc', columns: { date: '', narration: '', reference: '', credit: '' } },
          },
        };
      case 'PUT /api/Payments/SavePaymentSettings':
        return { payload: PAYMENT_SETTINGS };
      default:
        return {};
    }
  }

  /** The secret of the admin's own second factor, and its recovery codes once enrolled again after DisableTwoFactor. */
  let adminSecret: string | undefined;
  let adminRecoveryCodes: string[] | undefined;

  /** A booking of fighter A's family, made with A's token days before the event's cut-off; its code. */
  async function bookAsA(fighterName: string): Promise<string> {
    const event = await createEventViaApi(t.app, tokens.admin!, { eventDateTime: fromNow(3 * DAY_MS) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Bookings/BookEvent',
      headers: { 'x-auth-token': tokens.fighter! },
      payload: bookingPayload(event._id, { email: fighterA.email, fighterName }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.bookingId as string;
  }
  let bookedByA: Promise<string> | undefined;
  async function bookingRowId(bookingCode: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('bookings')
      .select('id')
      .where('bookingCode', '=', bookingCode)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /** A full event with one person waiting, for the routes that read its line and its door. */
  let line: ReturnType<typeof fullEventViaApi> | undefined;
  const sharedLine = () =>
    (line ??= fullEventViaApi(t.app, tokens.admin!, 'seated@test.academy').then(async (full) => {
      await joinWaitlistViaApi(t.app, full.event._id, 'first.in.line@test.academy');
      return full;
    }));
  /** A seat offered from a waiting list to a visitor, with the code of the emailed link. */
  const offerTo = (email: string) => offeredSeatViaApi(t.app, tokens.admin!, t.config.outboxDir, email);
  let readOffer: ReturnType<typeof offerTo> | undefined;
  const sharedOffer = () => (readOffer ??= offerTo('reads.offer@test.academy'));
  /** An event tomorrow, each check-in a fresh booking of it. */
  let doorEvent: ReturnType<typeof createEventViaApi> | undefined;

  /** A paid event whose bookings each owe a payment (the academy's UPI ID is set in beforeAll). */
  let paidEvent: Promise<{ _id: string }> | undefined;
  /** A fresh booking's payment: a visitor's, or fighter A's with A's token. */
  async function paymentOf(n: number, token?: string) {
    const event = await (paidEvent ??= createEventViaApi(t.app, tokens.admin!, {
      entryFee: 300,
      totalSeats: 1000,
      eventDateTime: fromNow(20 * DAY_MS),
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Bookings/BookEvent',
      headers: token ? { 'x-auth-token': token } : {},
      payload: bookingPayload(event._id, { email: `payer${n}@test.academy`, fighterName: `Payer ${n}` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payment as { paymentId: string };
  }
  let withScreenshot: Promise<{ paymentId: string }> | undefined;
  const screenshotPayment = () =>
    (withScreenshot ??= paymentOf(++counter).then(async (payment) => {
      const form = new FormData();
      form.append('screenshot', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'upi.png');
      await t.app.inject({
        method: 'POST',
        url: `/api/Payments/UploadPaymentScreenshot/${payment.paymentId}`,
        headers: { 'x-auth-token': tokens.admin! },
        payload: form,
      });
      return payment;
    }));
  let paid: Promise<{ paymentId: string }> | undefined;
  const paidPayment = () =>
    (paid ??= paymentOf(++counter, tokens.fighter!).then(async (payment) => {
      await t.app.inject({
        method: 'POST',
        url: `/api/Payments/DecidePayment/${payment.paymentId}`,
        headers: { 'x-auth-token': tokens.admin! },
        payload: { decision: 'paid' },
      });
      return payment;
    }));

  /**
   * One promotion of fighter A, for the routes that read its certificate: to yellow today, above the white belt the
   * RecordPromotion row gives A on an earlier day (a promotion must be above the rank held before it).
   */
  let promotionOfA: ReturnType<typeof promoteViaApi> | undefined;
  const certificateOfA = () =>
    (promotionOfA ??= ranksViaApi(t.app).then(([, yellow]) =>
      promoteViaApi(t.app, tokens.admin!, { fighterId: fighterA.id, rankId: yellow!.id, day: academyToday() }),
    ));
  /** A grading of fighter A's batch, testing every rank without rules. */
  const gradingOfA = async () =>
    createGradingViaApi(
      t.app,
      tokens.admin!,
      gradingFields([(await sharedBatch()).batch.id], await ranksViaApi(t.app)),
    );

  // The caller is checked before the request is read: whoever may not call a route hears 401 or 403, never 400
  // about a body, a query or an address they should not be sending at all.
  // Before the walk below, which ends with every fighter logging out everywhere.
  it('checks the caller before the input on every endpoint: invalid input still answers 401 or 403', async () => {
    const INVALID_INPUTS = [
      { name: 'malformed JSON', payload: '{"broken":', headers: { 'content-type': 'application/json' } },
      { name: 'a wrong body', payload: { unexpected: 'a\u0000b', fighterId: 42 }, headers: {} },
      { name: 'an empty body', payload: undefined, headers: { 'content-type': 'application/json' } },
    ];
    const expectedFor = (access: string, actor: Actor): number | null => {
      if (access !== 'user' && access !== 'admin') return null;
      if (actor === 'visitor' || actor === 'forged token' || actor === 'expired token') return 401;
      if (access === 'admin' && (actor === 'fighter' || actor === 'other fighter')) return 403;
      return null;
    };
    const mismatches: string[] = [];
    let checked = 0;
    for (const endpoint of ENDPOINTS) {
      if (endpoint.access !== 'user' && endpoint.access !== 'admin') continue;
      for (const input of INVALID_INPUTS) {
        if (endpoint.method === 'GET' && input.payload !== undefined) continue;
        for (const actor of ACTORS) {
          const expected = expectedFor(endpoint.access, actor);
          // Only calls that must be refused, and the admin's own: a fighter's valid call could change what the
          // walk below relies on (LogoutEverywhere would end their sessions).
          if (expected === null && !(endpoint.access === 'admin' && actor === 'admin')) continue;
          const token = tokens[actor];
          const res = await t.app.inject({
            method: endpoint.method,
            // Addresses whose ids are not ids, and a query that is not the endpoint's.
            url: `${endpoint.path.replace(/:[a-zA-Z]+/g, 'not-an-id')}?page=-1&day=never&month=13&limit=x`,
            headers: { ...input.headers, ...(token ? { 'x-auth-token': token } : {}) },
            ...(input.payload === undefined ? {} : { payload: input.payload as never }),
          });
          const where = `${endpoint.method} ${endpoint.path} with ${input.name} as ${actor}`;
          if (res.statusCode >= 500) mismatches.push(`${where}: ${res.statusCode}`);
          else if (expected !== null) {
            checked++;
            if (res.statusCode !== expected || res.json().status !== 0)
              mismatches.push(`${where}: expected ${expected}, got ${res.statusCode} ${res.body}`);
          } else if (endpoint.access === 'admin' && actor === 'admin' && [401, 403].includes(res.statusCode)) {
            mismatches.push(`${where}: the admin was refused (${res.statusCode})`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every user and admin endpoint, each invalid input, five callers refused.
    expect(checked).toBeGreaterThan(300);
  });

  // One walk of every endpoint, six callers each, with the records each call needs: longer than a unit test.
  it('answers every endpoint with the expected code for every kind of caller', { timeout: 180_000 }, async () => {
    const rows: string[] = [];
    const mismatches: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const expected = EXPECTED[key];
      expect(expected, `no expectation for ${key}`).toBeDefined();
      const got: number[] = [];
      for (const actor of ACTORS) {
        const { id, number, offerToken, payload, query, ownToken } = (await request(
          endpoint.method,
          endpoint.path,
        )) as {
          id?: string;
          number?: string;
          offerToken?: string;
          payload?: unknown;
          query?: Record<string, string>;
          /** The token of the record's own fighter, when the request made a record of its own. */
          ownToken?: string;
        };
        const token = actor === 'fighter' && ownToken ? ownToken : tokens[actor];
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path
            .replace(':id', id ?? 'missing')
            .replace(':number', number ?? 'missing')
            .replace(':token', offerToken ?? 'missing'),
          headers: token ? { 'x-auth-token': token } : {},
          payload: payload as never,
          ...(query ? { query } : {}),
        });
        got.push(res.statusCode);
        if (['application/zip', 'application/pdf', 'image/webp'].includes(String(res.headers['content-type'])))
          continue;
        const body = res.json();
        expect(body.status, `${key} as ${actor}`).toBe(res.statusCode < 400 ? 1 : 0);
        if (key === 'GET /api/events/getEventById/:id') {
          expect('bookings' in body.event, `bookings visible to ${actor}`).toBe(actor === 'admin');
        }
        if (key === 'GET /api/events/GetAllEvents') {
          for (const event of body.events) expect(event).not.toHaveProperty('bookings');
        }
        if (key === 'GET /api/Attendance/GetSession/:id' && actor === 'admin') {
          expect(body).toMatchObject({ held: true, roster: [{ fighterId: fighterA.id, mark: null }] });
        }
        if (key === 'POST /api/Attendance/CheckIn' && actor === 'admin') {
          expect(body).toMatchObject({ already: false, entry: { fighterId: fighterA.id, method: 'qr' } });
        }
        if (key === 'POST /api/Waitlist/JoinWaitlist') {
          // Only a valid fighter token ties the place to that fighter's family.
          const row = await t.app.db
            .selectFrom('waitlist')
            .select('accountId')
            .where('id', '=', body.entry._id)
            .executeTakeFirstOrThrow();
          const family: Partial<Record<Actor, string>> = { fighter: fighterA.id, 'other fighter': fighterB.id };
          expect(row.accountId, `place of ${actor}`).toBe(family[actor] ?? null);
        }
        if (key === 'GET /api/Bookings/MyBookings' && res.statusCode === 200) {
          const names = (body.bookings as { fighterName: string }[]).map((booking) => booking.fighterName);
          expect(names.includes(FAMILY_BOOKING), `A's booking seen by ${actor}`).toBe(actor === 'fighter');
        }
        if (key === 'GET /api/Waitlist/GetWaitlist/:id' && actor === 'admin') {
          expect(body.entries[0]).toMatchObject({ email: 'first.in.line@test.academy', position: 1 });
        }
        if (key === 'GET /api/events/GetEventDoor/:id' && actor === 'admin') {
          expect(body).toMatchObject({
            counts: { booked: 1, checkedIn: 0 },
            attendees: [{ fighterName: 'Seat Holder' }],
          });
        }
        if (key === 'POST /api/events/CheckInTicket/:id' && actor === 'admin') {
          expect(body).toMatchObject({ already: false, counts: { checkedIn: 1 } });
        }
      }
      rows.push(`| ${key} | ${got.join(' | ')} |`);
      if (got.join() !== expected!.join())
        mismatches.push(`${key}: expected ${expected!.join(',')} got ${got.join(',')}`);
    }
    console.log(`| endpoint | ${ACTORS.join(' | ')} |\n|---|${ACTORS.map(() => '---').join('|')}|\n${rows.join('\n')}`);
    expect(mismatches).toEqual([]);
  });

  // The code is the key: whoever follows a link that is not one hears the same, with or without a token.
  it('answers an offer link that is malformed with 400 and an unknown one with 404, for every caller', async () => {
    const offerRoutes = [ENDPOINTS_BY_NAME.GetOffer, ENDPOINTS_BY_NAME.ClaimOffer, ENDPOINTS_BY_NAME.DeclineOffer];
    const codes = { malformed: ['x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}+`], unknown: ['A'.repeat(43)] };
    const mismatches: string[] = [];
    for (const endpoint of offerRoutes) {
      for (const [kind, status] of [
        ['malformed', 400],
        ['unknown', 404],
      ] as const) {
        for (const code of codes[kind]) {
          for (const actor of ACTORS) {
            const token = tokens[actor];
            const res = await t.app.inject({
              method: endpoint.method,
              url: endpointUrl(endpoint, { token: code }),
              headers: token ? { 'x-auth-token': token } : {},
            });
            if (res.statusCode !== status || res.json().status !== 0)
              mismatches.push(`${endpoint.method} ${endpoint.path} ${code} as ${actor}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
