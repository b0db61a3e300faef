import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { attendanceMarkSchema, batchSchema } from './classes.ts';

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
