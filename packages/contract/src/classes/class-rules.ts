import type { MessageKey } from '../i18n/catalog.ts';

// Zod-free, like endpoints.ts: the prerendered Classes page and the instructor's roster use these without loading
// the schemas.

/** The academy's programs, as the home page presents them. */
export const PROGRAMS = ['Kids Karate', 'Adults Karate', 'Self Defence', 'Martial Arts'] as const;
export type Program = (typeof PROGRAMS)[number];

export const PROGRAM_LABELS = {
  'Kids Karate': 'classes.program.kidsKarate',
  'Adults Karate': 'classes.program.adultsKarate',
  'Self Defence': 'classes.program.selfDefence',
  'Martial Arts': 'classes.program.martialArts',
} as const satisfies Record<Program, MessageKey>;

/** Monday first, as Indian timetables are written. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS = {
  mon: 'classes.weekday.mon',
  tue: 'classes.weekday.tue',
  wed: 'classes.weekday.wed',
  thu: 'classes.weekday.thu',
  fri: 'classes.weekday.fri',
  sat: 'classes.weekday.sat',
  sun: 'classes.weekday.sun',
} as const satisfies Record<Weekday, MessageKey>;

/**
 * A batch takes enrolments while open; paused keeps its fighters but takes no new ones and holds no class days;
 * ended is over for good (its record stays).
 */
export const BATCH_STATUSES = ['open', 'paused', 'ended'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Asked for (waiting for the admin), active (in the batch), declined by the admin, or left. */
export const ENROLMENT_STATES = ['requested', 'active', 'declined', 'left'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

export const ATTENDANCE_MARKS = ['present', 'late', 'absent'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/**
 * The marks that count as attending a class: on time or late. Attendance rates, the register, the check-in count and
 * a grading's classes since the last promotion all count these.
 */
export const ATTENDED_MARKS = ['present', 'late'] as const satisfies readonly AttendanceMark[];

/** Whether a mark (or none: not marked) counts as attending. */
export function isAttended(mark: AttendanceMark | null | undefined): boolean {
  return mark != null && (ATTENDED_MARKS as readonly AttendanceMark[]).includes(mark);
}

/** How a mark was made: a tap on the instructor's roster, or the fighter's QR card (or its typed short code). */
export const ATTENDANCE_METHODS = ['tap', 'qr'] as const;
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number];

/** A fighter's personal check-in code: 8 letters and digits without the look-alikes 0/O and 1/I. */
export const CHECKIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CHECKIN_CODE_LENGTH = 8;
export const CHECKIN_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
/** What a fighter's QR code holds: the short code behind a prefix, so a scanned stranger's QR is told apart. */
export const CHECKIN_QR_PREFIX = 'KKA1:';

/** The short code in what the scanner read or the instructor typed, or null when it cannot be one. */
export function checkinCodeOf(scanned: string): string | null {
  const text = scanned.trim().toUpperCase();
  const code = text.startsWith(CHECKIN_QR_PREFIX) ? text.slice(CHECKIN_QR_PREFIX.length) : text;
  const compact = code.replace(/[\s-]/g, '');
  return CHECKIN_CODE_PATTERN.test(compact) ? compact : null;
}

/** A day (YYYY-MM-DD) is a calendar date in IST; its weekday does not depend on the reader's time zone. */
export function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** What of a batch decides its class days: its weekdays between its start and end dates. */
export interface BatchSchedule {
  weekdays: readonly Weekday[];
  startDate: string;
  endDate: string | null;
}

/** The days a batch's reply lists as closed (cancelled by the academy), as the class-day functions below take them. */
export function closedDaySet(batch: { closedDays: readonly { day: string }[] }): Set<string> {
  return new Set(batch.closedDays.map((closed) => closed.day));
}

/** A class day is held on a day of the schedule's weekdays, on or after its start, not after its end, not closed. */
export function isClassDay(schedule: BatchSchedule, day: string, closedDays: ReadonlySet<string> = new Set()) {
  return (
    day >= schedule.startDate &&
    (schedule.endDate === null || day <= schedule.endDate) &&
    schedule.weekdays.includes(weekdayOf(day)) &&
    !closedDays.has(day)
  );
}

/** The class days from `from` to `to`, both included: a class day exists on its day without anyone creating it. */
export function classDaysBetween(
  schedule: BatchSchedule,
  from: string,
  to: string,
  closedDays: ReadonlySet<string> = new Set(),
): string[] {
  const days: string[] = [];
  const first = from > schedule.startDate ? from : schedule.startDate;
  const last = schedule.endDate !== null && schedule.endDate < to ? schedule.endDate : to;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (isClassDay(schedule, day, closedDays)) days.push(day);
  }
  return days;
}

/**
 * The first class day on or after `day` (within a year), or null when the schedule holds none. It stops at the first:
 * every list of batches asks it of each batch, and walking the whole year for each cost the dashboard 80 ms (decision 067).
 */
export function nextClassDay(
  schedule: BatchSchedule,
  day: string,
  closedDays: ReadonlySet<string> = new Set(),
): string | null {
  const until = addDays(day, 366);
  const first = day > schedule.startDate ? day : schedule.startDate;
  const last = schedule.endDate !== null && schedule.endDate < until ? schedule.endDate : until;
  for (let next = first; next <= last; next = addDays(next, 1)) {
    if (isClassDay(schedule, next, closedDays)) return next;
  }
  return null;
}

/** When a class day starts, as an instant: its day and 'HH:MM' read in IST (no daylight saving, always +05:30). */
export function classDayStartsAt(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** The trial-class enquiry's life in the admin's inbox. */
export const LEAD_STATES = ['new', 'contacted', 'trialBooked', 'attended', 'joined', 'lost'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export const LEAD_STATE_LABELS = {
  new: 'classes.lead.state.new',
  contacted: 'classes.lead.state.contacted',
  trialBooked: 'classes.lead.state.trialBooked',
  attended: 'classes.lead.state.attended',
  joined: 'classes.lead.state.joined',
  lost: 'classes.lead.state.lost',
} as const satisfies Record<LeadState, MessageKey>;

/** A roster of more fighters than this is not a class but a typing slip. */
export const MAX_BATCH_CAPACITY = 200;

/** A QR check-in this long after the class day's start is marked late. */
export const LATE_AFTER_MINUTES = 10;
