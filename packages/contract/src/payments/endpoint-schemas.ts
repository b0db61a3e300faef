import { idParamSchema } from '../shared/common.ts';
import {
  createPaymentRequestSchema,
  decidePaymentRequestSchema,
  duesQuerySchema,
  duesReplySchema,
  fileReplySchema,
  importStatementReplySchema,
  importStatementRequestSchema,
  paymentLinkReplySchema,
  paymentReplySchema,
  paymentReportQuerySchema,
  paymentReportReplySchema,
  paymentSecretHeadersSchema,
  paymentSettingsReplySchema,
  paymentSettingsSchema,
  paymentsQuerySchema,
  paymentsReplySchema,
  recordOfflinePaymentRequestSchema,
  submitUtrRequestSchema,
} from './payments.ts';
import type { PAYMENTS_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of dues, payments and receipts: their rows of ENDPOINT_SCHEMAS. */
export const PAYMENTS_ENDPOINT_SCHEMAS = {
  GetPayment: { params: idParamSchema, headers: paymentSecretHeadersSchema, reply: paymentReplySchema },
  SubmitUtr: {
    params: idParamSchema,
    headers: paymentSecretHeadersSchema,
    body: submitUtrRequestSchema,
    reply: paymentReplySchema,
  },
  UploadPaymentScreenshot: { params: idParamSchema, headers: paymentSecretHeadersSchema, reply: paymentReplySchema },
  GetPaymentScreenshot: { params: idParamSchema, reply: fileReplySchema },
  GetReceipt: { params: idParamSchema, headers: paymentSecretHeadersSchema, reply: fileReplySchema },
  RenewPaymentLink: { params: idParamSchema, reply: paymentLinkReplySchema },
  GetDues: { querystring: duesQuerySchema, reply: duesReplySchema },
  CreatePayment: { body: createPaymentRequestSchema, reply: paymentReplySchema },
  GetPayments: { querystring: paymentsQuerySchema, reply: paymentsReplySchema },
  DecidePayment: { params: idParamSchema, body: decidePaymentRequestSchema, reply: paymentReplySchema },
  RecordOfflinePayment: { body: recordOfflinePaymentRequestSchema, reply: paymentReplySchema },
  ImportStatement: { body: importStatementRequestSchema, reply: importStatementReplySchema },
  GetPaymentReport: { querystring: paymentReportQuerySchema, reply: paymentReportReplySchema },
  GetPaymentSettings: { reply: paymentSettingsReplySchema },
  SavePaymentSettings: { body: paymentSettingsSchema, reply: paymentSettingsReplySchema },
} as const satisfies PartSchemas<typeof PAYMENTS_ENDPOINTS>;
