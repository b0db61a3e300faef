import { z } from 'zod';
import { envelopeSchema, trimmed } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { blankToMissing } from '../events/bookings.ts';
import { optionalText } from '../families/fighters.ts';
import {
  DUE_KINDS,
  DUE_STATES,
  MALFORMED_REASONS,
  MAX_DUES_PER_PAYMENT,
  PAYMENT_DECISIONS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  STATEMENT_PRESET_NAMES,
  UNMATCHED_REASONS,
  PAYMENT_SECRET_HEADER,
  UTR_PATTERN,
  VPA_PATTERN,
} from './payment-rules.ts';

/** A preset's columns, or the admin's own ('custom'). */
export const STATEMENT_MAPPINGS = [...STATEMENT_PRESET_NAMES, 'custom'] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const wholeBetween = (key: 'form.feeDueDay.invalid' | 'form.holdMinutes.invalid', min: number, max: number) =>
  z.preprocess(
    blankToMissing,
    z.coerce
      .number({ error: fieldMessage(key, { min, max }) })
      .int(fieldMessage(key, { min, max }))
      .min(min, fieldMessage(key, { min, max }))
      .max(max, fieldMessage(key, { min, max })),
  );

const columnName = z
  .string()
  .trim()
  .max(60, fieldMessage('form.statementColumn.tooLong', { max: 60 }));

/** Which columns of the bank's CSV hold what: a preset's, or the admin's own (then date, narration, credit needed). */
export const statementMappingSchema = z
  .object({
    preset: z.enum(STATEMENT_MAPPINGS, { error: fieldMessage('form.statementPreset.required') }),
    columns: z.object({ date: columnName, narration: columnName, reference: columnName, credit: columnName }),
  })
  .superRefine((mapping, context) => {
    if (mapping.preset !== 'custom') return;
    for (const column of ['date', 'narration', 'credit'] as const) {
      if (mapping.columns[column] === '') {
        context.addIssue({
          code: 'custom',
          path: ['columns', column],
          message: fieldMessage('form.statementColumn.required'),
        });
      }
    }
  });
export type StatementMapping = z.output<typeof statementMappingSchema>;

