import type { z } from 'zod';
import {
  loginReplySchema,
  loginRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from './shared/auth.ts';
import {
  adminLoginReplySchema,
  confirmTwoFactorRequestSchema,
  recoveryCodesReplySchema,
  secondFactorSchema,
  startTwoFactorReplySchema,
  twoFactorLoginRequestSchema,
  twoFactorReplySchema,
} from './staff/two-factor.ts';
import { bookingReplySchema, bookingRequestSchema, myBookingsReplySchema } from './events/bookings.ts';
import { eventCheckInReplySchema, eventCheckInRequestSchema, eventDoorReplySchema } from './events/event-check-in.ts';
import {
  joinWaitlistReplySchema,
  offerReplySchema,
  offerTokenParamSchema,
  waitlistReplySchema,
} from './events/waitlist.ts';
import { envelopeSchema, idParamSchema } from './shared/common.ts';
import type {
  BodyOf,
  Endpoint,
  EndpointName,
  Endpoints,
  MultipartBody,
  PathParams,
  QueryOf,
  ReplyOf,
} from './endpoints.ts';
import { deleteEventReplySchema, eventReplySchema, eventsQuerySchema, eventsReplySchema } from './events/events.ts';
import {
  createFighterReplySchema,
  fighterImageReplySchema,
  fighterReplySchema,
  setFighterLanguageRequestSchema,
  signUpRequestSchema,
  updateFighterRequestSchema,
} from './families/fighters.ts';
import { galleryItemReplySchema, galleryListReplySchema, galleryQuerySchema } from './gallery/gallery.ts';
import { healthReplySchema, livenessReplySchema } from './health/health.ts';
import { auditLogReplySchema, auditQuerySchema } from './audit/audit.ts';
import { emailOutboxQuerySchema, emailOutboxReplySchema } from './outbox/outbox.ts';
import {
  addChildReplySchema,
  addChildRequestSchema,
  consentReplySchema,
  consentTokenRequestSchema,
  familyReplySchema,
  fightersQuerySchema,
  fightersReplySchema,
} from './families/families.ts';
import {
  adminBatchesReplySchema,
  attendanceReplySchema,
  batchFieldsSchema,
  batchReplySchema,
  batchRosterReplySchema,
  checkInReplySchema,
  checkInRequestSchema,
  classesReplySchema,
  closeSessionReplySchema,
  closeSessionRequestSchema,
  decideEnrolmentRequestSchema,
  enrolmentReplySchema,
  enrolmentRequestSchema,
  fighterClassesReplySchema,
  markAttendanceRequestSchema,
  reopenSessionRequestSchema,
  sessionQuerySchema,
  sessionReplySchema,
  setBatchStatusRequestSchema,
} from './classes/classes.ts';
import {
  bookTrialRequestSchema,
  convertLeadReplySchema,
  convertLeadRequestSchema,
  leadInviteReplySchema,
  leadReplySchema,
  leadsQuerySchema,
  leadsReplySchema,
  updateLeadRequestSchema,
} from './leads/leads.ts';
import { leadInviteRequestSchema } from './leads/lead-invite.ts';
import {
  attendanceRegisterReplySchema,
  dashboardReplySchema,
  registerQuerySchema,
  teachingReplySchema,
} from './dashboard/dashboard.ts';
import { searchQuerySchema, searchReplySchema } from './people-search/search.ts';
import {
  acceptStaffInvitationRequestSchema,
  inviteStaffRequestSchema,
  myStaffAccountReplySchema,
  setStaffActiveRequestSchema,
  staffInvitationReplySchema,
  staffInvitationTokenRequestSchema,
  staffInvitationViewReplySchema,
  staffListReplySchema,
  staffMemberReplySchema,
  twoFactorPolicyReplySchema,
  twoFactorPolicySchema,
  updateStaffRequestSchema,
} from './staff/staff.ts';
import {
  certificateReplySchema,
  fighterRanksReplySchema,
  promotionReplySchema,
  rankClaimsReplySchema,
  ranksReplySchema,
  recordPromotionRequestSchema,
  saveRanksRequestSchema,
  verifyCertificateParamsSchema,
  verifyCertificateReplySchema,
} from './ranks/ranks.ts';
import {
  gradingFieldsSchema,
  gradingReplySchema,
  gradingsReplySchema,
  inviteCandidatesRequestSchema,
  recordResultsRequestSchema,
} from './ranks/gradings.ts';
import {
  createPaymentRequestSchema,
  decidePaymentRequestSchema,
  duesQuerySchema,
  duesReplySchema,
  fileReplySchema,
  importStatementReplySchema,
  importStatementRequestSchema,
  paymentLinkReplySchema,
  paymentReplySchema,
  paymentReportQuerySchema,
  paymentReportReplySchema,
  paymentSecretHeadersSchema,
  paymentSettingsReplySchema,
  paymentSettingsSchema,
  paymentsQuerySchema,
  paymentsReplySchema,
  recordOfflinePaymentRequestSchema,
  submitUtrRequestSchema,
} from './payments/payments.ts';
import {
  eraseFighterReplySchema,
  eraseFighterRequestSchema,
  fighterDataExportReplySchema,
} from './families/data-rights.ts';

/**
 * The schemas the server validates an endpoint's input with and serializes its reply with. The compiler holds
 * them to the endpoint table's types: a schema that drifts from the type its endpoint promises does not build.
 */
export type EndpointSchemas<E extends Endpoint> = {
  reply: z.ZodType<ReplyOf<E>>;
  /** Headers a route reads besides the token and the language (a payment link's secret), documented and checked. */
  headers?: z.ZodType<Record<string, unknown>>;
} & ([BodyOf<E>] extends [undefined] | [MultipartBody] ? { body?: never } : { body: z.ZodType<unknown, BodyOf<E>> }) &
  (PathParams<E['path']> extends Record<string, never>
    ? { params?: never }
    : { params: z.ZodType<PathParams<E['path']>, PathParams<E['path']>> }) &
  (QueryOf<E> extends Record<string, never>
    ? { querystring?: never }
    : { querystring: z.ZodType<unknown, QueryOf<E>> });

export const ENDPOINT_SCHEMAS = {
  GetReadiness: { reply: healthReplySchema },
  GetLiveness: { reply: livenessReplySchema },
  AdminLogin: { body: loginRequestSchema, reply: adminLoginReplySchema },
  AdminTwoFactorLogin: { body: twoFactorLoginRequestSchema, reply: loginReplySchema },
  FighterLogin: { body: loginRequestSchema, reply: loginReplySchema },
  CreateFighter: { body: signUpRequestSchema, reply: createFighterReplySchema },
  FighterForgotPassword: { body: forgotPasswordRequestSchema, reply: envelopeSchema },
  FighterResetPassword: { body: resetPasswordRequestSchema, reply: envelopeSchema },
  GetFighterDetailsById: { params: idParamSchema, reply: fighterReplySchema },
  UpdateFighterDetails: { params: idParamSchema, body: updateFighterRequestSchema, reply: fighterReplySchema },
  UpdateFighterProfileImage: { params: idParamSchema, reply: fighterImageReplySchema },
  SetFighterLanguage: { params: idParamSchema, body: setFighterLanguageRequestSchema, reply: envelopeSchema },
  GetFighterProfileImage: { params: idParamSchema, reply: fighterImageReplySchema },
  GetAllFighters: { querystring: fightersQuerySchema, reply: fightersReplySchema },
  ExportFighterData: { params: idParamSchema, reply: fighterDataExportReplySchema },
  EraseFighter: { params: idParamSchema, body: eraseFighterRequestSchema, reply: eraseFighterReplySchema },
  GetFamily: { reply: familyReplySchema },
  AddChild: { body: addChildRequestSchema, reply: addChildReplySchema },
  RequestChildConsent: { params: idParamSchema, reply: envelopeSchema },
  WithdrawChildConsent: { params: idParamSchema, reply: envelopeSchema },
  GetConsent: { body: consentTokenRequestSchema, reply: consentReplySchema },
  ConfirmConsent: { body: consentTokenRequestSchema, reply: consentReplySchema },
  WithdrawConsent: { body: consentTokenRequestSchema, reply: consentReplySchema },
  GetAllGalleryImages: { querystring: galleryQuerySchema, reply: galleryListReplySchema },
  CreateGalleryImage: { reply: galleryItemReplySchema },
  DeleteGalleryImage: { params: idParamSchema, reply: envelopeSchema },
  GetAllEvents: { querystring: eventsQuerySchema, reply: eventsReplySchema },
  getEventById: { params: idParamSchema, reply: eventReplySchema },
  CreateEvent: { reply: eventReplySchema },
  updateEvent: { params: idParamSchema, reply: eventReplySchema },
  DeleteEvent: { params: idParamSchema, reply: deleteEventReplySchema },
  BookEvent: { body: bookingRequestSchema, reply: bookingReplySchema },
  CancelBooking: { params: idParamSchema, reply: envelopeSchema },
  MyBookings: { reply: myBookingsReplySchema },
  CancelMyBooking: { params: idParamSchema, reply: envelopeSchema },
  JoinWaitlist: { body: bookingRequestSchema, reply: joinWaitlistReplySchema },
  LeaveWaitlist: { params: idParamSchema, reply: envelopeSchema },
  GetOffer: { params: offerTokenParamSchema, reply: offerReplySchema },
  ClaimOffer: { params: offerTokenParamSchema, reply: bookingReplySchema },
  DeclineOffer: { params: offerTokenParamSchema, reply: envelopeSchema },
  GetWaitlist: { params: idParamSchema, reply: waitlistReplySchema },
  GetEventDoor: { params: idParamSchema, reply: eventDoorReplySchema },
  CheckInTicket: { params: idParamSchema, body: eventCheckInRequestSchema, reply: eventCheckInReplySchema },
  GetClasses: { reply: classesReplySchema },
  GetClass: { params: idParamSchema, reply: batchReplySchema },
  GetAllBatches: { reply: adminBatchesReplySchema },
  CreateBatch: { body: batchFieldsSchema, reply: batchReplySchema },
  UpdateBatch: { params: idParamSchema, body: batchFieldsSchema, reply: batchReplySchema },
  SetBatchStatus: { params: idParamSchema, body: setBatchStatusRequestSchema, reply: batchReplySchema },
  CloseSession: { body: closeSessionRequestSchema, reply: closeSessionReplySchema },
  ReopenSession: { body: reopenSessionRequestSchema, reply: batchReplySchema },
  RequestEnrolment: { body: enrolmentRequestSchema, reply: enrolmentReplySchema },
  LeaveBatch: { params: idParamSchema, reply: enrolmentReplySchema },
  DecideEnrolment: { params: idParamSchema, body: decideEnrolmentRequestSchema, reply: enrolmentReplySchema },
  GetBatchRoster: { params: idParamSchema, reply: batchRosterReplySchema },
  GetFighterClasses: { params: idParamSchema, reply: fighterClassesReplySchema },
  GetSession: { params: idParamSchema, querystring: sessionQuerySchema, reply: sessionReplySchema },
  MarkAttendance: { body: markAttendanceRequestSchema, reply: attendanceReplySchema },
  CheckIn: { body: checkInRequestSchema, reply: checkInReplySchema },
  GetAttendanceRegister: {
    params: idParamSchema,
    querystring: registerQuerySchema,
    reply: attendanceRegisterReplySchema,
  },
  GetDashboard: { reply: dashboardReplySchema },
  BookTrial: { body: bookTrialRequestSchema, reply: envelopeSchema },
  GetLeadInvite: { body: leadInviteRequestSchema, reply: leadInviteReplySchema },
  GetLeads: { querystring: leadsQuerySchema, reply: leadsReplySchema },
  UpdateLead: { params: idParamSchema, body: updateLeadRequestSchema, reply: leadReplySchema },
  ConvertLead: { params: idParamSchema, body: convertLeadRequestSchema, reply: convertLeadReplySchema },
  GetRanks: { reply: ranksReplySchema },
  SaveRanks: { body: saveRanksRequestSchema, reply: ranksReplySchema },
  GetRankClaims: { reply: rankClaimsReplySchema },
  GetFighterRanks: { params: idParamSchema, reply: fighterRanksReplySchema },
  RecordPromotion: { body: recordPromotionRequestSchema, reply: promotionReplySchema },
  GetCertificate: { params: idParamSchema, reply: certificateReplySchema },
  VerifyCertificate: { params: verifyCertificateParamsSchema, reply: verifyCertificateReplySchema },
  GetGradings: { reply: gradingsReplySchema },
  GetGrading: { params: idParamSchema, reply: gradingReplySchema },
  CreateGrading: { body: gradingFieldsSchema, reply: gradingReplySchema },
  UpdateGrading: { params: idParamSchema, body: gradingFieldsSchema, reply: gradingReplySchema },
  InviteCandidates: { params: idParamSchema, body: inviteCandidatesRequestSchema, reply: gradingReplySchema },
  RecordGradingResults: { params: idParamSchema, body: recordResultsRequestSchema, reply: gradingReplySchema },
  ProposeGradingResults: { params: idParamSchema, body: recordResultsRequestSchema, reply: gradingReplySchema },
  GetPayment: { params: idParamSchema, headers: paymentSecretHeadersSchema, reply: paymentReplySchema },
  SubmitUtr: {
    params: idParamSchema,
    headers: paymentSecretHeadersSchema,
    body: submitUtrRequestSchema,
    reply: paymentReplySchema,
  },
  UploadPaymentScreenshot: { params: idParamSchema, headers: paymentSecretHeadersSchema, reply: paymentReplySchema },
  GetPaymentScreenshot: { params: idParamSchema, reply: fileReplySchema },
  GetReceipt: { params: idParamSchema, headers: paymentSecretHeadersSchema, reply: fileReplySchema },
  RenewPaymentLink: { params: idParamSchema, reply: paymentLinkReplySchema },
  GetDues: { querystring: duesQuerySchema, reply: duesReplySchema },
  CreatePayment: { body: createPaymentRequestSchema, reply: paymentReplySchema },
  GetPayments: { querystring: paymentsQuerySchema, reply: paymentsReplySchema },
  DecidePayment: { params: idParamSchema, body: decidePaymentRequestSchema, reply: paymentReplySchema },
  RecordOfflinePayment: { body: recordOfflinePaymentRequestSchema, reply: paymentReplySchema },
  ImportStatement: { body: importStatementRequestSchema, reply: importStatementReplySchema },
  GetPaymentReport: { querystring: paymentReportQuerySchema, reply: paymentReportReplySchema },
  GetPaymentSettings: { reply: paymentSettingsReplySchema },
  SavePaymentSettings: { body: paymentSettingsSchema, reply: paymentSettingsReplySchema },
  GetEmailOutbox: { querystring: emailOutboxQuerySchema, reply: emailOutboxReplySchema },
  RetryEmail: { params: idParamSchema, reply: envelopeSchema },
  GetAuditLog: { querystring: auditQuerySchema, reply: auditLogReplySchema },
  GetTwoFactor: { reply: twoFactorReplySchema },
  StartTwoFactor: { reply: startTwoFactorReplySchema },
  ConfirmTwoFactor: { body: confirmTwoFactorRequestSchema, reply: recoveryCodesReplySchema },
  DisableTwoFactor: { body: secondFactorSchema, reply: twoFactorReplySchema },
  RenewRecoveryCodes: { body: secondFactorSchema, reply: recoveryCodesReplySchema },
  ResetTwoFactor: { params: idParamSchema, reply: twoFactorReplySchema },
  SaveTwoFactorPolicy: { body: twoFactorPolicySchema, reply: twoFactorPolicyReplySchema },
  SearchPeople: { querystring: searchQuerySchema, reply: searchReplySchema },
  GetStaff: { reply: staffListReplySchema },
  InviteStaff: { body: inviteStaffRequestSchema, reply: staffInvitationReplySchema },
  WithdrawStaffInvitation: { params: idParamSchema, reply: envelopeSchema },
  UpdateStaff: { params: idParamSchema, body: updateStaffRequestSchema, reply: staffMemberReplySchema },
  SetStaffActive: { params: idParamSchema, body: setStaffActiveRequestSchema, reply: staffMemberReplySchema },
  GetStaffInvitation: { body: staffInvitationTokenRequestSchema, reply: staffInvitationViewReplySchema },
  AcceptStaffInvitation: { body: acceptStaffInvitationRequestSchema, reply: loginReplySchema },
  GetMyStaffAccount: { reply: myStaffAccountReplySchema },
  GetTeaching: { reply: teachingReplySchema },
  LogoutEverywhere: { reply: envelopeSchema },
} as const satisfies { [K in EndpointName]: EndpointSchemas<Endpoints[K]> };
