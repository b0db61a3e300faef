import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { translationsReplySchema, translationsSchema, type TranslatedField } from '../shared/academy-texts.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { blankToMissing } from '../events/bookings.ts';
import { optionalText } from '../families/fighters.ts';
import {
  ATTENDANCE_MARKS,
  ATTENDANCE_METHODS,
  BATCH_STATUSES,
  ENROLMENT_STATES,
  MAX_BATCH_CAPACITY,
  PROGRAMS,
  WEEKDAYS,
} from './class-rules.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_FEE_INR = 100000;
const YOUNGEST = 3;
const OLDEST = 99;

const wholeNumber = (
  messages: { required: string; whole: string; min: string; max: string },
  min: number,
  max: number,
) =>
  z.preprocess(
    blankToMissing,
    z.coerce.number({ error: messages.required }).int(messages.whole).min(min, messages.min).max(max, messages.max),
  );

const timeField = z
  .string({ error: fieldMessage('form.time.required') })
  .trim()
  .regex(TIME, fieldMessage('form.time.invalid'));

const dayField = (required: 'form.startDate.required' | 'form.day.required') =>
  z
    .string({ error: fieldMessage(required) })
    .trim()
    .min(1, fieldMessage(required))
    .pipe(z.iso.date(fieldMessage('form.day.invalid')));

export const programSchema = z.enum(PROGRAMS, { error: fieldMessage('form.program.required') });
export const weekdaySchema = z.enum(WEEKDAYS, { error: fieldMessage('form.weekdays.required') });
export const batchStatusSchema = z.enum(BATCH_STATUSES);
export const enrolmentStateSchema = z.enum(ENROLMENT_STATES);
export const attendanceMarkSchema = z.enum(ATTENDANCE_MARKS, { error: fieldMessage('form.mark.required') });
export const attendanceMethodSchema = z.enum(ATTENDANCE_METHODS);

/** A batch's texts the academy types, which may be given in each language (decision 048), with their limits. */
export const BATCH_TEXT_FIELDS = {
  name: { max: 100, tooLong: 'form.batchName.tooLong' },
  level: { max: 60, tooLong: 'form.level.tooLong' },
  place: { max: 150, tooLong: 'form.place.tooLong' },
} as const satisfies Record<string, TranslatedField>;
export type BatchTextField = keyof typeof BATCH_TEXT_FIELDS;
export const BATCH_TEXTS = Object.keys(BATCH_TEXT_FIELDS) as BatchTextField[];
export const batchTranslationsSchema = translationsSchema(BATCH_TEXT_FIELDS);
export type BatchTranslations = z.output<typeof batchTranslationsSchema>;

