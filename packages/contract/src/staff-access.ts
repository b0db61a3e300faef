// Zod-free, like endpoints.ts: the web hides what a role may not use from this very table.
import type { EndpointName } from './endpoints.ts';
import type { StaffRole } from './staff/staff-rules.ts';

/**
 * What a role may do at an endpoint: call it ('yes'); call it only for the batches they teach ('taught': the
 * server finds the batch the request names, through its session, roster, grading or fighters, and answers 403
 * for another); or not at all ('no': 403 on an endpoint only staff use; at an endpoint anyone may call with a
 * token, the member is treated as any visitor or family there, and a 'user' endpoint answers 403).
 */
export type StaffGrant = 'yes' | 'taught' | 'no';
export type StaffRule = Readonly<Record<StaffRole, StaffGrant>>;

/** Every role: what anyone may call, and a member's own things (their account, their day). */
const ALL_STAFF = { owner: 'yes', instructor: 'yes', frontDesk: 'yes' } as const;
/** Staff have no powers here: public routes, where a member is any visitor, and what only a family does. */
const NONE_NEEDED = ALL_STAFF;
/** A family's own: a member of staff has no family, profile or bookings of the account's. */
const FAMILY_ONLY = { owner: 'no', instructor: 'no', frontDesk: 'no' } as const;
const OWNER = { owner: 'yes', instructor: 'no', frontDesk: 'no' } as const;
/** The owner and the front desk: the door, trial leads, families, cash and UPI checks. */
const DESK = { owner: 'yes', instructor: 'no', frontDesk: 'yes' } as const;
/** The owner, and an instructor for the batches they teach. */
const TEACHING = { owner: 'yes', instructor: 'taught', frontDesk: 'no' } as const;

/**
 * The one table of which staff role may use which endpoint (docs/decisions/039-staff-and-roles.md). Every endpoint
 * has a row: adding one to ENDPOINTS without a row here does not compile, and the server's guard and the web's
 * navigation both read it. A role of a later capability (a tournament's referees, its desk) is a new column.
 */