/** The admin's payment settings. The academy's UPI ID receives every transfer; nothing else handles the money. */
export const paymentSettingsSchema = z.object({
  upiId: z
    .string({ error: fieldMessage('form.upiId.required') })
    .trim()
    .min(1, fieldMessage('form.upiId.required'))
    .max(255, fieldMessage('form.upiId.invalid'))
    .regex(VPA_PATTERN, fieldMessage('form.upiId.invalid')),
  payeeName: trimmed({ required: 'form.payeeName.required', tooLong: 'form.payeeName.tooLong' }, 50),
  /** Printed on receipts above the academy's name: its address, phone, registration. */
  academyDetails: optionalText('form.academyDetails.tooLong', 300),
  receiptPrefix: z
    .string({ error: fieldMessage('form.receiptPrefix.invalid') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, fieldMessage('form.receiptPrefix.invalid')),
  /** The day of the month a month's class fee is due (1 to 28, so every month has it). */
  feeDueDay: wholeBetween('form.feeDueDay.invalid', 1, 28),
  /** How long a booking of a paid event keeps its seat while nothing has been submitted. */
  holdMinutes: wholeBetween('form.holdMinutes.invalid', 15, 10080),
  statement: statementMappingSchema,
});
export type PaymentSettingsFields = z.input<typeof paymentSettingsSchema>;
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

export const paymentSettingsReplySchema = envelopeSchema.extend({
  settings: z.object({
    upiId: z.string(),
    payeeName: z.string(),
    academyDetails: z.string().nullable(),
    receiptPrefix: z.string(),
    feeDueDay: z.number(),
    holdMinutes: z.number(),
    statement: z.object({
      preset: z.enum(STATEMENT_MAPPINGS),
      columns: z.object({ date: z.string(), narration: z.string(), reference: z.string(), credit: z.string() }),
    }),
  }),
  /** False until the admin saves a UPI ID: paid events can be booked, but nobody can be asked to pay yet. */
  configured: z.boolean(),
});
export type PaymentSettingsReply = z.infer<typeof paymentSettingsReplySchema>;

export const paymentStateSchema = z.enum(PAYMENT_STATES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const dueKindSchema = z.enum(DUE_KINDS);
export const dueStateSchema = z.enum(DUE_STATES);

/** One thing owed. */
export const dueSchema = z.object({
  id: z.string(),
  kind: dueKindSchema,
  fighterId: z.string().nullable(),
  fighterName: z.string(),
  /** The event's or the batch's name. */
  item: z.string(),
  /** The month a class fee is for ('2026-11'); null for an event. */
  period: z.string().nullable(),
  batchId: z.string().nullable(),
  /** The booking's code, for an event's fee. */
  bookingCode: z.string().nullable(),
  amountPaise: z.number().int(),
  /** The IST day it is due. */
  dueDay: z.string(),
  /** Until when an unpaid booking keeps its seat (ISO instant); null for a class fee or once submitted. */
  holdUntil: z.string().nullable(),
  state: dueStateSchema,
  /** The payment that is paying or paid it. */
  paymentId: z.string().nullable(),
  paymentState: paymentStateSchema.nullable(),
});
export type Due = z.infer<typeof dueSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  /** Short and human ('P-7F3K9Q'): the UPI note carries it to the bank statement. */
  reference: z.string(),
  state: paymentStateSchema,
  method: paymentMethodSchema,
  amountPaise: z.number().int(),
  payerName: z.string(),
  payerEmail: z.string().nullable(),
  utr: z.string().nullable(),
  hasScreenshot: z.boolean(),
  /** The admin's note: why rejected, who paid cash, why waived. */
  note: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When the money was taken as received (kept through a refund), for the accountant. */
  paidAt: z.string().nullable(),
  dues: z.array(dueSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Where the money goes: what the QR code and the "Pay with UPI app" link are made of. */
export const payeeSchema = z.object({ vpa: z.string(), payeeName: z.string() });

export const paymentReplySchema = envelopeSchema.extend({
  payment: paymentSchema,
  /** Null until the admin has set the academy's UPI ID. */
  payee: payeeSchema.nullable(),
});
export type PaymentReply = z.infer<typeof paymentReplySchema>;

/**
 * What the payer's calls may carry besides a login: the link's secret. Other headers pass through untouched (the
 * token, the language).
 */
export const paymentSecretHeadersSchema = z.looseObject({
  [PAYMENT_SECRET_HEADER]: z
    .string()
    .max(100)
    .optional()
    .describe(
      "The payment link's secret (from '#secret=' of the emailed /pay link). Without it only the family's login or an admin reaches the payment; a wrong or replaced secret answers 404.",
    ),
});

/** A payment's new link secret: the admin passes the link on; the one before stops working. */
export const paymentLinkReplySchema = envelopeSchema.extend({
  paymentId: z.string(),
  linkSecret: z.string(),
});
export type PaymentLinkReply = z.infer<typeof paymentLinkReplySchema>;

export const submitUtrRequestSchema = z.object({
  utr: z
    .string({ error: fieldMessage('form.utr.invalid') })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(UTR_PATTERN, fieldMessage('form.utr.invalid'))),
});
export type SubmitUtrRequest = z.input<typeof submitUtrRequestSchema>;

export const duesQuerySchema = z.object({
  /** An admin names the family by any of its profiles; a fighter sees their own family whatever is given. */
  fighterId: z.string().trim().max(64).optional(),
});
export type DuesQuery = z.input<typeof duesQuerySchema>;

export const duesReplySchema = envelopeSchema.extend({
  /** Everything owed or once owed by the family, the open ones first. */
  dues: z.array(dueSchema),
  /** The family's payments, the latest first. */
  payments: z.array(paymentSchema),
  payee: payeeSchema.nullable(),
});
export type DuesReply = z.infer<typeof duesReplySchema>;

const dueIds = z
  .array(z.string().trim().min(1).max(64), { error: fieldMessage('form.dues.required') })
  .min(1, fieldMessage('form.dues.required'))
  .max(MAX_DUES_PER_PAYMENT, fieldMessage('form.dues.tooMany', { max: MAX_DUES_PER_PAYMENT }))
  .transform((ids) => [...new Set(ids)]);

export const createPaymentRequestSchema = z.object({ dueIds });
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const paymentsQuerySchema = z.object({
  state: paymentStateSchema.optional(),
  /** A name, an email, a UTR, a payment reference or a receipt number. */
  q: z.string().trim().max(100).optional(),
  /** Payments created (or, for paid ones, paid) in these IST months, inclusive. */
  from: z.string().regex(MONTH, fieldMessage('form.month.invalid')).optional(),
  to: z.string().regex(MONTH, fieldMessage('form.month.invalid')).optional(),
});
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;

export const paymentsReplySchema = envelopeSchema.extend({
  payments: z.array(paymentSchema),
  /** More matched than the list holds (it holds the latest 500). */
  truncated: z.boolean(),
});
export type PaymentsReply = z.infer<typeof paymentsReplySchema>;

export const decidePaymentRequestSchema = z.object({
  decision: z.enum(PAYMENT_DECISIONS, { error: fieldMessage('form.decision.required') }),
  note: optionalText('form.paymentNote.tooLong', 300),
});
export type DecidePaymentRequest = z.input<typeof decidePaymentRequestSchema>;

export const recordOfflinePaymentRequestSchema = z.object({
  dueIds,
  method: z.enum(['cash', 'waiver'], { error: fieldMessage('form.paymentMethod.required') }),
  note: optionalText('form.paymentNote.tooLong', 300),
});
export type RecordOfflinePaymentRequest = z.input<typeof recordOfflinePaymentRequestSchema>;

/** A statement of at most about 2 MB of text: a year of a small academy's account. */
export const MAX_STATEMENT_CHARS = 2_000_000;

export const importStatementRequestSchema = z.object({
  csv: z
    .string({ error: fieldMessage('form.statement.required') })
    .min(1, fieldMessage('form.statement.required'))
    .max(MAX_STATEMENT_CHARS, fieldMessage('form.statement.tooLong', { max: MAX_STATEMENT_CHARS })),
  mapping: statementMappingSchema,
});
export type ImportStatementRequest = z.input<typeof importStatementRequestSchema>;

export const importStatementReplySchema = envelopeSchema.extend({
  /** Data rows read (the header not counted). */
  rows: z.number(),
  matched: z.array(
    z.object({
      row: z.number(),
      utr: z.string(),
      amountPaise: z.number(),
      paymentId: z.string(),
      payerName: z.string(),
      receiptNumber: z.string(),
    }),
  ),
  unmatched: z.array(
    z.object({
      row: z.number(),
      utr: z.string(),
      amountPaise: z.number(),
      narration: z.string(),
      reason: z.enum(UNMATCHED_REASONS),
      /** The payment the UTR or reference points at, when there is one. */
      paymentId: z.string().nullable(),
    }),
  ),
  malformed: z.array(z.object({ row: z.number(), reason: z.enum(MALFORMED_REASONS), text: z.string() })),
});
export type ImportStatementReply = z.infer<typeof importStatementReplySchema>;

export const paymentReportQuerySchema = z.object({
  /** The last month of the 12 the report covers; this IST month by default. */
  to: z.string().regex(MONTH, fieldMessage('form.month.invalid')).optional(),
});
export type PaymentReportQuery = z.input<typeof paymentReportQuerySchema>;

export const paymentReportReplySchema = envelopeSchema.extend({
  /** 12 IST months, oldest first: what was received (paid payments, by the day marked paid) in each. */
  months: z.array(
    z.object({
      month: z.string(),
      collectedPaise: z.number(),
      eventsPaise: z.number(),
      feesPaise: z.number(),
      /** Class fees received per batch (batches with nothing that month are left out). */
      byBatch: z.array(z.object({ batchId: z.string(), collectedPaise: z.number() })),
    }),
  ),
  batches: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Families owing anything, the most owed first. */
  outstanding: z.array(
    z.object({
      accountId: z.string().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      mobileNumber: z.string().nullable(),
      owedPaise: z.number(),
      dues: z.number(),
      oldestDueDay: z.string(),
    }),
  ),
  outstandingPaise: z.number(),
});
export type PaymentReportReply = z.infer<typeof paymentReportReplySchema>;

/** A receipt or a screenshot: the file's bytes, as the server sends them (Uint8Array) and a browser reads them (Blob). */
export type FileReply = Uint8Array | Blob;
export const fileReplySchema = z.custom<FileReply>().meta({ type: 'string', format: 'binary' });
