import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, addDays, endpointUrl, ENDPOINTS as ENDPOINTS_BY_NAME, STAFF_ACCESS } from '@academy/contract';
import { adminToken, insertFighterWithToken, insertStaffWithToken } from './helpers/auth.ts';
import { ENDPOINTS, type Endpoint } from './helpers/endpoints.ts';
import {
  bookingPayload,
  createEventViaApi,
  DEFAULT_EVENT,
  eventForm,
  fromNow,
  DAY_MS,
} from './helpers/events-fixtures.ts';
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
import { pngImage } from './helpers/images.ts';
import { fullEventViaApi, joinWaitlistViaApi, offeredSeatViaApi } from './helpers/waitlist-fixtures.ts';
import { EMAIL_JOB } from '../src/mail/outbox.ts';
import { MESSAGE_DEFAULTS } from '../src/messaging/message-settings.ts';
import { adminWithTwoFactor, codeAt, enrolTwoFactorViaApi, nextCode } from './helpers/two-factor.ts';
import { inviteStaff } from '../src/modules/staff/service.ts';
import {
  batchFields,
  checkinCodeViaApi,
  closeClassDayViaApi,
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
 * Every endpoint x {visitor, fighter, another fighter, the owner, the instructor of the batch the request names,
 * an instructor of another batch, the front desk, the table official of the tatami the request names, a table
 * official of another tatami, a forged token, an expired token}. "fighter" is fighter A acting on
 * A's record; "another fighter" is B acting on A's record. The expected codes are written here by hand, not read
 * from STAFF_ACCESS: this is the table's specification, and an endpoint without a row fails the walk.
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

const ACTORS = [
  'visitor',
  'fighter',
  'other fighter',
  'owner',
  'instructor',
  'other instructor',
  'front desk',
  'table official',
  'other table official',
  'forged token',
  'expired token',
] as const;
type Actor = (typeof ACTORS)[number];
const STAFF_ACTORS = {
  owner: 'owner',
  instructor: 'instructor',
  'other instructor': 'instructor',
  'front desk': 'frontDesk',
  'table official': 'tableOfficial',
  'other table official': 'tableOfficial',
} as const;

/** The endpoints whose records are made for the caller (their own second factor): never shared between callers. */
const PER_CALLER_RECORDS = new Set([
  'POST /api/Admin/ConfirmTwoFactor',
  'POST /api/Admin/DisableTwoFactor',
  'POST /api/Admin/RenewRecoveryCodes',
]);

const R = 403;
/**
 * The codes of the actors without staff and the staff's: [visitor, fighter, other fighter, owner, forged, expired],
 * [instructor, other instructor, front desk, table official, other table official]. A table official is refused
 * what an instructor of another batch is, unless said otherwise.
 */
const codes = (
  [visitor, fighter, otherFighter, owner, forged, expired]: number[],
  [instructor, otherInstructor, frontDesk, official = otherInstructor, otherOfficial = official]: number[],
) => [
  visitor!,
  fighter!,
  otherFighter!,
  owner!,
  instructor!,
  otherInstructor!,
  frontDesk!,
  official!,
  otherOfficial!,
  forged!,
  expired!,
];

const EVERYONE = (status: number) => ACTORS.map(() => status);
const PUBLIC = EVERYONE(200);
/** A record of fighter A: A and the owner read it, the front desk too (families come to the desk). */
const OWN_RECORD_READ = codes([401, 200, 403, 200, 401, 401], [R, R, 200]);
/** Only A writes it: no member of staff edits a family's profile. */
const OWN_RECORD_WRITE = codes([401, 200, 403, 403, 401, 401], [R, R, R]);
/** A family's own: staff have no family, and hear 403. */
const FAMILY_ONLY = (fighter: number, otherFighter: number) =>
  codes([401, fighter, otherFighter, 403, 401, 401], [R, R, R]);
/** Only staff: `ok` for the roles that may, 403 for the others and for fighters, 401 without a valid token. */
const STAFF = (roles: { instructor?: boolean; frontDesk?: boolean }, ok = 200) =>
  codes([401, 403, 403, ok, 401, 401], [roles.instructor ? ok : R, R, roles.frontDesk ? ok : R]);
const OWNER = STAFF({});
const DESK = STAFF({ frontDesk: true });
/** The owner, and the instructor of the batch the request names; an instructor of another batch hears 403. */
const TEACHING = STAFF({ instructor: true });
/** The owner, the desk, and the table official of the tatami the request names; one of another tatami hears 403. */
const TABLE = codes([401, 403, 403, 200, 401, 401], [R, R, 200, 200, R]);
/** Every member of staff, each about themself. */
const ANY_STAFF = codes([401, 403, 403, 200, 401, 401], [200, 200, 200, 200, 200]);
/**
 * A payment of fighter A's family, asked by id alone: A, the owner and the front desk; anyone else (an instructor is
 * any visitor there) hears 404, as if it did not exist (a payer without a login opens it with the link's secret
 * instead: payment-links.test.ts).
 */
const FAMILY_PAYMENT = codes([404, 200, 404, 200, 404, 404], [404, 404, 200]);

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
  'POST /api/Fighters/FighterResetPassword': EVERYONE(400),
  'GET /api/Fighters/GetFighterDetailsById/:id': OWN_RECORD_READ,
  'PUT /api/Fighters/UpdateFighterDetails/:id': OWN_RECORD_WRITE,
  'PUT /api/Fighters/UpdateFighterProfileImage/:id': OWN_RECORD_WRITE,
  'PUT /api/Fighters/SetFighterLanguage/:id': OWN_RECORD_WRITE,
  'GET /api/Fighters/GetFighterProfileImage/:id': OWN_RECORD_READ,
  'GET /api/Fighters/GetAllFighters': DESK,
  // A person's data and its erasure are the owner's alone.
  'GET /api/Fighters/ExportFighterData/:id': codes([401, 200, 403, 200, 401, 401], [R, R, R]),
  // Each actor erases a fighter of its own (see the request builder): the fighter their own, the owner any.
  'POST /api/Fighters/EraseFighter/:id': codes([401, 200, 403, 200, 401, 401], [R, R, R]),
  'GET /api/Families/GetFamily': FAMILY_ONLY(200, 200),
  'POST /api/Families/AddChild': FAMILY_ONLY(201, 201),
  // A child of fighter A: only A may ask for or withdraw its consent, not even the owner.
  'POST /api/Families/RequestChildConsent/:id': OWN_RECORD_WRITE,
  'POST /api/Families/WithdrawChildConsent/:id': OWN_RECORD_WRITE,
  // The link's secret is the key, whoever sends it: an unknown one is unknown to everyone.
  'POST /api/Consents/GetConsent': EVERYONE(404),
  'POST /api/Consents/ConfirmConsent': EVERYONE(404),
  'POST /api/Consents/WithdrawConsent': EVERYONE(404),
  'GET /api/Gallery/GetAllGalleryImages': PUBLIC,
  'POST /api/Gallery/CreateGalleryImage': STAFF({}, 201),
  'DELETE /api/Gallery/DeleteGalleryImage/:id': OWNER,
  'GET /api/events/GetAllEvents': PUBLIC,
  'GET /api/events/getEventById/:id': PUBLIC,
  'POST /api/events/CreateEvent': OWNER,
  'PUT /api/events/updateEvent/:id': OWNER,
  'DELETE /api/events/DeleteEvent/:id': OWNER,
  'POST /api/Bookings/BookEvent': PUBLIC,
  'POST /api/Bookings/CancelBooking/:id': OWNER,
  // The caller's own family's bookings and places in line: each account sees its own; staff have no family.
  'GET /api/Bookings/MyBookings': FAMILY_ONLY(200, 200),
  'GET /api/Bookings/GetBookingPrefill': FAMILY_ONLY(200, 200),
  // A booking of fighter A's family: another family cannot learn that it exists.
  'POST /api/Bookings/CancelMyBooking/:id': FAMILY_ONLY(200, 404),
  // Anyone may wait for a full event; a token that is no longer valid makes the caller a visitor.
  'POST /api/Waitlist/JoinWaitlist': EVERYONE(201),
  // A place of fighter A's family, as for CancelMyBooking.
  'POST /api/Waitlist/LeaveWaitlist/:id': FAMILY_ONLY(200, 404),
  // An offer is reached by the secret code of its emailed link: a token is not looked at.
  'GET /api/Waitlist/GetOffer/:token': PUBLIC,
  'POST /api/Waitlist/ClaimOffer/:token': PUBLIC,
  'POST /api/Waitlist/DeclineOffer/:token': PUBLIC,
  'GET /api/Waitlist/GetWaitlist/:id': OWNER,
  // The door is the front desk's.
  'GET /api/events/GetEventDoor/:id': DESK,
  'POST /api/events/CheckInTicket/:id': DESK,
  'GET /api/Classes/GetClasses': PUBLIC,
  'GET /api/Classes/GetClass/:id': PUBLIC,
  'GET /api/Classes/GetAllBatches': DESK,
  'POST /api/Classes/CreateBatch': STAFF({}, 201),
  'PUT /api/Classes/UpdateBatch/:id': OWNER,
  'POST /api/Classes/SetBatchStatus/:id': OWNER,
  'POST /api/Classes/CloseClassDay': TEACHING,
  'POST /api/Classes/ReopenClassDay': TEACHING,
  // For a profile of the caller's family: fighter A's own; B is not A's family and staff have none.
  'POST /api/Enrolments/RequestEnrolment': FAMILY_ONLY(201, 403),
  // Fighter A's enrolment: A may leave, B may not; the owner may take anyone out of a batch.
  'POST /api/Enrolments/LeaveBatch/:id': codes([401, 200, 403, 200, 401, 401], [R, R, R]),
  'POST /api/Enrolments/DecideEnrolment/:id': OWNER,
  'GET /api/Enrolments/GetBatchRoster/:id': TEACHING,
  'GET /api/Enrolments/GetFighterClasses/:id': OWN_RECORD_READ,
  'GET /api/Enrolments/GetFamilyEnrolments': FAMILY_ONLY(200, 200),
  // Marking attendance is the batch's instructor's.
  'GET /api/Attendance/GetClassDay/:id': TEACHING,
  'POST /api/Attendance/MarkAttendance': TEACHING,
  'POST /api/Attendance/CheckIn': TEACHING,
  'GET /api/Attendance/GetAttendanceRegister/:id': TEACHING,
  'GET /api/Admin/GetDashboard': OWNER,
  // A trial request needs no account; whatever token comes with it is not looked at.
  'POST /api/Leads/BookTrial': EVERYONE(201),
  // A lead's sign-up link: its secret is the key, whoever sends it.
  'POST /api/Leads/GetLeadInvite': PUBLIC,
  'GET /api/Leads/GetLeads': DESK,
  'POST /api/Leads/UpdateLead/:id': DESK,
  'POST /api/Leads/ConvertLead/:id': DESK,
  'GET /api/Ranks/GetRanks': PUBLIC,
  'PUT /api/Ranks/SaveRanks': OWNER,
  'GET /api/Ranks/GetRankClaims': OWNER,
  'GET /api/Ranks/GetFighterRanks/:id': OWN_RECORD_READ,
  // Only the academy's owner records a rank outside a grading: a fighter never promotes themself.
  'POST /api/Ranks/RecordPromotion': STAFF({}, 201),
  // A certificate of fighter A: A's family, the owner and the desk may fetch it.
  'GET /api/Ranks/GetCertificate/:id': OWN_RECORD_READ,
  // Anyone holding a certificate's number may check it; a token is not looked at.
  'GET /api/Ranks/VerifyCertificate/:number': PUBLIC,
  'GET /api/Gradings/GetGradings': OWNER,
  // A grading of the instructor's batch: they see it (their students only) and propose results.
  'GET /api/Gradings/GetGrading/:id': TEACHING,
  'POST /api/Gradings/CreateGrading': STAFF({}, 201),
  'POST /api/Gradings/UpdateGrading/:id': OWNER,
  'POST /api/Gradings/InviteCandidates/:id': OWNER,
  'POST /api/Gradings/RecordGradingResults/:id': OWNER,
  'POST /api/Gradings/ProposeGradingResults/:id': TEACHING,
  // A payment is reached by its random id, as the booking's link gives it: a token is not looked at.
  'GET /api/Payments/GetPayment/:id': FAMILY_PAYMENT,
  'POST /api/Payments/SubmitUtr/:id': FAMILY_PAYMENT,
  'POST /api/Payments/UploadPaymentScreenshot/:id': FAMILY_PAYMENT,
  'GET /api/Payments/GetPaymentScreenshot/:id': DESK,
  'GET /api/Payments/GetReceipt/:id': FAMILY_PAYMENT,
  'POST /api/Payments/RenewPaymentLink/:id': OWNER,
  // A fighter sees their own family's dues whatever is asked; the owner and the desk name the family.
  'GET /api/Payments/GetDues': codes([401, 200, 200, 200, 401, 401], [R, R, 200]),
  // Fighter A's due: A pays it, B cannot see it, staff have no family to pay for.
  'POST /api/Payments/CreatePayment': FAMILY_ONLY(201, 404),
  'GET /api/Payments/GetPayments': DESK,
  // Marking paid and taking cash are the desk's too; refunds and waivers are not (tested below).
  'POST /api/Payments/DecidePayment/:id': DESK,
  'POST /api/Payments/RecordOfflinePayment': STAFF({ frontDesk: true }, 201),
  'POST /api/Payments/ImportStatement': OWNER,
  'GET /api/Payments/GetPaymentReport': OWNER,
  'GET /api/Payments/GetPaymentSettings': OWNER,
  'PUT /api/Payments/SavePaymentSettings': OWNER,
  'GET /api/Admin/GetEmailOutbox': OWNER,
  'GET /api/Messages/GetMessageSettings': OWNER,
  'PUT /api/Messages/SaveMessageSettings': OWNER,
  'GET /api/Messages/ListMessages': OWNER,
  'POST /api/Messages/RemindFeesNow': OWNER,
  // Each family's own choices, whoever asks (the account is the token's).
  'GET /api/Messages/GetMyMessageConsents': FAMILY_ONLY(200, 200),
  'PUT /api/Messages/SetMyMessageConsent': FAMILY_ONLY(200, 200),
  // The desk records what a parent says at the counter.
  'GET /api/Messages/GetFamilyMessageConsents/:id': DESK,
  'PUT /api/Messages/SetFamilyMessageConsent/:id': DESK,
  // The opt-out link works without a login: its token is the proof.
  'POST /api/Messages/StopMessages': PUBLIC,
  'GET /api/Admin/GetAuditLog': OWNER,
  'POST /api/Admin/RetryEmail/:id': OWNER,
  // Each member of staff's own second factor; the owner resets another's.
  'GET /api/Admin/GetTwoFactor': ANY_STAFF,
  'POST /api/Admin/StartTwoFactor': ANY_STAFF,
  'POST /api/Admin/ConfirmTwoFactor': ANY_STAFF,
  'POST /api/Admin/RenewRecoveryCodes': ANY_STAFF,
  'POST /api/Admin/DisableTwoFactor': ANY_STAFF,
  'POST /api/Admin/ResetTwoFactor/:id': OWNER,
  // Requiring nothing, so that the walk's members keep every endpoint of their roles.
  'PUT /api/Admin/SaveTwoFactorPolicy': OWNER,
  // Finding a family is the desk's (and the owner's).
  'GET /api/Admin/SearchPeople': DESK,
  'GET /api/Admin/GetFamilyFile/:id': DESK,
  // A tournament's rules and categories are the organiser's; the desk sees and takes entries.
  'GET /api/Tournaments/GetRuleProfiles': OWNER,
  'GET /api/Tournaments/GetTournament/:id': DESK,
  'POST /api/Tournaments/SetUpTournament/:id': OWNER,
  'POST /api/Tournaments/AddEntries/:id': DESK,
  'POST /api/Tournaments/MoveEntry/:id': OWNER,
  'POST /api/Tournaments/MergeCategories/:id': OWNER,
  'POST /api/Tournaments/SplitCategory/:id': OWNER,
  'GET /api/Tournaments/GetCategory/:id': DESK,
  'POST /api/Tournaments/DrawCategory/:id': OWNER,
  'GET /api/Tournaments/ProposeSeeds/:id': OWNER,
  'POST /api/Tournaments/PublishDraw/:id': OWNER,
  'POST /api/Tournaments/RecordResult/:id': DESK,
  'POST /api/Tournaments/RecordKataScore/:id': DESK,
  // Which categories each tatami fights is the organiser's; the desk reads the queues.
  'GET /api/Tournaments/GetTatamis/:id': DESK,
  'POST /api/Tournaments/SetTatamis/:id': OWNER,
  // The live board and its screens are public; display links are handed out at the desk and ended by the owner.
  'GET /api/Tournaments/GetLiveBoard/:id': PUBLIC,
  'GET /api/Tournaments/GetLiveAthletes/:id': PUBLIC,
  'GET /api/Tournaments/LiveStream/:id': PUBLIC,
  'GET /api/Tournaments/GetDisplay/:token': PUBLIC,
  'GET /api/Tournaments/DisplayStream/:token': PUBLIC,
  'GET /api/Tournaments/ListDisplays/:id': DESK,
  'POST /api/Tournaments/CreateDisplay/:id': DESK,
  'POST /api/Tournaments/RevokeDisplay/:id': OWNER,
  // The table's scoring console: the desk's, and the table official's of the category's tatami.
  'POST /api/Tournaments/AppendBoutEvents/:id': TABLE,
  'GET /api/Tournaments/GetBoutLog/:id': TABLE,
  'GET /api/Tournaments/GetConsole/:id': TABLE,
  'POST /api/Tournaments/ClaimTatami/:id': TABLE,
  'GET /api/Tournaments/GetTatamiOfficials/:id': OWNER,
  'POST /api/Tournaments/SetTatamiOfficials/:id': OWNER,
  'GET /api/Tournaments/GetTournamentResults/:id': PUBLIC,
  // Anyone enters athletes; the door weighs them in and takes off the absentees.
  'GET /api/Tournaments/GetTournamentCategories/:id': PUBLIC,
  'POST /api/Tournaments/EnterTournament/:id': PUBLIC,
  'GET /api/Tournaments/GetAthleteEntries/:id': DESK,
  'POST /api/Tournaments/WeighIn/:id': DESK,
  'POST /api/Tournaments/WithdrawAbsentees/:id': DESK,
  'POST /api/Tournaments/SetEntryState/:id': DESK,
  'GET /api/Tournaments/GetCompetitionRecord/:id': OWN_RECORD_READ,
  // A certificate of fighter A's entry: A's family, the owner and the desk (who prints a visiting club's athletes').
  'POST /api/Tournaments/IssueCompetitionCertificate/:id': OWN_RECORD_READ,
  'POST /api/Tournaments/IssueCategoryCertificates/:id': DESK,
  'GET /api/Staff/GetStaff': OWNER,
  'POST /api/Staff/InviteStaff': STAFF({}, 201),
  'POST /api/Staff/WithdrawStaffInvitation/:id': OWNER,
  'POST /api/Staff/UpdateStaff/:id': OWNER,
  'POST /api/Staff/SetStaffActive/:id': OWNER,
  // An invitation's link is the key, whoever follows it.
  'POST /api/Staff/GetStaffInvitation': PUBLIC,
  'POST /api/Staff/AcceptStaffInvitation': PUBLIC,
  'GET /api/Staff/GetMyStaffAccount': ANY_STAFF,
  'GET /api/Staff/GetTeaching': ANY_STAFF,
  // Any account may end its own sessions; fighter A's goes first, so the others still hold valid tokens.
  'POST /api/Sessions/LogoutEverywhere': codes([401, 200, 200, 200, 401, 401], [200, 200, 200, 200, 200]),
};