export const STAFF_ACCESS = {
  GetReadiness: NONE_NEEDED,
  GetLiveness: NONE_NEEDED,
  AdminLogin: NONE_NEEDED,
  AdminTwoFactorLogin: NONE_NEEDED,
  FighterLogin: NONE_NEEDED,
  CreateFighter: NONE_NEEDED,
  FighterForgotPassword: NONE_NEEDED,
  FighterResetPassword: NONE_NEEDED,
  // Fighters' records: the front desk looks families up; an instructor sees their students on the roster.
  GetFighterDetailsById: DESK,
  UpdateFighterDetails: FAMILY_ONLY,
  UpdateFighterProfileImage: FAMILY_ONLY,
  SetFighterLanguage: FAMILY_ONLY,
  GetFighterProfileImage: DESK,
  GetAllFighters: DESK,
  // A person's data and its erasure are the owner's alone.
  ExportFighterData: OWNER,
  EraseFighter: OWNER,
  GetFamily: FAMILY_ONLY,
  AddChild: FAMILY_ONLY,
  RequestChildConsent: FAMILY_ONLY,
  WithdrawChildConsent: FAMILY_ONLY,
  GetConsent: NONE_NEEDED,
  ConfirmConsent: NONE_NEEDED,
  WithdrawConsent: NONE_NEEDED,
  GetAllGalleryImages: NONE_NEEDED,
  CreateGalleryImage: OWNER,
  DeleteGalleryImage: OWNER,
  GetAllEvents: NONE_NEEDED,
  // The front desk sees an event's bookings: it runs the door.
  getEventById: DESK,
  CreateEvent: OWNER,
  updateEvent: OWNER,
  DeleteEvent: OWNER,
  BookEvent: NONE_NEEDED,
  CancelBooking: OWNER,
  MyBookings: FAMILY_ONLY,
  CancelMyBooking: FAMILY_ONLY,
  JoinWaitlist: NONE_NEEDED,
  LeaveWaitlist: FAMILY_ONLY,
  GetOffer: NONE_NEEDED,
  ClaimOffer: NONE_NEEDED,
  DeclineOffer: NONE_NEEDED,
  GetWaitlist: OWNER,
  GetEventDoor: DESK,
  CheckInTicket: DESK,
  GetClasses: NONE_NEEDED,
  GetClass: NONE_NEEDED,
  // Every batch: the front desk converts trial leads into one and filters fighters by it.
  GetAllBatches: DESK,
  CreateBatch: OWNER,
  UpdateBatch: OWNER,
  SetBatchStatus: OWNER,
  // Cancelling (and restoring) a day's session of a batch they teach.
  CloseSession: TEACHING,
  ReopenSession: TEACHING,
  RequestEnrolment: FAMILY_ONLY,
  // Taking a fighter out of a batch, and accepting one, change what the family is billed: the owner's.
  LeaveBatch: OWNER,
  DecideEnrolment: OWNER,
  GetBatchRoster: TEACHING,
  GetFighterClasses: DESK,
  GetSession: TEACHING,
  MarkAttendance: TEACHING,
  CheckIn: TEACHING,
  GetAttendanceRegister: TEACHING,
  // Money, attendance and ranks of the whole academy.
  GetDashboard: OWNER,
  BookTrial: NONE_NEEDED,
  // A lead's sign-up link: its secret is the key.
  GetLeadInvite: NONE_NEEDED,
  GetLeads: DESK,
  UpdateLead: DESK,
  ConvertLead: DESK,
  GetRanks: NONE_NEEDED,
  SaveRanks: OWNER,
  GetRankClaims: OWNER,
  GetFighterRanks: DESK,
  RecordPromotion: OWNER,
  GetCertificate: DESK,
  VerifyCertificate: NONE_NEEDED,
  GetGradings: OWNER,
  // A grading of a batch they teach, showing only their students; they propose results, the owner records them.
  GetGrading: TEACHING,
  CreateGrading: OWNER,
  UpdateGrading: OWNER,
  InviteCandidates: OWNER,
  RecordGradingResults: OWNER,
  ProposeGradingResults: TEACHING,
  // The front desk checks UPI payments and takes cash; refunds and waivers are the owner's (STAFF_ACTIONS).
  GetPayment: DESK,
  SubmitUtr: DESK,
  UploadPaymentScreenshot: DESK,
  GetPaymentScreenshot: DESK,
  GetReceipt: DESK,
  RenewPaymentLink: OWNER,
  GetDues: DESK,
  CreatePayment: FAMILY_ONLY,
  GetPayments: DESK,
  DecidePayment: DESK,
  RecordOfflinePayment: DESK,
  ImportStatement: OWNER,
  GetPaymentReport: OWNER,
  GetPaymentSettings: OWNER,
  SavePaymentSettings: OWNER,
  GetEmailOutbox: OWNER,
  RetryEmail: OWNER,
  GetAuditLog: OWNER,
  // Each member's own second factor; switching off another's (a lost phone) is the owner's.
  GetTwoFactor: ALL_STAFF,
  StartTwoFactor: ALL_STAFF,
  ConfirmTwoFactor: ALL_STAFF,
  DisableTwoFactor: ALL_STAFF,
  RenewRecoveryCodes: ALL_STAFF,
  ResetTwoFactor: OWNER,
  SaveTwoFactorPolicy: OWNER,
  // Finding a family at the desk.
  SearchPeople: DESK,
  GetStaff: OWNER,
  InviteStaff: OWNER,
  WithdrawStaffInvitation: OWNER,
  UpdateStaff: OWNER,
  SetStaffActive: OWNER,
  GetStaffInvitation: NONE_NEEDED,
  AcceptStaffInvitation: NONE_NEEDED,
  GetMyStaffAccount: ALL_STAFF,
  GetTeaching: ALL_STAFF,
  LogoutEverywhere: ALL_STAFF,
} as const satisfies Record<EndpointName, StaffRule>;

/**
 * What a member whose role must sign in with a second factor, and who has none yet, may still call: their own
 * account, setting the second factor up, and ending their sessions. Every other endpoint answers 403 until they
 * have (the owner's two-factor policy).
 */
export const TWO_FACTOR_SETUP_ENDPOINTS = [
  'GetMyStaffAccount',
  'GetTwoFactor',
  'StartTwoFactor',
  'ConfirmTwoFactor',
  'LogoutEverywhere',
] as const satisfies readonly EndpointName[];

export const mayCallBeforeTwoFactor = (endpoint: EndpointName): boolean =>
  (TWO_FACTOR_SETUP_ENDPOINTS as readonly EndpointName[]).includes(endpoint);

/** The endpoints some role may call only for the batches they teach: their routes name how to find the batch. */
export type TaughtEndpoint = {
  [N in EndpointName]: 'taught' extends (typeof STAFF_ACCESS)[N][StaffRole] ? N : never;
}[EndpointName];

/**
 * Decisions within an endpoint that only some of the roles its row lets in may take: the front desk marks a
 * transfer paid or rejects it, records cash, but neither refunds nor waives.
 */
export const STAFF_ACTIONS = {
  refundPayment: ['owner'],
  waiveDue: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAction = keyof typeof STAFF_ACTIONS;

export function staffGrant(endpoint: EndpointName, role: StaffRole): StaffGrant {
  return STAFF_ACCESS[endpoint][role];
}

/** Whether the role may use the endpoint at all (for some batch, when it is scoped). */
export function staffMayCall(endpoint: EndpointName, role: StaffRole): boolean {
  return STAFF_ACCESS[endpoint][role] !== 'no';
}

export function staffMayTake(action: StaffAction, role: StaffRole): boolean {
  return (STAFF_ACTIONS[action] as readonly StaffRole[]).includes(role);
}
