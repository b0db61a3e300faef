import { z } from 'zod';

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