/** What the admin sets on a batch; its status changes through SetBatchStatus. */
export const batchFieldsSchema = z
  .object({
    name: trimmed(
      { required: 'form.batchName.required', tooLong: 'form.batchName.tooLong' },
      BATCH_TEXT_FIELDS.name.max,
    ),
    program: programSchema,
    level: optionalText('form.level.tooLong', BATCH_TEXT_FIELDS.level.max),
    minAge: wholeNumber(
      {
        required: fieldMessage('form.minAge.required'),
        whole: fieldMessage('form.age.whole'),
        min: fieldMessage('form.minAge.min', { min: YOUNGEST }),
        max: fieldMessage('form.minAge.max', { max: OLDEST }),
      },
      YOUNGEST,
      OLDEST,
    ),
    maxAge: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.coerce
        .number({ error: fieldMessage('form.age.whole') })
        .int(fieldMessage('form.age.whole'))
        .max(OLDEST, fieldMessage('form.minAge.max', { max: OLDEST }))
        .nullable(),
    ),
    place: trimmed({ required: 'form.place.required', tooLong: 'form.place.tooLong' }, BATCH_TEXT_FIELDS.place.max),
    weekdays: z
      .array(weekdaySchema, { error: fieldMessage('form.weekdays.required') })
      .min(1, fieldMessage('form.weekdays.required'))
      .max(7, fieldMessage('form.weekdays.required'))
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    startTime: timeField,
    endTime: timeField,
    capacity: wholeNumber(
      {
        required: fieldMessage('form.capacity.required'),
        whole: fieldMessage('form.capacity.whole'),
        min: fieldMessage('form.capacity.min', { min: 1 }),
        max: fieldMessage('form.capacity.max', { max: MAX_BATCH_CAPACITY }),
      },
      1,
      MAX_BATCH_CAPACITY,
    ),
    monthlyFee: wholeNumber(
      {
        required: fieldMessage('form.monthlyFee.required'),
        whole: fieldMessage('form.monthlyFee.whole'),
        min: fieldMessage('form.monthlyFee.min', { min: 0 }),
        max: fieldMessage('form.monthlyFee.max', { max: MAX_FEE_INR }),
      },
      0,
      MAX_FEE_INR,
    ),
    /** The name the class pages show; a staff instructor's own name replaces it (docs/decisions/039). */
    instructor: trimmed({ required: 'form.instructor.required', tooLong: 'form.instructor.tooLong' }, 100),
    /** The staff member who teaches it: they take its attendance. None: a guest teacher, named only. */
    instructorId: z.string().trim().min(1).max(64).nullable().optional(),
    startDate: dayField('form.startDate.required'),
    autoAccept: z.boolean().default(false),
    /** The name, level and place in Hindi and Marathi; left out, an update keeps those the batch has. */
    translations: batchTranslationsSchema.optional(),
  })
  .refine((batch) => batch.endTime > batch.startTime, {
    path: ['endTime'],
    message: fieldMessage('form.endTime.afterStart'),
  })
  .refine((batch) => batch.maxAge === null || batch.maxAge >= batch.minAge, {
    path: ['maxAge'],
    message: fieldMessage('form.maxAge.belowMin'),
  });
export type BatchFields = z.input<typeof batchFieldsSchema>;
export type BatchFieldsValues = z.output<typeof batchFieldsSchema>;

export const closedDaySchema = z.object({ day: z.string(), reason: z.string() });
export type ClosedDay = z.infer<typeof closedDaySchema>;

export const batchSchema = z.object({
  id: z.string(),
  name: z.string(),
  program: programSchema,
  level: z.string().nullable(),
  minAge: z.number(),
  maxAge: z.number().nullable(),
  place: z.string(),
  weekdays: z.array(weekdaySchema),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number(),
  monthlyFee: z.number(),
  instructor: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: batchStatusSchema,
  autoAccept: z.boolean(),
  /** Active enrolments. */
  enrolled: z.number(),
  seatsLeft: z.number(),
  /** The next class day from today in IST, or null when none is scheduled (ended, or every day closed). */
  nextClassDay: z.string().nullable(),
  /** Closed days from today on: holidays and one-off cancellations. */
  closedDays: z.array(closedDaySchema),
  /**
   * What joining today costs first (`firstFee` in payments/fee-months.ts), with the day of the month every later fee
   * is due; null for a batch without a fee or one that will not run again.
   */
  firstFee: z
    .object({ month: z.string(), dueDay: z.string(), freeUntil: z.string().nullable(), monthlyDueDay: z.number() })
    .nullable(),
  /**
   * Only in replies to staff, whose forms edit them: name, level and place are then as typed (English). Anyone
   * else reads those three in the request's language (decision 048).
   */
  translations: translationsReplySchema(BATCH_TEXTS).optional(),
});
export type Batch = z.infer<typeof batchSchema>;

export const classesReplySchema = envelopeSchema.extend({ batches: z.array(batchSchema) });
export type ClassesReply = z.infer<typeof classesReplySchema>;

/** The admin's list: every batch, with how many requests wait for a decision. */
export const adminBatchSchema = batchSchema.extend({ requested: z.number(), instructorId: z.string().nullable() });
export type AdminBatch = z.infer<typeof adminBatchSchema>;
export const adminBatchesReplySchema = envelopeSchema.extend({ batches: z.array(adminBatchSchema) });
export type AdminBatchesReply = z.infer<typeof adminBatchesReplySchema>;

