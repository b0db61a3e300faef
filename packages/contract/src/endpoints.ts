// The one list of the API's endpoints. It imports types only, so a page that calls the API does not load zod.
import type { BookingRequest, BookingReply, MyBookingsReply } from './events/bookings.ts';
import type { EventCheckInReply, EventCheckInRequest, EventDoorReply } from './events/event-check-in.ts';
import type { JoinWaitlistReply, OfferReply, WaitlistReply } from './events/waitlist.ts';
import type { Envelope } from './shared/common.ts';
import type { DeleteEventReply, EventReply, EventsQuery, EventsReply } from './events/events.ts';
import type { ForgotPasswordRequest, LoginReply, LoginRequest, ResetPasswordRequest } from './shared/auth.ts';
import type {
  AdminLoginReply,
  ConfirmTwoFactorRequest,
  RecoveryCodesReply,
  SecondFactor,
  StartTwoFactorReply,
  TwoFactorLoginRequest,
  TwoFactorReply,
} from './staff/two-factor.ts';
import type {
  CreateFighterReply,
  FighterImageReply,
  FighterReply,
  SetFighterLanguageRequest,
  SignUpRequest,
  UpdateFighterRequest,
} from './families/fighters.ts';
import type { GalleryItemReply, GalleryListReply, GalleryQuery } from './gallery/gallery.ts';
import type { HealthReply, LivenessReply } from './health/health.ts';
import type { EmailOutboxQuery, EmailOutboxReply } from './outbox/outbox.ts';
import type { AuditLogReply, AuditQuery } from './audit/audit.ts';
import type { EraseFighterRequest, FighterDataExportReply } from './families/data-rights.ts';
import type {
  AddChildReply,
  AddChildRequest,
  ConsentReply,
  ConsentTokenRequest,
  FamilyReply,
  FightersQuery,
  FightersReply,
} from './families/families.ts';
import type {
  AdminBatchesReply,
  AttendanceReply,
  BatchFields,
  BatchReply,
  BatchRosterReply,
  CheckInReply,
  CheckInRequest,
  ClassesReply,
  CloseSessionReply,
  CloseSessionRequest,
  DecideEnrolmentRequest,
  EnrolmentReply,
  EnrolmentRequest,
  FighterClassesReply,
  MarkAttendanceRequest,
  ReopenSessionRequest,
  SessionQuery,
  SessionReply,
  SetBatchStatusRequest,
} from './classes/classes.ts';
import type {
  BookTrialRequest,
  ConvertLeadReply,
  ConvertLeadRequest,
  LeadInviteReply,
  LeadReply,
  LeadsQuery,
  LeadsReply,
  UpdateLeadRequest,
} from './leads/leads.ts';
import type { LeadInviteRequest } from './leads/lead-invite.ts';
import type { AttendanceRegisterReply, DashboardReply, RegisterQuery, TeachingReply } from './dashboard/dashboard.ts';
import type { SearchQuery, SearchReply } from './people-search/search.ts';
import type {
  AcceptStaffInvitationRequest,
  InviteStaffRequest,
  MyStaffAccountReply,
  SetStaffActiveRequest,
  StaffInvitationReply,
  StaffInvitationTokenRequest,
  StaffInvitationViewReply,
  StaffListReply,
  StaffMemberReply,
  TwoFactorPolicyReply,
  TwoFactorPolicyRequest,
  UpdateStaffRequest,
} from './staff/staff.ts';
import type {
  CertificateReply,
  FighterRanksReply,
  PromotionReply,
  RankClaimsReply,
  RanksReply,
  RecordPromotionRequest,
  SaveRanksRequest,
  VerifyCertificateReply,
} from './ranks/ranks.ts';
import type {
  GradingFields,
  GradingReply,
  GradingsReply,
  InviteCandidatesRequest,
  RecordResultsRequest,
} from './ranks/gradings.ts';
import type {
  CreatePaymentRequest,
  DecidePaymentRequest,
  DuesQuery,
  DuesReply,
  FileReply,
  ImportStatementReply,
  ImportStatementRequest,
  PaymentLinkReply,
  PaymentReply,
  PaymentReportQuery,
  PaymentReportReply,
  PaymentSettingsFields,
  PaymentSettingsReply,
  PaymentsQuery,
  PaymentsReply,
  RecordOfflinePaymentRequest,
  SubmitUtrRequest,
} from './payments/payments.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone; anyone, with more in the reply for a member of staff; any logged-in user (the server then
 * checks that the user owns what is asked for); a member of staff ('admin', the account kind). Which staff roles
 * may use each endpoint, and for which batches, is STAFF_ACCESS in staff-access.ts.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** 4xx and 5xx answers an endpoint gives besides the ones its access and input already imply. */
