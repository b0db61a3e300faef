import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { classDayTodaySchema } from '../classes/today.ts';
import { leadStateSchema } from '../leads/leads.ts';
import { rankSchema } from '../ranks/ranks.ts';

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
