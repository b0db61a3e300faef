import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { classDayTodaySchema } from '../classes/today.ts';

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