export type ErrorStatus = 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface EndpointShape {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** 'multipart' bodies are FormData (an image and text fields); 'json' bodies are the Body type. */
  readonly body: 'none' | 'json' | 'multipart';
  readonly tag: string;
  readonly errors: readonly ErrorStatus[];
  /** 201 when the call creates something that has its own address. */
  readonly okStatus: 200 | 201;
  /** A list served with an ETag: a matching If-None-Match gets a bodiless 304. */
  readonly etag: boolean;
}

/** An endpoint and, as types only, what it takes and answers. */
export interface Endpoint<
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Reply = unknown,
> extends EndpointShape {
  readonly path: Path;
  /** Never set: carries the types to the callers. */
  readonly types?: { readonly body: Body; readonly query: Query; readonly reply: Reply };
}

type NoQuery = Record<string, never>;

/** `endpoint<Reply, Body, Query>()({...})`: types given, the path's literal type inferred. */
function endpoint<Reply, Body = undefined, Query = NoQuery>() {
  return <const Path extends string>(
    shape: Pick<EndpointShape, 'method' | 'access' | 'tag'> &
      Partial<Omit<EndpointShape, 'method' | 'access' | 'tag' | 'path'>> & { path: Path },
  ): Endpoint<Path, Body, Query, Reply> => ({ body: 'none', errors: [], okStatus: 200, etag: false, ...shape });
}

/** The upload endpoints' bodies: the image and the text fields, as the browser's FormData. */
export type MultipartBody = FormData;

const UPLOAD_ERRORS = [409, 413, 415, 429, 503] as const;