describe(`authorization matrix on ${testDialect}`, () => {
  let t: TestApp;
  let tokens: Record<Actor, string | null>;
  let fighterA: { id: string; email: string };
  let fighterB: { id: string };
  /** The instructor of every batch the requests make. */
  let teacher: { id: string; token: string };
  /** The table officials of tatami 1 and 2 of every tournament the console requests make. */
  let official: { id: string; token: string };
  let otherOfficial: { id: string; token: string };
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
      owner: await adminToken(t.app),
      instructor: null,
      'other instructor': null,
      'front desk': null,
      'table official': null,
      'other table official': null,
      'forged token': `${a.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
      'expired token': await t.app.tokens.sign(
        { id: a.id, role: 'fighter', sessionVersion: 0 },
        Math.floor(Date.now() / 1000) - 60,
      ),
    };
    teacher = await insertStaffWithToken(t.app, 'instructor', { name: 'Sensei Of The Batch' });
    const other = await insertStaffWithToken(t.app, 'instructor', { name: 'Sensei Of Another Batch' });
    tokens.instructor = teacher.token;
    tokens['other instructor'] = other.token;
    tokens['front desk'] = (await insertStaffWithToken(t.app, 'frontDesk')).token;
    official = await insertStaffWithToken(t.app, 'tableOfficial', { name: 'Official Of The Tatami' });
    otherOfficial = await insertStaffWithToken(t.app, 'tableOfficial', { name: 'Official Of Another Tatami' });
    tokens['table official'] = official.token;
    tokens['other table official'] = otherOfficial.token;
    // The other instructor teaches a batch of their own: an instructor, only not of the batches the requests name.
    await createBatchViaApi(t.app, tokens.owner!, { name: 'Another Batch', instructorId: other.id });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Payments/SavePaymentSettings',
      headers: { 'x-auth-token': tokens.owner! },
      payload: PAYMENT_SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  /** A fresh batch, meeting every day since a month ago, taught by the instructor. */
  const taughtBatch = (overrides: Parameters<typeof createBatchViaApi>[2] = {}) =>
    createBatchViaApi(t.app, tokens.owner!, { instructorId: teacher.id, ...overrides });
  afterAll(async () => {
    // The streams' fetches, once aborted, leave a spare connection that never sends a request (live.test.ts).
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  const childBody = (n: number) => ({
    fullName: `Child ${n}`,
    dateOfBirth: '2018-06-01',
    gender: 'Female',
    guardian: { name: 'Parent', relation: 'Mother', mobileNumber: '9876543210', email: fighterA.email, agreed: true },
  });

  /** A fresh batch meeting every day since a month ago, with fighter A in it. */
  async function batchWithFighterA() {
    const batch = await taughtBatch();
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
  /** A fresh tournament's call-up screen link. */
  async function displayLink(admin: string) {
    const eventId = (await tournamentViaApi(t.app, admin)).event._id;
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS_BY_NAME.CreateDisplay, { id: eventId }),
      headers: { 'x-auth-token': admin },
      payload: { kind: 'callUp', tatami: null },
    });
    const display = (res.json() as { displays: { id: string; token: string }[] }).displays[0]!;
    return { eventId, id: display.id, token: display.token };
  }

  /**
   * A live stream never ends by itself, so it is read over HTTP (inject waits for the end): its status and type,
   * and the body of a refusal.
   */
  let origin: string | undefined;
  async function streamed(url: string, headers: Record<string, string>) {
    if (!origin) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    const controller = new AbortController();
    const res = await fetch(`${origin}${url}`, { headers, signal: controller.signal });
    const type = res.headers.get('content-type') ?? '';
    const text = type.startsWith('text/event-stream') ? '{}' : await res.text();
    controller.abort();
    return { statusCode: res.status, headers: { 'content-type': type }, json: () => JSON.parse(text) as never };
  }

  async function request(method: string, path: string, actor: Actor) {
    const n = ++counter;
    const admin = tokens.owner!;
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
        // The member's own enrolment, begun afresh; a caller who is not staff is refused whatever it sends.
        if (!(actor in STAFF_ACTORS)) return { payload: { code: '000000' } };
        const started = await t.app.inject({
          method: 'POST',
          url: '/api/Admin/StartTwoFactor',
          headers: { 'x-auth-token': tokens[actor]! },
        });
        expect(started.statusCode, started.body).toBe(200);
        const secret = started.json().secret as string;
        ownSecrets.set(actor, secret);
        return { payload: { code: codeAt(secret) } };
      }
      case 'POST /api/Admin/DisableTwoFactor': {
        // On since ConfirmTwoFactor; the next step's code is later than the one that switched it on.
        const secret = ownSecrets.get(actor);
        return { payload: { method: 'totp', code: secret ? nextCode(secret) : '000000' } };
      }
      case 'POST /api/Admin/RenewRecoveryCodes': {
        if (!(actor in STAFF_ACTORS)) return { payload: { method: 'recovery', code: 'aaaaa-bbbbb' } };
        if (!ownRecoveryCodes.has(actor))
          ownRecoveryCodes.set(actor, (await enrolTwoFactorViaApi(t.app, tokens[actor]!)).recoveryCodes);
        return { payload: { method: 'recovery', code: ownRecoveryCodes.get(actor)!.pop()! } };
      }
      case 'GET /api/Admin/SearchPeople':
        return { query: { q: 'fighter' } };
      case 'GET /api/Admin/GetFamilyFile/:id':
        return { id: fighterA.id };
      case 'GET /api/Tournaments/GetRuleProfiles':
        return {};
      case 'GET /api/Tournaments/GetTournament/:id':
        return { id: (await sharedTournament()).event._id };
      case 'POST /api/Tournaments/SetUpTournament/:id': {
        const event = await createEventViaApi(t.app, admin, { eventDateTime: fromNow(7 * DAY_MS) });
        return { id: event._id, payload: CADETS };
      }
      case 'POST /api/Tournaments/AddEntries/:id': {
        const { event, tournament } = await tournamentViaApi(t.app, admin);
        return {
          id: event._id,
          payload: { club: 'Kaizen', athletes: [cadetEntry(`Athlete ${n}`, [tournament.categories[0]!.id])] },
        };
      }
      case 'POST /api/Tournaments/SetEntryState/:id': {
        const { entries } = await enteredTournamentViaApi(t.app, admin);
        return { id: entries[0]!.id, payload: { state: 'checkedIn' } };
      }
      case 'POST /api/Tournaments/MoveEntry/:id': {
        const { entries, tournament } = await enteredTournamentViaApi(t.app, admin);
        return { id: entries[0]!.id, payload: { categoryId: tournament.categories[1]!.id } };
      }
      case 'POST /api/Tournaments/MergeCategories/:id': {
        const { tournament } = await enteredTournamentViaApi(t.app, admin);
        return { id: tournament.categories[1]!.id, payload: { intoId: tournament.categories[0]!.id } };
      }
      case 'GET /api/Tournaments/GetCategory/:id':
        return { id: (await sharedTournament()).categoryId };
      case 'POST /api/Tournaments/DrawCategory/:id':
        return { id: (await enteredTournamentViaApi(t.app, admin)).tournament.categories[0]!.id, payload: {} };
      case 'GET /api/Tournaments/ProposeSeeds/:id':
        return { id: (await sharedTournament()).categoryId };
      case 'POST /api/Tournaments/PublishDraw/:id':
        return { id: await drawnPool(false) };
      case 'POST /api/Tournaments/RecordResult/:id':
        return { id: await drawnPool(true), payload: { boutId: 'P-1', winner: 'aka', method: 'points' } };
      case 'POST /api/Tournaments/AppendBoutEvents/:id':
        return {
          id: (await poolOnTatami()).categoryId,
          payload: {
            boutId: 'P-1',
            events: [{ id: randomUUID(), at: 0, kind: 'clock', action: 'start' }],
            consoleId: randomUUID(),
          },
        };
      case 'GET /api/Tournaments/GetBoutLog/:id':
        return { id: (await sharedPool()).categoryId, query: { boutId: 'P-1' } };
      case 'GET /api/Tournaments/GetConsole/:id':
        return { id: (await sharedPool()).eventId, query: { tatami: '1' } };
      case 'POST /api/Tournaments/ClaimTatami/:id':
        return { id: (await poolOnTatami()).eventId, payload: { tatami: 1, consoleId: randomUUID() } };
      case 'GET /api/Tournaments/GetTatamiOfficials/:id':
        return { id: (await sharedPool()).eventId };
      case 'POST /api/Tournaments/SetTatamiOfficials/:id':
        return {
          id: (await poolOnTatami()).eventId,
          payload: { officials: [{ userId: otherOfficial.id, tatami: 2 }] },
        };
      case 'POST /api/Tournaments/RecordKataScore/:id': {
        const { categoryId, entries } = await enteredTournamentViaApi(t.app, admin);
        await drawViaApi(t.app, admin, categoryId, true);
        return { id: categoryId, payload: { round: 1, entryId: entries[0]!.id, scores: [8, 8, 8, 8, 8, 8, 8] } };
      }
      case 'GET /api/Tournaments/GetTournamentResults/:id':
      case 'GET /api/Tournaments/GetTatamis/:id':
      case 'GET /api/Tournaments/GetLiveBoard/:id':
      case 'GET /api/Tournaments/GetLiveAthletes/:id':
      case 'GET /api/Tournaments/LiveStream/:id':
      case 'GET /api/Tournaments/ListDisplays/:id':
        return { id: (await sharedTournament()).event._id };
      case 'POST /api/Tournaments/CreateDisplay/:id':
        return { id: (await tournamentViaApi(t.app, admin)).event._id, payload: { kind: 'callUp', tatami: null } };
      case 'POST /api/Tournaments/RevokeDisplay/:id': {
        const display = await displayLink(admin);
        return { id: display.eventId, payload: { displayId: display.id } };
      }
      case 'GET /api/Tournaments/GetDisplay/:token':
      case 'GET /api/Tournaments/DisplayStream/:token':
        return { offerToken: (await (readDisplay ??= displayLink(admin))).token };
      case 'POST /api/Tournaments/SetTatamis/:id': {
        const { event, categoryId } = await enteredTournamentViaApi(t.app, admin);
        return { id: event._id, payload: { tatamis: [{ categoryIds: [categoryId] }, { categoryIds: [] }] } };
      }
      case 'GET /api/Tournaments/GetTournamentCategories/:id':
        return { id: (await (openTournament ??= tournamentViaApi(t.app, admin))).event._id };
      case 'POST /api/Tournaments/EnterTournament/:id': {
        const { event, tournament } = await tournamentViaApi(t.app, admin);
        return {
          id: event._id,
          payload: {
            contactName: 'Coach',
            email: `coach${n}@test.academy`,
            mobileNumber: '9820123456',
            club: 'Tigers Dojo',
            coachName: 'Coach',
            guardiansAgree: true,
            athletes: [cadetEntry(`Entrant ${n}`, [tournament.categories[0]!.id])],
          },
        };
      }
      case 'GET /api/Tournaments/GetAthleteEntries/:id':
        return { id: (await (readEntry ??= athleteEnteredViaApi(t.app, admin))).bookingId };
      case 'POST /api/Tournaments/WeighIn/:id':
        return { id: (await athleteEnteredViaApi(t.app, admin)).bookingId, payload: { weighedKg: 50 } };
      case 'GET /api/Tournaments/GetCompetitionRecord/:id':
        return { id: fighterA.id };
      case 'POST /api/Tournaments/IssueCompetitionCertificate/:id':
        return { id: (await finishedCategoryViaApi(t.app, admin, fighterA.id)).entryId };
      case 'POST /api/Tournaments/IssueCategoryCertificates/:id':
        return { id: (await finishedCategoryViaApi(t.app, admin)).categoryId };
      case 'POST /api/Tournaments/WithdrawAbsentees/:id':
        return { id: (await enteredTournamentViaApi(t.app, admin)).categoryId };
      case 'POST /api/Tournaments/SplitCategory/:id': {
        const { entries, tournament } = await enteredTournamentViaApi(t.app, admin);
        return { id: tournament.categories[0]!.id, payload: { entryIds: [entries[0]!.id] } };
      }
      case 'PUT /api/Admin/SaveTwoFactorPolicy':
        return { payload: { required: [] } };
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
        const batch = await taughtBatch();
        if (method === 'PUT') return { id: batch.id, payload: batchFields({ name: `Renamed Batch ${n}` }) };
        return { id: batch.id, payload: { status: 'paused' } };
      }
      case 'POST /api/Classes/CreateBatch':
        return { payload: batchFields({ name: `New Batch ${n}` }) };
      case 'POST /api/Classes/CloseClassDay': {
        const batch = await taughtBatch();
        return { payload: { batchIds: [batch.id], day: tomorrow(), reason: 'Diwali holiday' } };
      }
      case 'POST /api/Classes/ReopenClassDay': {
        const batch = await taughtBatch();
        await closeClassDayViaApi(t.app, admin, batch.id, tomorrow());
        return { payload: { batchId: batch.id, day: tomorrow() } };
      }
      case 'POST /api/Enrolments/RequestEnrolment': {
        const batch = await taughtBatch();
        return { payload: { batchId: batch.id, fighterId: fighterA.id } };
      }
      case 'POST /api/Enrolments/LeaveBatch/:id':
        return { id: (await batchWithFighterA()).enrolment.id };
      case 'POST /api/Enrolments/DecideEnrolment/:id': {
        // A batch that waits for the admin, so the request is still to decide.
        const batch = await taughtBatch({ autoAccept: false });
        const enrolment = await enrolViaApi(t.app, tokens.fighter!, batch.id, fighterA.id);
        expect(enrolment.state).toBe('requested');
        return { id: enrolment.id, payload: { decision: 'accept' } };
      }
      case 'GET /api/Enrolments/GetFighterClasses/:id':
        return { id: fighterA.id };
      case 'GET /api/Attendance/GetClassDay/:id':
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
        const batch = await taughtBatch();
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
      case 'PUT /api/Messages/SaveMessageSettings':
        return { payload: MESSAGE_DEFAULTS };
      case 'PUT /api/Messages/SetMyMessageConsent':
        return { payload: { channel: 'whatsapp', optedIn: n % 2 === 0 } };
      case 'GET /api/Messages/GetFamilyMessageConsents/:id':
        return { id: fighterA.id };
      case 'PUT /api/Messages/SetFamilyMessageConsent/:id':
        return { id: fighterA.id, payload: { channel: 'sms', optedIn: n % 2 === 0 } };
      case 'POST /api/Messages/StopMessages':
        return { payload: { token: t.app.tokens.stopTokenOf(fighterA.id, 'sms') } };
      case 'PUT /api/Payments/SavePaymentSettings':
        return { payload: PAYMENT_SETTINGS };
      case 'POST /api/Gradings/ProposeGradingResults/:id': {
        const { grading } = await gradingOfA();
        await inviteViaApi(t.app, admin, grading.id, [fighterA.id]);
        return { id: grading.id, payload: { results: [{ fighterId: fighterA.id, result: 'pass' }] } };
      }
      case 'POST /api/Staff/InviteStaff':
        return { payload: { name: `Invited ${n}`, email: `invited${n}@test.academy`, role: 'frontDesk' } };
      case 'POST /api/Staff/WithdrawStaffInvitation/:id':
        return { id: (await invitation(n)).invitation.id };
      case 'POST /api/Staff/UpdateStaff/:id':
        return {
          id: (await insertStaffWithToken(t.app, 'instructor')).id,
          payload: { name: `Renamed ${n}`, role: 'frontDesk' },
        };
      case 'POST /api/Staff/SetStaffActive/:id':
        return { id: (await insertStaffWithToken(t.app, 'frontDesk')).id, payload: { active: false } };
      case 'POST /api/Staff/GetStaffInvitation':
        return { payload: { token: (await (readInvitation ??= invitation(0))).token } };
      case 'POST /api/Staff/AcceptStaffInvitation':
        return {
          payload: {
            token: (await invitation(n)).token,
            password: 'staff-password-1',
            confirmPassword: 'staff-password-1',
          },
        };
      default:
        return {};
    }
  }

  /** A fresh two-athlete kumite pool (its bout is 'P-1'), drawn, and published if asked. */
  /**
   * A published pool (its bout P-1) on tatami 1 of two: the table official has tatami 1, the other table official
   * tatami 2.
   */
  async function poolOnTatami(): Promise<{ eventId: string; categoryId: string }> {
    const { event, categoryId } = await enteredTournamentViaApi(t.app, tokens.owner!, 2);
    await drawViaApi(t.app, tokens.owner!, categoryId, true);
    const headers = { 'x-auth-token': tokens.owner! };
    for (const [url, payload] of [
      [
        endpointUrl(ENDPOINTS_BY_NAME.SetTatamis, { id: event._id }),
        { tatamis: [{ categoryIds: [categoryId] }, { categoryIds: [] }] },
      ],
      [
        endpointUrl(ENDPOINTS_BY_NAME.SetTatamiOfficials, { id: event._id }),
        {
          officials: [
            { userId: official.id, tatami: 1 },
            { userId: otherOfficial.id, tatami: 2 },
          ],
        },
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { eventId: event._id, categoryId };
  }

  /**
   * One of each for the routes that only read them: each (route, caller) needs no records of its own, and making a
   * tournament for each was most of this file's time.
   */
  let readTournament: ReturnType<typeof enteredTournamentViaApi> | undefined;
  const sharedTournament = () => (readTournament ??= enteredTournamentViaApi(t.app, tokens.owner!));
  let readPool: ReturnType<typeof poolOnTatami> | undefined;
  const sharedPool = () => (readPool ??= poolOnTatami());
  let openTournament: ReturnType<typeof tournamentViaApi> | undefined;
  let readEntry: ReturnType<typeof athleteEnteredViaApi> | undefined;
  let readDisplay: ReturnType<typeof displayLink> | undefined;

  async function drawnPool(published: boolean): Promise<string> {
    const { categoryId } = await enteredTournamentViaApi(t.app, tokens.owner!, 2);
    await drawViaApi(t.app, tokens.owner!, categoryId, published);
    return categoryId;
  }

  /** Each member of staff's own second factor in the walk: its secret, and its recovery codes once enrolled again. */
  const ownSecrets = new Map<Actor, string>();
  const ownRecoveryCodes = new Map<Actor, string[]>();
  /** A fresh invitation to the staff, made by the owner, and the secret of its link. */
  async function invitation(n: number) {
    const owner = await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'admin@test.academy')
      .executeTakeFirstOrThrow();
    const made = await inviteStaff(
      t.app,
      { role: 'admin', id: owner.id, ip: null, staffRole: 'owner' },
      { name: `Joining ${n}`, email: `joining${n}@test.academy`, role: 'instructor' },
      'en',
    );
    return { invitation: made.invitation, token: made.url.split('#')[1]! };
  }
  let readInvitation: ReturnType<typeof invitation> | undefined;

  /** A booking of fighter A's family, made with A's token days before the event's cut-off; its code. */
  async function bookAsA(fighterName: string): Promise<string> {
    const event = await createEventViaApi(t.app, tokens.owner!, { eventDateTime: fromNow(3 * DAY_MS) });
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
    (line ??= fullEventViaApi(t.app, tokens.owner!, 'seated@test.academy').then(async (full) => {
      await joinWaitlistViaApi(t.app, full.event._id, 'first.in.line@test.academy');
      return full;
    }));
  /** A seat offered from a waiting list to a visitor, with the code of the emailed link. */
  const offerTo = (email: string) => offeredSeatViaApi(t.app, tokens.owner!, t.config.outboxDir, email);
  let readOffer: ReturnType<typeof offerTo> | undefined;
  const sharedOffer = () => (readOffer ??= offerTo('reads.offer@test.academy'));
  /** An event tomorrow, each check-in a fresh booking of it. */
  let doorEvent: ReturnType<typeof createEventViaApi> | undefined;

  /** A paid event whose bookings each owe a payment (the academy's UPI ID is set in beforeAll). */
  let paidEvent: Promise<{ _id: string }> | undefined;
  /** A fresh booking's payment: a visitor's, or fighter A's with A's token. */
  async function paymentOf(n: number, token?: string) {
    const event = await (paidEvent ??= createEventViaApi(t.app, tokens.owner!, {
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
        headers: { 'x-auth-token': tokens.owner! },
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
        headers: { 'x-auth-token': tokens.owner! },
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
      promoteViaApi(t.app, tokens.owner!, { fighterId: fighterA.id, rankId: yellow!.id, day: academyToday() }),
    ));
  /** A grading of fighter A's batch, testing every rank without rules. */
  const gradingOfA = async () =>
    createGradingViaApi(
      t.app,
      tokens.owner!,
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
    // A member of staff whose role the endpoint's row leaves out is refused before the input is read too; an
    // instructor of another batch is refused only once the input says which batch (after validation).
    const expectedFor = (endpoint: Endpoint, actor: Actor): number | null => {
      const { access } = endpoint;
      if (access !== 'user' && access !== 'admin') return null;
      if (actor === 'visitor' || actor === 'forged token' || actor === 'expired token') return 401;
      if (access === 'admin' && (actor === 'fighter' || actor === 'other fighter')) return 403;
      if (
        actor in STAFF_ACTORS &&
        STAFF_ACCESS[endpoint.name][STAFF_ACTORS[actor as keyof typeof STAFF_ACTORS]] === 'no'
      )
        return 403;
      return null;
    };
    const mismatches: string[] = [];
    let checked = 0;
    for (const endpoint of ENDPOINTS) {
      if (endpoint.access !== 'user' && endpoint.access !== 'admin') continue;
      for (const input of INVALID_INPUTS) {
        if (endpoint.method === 'GET' && input.payload !== undefined) continue;
        for (const actor of ACTORS) {
          const expected = expectedFor(endpoint, actor);
          // Only calls that must be refused, and the admin's own: a fighter's valid call could change what the
          // walk below relies on (LogoutEverywhere would end their sessions).
          if (expected === null && !(endpoint.access === 'admin' && actor === 'owner')) continue;
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
          } else if (endpoint.access === 'admin' && actor === 'owner' && [401, 403].includes(res.statusCode)) {
            mismatches.push(`${where}: the owner was refused (${res.statusCode})`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every user and admin endpoint, each invalid input, five callers refused.
    expect(checked).toBeGreaterThan(300);
  });

  // One walk of every endpoint, six callers each, with the records each call needs: longer than a unit test.
  it('answers every endpoint with the expected code for every kind of caller', { timeout: 300_000 }, async () => {
    const rows: string[] = [];
    const mismatches: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const expected = EXPECTED[key];
      expect(expected, `no expectation for ${key}`).toBeDefined();
      const got: number[] = [];
      let forRefused: Awaited<ReturnType<typeof request>> | undefined;
      for (const [i, actor] of ACTORS.entries()) {
        // A refused caller changes nothing, so the refused callers of an endpoint share one set of records; one let
        // through by mistake still shows as its code, and any change it made only adds mismatches after it.
        const shares = [401, 403].includes(expected![i]!) && !PER_CALLER_RECORDS.has(key);
        const { id, number, offerToken, payload, query, ownToken } = (
          shares
            ? (forRefused ??= await request(endpoint.method, endpoint.path, actor))
            : await request(endpoint.method, endpoint.path, actor)
        ) as {
          id?: string;
          number?: string;
          offerToken?: string;
          payload?: unknown;
          query?: Record<string, string>;
          /** The token of the record's own fighter, when the request made a record of its own. */
          ownToken?: string;
        };
        const token = actor === 'fighter' && ownToken ? ownToken : tokens[actor];
        const url = endpoint.path
          .replace(':id', id ?? 'missing')
          .replace(':number', number ?? 'missing')
          .replace(':token', offerToken ?? 'missing');
        const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
        const res = endpoint.path.includes('Stream/')
          ? await streamed(url, headers)
          : await t.app.inject({
              method: endpoint.method,
              url,
              headers,
              payload: payload as never,
              ...(query ? { query } : {}),
            });
        got.push(res.statusCode);
        if (
          ['application/zip', 'application/pdf', 'image/webp'].includes(String(res.headers['content-type'])) ||
          String(res.headers['content-type']).startsWith('text/event-stream')
        )
          continue;
        const body = res.json();
        expect(body.status, `${key} as ${actor}`).toBe(res.statusCode < 400 ? 1 : 0);
        if (key === 'GET /api/events/getEventById/:id') {
          expect('bookings' in body.event, `bookings visible to ${actor}`).toBe(
            actor === 'owner' || actor === 'front desk',
          );
        }
        if (key === 'GET /api/events/GetAllEvents') {
          for (const event of body.events) expect(event).not.toHaveProperty('bookings');
        }
        if (key === 'GET /api/Attendance/GetClassDay/:id' && (actor === 'owner' || actor === 'instructor')) {
          expect(body).toMatchObject({ held: true, roster: [{ fighterId: fighterA.id, mark: null }] });
        }
        if (key === 'POST /api/Attendance/CheckIn' && (actor === 'owner' || actor === 'instructor')) {
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
        if (key === 'GET /api/Waitlist/GetWaitlist/:id' && actor === 'owner') {
          expect(body.entries[0]).toMatchObject({ email: 'first.in.line@test.academy', position: 1 });
        }
        if (key === 'GET /api/events/GetEventDoor/:id' && actor === 'owner') {
          expect(body).toMatchObject({
            counts: { booked: 1, checkedIn: 0 },
            attendees: [{ fighterName: 'Seat Holder' }],
          });
        }
        if (key === 'POST /api/events/CheckInTicket/:id' && actor === 'owner') {
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