export const batchReplySchema = envelopeSchema.extend({ batch: batchSchema });
export type BatchReply = z.infer<typeof batchReplySchema>;

export const setBatchStatusRequestSchema = z.object({ status: batchStatusSchema });
export type SetBatchStatusRequest = z.input<typeof setBatchStatusRequestSchema>;

/** A holiday or a one-off cancellation: the class day of each listed batch is not held. */
export const closeClassDayRequestSchema = z.object({
  batchIds: z
    .array(z.string().trim().min(1).max(64), { error: fieldMessage('form.batches.required') })
    .min(1, fieldMessage('form.batches.required'))
    .max(100, fieldMessage('form.batches.required')),
  day: dayField('form.day.required'),
  reason: trimmed({ required: 'form.reason.required', tooLong: 'form.reason.tooLong' }, 120),
});
export type CloseClassDayRequest = z.input<typeof closeClassDayRequestSchema>;

/**
 * The cancel form: the day and reason of the request, and whether only the batch it was opened from or every batch
 * meeting that day. The scope is part of the schema so that a resolver keeps it (a zod object drops what it does
 * not name).
 */
export const cancelClassDayFormSchema = closeClassDayRequestSchema
  .pick({ day: true, reason: true })
  .extend({ scope: z.enum(['one', 'all']) });
export type CancelClassDayForm = z.output<typeof cancelClassDayFormSchema>;

export const closeClassDayReplySchema = envelopeSchema.extend({
  /** Batches whose class day that day was closed (a day that held no class day of a batch is left alone). */
  closed: z.number(),
  /** Families told (WhatsApp, SMS or email by the owner's message settings). */
  notified: z.number(),
  /** Visitors booked for a trial class that day, told by WhatsApp or SMS (those who agreed to messages). */
  trialVisitors: z.number(),
});
export type CloseClassDayReply = z.infer<typeof closeClassDayReplySchema>;

export const reopenClassDayRequestSchema = z.object({
  batchId: z.string().trim().min(1).max(64),
  day: dayField('form.day.required'),
});
export type ReopenClassDayRequest = z.input<typeof reopenClassDayRequestSchema>;

const idField = z
  .string({ error: fieldMessage('form.id.required') })
  .trim()
  .min(1, fieldMessage('form.id.required'))
  .max(64, fieldMessage('form.id.tooLong', { max: 64 }));

/** A fighter or guardian asks for one of the family's profiles to join a batch. */
export const enrolmentRequestSchema = z.object({ batchId: idField, fighterId: idField });
export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;

export const enrolmentSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  fighterId: z.string(),
  state: enrolmentStateSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentReplySchema = envelopeSchema.extend({ enrolment: enrolmentSchema });
export type EnrolmentReply = z.infer<typeof enrolmentReplySchema>;

export const DECISIONS = ['accept', 'decline'] as const;
export const decideEnrolmentRequestSchema = z.object({ decision: z.enum(DECISIONS) });
export type DecideEnrolmentRequest = z.input<typeof decideEnrolmentRequestSchema>;

