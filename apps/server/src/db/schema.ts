import type { Generated } from 'kysely';
import type {
  Channel,
  ConsentSource,
  DueKind,
  DueState,
  MessageKind,
  MessageState,
  OptInChannel,
  PaymentMethod,
  PaymentState,
  WaitlistState,
} from '@academy/contract';

/**
 * Kysely table types, in camelCase: the database's tables and columns are snake_case, and CamelCasePlugin
 * (database.ts) maps each name both ways. Timestamps are fixed-width ISO-8601 UTC text on both databases, so they
 * sort as text.
 */
/** A member of staff (the account kind is still called admin); never deleted, deactivated instead. */
export interface AdminsTable {
  id: string;
  email: string;
  passwordHash: string;
  /**
   * Raised by a password change, "log out everywhere" or a deactivation; a token carrying an older value is
   * refused.
   */
  sessionVersion: Generated<number>;
  createdAt: string;
  /** Empty for an owner made before staff had names. */
  name: Generated<string>;
  /** owner, instructor, frontDesk or tableOfficial (STAFF_ROLES). */
  staffRole: Generated<string>;
  deactivatedAt: string | null;
  lastSignInAt: string | null;
}

/** The owner's one-time link to join the staff; only the SHA-256 of its secret is kept. */
export interface StaffInvitationsTable {
  id: string;
  name: string;
  email: string;
  staffRole: string;
  tokenHash: string;
  invitedBy: string | null;
  invitedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  withdrawnAt: string | null;
  /** The account the invitation made. */
  staffId: string | null;
}

/** A member of staff's second factor (decision 041); `enabledAt` null while the enrolment awaits its first code. */
export interface StaffTwoFactorTable {
  adminId: string;
  /** Base32, or sealed with TWO_FACTOR_KEY ('v1.' ...): see modules/two-factor/secret-box.ts. */
  secret: string;
  enabledAt: string | null;
  /** The last TOTP time step a code was accepted in; a code of it or an earlier one is refused. */
  lastUsedStep: number | null;
  createdAt: string;
}

