import { z } from 'zod';
import { fieldMessage } from '../i18n/field-messages.ts';

/** A lead's sign-up link carries 32 random bytes, base64url: nobody finds a lead by guessing. */
export const LEAD_INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The query parameter of the sign-up page that carries it: /fighter/signup?lead=<token>. */
export const LEAD_INVITE_PARAM = 'lead';

export const leadInviteTokenField = z
  .string({ error: fieldMessage('form.leadLink.invalid') })
  .trim()
  .regex(LEAD_INVITE_TOKEN_PATTERN, fieldMessage('form.leadLink.invalid'));

export const leadInviteRequestSchema = z.object({ token: leadInviteTokenField });
export type LeadInviteRequest = z.input<typeof leadInviteRequestSchema>;

/** What a lead's sign-up link fills in, and nothing more: not the mobile, the message or the admin's note. */
export const leadInviteSchema = z.object({
  name: z.string(),
  studentAge: z.number(),
  batchId: z.string().nullable(),
  batchName: z.string().nullable(),
});
export type LeadInvite = z.infer<typeof leadInviteSchema>;
