import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

/** Where an email is on its way out: waiting (or waiting to retry), being handed to SMTP, sent, or given up. */
export const EMAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export const emailStateSchema = z.enum(EMAIL_STATES, {
  error: fieldMessage('form.emailState.unknown', { states: EMAIL_STATES.map((state) => `"${state}"`).join('|') }),
});
export type EmailState = z.infer<typeof emailStateSchema>;

export const OUTBOX_PAGE_SIZE = 20;

export const emailOutboxQuerySchema = z.object({
  status: emailStateSchema.optional(),
  page: z.coerce
    .number({ error: fieldMessage('form.number.invalid') })
    .int(fieldMessage('form.page.whole'))
    .min(1, fieldMessage('form.page.min', { min: 1 }))
    .max(100_000, fieldMessage('form.page.max', { max: 100_000 }))
    .default(1),
});
export type EmailOutboxQuery = z.input<typeof emailOutboxQuerySchema>;

/** One email as the admin sees it: never its body (it may hold a reset code). */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: emailStateSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const emailOutboxReplySchema = envelopeSchema.extend({
  emails: z.array(outboxEmailSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ pending: z.number(), sending: z.number(), sent: z.number(), failed: z.number() }),
});
export type EmailOutboxReply = z.infer<typeof emailOutboxReplySchema>;