export interface StaffRecoveryCodesTable {
  adminId: string;
  /** SHA-256 of the normalized code. */
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

/** A right password waiting for its second factor; keyed by the SHA-256 of the challenge handed out. */
export interface StaffSignInChallengesTable {
  tokenHash: string;
  adminId: string;
  sessionVersion: number;
  attempts: Generated<number>;
  expiresAt: string;
}

/** A profile. An account holds its own and its children's; a child's has no login (email and password null). */
export interface FightersTable {
  id: string;
  email: string | null;
  passwordHash: string | null;
  fullName: string;
  mobileNumber: string;
  gender: string | null;
  age: number | null;
  weight: number | null;
  height: number | null;
  discipline: string | null;
  beltLevel: string | null;
  address: string | null;
  masterName: string | null;
  academyName: string | null;
  imageKey: string | null;
  sessionVersion: Generated<number>;
  /** A code of LANGUAGES; 'en' unless the fighter signed up or chose otherwise. */
  language: Generated<string>;
  /** The account holding this child's profile; null for an account's own profile. */
  guardianId: string | null;
  dateOfBirth: string | null;
  /** The short code on the profile's QR card (CHECKIN_CODE_PATTERN); set for every profile. */
  checkinCode: string;
  /** The academy's record of the profile's rank; changed only by promotions (and the first mapping of beltLevel). */
  rankId: string | null;
  /** 1 unless the profile is a parent's or guardian's own who does not train (0); a child's always trains. */
  trains: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** Keyed by the lower-cased email, also for emails without an account, so both answer alike. */
export interface PasswordResetsTable {
  email: string;
  codeHash: string;
  expiresAt: string;
  attempts: number;
  sentAt: string;
  usedAt: string | null;
}

export interface EventsTable {
  id: string;
  eventName: string;
  eventDescription: string;
  address: string;
  eventDateTime: string;
  imageKey: string | null;
  totalSeats: number;
  totalBookings: number;
  entryFee: number;
  cancelCutoffHours: Generated<number>;
  offerHours: Generated<number>;
  reminderHours: Generated<number>;
  /** When the event's reminders are due: the start less reminderHours. */
  reminderAt: string | null;
  /** JSON of its texts in other languages (the contract's translations; decision 048); null: English only. */
  translations: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BookingsTable {
  id: string;
  bookingCode: string;
  eventId: string;
  fighterId: string | null;
  fighterName: string;
  email: string;
  emailNormalized: string;
  mobileNumber: string;
  age: number;
  beltLevel: string;
  /** Null for a tournament athlete's booking (not asked), and their weight for kata only. */
  height: number | null;
  weight: number | null;
  discipline: string;
  masterName: string;
  academyName: string;
  bookedAt: string;
  /** The attendee's name as duplicates compare it (bookings/attendee.ts). */
  nameNormalized: string;
  /** The language the booking was made in: its emails go out in it. */
  language: string;
  /** The client address the booking came from, for the hourly per-client limit. */
  clientIp: string | null;
  /** Set when the booking is cancelled (by the family, an admin, or an unpaid hold's end): it then holds no seat. */
  cancelledAt: string | null;
  /** When the attendee was let in at the door, and by which admin. */
  checkedInAt: string | null;
  checkedInBy: string | null;
  /** Set in the transaction that puts the reminder in the outbox, so it goes once. */
  reminderSentAt: string | null;
}

export interface WaitlistTable {
  id: string;
  eventId: string;
  accountId: string | null;
  fighterName: string;
  email: string;
  emailNormalized: string;
  nameNormalized: string;
  mobileNumber: string;
  language: string;
  /** The booking form as sent, JSON. */
  request: string;
  clientIp: string | null;
  state: WaitlistState;
  offerTokenHash: string | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  bookingId: string | null;
  joinedAt: string;
  updatedAt: string;
}

export interface GalleryImagesTable {
  id: string;
  title: string;
  category: string;
  imageKey: string;
  width: number;
  height: number;
  createdAt: string;
}

/**
 * A guardian's consent for a child's profile (fighterId) or for a booking of an attendee under 18 (bookingId).
 * Pending until confirmed from the emailed link (tokenHash); withdrawn by the guardian.
 */
export interface ConsentsTable {
  id: string;
  fighterId: string | null;
  bookingId: string | null;
  childName: string;
  guardianName: string;
  relation: string;
  guardianMobile: string;
  guardianEmail: string;
  noticeVersion: string;
  /** How the consent was given: 'email-link' (the guardian opened the emailed link and confirmed). */
  method: string;
  /** The language of the email and of the page the guardian confirms on. */
  language: string;
  tokenHash: string;
  requestedAt: string;
  confirmedAt: string | null;
  confirmedIp: string | null;
  withdrawnAt: string | null;
}

/** A class: its weekly schedule in IST, capacity and fee. Class days follow from the schedule (class-rules.ts). */
export interface BatchesTable {
  id: string;
  name: string;
  program: string;
  level: string | null;
  minAge: number;
  maxAge: number | null;
  place: string;
  /** Comma-separated WEEKDAYS codes in week order. */
  weekdays: string;
  startTime: string;
  endTime: string;
  capacity: number;
  monthlyFee: number;
  /** The name the class pages show: the staff instructor's own when instructorId is set. */
  instructor: string;
  /** The member of staff who teaches it; null for a teacher named only. */
  instructorId: string | null;
  startDate: string;
  endDate: string | null;
  status: string;
  /** 1: a request is accepted at once while the batch has room. */
  autoAccept: number;
  /** JSON of its texts in other languages (the contract's translations; decision 048); null: English only. */
  translations: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A day a batch does not meet: a holiday or a one-off cancellation. */
export interface BatchClosuresTable {
  batchId: string;
  day: string;
  reason: string;
  createdAt: string;
}

export interface EnrolmentsTable {
  id: string;
  batchId: string;
  fighterId: string;
  state: string;
  requestedAt: string;
  decidedAt: string | null;
  leftAt: string | null;
}

/** One fighter's mark at one class day of a batch. */
export interface AttendanceTable {
  batchId: string;
  day: string;
  fighterId: string;
  mark: string;
  method: string;
  markedAt: string;
}

/** A batch's marks on a day, kept by triggers on attendance (migration 035). */
export interface AttendanceDayTallyTable {
  batchId: string;
  day: string;
  marks: number;
  /** Marks present or late. */
  attended: number;
}

/** A fighter's attended marks (present or late) in a month (YYYY-MM), kept by triggers on attendance. */
export interface AttendanceMonthTallyTable {
  fighterId: string;
  month: string;
  attended: number;
}

/** A mark's id, made by the phone that tapped it: the server applies each id once (decision 042). */
export interface AttendanceMarkIdsTable {
  id: string;
  batchId: string;
  day: string;
  fighterId: string;
  createdAt: string;
}

/** A trial-class enquiry from someone without an account (see LEAD_STATES). */
export interface LeadsTable {
  id: string;
  name: string;
  mobileNumber: string;
  studentAge: number;
  batchId: string | null;
  message: string | null;
  state: string;
  note: string | null;
  language: string;
  contactConsentAt: string;
  fighterId: string | null;
  /** The family account the lead was linked to: by a sign-up or booking with its mobile, or its sign-up link. */
  accountId: string | null;
  /** The secret of the lead's sign-up link (/fighter/signup?lead=<token>), which prefills the form. */
  inviteToken: string;
  createdAt: string;
  updatedAt: string;
  /** The day of the trial class the academy booked, in the lead's batch. */
  trialOn: string | null;
  /** The enquirer's opt-in to WhatsApp and SMS messages about the trial (1), as last given or withdrawn. */
  messagesOptIn: Generated<number>;
  messagesConsentAt: string | null;
  messagesConsentSource: 'form' | 'reply' | null;
  messagesNoticeVersion: string | null;
}

/** One rank of the syllabus; `position` orders them, lowest first. */
export interface RanksTable {
  id: string;
  position: number;
  name: string;
  colour: string;
  kind: string;
  grade: number;
  /** JSON of its texts in other languages (the contract's translations; decision 048); null: English only. */
  translations: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A step on a fighter's path, with the certificate it gives. */
export interface PromotionsTable {
  id: string;
  fighterId: string;
  rankId: string;
  /** The IST calendar day of the promotion. */
  day: string;
  gradingId: string | null;
  /** JSON array of the examiners' names. */
  examiners: string;
  certificateNumber: string;
  recordedAt: string;
}

export interface GradingsTable {
  id: string;
  name: string;
  day: string;
  startTime: string;
  place: string;
  /** JSON array of the examiners' names. */
  examiners: string;
  fee: number;
  createdAt: string;
  updatedAt: string;
}

export interface GradingBatchesTable {
  gradingId: string;
  batchId: string;
}

/** Who may sit the test for a rank at a grading; 0 means no rule. */
export interface GradingRulesTable {
  gradingId: string;
  rankId: string;
  minMonths: number;
  minClasses: number;
  minAge: number;
}

/** An invited fighter and, once in, the result and the promotion it gave. */
export interface GradingCandidatesTable {
  gradingId: string;
  fighterId: string;
  invitedAt: string;
  /** The rank held when invited (null: none yet); the grading awards the one after it. */
  fromRankId: string | null;
  result: string | null;
  promotionId: string | null;
  resultAt: string | null;
  /** An instructor's proposal, until a result is recorded. */
  proposedResult: string | null;
  proposedBy: string | null;
  proposedAt: string | null;
}

/** The last certificate number given in each year's series. */
export interface CertificateSeriesTable {
  year: number;
  lastNumber: number;
}

/** Appended only: the application never updates nor deletes a row (see audit/audit-log.ts). */
export interface AuditLogTable {
  id: string;
  at: string;
  actorRole: string;
  actorId: string | null;
  actorLabel: string | null;
  ip: string | null;
  /** A member of staff's role when they acted; null for others and before migration 023. */
  actorStaffRole: string | null;
  action: string;
  subjectKind: string;
  subjectId: string | null;
  /** JSON objects: the values the action changed, as they were and as they became. */
  before: string | null;
  after: string | null;
  /**
   * JSON `{ "<person id>": [path, ...] }`: where each person's values are in this entry, as its writer declared
   * them (`personal(id, value)`); null for entries written before migration 017.
   */
  people: string | null;
}

/** One row per audit entry and person whose values it holds: how an erasure finds that person's entries. */
export interface AuditPeopleTable {
  entryId: string;
  personId: string;
}

export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** One unit of later work (an email, a reminder); see jobs/job-runner.ts. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON; what the kind's handler needs, reduced to what the admin may see once done. */
  payload: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lockedUntil: string | null;
  lockedBy: string | null;
  lastError: string | null;
  /** Set for work that must exist at most once (a monthly fee, a reminder). */
  dedupeKey: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updatedAt: string;
}

export interface PaymentsTable {
  id: string;
  reference: string;
  accountId: string | null;
  payerName: string;
  payerEmail: string | null;
  language: string;
  amountPaise: number;
  state: PaymentState;
  method: PaymentMethod;
  utr: string | null;
  /** 0 or 1: whether payment_screenshots holds one. */
  hasScreenshot: number;
  note: string | null;
  receiptNumber: string | null;
  createdAt: string;
  submittedAt: string | null;
  decidedAt: string | null;
  paidAt: string | null;
  updatedAt: string;
  /**
   * SHA-256 (hex) of the payer's link secret (payments/payment-link.ts); null while no link was given out for it (a
   * payment the family started logged in, cash the admin recorded). Read only where a link is checked or renewed.
   */
  linkSecretHash: string | null;
}

export interface DuesTable {
  id: string;
  kind: DueKind;
  accountId: string | null;
  fighterId: string | null;
  fighterName: string;
  bookingId: string | null;
  enrolmentId: string | null;
  batchId: string | null;
  period: string | null;
  item: string;
  amountPaise: number;
  dueDay: string;
  holdUntil: string | null;
  state: DueState;
  paymentId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentDuesTable {
  paymentId: string;
  dueId: string;
  /** 1 while the payment is not rejected: at most one live row per due (a unique partial index). */
  live: Generated<number>;
}

export interface BatchPausesTable {
  batchId: string;
  /** The first IST day without classes, and the first with classes again (null while paused). */
  fromDay: string;
  untilDay: string | null;
  createdAt: string;
}

export interface PaymentScreenshotsTable {
  paymentId: string;
  image: Buffer;
  createdAt: string;
}

export interface ReceiptSeriesTable {
  year: string;
  lastNumber: number;
}

export interface FeeRemindersTable {
  accountId: string;
  day: string;
  sentAt: string;
}

export interface TournamentsTable {
  eventId: string;
  /** JSON: the contract's RuleProfile, as chosen. */
  profile: string;
  /** JSON: TournamentDiscipline[]. */
  disciplines: string;
  /** JSON: the profile's age group keys the tournament runs. */
  ageGroups: string;
  categoryFeePaise: number;
  createdAt: string;
  updatedAt: string;
}

export interface TournamentCategoriesTable {
  id: string;
  eventId: string;
  key: string;
  /** JSON: the contract's CategoryCriteria. */
  criteria: string;
  position: number;
  format: string | null;
  /** JSON: the draw (bracket slots or pools of entry ids); null until drawn. */
  draw: string | null;
  drawSeedValue: number | null;
  drawnAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TournamentEntriesTable {
  id: string;
  eventId: string;
  categoryId: string;
  bookingId: string | null;
  fighterId: string | null;
  athleteName: string;
  nameNormalized: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  weightGrams: number | null;
  level: number | null;
  club: string;
  seed: number | null;
  state: Generated<'entered' | 'checkedIn' | 'withdrawn'>;
  weighedGrams: number | null;
  checkedInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TournamentResultsTable {
  categoryId: string;
  boutId: string;
  winner: 'aka' | 'ao' | 'draw';
  /** Who fought it: the result counts only while the bout still has these two. */
  akaEntryId: string;
  aoEntryId: string;
  akaScore: number | null;
  aoScore: number | null;
  method: string;
  recordedBy: string;
  recordedAt: string;
}

export interface TournamentKataScoresTable {
  categoryId: string;
  round: number;
  entryId: string;
  /** JSON: the judges' points. */
  scores: string;
  recordedBy: string;
  recordedAt: string;
}

/** A tournament entry's certificate: its number from the yearly certificate series, given once per entry. */
export interface CompetitionCertificatesTable {
  number: string;
  entryId: string;
  issuedAt: string;
}

export interface TournamentTatamisTable {
  eventId: string;
  number: number;
  createdAt: string;
}

export interface TournamentTatamiCategoriesTable {
  categoryId: string;
  eventId: string;
  tatami: number;
  position: number;
}

/** One event of a kumite bout's log (decision 058), in the server's order `seq`. */
export interface TournamentBoutEventsTable {
  categoryId: string;
  boutId: string;
  seq: number;
  /** The console's id for the event: once per bout. */
  eventId: string;
  /** JSON: the contract's BoutEvent as sent. */
  event: string;
  /** The event's time on the console's clock (ms). */
  at: number;
  receivedAt: string;
  recordedBy: string;
}

/** A tournament's last live feed number (decision 060). */
export interface TournamentLiveCountersTable {
  eventId: string;
  seq: number;
}

/** One message of a tournament's live feed: a bout's new events, or a change of the board (decision 060). */
export interface TournamentLiveFeedTable {
  eventId: string;
  seq: number;
  kind: 'bout' | 'board';
  categoryId: string | null;
  boutId: string | null;
  /** JSON: for 'bout', the contract's LiveBoutMessage without its seq; null for 'board'. */
  payload: string | null;
  createdAt: string;
}

/** A display link: a screen opened without an account by its token (decision 060). */
export interface TournamentDisplaysTable {
  id: string;
  eventId: string;
  token: string;
  kind: 'scoreboard' | 'callUp';
  tatami: number | null;
  /** 0 or 1. */
  mirrored: number;
  label: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
}

/** A table official's tatami in a tournament (decision 061): one per official per tournament. */
export interface TournamentTatamiOfficialsTable {
  eventId: string;
  userId: string;
  tatami: number;
}

/** The lease: which console scores a tatami now, claimed by whom and since when (decision 061). */
export interface TournamentTatamiConsolesTable {
  eventId: string;
  tatami: number;
  consoleId: string;
  userId: string;
  since: string;
}

export interface MessagesTable {
  id: string;
  kind: MessageKind;
  /** The family's account a message goes to; null for a message to a lead (`leadId`). */
  accountId: string | null;
  leadId: string | null;
  familyName: string;
  language: string;
  /** JSON: the template's placeholder values, in the family's language. */
  values: string;
  /** JSON: the email (the mail outbox's MailMessage) to send when it goes by email; null: built from the text. */
  email: string | null;
  /** JSON: the channels in the order they are tried. */
  channels: string;
  channel: Channel | null;
  toAddress: string | null;
  state: MessageState;
  reason: string | null;
  providerId: string | null;
  pricePaise: Generated<number>;
  dedupeKey: string;
  createdAt: string;
  sentAt: string | null;
  stateAt: string;
}

export interface MessageConsentsTable {
  accountId: string;
  channel: OptInChannel;
  /** 0 or 1. */
  optedIn: number;
  source: ConsentSource;
  noticeVersion: string;
  givenBy: string | null;
  at: string;
}

export interface MessageRatesTable {
  channel: string;
  /** The instant (ISO) the provider's next message may be handed over. */
  nextSlot: string;
}

export interface Database {
  jobs: JobsTable;
  admins: AdminsTable;
  staffTwoFactor: StaffTwoFactorTable;
  staffRecoveryCodes: StaffRecoveryCodesTable;
  staffSignInChallenges: StaffSignInChallengesTable;
  staffInvitations: StaffInvitationsTable;
  fighters: FightersTable;
  passwordResets: PasswordResetsTable;
  events: EventsTable;
  bookings: BookingsTable;
  galleryImages: GalleryImagesTable;
  auditLog: AuditLogTable;
  auditPeople: AuditPeopleTable;
  consents: ConsentsTable;
  batches: BatchesTable;
  batchClosures: BatchClosuresTable;
  batchPauses: BatchPausesTable;
  enrolments: EnrolmentsTable;
  attendance: AttendanceTable;
  attendanceMarkIds: AttendanceMarkIdsTable;
  attendanceDayTally: AttendanceDayTallyTable;
  attendanceMonthTally: AttendanceMonthTallyTable;
  leads: LeadsTable;
  ranks: RanksTable;
  promotions: PromotionsTable;
  gradings: GradingsTable;
  gradingBatches: GradingBatchesTable;
  gradingRules: GradingRulesTable;
  gradingCandidates: GradingCandidatesTable;
  certificateSeries: CertificateSeriesTable;
  settings: SettingsTable;
  payments: PaymentsTable;
  dues: DuesTable;
  paymentDues: PaymentDuesTable;
  paymentScreenshots: PaymentScreenshotsTable;
  receiptSeries: ReceiptSeriesTable;
  feeReminders: FeeRemindersTable;
  waitlist: WaitlistTable;
  tournaments: TournamentsTable;
  tournamentCategories: TournamentCategoriesTable;
  tournamentEntries: TournamentEntriesTable;
  tournamentResults: TournamentResultsTable;
  tournamentKataScores: TournamentKataScoresTable;
  competitionCertificates: CompetitionCertificatesTable;
  tournamentTatamis: TournamentTatamisTable;
  tournamentTatamiCategories: TournamentTatamiCategoriesTable;
  tournamentBoutEvents: TournamentBoutEventsTable;
  tournamentLiveCounters: TournamentLiveCountersTable;
  tournamentLiveFeed: TournamentLiveFeedTable;
  tournamentDisplays: TournamentDisplaysTable;
  tournamentTatamiOfficials: TournamentTatamiOfficialsTable;
  tournamentTatamiConsoles: TournamentTatamiConsolesTable;
  messages: MessagesTable;
  messageConsents: MessageConsentsTable;
  messageRates: MessageRatesTable;
}