/** A batch's roster as the admin sees it: who asked, who is in, who left. */
export const rosterEntrySchema = enrolmentSchema.extend({
  fighterName: z.string(),
  /** Age today in years, when the profile says. */
  age: z.number().nullable(),
  /** The account holder's name for a child's profile. */
  guardianName: z.string().nullable(),
  /** Attended (present or late) of held class days since joining, as a whole percentage; null before any. */
  attendanceRate: z.number().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const batchRosterReplySchema = envelopeSchema.extend({
  batch: batchSchema,
  enrolments: z.array(rosterEntrySchema),
});
export type BatchRosterReply = z.infer<typeof batchRosterReplySchema>;

export const classDayQuerySchema = z.object({ day: dayField('form.day.required') });
export type ClassDayQuery = z.input<typeof classDayQuerySchema>;

export const classDayEntrySchema = z.object({
  fighterId: z.string(),
  fullName: z.string(),
  photoThumbnailUrl: z.string().nullable(),
  mark: attendanceMarkSchema.nullable(),
  markedAt: z.string().nullable(),
  method: attendanceMethodSchema.nullable(),
});
export type ClassDayEntry = z.infer<typeof classDayEntrySchema>;

/** One class day of a batch: whether it is held, and its roster with each fighter's mark. */
export const classDayReplySchema = envelopeSchema.extend({
  batch: batchSchema,
  day: z.string(),
  held: z.boolean(),
  /** Why a day of the schedule is not held (a holiday, a cancellation); null otherwise. */
  closedReason: z.string().nullable(),
  roster: z.array(classDayEntrySchema),
});
export type ClassDayReply = z.infer<typeof classDayReplySchema>;

export const markAttendanceRequestSchema = z.object({
  batchId: idField,
  day: dayField('form.day.required'),
  fighterId: idField,
  mark: attendanceMarkSchema,
  /**
   * The tap's own id, made on the phone (a UUID) and sent again with every retry of that tap: the server applies a
   * mark once however often it arrives, so a retry after a lost reply neither undoes a later change nor is audited
   * twice. Optional for a page loaded before it existed.
   */
  markId: z.uuid({ error: fieldMessage('form.markId.invalid') }).optional(),
});
export type MarkAttendanceRequest = z.input<typeof markAttendanceRequestSchema>;

export const attendanceEntrySchema = z.object({
  batchId: z.string(),
  day: z.string(),
  fighterId: z.string(),
  mark: attendanceMarkSchema,
  markedAt: z.string(),
  method: attendanceMethodSchema,
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;
export const attendanceReplySchema = envelopeSchema.extend({ entry: attendanceEntrySchema });
export type AttendanceReply = z.infer<typeof attendanceReplySchema>;

export const checkInRequestSchema = z.object({
  batchId: idField,
  day: dayField('form.day.required'),
  /** What the camera read from the fighter's QR card, or the short code the instructor typed. */
  code: z
    .string({ error: fieldMessage('form.checkinCode.required') })
    .trim()
    .min(1, fieldMessage('form.checkinCode.required'))
    .max(64, fieldMessage('form.checkinCode.invalid')),
});
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

export const checkInReplySchema = attendanceReplySchema.extend({
  fighterName: z.string(),
  /** The fighter had already been marked that day: the reply carries the first mark, unchanged. */
  already: z.boolean(),
});
export type CheckInReply = z.infer<typeof checkInReplySchema>;

/** A fighter's classes as the profile shows them: batches, attendance, and the personal check-in code. */
export const fighterClassesReplySchema = envelopeSchema.extend({
  /** Null for a parent's own profile that does not train: it has no check-in card. */
  checkinCode: z.string().nullable(),
  enrolments: z.array(enrolmentSchema.extend({ batch: batchSchema })),
  attendance: z.object({
    /** Attended (present or late) and held class days of the fighter's batches while enrolled, this month in IST. */
    monthAttended: z.number(),
    monthHeld: z.number(),
    overallAttended: z.number(),
    overallHeld: z.number(),
    /** The latest marks, newest first. */
    recent: z.array(attendanceEntrySchema.extend({ batchName: z.string() })),
    /** Each day of the last 26 weeks with a mark, for the heat map: the best mark of the day. */
    days: z.array(z.object({ day: z.string(), mark: attendanceMarkSchema })),
  }),
});
export type FighterClassesReply = z.infer<typeof fighterClassesReplySchema>;

/** A batch the family's profile is in or has asked to join: what the Classes page shows on the batch's card. */
export const familyEnrolmentSchema = z.object({
  batchId: z.string(),
  fighterId: z.string(),
  fighterName: z.string(),
  state: z.enum(['requested', 'active']),
});
export type FamilyEnrolment = z.infer<typeof familyEnrolmentSchema>;
export const familyEnrolmentsReplySchema = envelopeSchema.extend({
  enrolments: z.array(familyEnrolmentSchema),
  /** The family's profiles that train, with their ages today: whether someone else of it may still join a batch. */
  trainees: z.array(z.object({ id: z.string(), fullName: z.string(), age: z.number().nullable() })),
});
export type FamilyEnrolmentsReply = z.infer<typeof familyEnrolmentsReplySchema>;
