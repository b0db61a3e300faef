// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { PAYMENTS_ENDPOINTS } from './endpoints.ts';
import type { StaffRole } from '../staff/staff-rules.ts';
import { FAMILY_ONLY, OWNER, DESK, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of dues, payments and receipts: their rows of STAFF_ACCESS (decision 039). */
export const PAYMENTS_STAFF_ACCESS = {
  // The front desk checks UPI payments and takes cash; refunds and waivers are the owner's (STAFF_ACTIONS).
  GetPayment: DESK,
  SubmitUtr: DESK,
  UploadPaymentScreenshot: DESK,
  GetPaymentScreenshot: DESK,
  GetReceipt: DESK,
  RenewPaymentLink: OWNER,
  GetDues: DESK,
  CreatePayment: FAMILY_ONLY,
  GetPayments: DESK,
  DecidePayment: DESK,
  RecordOfflinePayment: DESK,
  ImportStatement: OWNER,
  GetPaymentReport: OWNER,
  GetPaymentSettings: OWNER,
  SavePaymentSettings: OWNER,
} as const satisfies Record<keyof typeof PAYMENTS_ENDPOINTS, StaffRule>;

/**
 * The decisions within the endpoints of dues, payments and receipts that only some of their roles may take: their rows
 * of STAFF_ACTIONS.
 */
export const PAYMENTS_STAFF_ACTIONS = {
  refundPayment: ['owner'],
  waiveDue: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