/** Keyed by operationId. Logging out everywhere is last, so tests that walk the list keep their tokens. */
export const ENDPOINTS = {
  GetReadiness: endpoint<HealthReply>()({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'health',
    errors: [503],
  }),
  GetLiveness: endpoint<LivenessReply>()({ method: 'GET', path: '/api/health/live', access: 'public', tag: 'health' }),
  /** Status 1 with the token, or, for an account with a second factor, status 2 with a challenge (two-factor.ts). */
  AdminLogin: endpoint<AdminLoginReply, LoginRequest>()({
    method: 'POST',
    path: '/api/Admin/AdminLogin',
    access: 'public',
    body: 'json',
    tag: 'auth',
    // 403: the right password of a member of staff the owner deactivated.
    errors: [403, 429],
  }),
  /** The login's second step: AdminLogin's challenge and a code; answers AdminLogin's status 1 reply. */
  AdminTwoFactorLogin: endpoint<LoginReply, TwoFactorLoginRequest>()({
    method: 'POST',
    path: '/api/Admin/AdminTwoFactorLogin',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  FighterLogin: endpoint<LoginReply, LoginRequest>()({
    method: 'POST',
    path: '/api/Fighters/FighterLogin',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  CreateFighter: endpoint<CreateFighterReply, SignUpRequest>()({
    method: 'POST',
    path: '/api/Fighters/CreateFighter',
    access: 'public',
    body: 'json',
    tag: 'fighters',
    errors: [409, 429],
  }),
  FighterForgotPassword: endpoint<Envelope, ForgotPasswordRequest>()({
    method: 'POST',
    path: '/api/Fighters/FighterForgotPassword',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  FighterResetPassword: endpoint<Envelope, ResetPasswordRequest>()({
    method: 'POST',
    path: '/api/Fighters/FighterResetPassword',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  GetFighterDetailsById: endpoint<FighterReply>()({
    method: 'GET',
    path: '/api/Fighters/GetFighterDetailsById/:id',
    access: 'user',
    tag: 'fighters',
    errors: [404],
  }),
  UpdateFighterDetails: endpoint<FighterReply, UpdateFighterRequest>()({
    method: 'PUT',
    path: '/api/Fighters/UpdateFighterDetails/:id',
    access: 'user',
    body: 'json',
    tag: 'fighters',
    errors: [404, 409],
  }),
  UpdateFighterProfileImage: endpoint<FighterImageReply, MultipartBody>()({
    method: 'PUT',
    path: '/api/Fighters/UpdateFighterProfileImage/:id',
    access: 'user',
    body: 'multipart',
    tag: 'fighters',
    errors: [404, ...UPLOAD_ERRORS],
  }),
  SetFighterLanguage: endpoint<Envelope, SetFighterLanguageRequest>()({
    method: 'PUT',
    path: '/api/Fighters/SetFighterLanguage/:id',
    access: 'user',
    body: 'json',
    tag: 'fighters',
    errors: [404],
  }),
  GetFighterProfileImage: endpoint<FighterImageReply>()({
    method: 'GET',
    path: '/api/Fighters/GetFighterProfileImage/:id',
    access: 'user',
    tag: 'fighters',
    errors: [404],
  }),
  GetAllFighters: endpoint<FightersReply, undefined, FightersQuery>()({
    method: 'GET',
    path: '/api/Fighters/GetAllFighters',
    access: 'admin',
    tag: 'fighters',
  }),
  ExportFighterData: endpoint<FighterDataExportReply>()({
    method: 'GET',
    path: '/api/Fighters/ExportFighterData/:id',
    access: 'user',
    tag: 'fighters',
    errors: [404],
  }),
  EraseFighter: endpoint<Envelope, EraseFighterRequest>()({
    method: 'POST',
    path: '/api/Fighters/EraseFighter/:id',
    access: 'user',
    body: 'json',
    tag: 'fighters',
    errors: [404],
  }),
  GetFamily: endpoint<FamilyReply>()({
    method: 'GET',
    path: '/api/Families/GetFamily',
    access: 'user',
    tag: 'families',
  }),
  AddChild: endpoint<AddChildReply, AddChildRequest>()({
    method: 'POST',
    path: '/api/Families/AddChild',
    access: 'user',
    body: 'json',
    tag: 'families',
    okStatus: 201,
    errors: [429],
  }),
  RequestChildConsent: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Families/RequestChildConsent/:id',
    access: 'user',
    tag: 'families',
    errors: [404, 409, 429],
  }),
  WithdrawChildConsent: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Families/WithdrawChildConsent/:id',
    access: 'user',
    tag: 'families',
    errors: [404, 409],
  }),
  GetConsent: endpoint<ConsentReply, ConsentTokenRequest>()({
    method: 'POST',
    path: '/api/Consents/GetConsent',
    access: 'public',
    body: 'json',
    tag: 'consents',
    errors: [404, 429],
  }),
  ConfirmConsent: endpoint<ConsentReply, ConsentTokenRequest>()({
    method: 'POST',
    path: '/api/Consents/ConfirmConsent',
    access: 'public',
    body: 'json',
    tag: 'consents',
    errors: [404, 409, 429],
  }),
  WithdrawConsent: endpoint<ConsentReply, ConsentTokenRequest>()({
    method: 'POST',
    path: '/api/Consents/WithdrawConsent',
    access: 'public',
    body: 'json',
    tag: 'consents',
    errors: [404, 409, 429],
  }),
  GetAllGalleryImages: endpoint<GalleryListReply, undefined, GalleryQuery>()({
    method: 'GET',
    path: '/api/Gallery/GetAllGalleryImages',
    access: 'public',
    tag: 'gallery',
    etag: true,
  }),
  CreateGalleryImage: endpoint<GalleryItemReply, MultipartBody>()({
    method: 'POST',
    path: '/api/Gallery/CreateGalleryImage',
    access: 'admin',
    body: 'multipart',
    tag: 'gallery',
    okStatus: 201,
    errors: UPLOAD_ERRORS,
  }),
  DeleteGalleryImage: endpoint<Envelope>()({
    method: 'DELETE',
    path: '/api/Gallery/DeleteGalleryImage/:id',
    access: 'admin',
    tag: 'gallery',
    errors: [404],
  }),
  GetAllEvents: endpoint<EventsReply, undefined, EventsQuery>()({
    method: 'GET',
    path: '/api/events/GetAllEvents',
    access: 'public',
    tag: 'events',
    etag: true,
  }),
  getEventById: endpoint<EventReply>()({
    method: 'GET',
    path: '/api/events/getEventById/:id',
    access: 'optional',
    tag: 'events',
    errors: [404],
  }),
  CreateEvent: endpoint<EventReply, MultipartBody>()({
    method: 'POST',
    path: '/api/events/CreateEvent',
    access: 'admin',
    body: 'multipart',
    tag: 'events',
    errors: UPLOAD_ERRORS,
  }),
  updateEvent: endpoint<EventReply, MultipartBody>()({
    method: 'PUT',
    path: '/api/events/updateEvent/:id',
    access: 'admin',
    body: 'multipart',
    tag: 'events',
    errors: [404, ...UPLOAD_ERRORS],
  }),
  DeleteEvent: endpoint<DeleteEventReply>()({
    method: 'DELETE',
    path: '/api/events/DeleteEvent/:id',
    access: 'admin',
    tag: 'events',
    errors: [404],
  }),
  BookEvent: endpoint<BookingReply, BookingRequest>()({
    method: 'POST',
    path: '/api/Bookings/BookEvent',
    access: 'optional',
    body: 'json',
    tag: 'bookings',
    errors: [404, 409, 429],
  }),
  CancelBooking: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Bookings/CancelBooking/:id',
    access: 'admin',
    tag: 'bookings',
    errors: [404, 409],
  }),
  MyBookings: endpoint<MyBookingsReply>()({
    method: 'GET',
    path: '/api/Bookings/MyBookings',
    access: 'user',
    tag: 'bookings',
  }),
  CancelMyBooking: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Bookings/CancelMyBooking/:id',
    access: 'user',
    tag: 'bookings',
    errors: [404, 409],
  }),
  JoinWaitlist: endpoint<JoinWaitlistReply, BookingRequest>()({
    method: 'POST',
    path: '/api/Waitlist/JoinWaitlist',
    access: 'optional',
    body: 'json',
    tag: 'waitlist',
    okStatus: 201,
    errors: [404, 409, 429],
  }),
  LeaveWaitlist: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Waitlist/LeaveWaitlist/:id',
    access: 'user',
    tag: 'waitlist',
    errors: [404, 409],
  }),
  GetOffer: endpoint<OfferReply>()({
    method: 'GET',
    path: '/api/Waitlist/GetOffer/:token',
    access: 'public',
    tag: 'waitlist',
    errors: [404],
  }),
  ClaimOffer: endpoint<BookingReply>()({
    method: 'POST',
    path: '/api/Waitlist/ClaimOffer/:token',
    access: 'public',
    tag: 'waitlist',
    errors: [404, 409, 429],
  }),
  DeclineOffer: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Waitlist/DeclineOffer/:token',
    access: 'public',
    tag: 'waitlist',
    errors: [404, 409, 429],
  }),
  GetWaitlist: endpoint<WaitlistReply>()({
    method: 'GET',
    path: '/api/Waitlist/GetWaitlist/:id',
    access: 'admin',
    tag: 'waitlist',
    errors: [404],
  }),
  GetEventDoor: endpoint<EventDoorReply>()({
    method: 'GET',
    path: '/api/events/GetEventDoor/:id',
    access: 'admin',
    tag: 'events',
    errors: [404],
  }),
  CheckInTicket: endpoint<EventCheckInReply, EventCheckInRequest>()({
    method: 'POST',
    path: '/api/events/CheckInTicket/:id',
    access: 'admin',
    body: 'json',
    tag: 'events',
    errors: [404, 409],
  }),
  GetClasses: endpoint<ClassesReply>()({
    method: 'GET',
    path: '/api/Classes/GetClasses',
    access: 'public',
    tag: 'classes',
    etag: true,
  }),
  GetClass: endpoint<BatchReply>()({
    method: 'GET',
    path: '/api/Classes/GetClass/:id',
    access: 'public',
    tag: 'classes',
    errors: [404],
  }),
  GetAllBatches: endpoint<AdminBatchesReply>()({
    method: 'GET',
    path: '/api/Classes/GetAllBatches',
    access: 'admin',
    tag: 'classes',
  }),
  CreateBatch: endpoint<BatchReply, BatchFields>()({
    method: 'POST',
    path: '/api/Classes/CreateBatch',
    access: 'admin',
    body: 'json',
    tag: 'classes',
    okStatus: 201,
  }),
  UpdateBatch: endpoint<BatchReply, BatchFields>()({
    method: 'PUT',
    path: '/api/Classes/UpdateBatch/:id',
    access: 'admin',
    body: 'json',
    tag: 'classes',
    errors: [404, 409],
  }),
  SetBatchStatus: endpoint<BatchReply, SetBatchStatusRequest>()({
    method: 'POST',
    path: '/api/Classes/SetBatchStatus/:id',
    access: 'admin',
    body: 'json',
    tag: 'classes',
    errors: [404, 409],
  }),
  CloseSession: endpoint<CloseSessionReply, CloseSessionRequest>()({
    method: 'POST',
    path: '/api/Classes/CloseSession',
    access: 'admin',
    body: 'json',
    tag: 'classes',
    errors: [404, 409],
  }),
  ReopenSession: endpoint<BatchReply, ReopenSessionRequest>()({
    method: 'POST',
    path: '/api/Classes/ReopenSession',
    access: 'admin',
    body: 'json',
    tag: 'classes',
    errors: [404],
  }),
  RequestEnrolment: endpoint<EnrolmentReply, EnrolmentRequest>()({
    method: 'POST',
    path: '/api/Enrolments/RequestEnrolment',
    access: 'user',
    body: 'json',
    tag: 'enrolments',
    okStatus: 201,
    errors: [404, 409, 429],
  }),
  LeaveBatch: endpoint<EnrolmentReply>()({
    method: 'POST',
    path: '/api/Enrolments/LeaveBatch/:id',
    access: 'user',
    tag: 'enrolments',
    errors: [404, 409],
  }),
  DecideEnrolment: endpoint<EnrolmentReply, DecideEnrolmentRequest>()({
    method: 'POST',
    path: '/api/Enrolments/DecideEnrolment/:id',
    access: 'admin',
    body: 'json',
    tag: 'enrolments',
    errors: [404, 409],
  }),
  GetBatchRoster: endpoint<BatchRosterReply>()({
    method: 'GET',
    path: '/api/Enrolments/GetBatchRoster/:id',
    access: 'admin',
    tag: 'enrolments',
    errors: [404],
  }),
  GetFighterClasses: endpoint<FighterClassesReply>()({
    method: 'GET',
    path: '/api/Enrolments/GetFighterClasses/:id',
    access: 'user',
    tag: 'enrolments',
    errors: [404],
  }),
  GetSession: endpoint<SessionReply, undefined, SessionQuery>()({
    method: 'GET',
    path: '/api/Attendance/GetSession/:id',
    access: 'admin',
    tag: 'attendance',
    errors: [404],
  }),
  MarkAttendance: endpoint<AttendanceReply, MarkAttendanceRequest>()({
    method: 'POST',
    path: '/api/Attendance/MarkAttendance',
    access: 'admin',
    body: 'json',
    tag: 'attendance',
    errors: [404, 409],
  }),
  CheckIn: endpoint<CheckInReply, CheckInRequest>()({
    method: 'POST',
    path: '/api/Attendance/CheckIn',
    access: 'admin',
    body: 'json',
    tag: 'attendance',
    errors: [404, 409],
  }),
  GetAttendanceRegister: endpoint<AttendanceRegisterReply, undefined, RegisterQuery>()({
    method: 'GET',
    path: '/api/Attendance/GetAttendanceRegister/:id',
    access: 'admin',
    tag: 'attendance',
    errors: [404],
  }),
  GetDashboard: endpoint<DashboardReply>()({
    method: 'GET',
    path: '/api/Admin/GetDashboard',
    access: 'admin',
    tag: 'dashboard',
  }),
  BookTrial: endpoint<Envelope, BookTrialRequest>()({
    method: 'POST',
    path: '/api/Leads/BookTrial',
    access: 'public',
    body: 'json',
    tag: 'leads',
    okStatus: 201,
    errors: [404, 429],
  }),
  GetLeadInvite: endpoint<LeadInviteReply, LeadInviteRequest>()({
    method: 'POST',
    path: '/api/Leads/GetLeadInvite',
    access: 'public',
    body: 'json',
    tag: 'leads',
    errors: [404, 429],
  }),
  GetLeads: endpoint<LeadsReply, undefined, LeadsQuery>()({
    method: 'GET',
    path: '/api/Leads/GetLeads',
    access: 'admin',
    tag: 'leads',
  }),
  UpdateLead: endpoint<LeadReply, UpdateLeadRequest>()({
    method: 'POST',
    path: '/api/Leads/UpdateLead/:id',
    access: 'admin',
    body: 'json',
    tag: 'leads',
    errors: [404, 409],
  }),
  ConvertLead: endpoint<ConvertLeadReply, ConvertLeadRequest>()({
    method: 'POST',
    path: '/api/Leads/ConvertLead/:id',
    access: 'admin',
    body: 'json',
    tag: 'leads',
    errors: [404, 409],
  }),
  GetRanks: endpoint<RanksReply>()({
    method: 'GET',
    path: '/api/Ranks/GetRanks',
    access: 'public',
    tag: 'ranks',
    etag: true,
  }),
  SaveRanks: endpoint<RanksReply, SaveRanksRequest>()({
    method: 'PUT',
    path: '/api/Ranks/SaveRanks',
    access: 'admin',
    body: 'json',
    tag: 'ranks',
    errors: [409],
  }),
  GetRankClaims: endpoint<RankClaimsReply>()({
    method: 'GET',
    path: '/api/Ranks/GetRankClaims',
    access: 'admin',
    tag: 'ranks',
  }),
  GetFighterRanks: endpoint<FighterRanksReply>()({
    method: 'GET',
    path: '/api/Ranks/GetFighterRanks/:id',
    access: 'user',
    tag: 'ranks',
    errors: [404],
  }),
  RecordPromotion: endpoint<PromotionReply, RecordPromotionRequest>()({
    method: 'POST',
    path: '/api/Ranks/RecordPromotion',
    access: 'admin',
    body: 'json',
    tag: 'ranks',
    okStatus: 201,
    errors: [404, 409],
  }),
  GetCertificate: endpoint<CertificateReply>()({
    method: 'GET',
    path: '/api/Ranks/GetCertificate/:id',
    access: 'user',
    tag: 'ranks',
    errors: [404],
  }),
  VerifyCertificate: endpoint<VerifyCertificateReply>()({
    method: 'GET',
    path: '/api/Ranks/VerifyCertificate/:number',
    access: 'public',
    tag: 'ranks',
    errors: [404, 429],
  }),
  GetGradings: endpoint<GradingsReply>()({
    method: 'GET',
    path: '/api/Gradings/GetGradings',
    access: 'admin',
    tag: 'gradings',
  }),
  GetGrading: endpoint<GradingReply>()({
    method: 'GET',
    path: '/api/Gradings/GetGrading/:id',
    access: 'admin',
    tag: 'gradings',
    errors: [404],
  }),
  CreateGrading: endpoint<GradingReply, GradingFields>()({
    method: 'POST',
    path: '/api/Gradings/CreateGrading',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    okStatus: 201,
    errors: [404],
  }),
  UpdateGrading: endpoint<GradingReply, GradingFields>()({
    method: 'POST',
    path: '/api/Gradings/UpdateGrading/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  InviteCandidates: endpoint<GradingReply, InviteCandidatesRequest>()({
    method: 'POST',
    path: '/api/Gradings/InviteCandidates/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  RecordGradingResults: endpoint<GradingReply, RecordResultsRequest>()({
    method: 'POST',
    path: '/api/Gradings/RecordGradingResults/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  ProposeGradingResults: endpoint<GradingReply, RecordResultsRequest>()({
    method: 'POST',
    path: '/api/Gradings/ProposeGradingResults/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  GetPayment: endpoint<PaymentReply>()({
    method: 'GET',
    path: '/api/Payments/GetPayment/:id',
    access: 'optional',
    tag: 'payments',
    errors: [404],
  }),
  SubmitUtr: endpoint<PaymentReply, SubmitUtrRequest>()({
    method: 'POST',
    path: '/api/Payments/SubmitUtr/:id',
    access: 'optional',
    body: 'json',
    tag: 'payments',
    errors: [404, 409, 429],
  }),
  UploadPaymentScreenshot: endpoint<PaymentReply, MultipartBody>()({
    method: 'POST',
    path: '/api/Payments/UploadPaymentScreenshot/:id',
    access: 'optional',
    body: 'multipart',
    tag: 'payments',
    errors: [404, ...UPLOAD_ERRORS],
  }),
  GetPaymentScreenshot: endpoint<FileReply>()({
    method: 'GET',
    path: '/api/Payments/GetPaymentScreenshot/:id',
    access: 'admin',
    tag: 'payments',
    errors: [404],
  }),
  GetReceipt: endpoint<FileReply>()({
    method: 'GET',
    path: '/api/Payments/GetReceipt/:id',
    access: 'optional',
    tag: 'payments',
    errors: [404, 409],
  }),
  RenewPaymentLink: endpoint<PaymentLinkReply>()({
    method: 'POST',
    path: '/api/Payments/RenewPaymentLink/:id',
    access: 'admin',
    tag: 'payments',
    errors: [404],
  }),
  GetDues: endpoint<DuesReply, undefined, DuesQuery>()({
    method: 'GET',
    path: '/api/Payments/GetDues',
    access: 'user',
    tag: 'payments',
    errors: [404],
  }),
  CreatePayment: endpoint<PaymentReply, CreatePaymentRequest>()({
    method: 'POST',
    path: '/api/Payments/CreatePayment',
    access: 'user',
    body: 'json',
    tag: 'payments',
    okStatus: 201,
    errors: [404, 409],
  }),
  GetPayments: endpoint<PaymentsReply, undefined, PaymentsQuery>()({
    method: 'GET',
    path: '/api/Payments/GetPayments',
    access: 'admin',
    tag: 'payments',
  }),
  DecidePayment: endpoint<PaymentReply, DecidePaymentRequest>()({
    method: 'POST',
    path: '/api/Payments/DecidePayment/:id',
    access: 'admin',
    body: 'json',
    tag: 'payments',
    errors: [404, 409],
  }),
  RecordOfflinePayment: endpoint<PaymentReply, RecordOfflinePaymentRequest>()({
    method: 'POST',
    path: '/api/Payments/RecordOfflinePayment',
    access: 'admin',
    body: 'json',
    tag: 'payments',
    okStatus: 201,
    errors: [404, 409],
  }),
  ImportStatement: endpoint<ImportStatementReply, ImportStatementRequest>()({
    method: 'POST',
    path: '/api/Payments/ImportStatement',
    access: 'admin',
    body: 'json',
    tag: 'payments',
    errors: [413],
  }),
  GetPaymentReport: endpoint<PaymentReportReply, undefined, PaymentReportQuery>()({
    method: 'GET',
    path: '/api/Payments/GetPaymentReport',
    access: 'admin',
    tag: 'payments',
  }),
  GetPaymentSettings: endpoint<PaymentSettingsReply>()({
    method: 'GET',
    path: '/api/Payments/GetPaymentSettings',
    access: 'admin',
    tag: 'payments',
  }),
  SavePaymentSettings: endpoint<PaymentSettingsReply, PaymentSettingsFields>()({
    method: 'PUT',
    path: '/api/Payments/SavePaymentSettings',
    access: 'admin',
    body: 'json',
    tag: 'payments',
  }),
  GetEmailOutbox: endpoint<EmailOutboxReply, undefined, EmailOutboxQuery>()({
    method: 'GET',
    path: '/api/Admin/GetEmailOutbox',
    access: 'admin',
    tag: 'outbox',
  }),
  RetryEmail: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Admin/RetryEmail/:id',
    access: 'admin',
    tag: 'outbox',
    errors: [404, 409],
  }),
  GetAuditLog: endpoint<AuditLogReply, undefined, AuditQuery>()({
    method: 'GET',
    path: '/api/Admin/GetAuditLog',
    access: 'admin',
    tag: 'audit',
  }),
  /** The caller's own second factor: each member of staff turns theirs on and off. */
  GetTwoFactor: endpoint<TwoFactorReply>()({
    method: 'GET',
    path: '/api/Admin/GetTwoFactor',
    access: 'admin',
    tag: 'two-factor',
  }),
  StartTwoFactor: endpoint<StartTwoFactorReply>()({
    method: 'POST',
    path: '/api/Admin/StartTwoFactor',
    access: 'admin',
    tag: 'two-factor',
    errors: [409],
  }),
  ConfirmTwoFactor: endpoint<RecoveryCodesReply, ConfirmTwoFactorRequest>()({
    method: 'POST',
    path: '/api/Admin/ConfirmTwoFactor',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    errors: [409, 429],
  }),
  DisableTwoFactor: endpoint<TwoFactorReply, SecondFactor>()({
    method: 'POST',
    path: '/api/Admin/DisableTwoFactor',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    errors: [409, 429],
  }),
  RenewRecoveryCodes: endpoint<RecoveryCodesReply, SecondFactor>()({
    method: 'POST',
    path: '/api/Admin/RenewRecoveryCodes',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    errors: [409, 429],
  }),
  /** Another member of staff's second factor switched off (a lost phone): the owner's to do. */
  ResetTwoFactor: endpoint<TwoFactorReply>()({
    method: 'POST',
    path: '/api/Admin/ResetTwoFactor/:id',
    access: 'admin',
    tag: 'two-factor',
    errors: [404, 409],
  }),
  /** The roles whose members must sign in with a second factor. */
  SaveTwoFactorPolicy: endpoint<TwoFactorPolicyReply, TwoFactorPolicyRequest>()({
    method: 'PUT',
    path: '/api/Admin/SaveTwoFactorPolicy',
    access: 'admin',
    body: 'json',
    tag: 'two-factor',
    // 409: requiring it of the caller's own role before the caller has it.
    errors: [409],
  }),
  /** The staff bar's search: people and bookings. */
  SearchPeople: endpoint<SearchReply, undefined, SearchQuery>()({
    method: 'GET',
    path: '/api/Admin/SearchPeople',
    access: 'admin',
    tag: 'search',
  }),
  GetStaff: endpoint<StaffListReply>()({ method: 'GET', path: '/api/Staff/GetStaff', access: 'admin', tag: 'staff' }),
  InviteStaff: endpoint<StaffInvitationReply, InviteStaffRequest>()({
    method: 'POST',
    path: '/api/Staff/InviteStaff',
    access: 'admin',
    body: 'json',
    tag: 'staff',
    errors: [409],
    okStatus: 201,
  }),
  WithdrawStaffInvitation: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Staff/WithdrawStaffInvitation/:id',
    access: 'admin',
    tag: 'staff',
    errors: [404],
  }),
  UpdateStaff: endpoint<StaffMemberReply, UpdateStaffRequest>()({
    method: 'POST',
    path: '/api/Staff/UpdateStaff/:id',
    access: 'admin',
    body: 'json',
    tag: 'staff',
    errors: [404, 409],
  }),
  SetStaffActive: endpoint<StaffMemberReply, SetStaffActiveRequest>()({
    method: 'POST',
    path: '/api/Staff/SetStaffActive/:id',
    access: 'admin',
    body: 'json',
    tag: 'staff',
    errors: [404, 409],
  }),
  GetStaffInvitation: endpoint<StaffInvitationViewReply, StaffInvitationTokenRequest>()({
    method: 'POST',
    path: '/api/Staff/GetStaffInvitation',
    access: 'public',
    body: 'json',
    tag: 'staff',
    errors: [404, 429],
  }),
  AcceptStaffInvitation: endpoint<LoginReply, AcceptStaffInvitationRequest>()({
    method: 'POST',
    path: '/api/Staff/AcceptStaffInvitation',
    access: 'public',
    body: 'json',
    tag: 'staff',
    errors: [404, 409, 429],
  }),
  GetMyStaffAccount: endpoint<MyStaffAccountReply>()({
    method: 'GET',
    path: '/api/Staff/GetMyStaffAccount',
    access: 'admin',
    tag: 'staff',
  }),
  GetTeaching: endpoint<TeachingReply>()({
    method: 'GET',
    path: '/api/Staff/GetTeaching',
    access: 'admin',
    tag: 'staff',
  }),
  LogoutEverywhere: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Sessions/LogoutEverywhere',
    access: 'user',
    tag: 'sessions',
    errors: [429],
  }),
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

type Types<E> =
  E extends Endpoint<string, infer Body, infer Query, infer Reply> ? { body: Body; query: Query; reply: Reply } : never;
export type ReplyOf<E> = Types<E>['reply'];
export type BodyOf<E> = Types<E>['body'];
export type QueryOf<E> = Types<E>['query'];

/** `{ id: string }` for '/api/x/:id'; `{}` for a path without parameters. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<string, never>;

/** The address of a call: parameters filled in (escaped), the query appended without its empty values. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  params?: PathParams<E['path']>,
  query?: Record<string, string | number | undefined>,
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
