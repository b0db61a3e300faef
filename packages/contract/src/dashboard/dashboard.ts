import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { attendanceMarkSchema, batchSchema } from '../classes/classes.ts';
import { leadStateSchema } from '../leads/leads.ts';
import { rankSchema } from '../ranks/ranks.ts';

/** A batch's class day today, as the owner's dashboard and an instructor's home list it. */
export const classDayTodaySchema = z.object({
  batchId: z.string(),
  batchName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructor: z.string(),
  enrolled: z.number(),
  /** Fighters marked so far (any mark). */
  marked: z.number(),
  held: z.boolean(),
  closedReason: z.string().nullable(),
});
export type ClassDayToday = z.infer<typeof classDayTodaySchema>;

/** What the admin sees first: the academy's day and the last weeks at a glance. */
export const dashboardReplySchema = envelopeSchema.extend({
  /** Profiles with at least one active enrolment. */
  activeFighters: z.number(),
  /** Requests to join a batch waiting for the admin. */
  requestsWaiting: z.number(),
  /** Today's class days in IST, in timetable order; a closed one says so. */
  classDaysToday: z.array(classDayTodaySchema),
  /** Each open batch's attendance over the last 12 weeks (Monday to Sunday, oldest first). */
  attendanceByBatch: z.array(
    z.object({
      batchId: z.string(),
      batchName: z.string(),
      weeks: z.array(
        z.object({
          weekStart: z.string(),
          /** Class days with attendance taken that week. */
          held: z.number(),
          /** Present or late of all marks that week, as a whole percentage; null without class days. */
          rate: z.number().nullable(),
        }),
      ),
    }),
  ),
  /** Trial-class enquiries received this month (IST), by where they stand now. */
  leadsThisMonth: z.record(leadStateSchema, z.number()),
  /** How many profiles hold each rank now, lowest rank first; `unranked` holds none. */
  ranks: z.object({
    byRank: z.array(z.object({ rank: rankSchema, fighters: z.number() })),
    unranked: z.number(),
  }),
  /** Promotions in each of the last 8 quarters (IST), oldest first, e.g. '2026-Q3'. */
  promotionsByQuarter: z.array(z.object({ quarter: z.string(), promotions: z.number() })),
  /** This IST month's money: received (payments marked paid this month) and everything still owed. */
  fees: z.object({
    month: z.string(),
    collectedPaise: z.number(),
    outstandingPaise: z.number(),
    submitted: z.number(),
  }),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

export const registerQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldMessage('form.month.invalid')),
});
export type RegisterQuery = z.input<typeof registerQuerySchema>;

/** A batch's attendance register for a month: its class days and each fighter's mark on each. */
export const attendanceRegisterReplySchema = envelopeSchema.extend({
  batch: batchSchema,
  month: z.string(),
  /** The month's class days of the schedule (closed days left out), up to today. */
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      fighterId: z.string(),
      fullName: z.string(),
      marks: z.record(z.string(), attendanceMarkSchema),
      attended: z.number(),
    }),
  ),
});
export type AttendanceRegisterReply = z.infer<typeof attendanceRegisterReplySchema>;

/** An instructor's home: today's class days of the batches they teach, those batches, and gradings to come. */
export const teachingReplySchema = envelopeSchema.extend({
  today: z.string(),
  classDaysToday: z.array(classDayTodaySchema),
  batches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      place: z.string(),
      enrolled: z.number(),
      nextClassDay: z.string().nullable(),
    }),
  ),
  gradings: z.array(z.object({ id: z.string(), name: z.string(), day: z.string(), place: z.string() })),
});
export type TeachingReply = z.infer<typeof teachingReplySchema>;
