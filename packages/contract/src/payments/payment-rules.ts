/** Fees by UPI, without zod: the states, the UPI link and the bank statement layouts, for pages and the server. */
import { indianGrouping } from '../classes/class-format.ts';

/**
 * A payment is one transfer the payer makes (or cash the admin took, or a waiver) for one or more dues.
 * pending: asked for, nothing submitted yet; submitted: a UTR or a screenshot came, the admin has not decided;
 * paid: the money arrived (a receipt number is given); rejected: the admin found no such transfer, or a seat's hold
 * ran out before anything was submitted; refunded: paid, then given back; waived: the academy let the dues go.
 */
export const PAYMENT_STATES = ['pending', 'submitted', 'paid', 'rejected', 'refunded', 'waived'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_METHODS = ['upi', 'cash', 'waiver'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What is owed: an event's entry fee (one per booking) or a month's class fee (one per enrolment and month). */
export const DUE_KINDS = ['event', 'fee'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** open: owed (its payment, if any, is pending or submitted); cancelled: no longer owed (booking released). */
export const DUE_STATES = ['open', 'paid', 'waived', 'cancelled'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** The admin's decisions on a payment. */
export const PAYMENT_DECISIONS = ['paid', 'rejected', 'refunded'] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/** A UPI transaction reference (UTR, also called RRN): 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/**
 * A payer without a login reaches a payment through its link's own secret, never its id alone (ids travel in pages,
 * lists and logs). The secret rides in the page address's fragment, which browsers never send to a server, and the
 * page hands it to the API in this header: no request line, access log or Referer ever carries it.
 */
export const PAYMENT_SECRET_HEADER = 'x-payment-secret';

/** A link secret as the server makes them: 32 random bytes in base64url. */
export const PAYMENT_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The payer's page of a payment: '/pay/<id>', with '#secret=<secret>' for someone who is not logged in. */
export function payPagePath(paymentId: string, secret?: string | null): string {
  const path = `/pay/${encodeURIComponent(paymentId)}`;
  return secret ? `${path}#secret=${secret}` : path;
}

/** The secret in a pay page's fragment ('#secret=...'), or null. */
export function secretOfPayHash(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, '')).get('secret');
  return secret && PAYMENT_SECRET_PATTERN.test(secret) ? secret : null;
}

/** A UPI ID (VPA): a handle, '@', the provider's name. */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** At most this many dues are paid with one transfer. */
export const MAX_DUES_PER_PAYMENT = 50;

export const PAYMENT_DEFAULTS = {
  feeDueDay: 10,
  holdMinutes: 60,
  receiptPrefix: 'KKA',
} as const;

/**
 * Whether a due still owed is overdue: from the day after its due day, both IST calendar days ('YYYY-MM-DD'). On the
 * due day itself it is due today, not overdue. The family's fees page and the reminder email both say it so.
 */
export function isOverdue(dueDay: string, today: string): boolean {
  return dueDay < today;
}

/**
 * "₹1,500.00" in Indian digit grouping (1,00,000), as every language the product speaks writes rupees; a credit or a
 * refund below zero "-₹1,500.00", as Intl's en-IN currency format writes it (payment-rules.test.ts compares them over
 * any amount). Arithmetic on whole paise rather than Intl: exact at any size, and no formatter to build, which is a
 * page's first Intl call's 13 to 26 ms of a phone's time.
 */
export function formatPaise(paise: number, symbol = '₹'): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = indianGrouping(String(Math.floor(whole / 100)));
  return `${paise < 0 && whole > 0 ? '-' : ''}${symbol}${rupees}.${String(whole % 100).padStart(2, '0')}`;
}

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** What the payer's app shows as the purpose ("KKA-7F3K9Q Inter-dojo cup"). */
  note: string;
  /** The payment's reference: banks carry it to the statement, so the admin can find the transfer. */
  reference: string;
}

/**
 * The UPI deep link (NPCI's `upi://pay`) that a phone's UPI app opens with everything filled in, and that the QR
 * code encodes. The amount is in rupees with two decimals, the currency INR; the note is cut to 50 characters,
 * which every app shows whole.
 */
export function upiPayLink(payment: UpiPayment): string {
  const params = new URLSearchParams({
    pa: payment.vpa,
    pn: payment.payeeName,
    am: (payment.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: payment.note.slice(0, 50),
    tr: payment.reference,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** The Indian financial year (April to March) of an IST calendar day, as receipts number by it: '2026-27'. */
export function financialYear(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A receipt number: prefix, financial year, and the year's serial ('KKA/2026-27/00042'). */
export function receiptNumber(prefix: string, year: string, serial: number): string {
  return `${prefix}/${year}/${String(serial).padStart(5, '0')}`;
}

/** The columns of a bank's statement export that reconciliation reads, by their header text. */
export interface StatementColumns {
  /** The transaction's date. */
  date: string;
  /** The narration or description, which carries the UTR and the payer's note in UPI credits. */
  narration: string;
  /** The reference column (cheque or reference number); may be empty for banks that put the UTR in the narration. */
  reference: string;
  /** The credited amount in rupees. */
  credit: string;
}

/**
 * Two common Indian bank exports. HDFC Bank's account statement (CSV/XLS "Delimited"): Date, Narration, Chq./Ref.No.,
 * Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance; a UPI credit's narration is
 * "UPI-<NAME>-<VPA>-<IFSC>-<UTR>-<NOTE>". State Bank of India's (YONO / online banking "Download as CSV"):
 * Txn Date, Value Date, Description, Ref No./Cheque No., Debit, Credit, Balance; the description is
 * "BY TRANSFER-UPI/CR/<UTR>/<NAME>/<BANK>/<VPA>/<NOTE>".
 */
export const STATEMENT_PRESETS = {
  hdfc: { date: 'Date', narration: 'Narration', reference: 'Chq./Ref.No.', credit: 'Deposit Amt.' },
  sbi: { date: 'Txn Date', narration: 'Description', reference: 'Ref No./Cheque No.', credit: 'Credit' },
} as const satisfies Record<string, StatementColumns>;
export type StatementPreset = keyof typeof STATEMENT_PRESETS;
export const STATEMENT_PRESET_NAMES = ['hdfc', 'sbi'] as const satisfies readonly StatementPreset[];

/**
 * A payment's reference as a UPI note carries it into a bank statement's narration ('P-7F3K9Q': 'P-' and 6 of the
 * check-in alphabet's letters and digits).
 */
const PAYMENT_REFERENCE_IN_TEXT = /\bP-[A-Z2-9]{6}\b/g;

/** The payment references a statement line's narration carries, each once, in capitals. */
export function paymentReferencesIn(narration: string): string[] {
  return [...new Set(narration.toUpperCase().match(PAYMENT_REFERENCE_IN_TEXT) ?? [])];
}

/**
 * Why a statement row paid nothing. `referenceDiffers`: the line's UTR and the payment reference in its narration
 * point at different payments (or the reference's payment was given another UTR), so the import cannot tell whose
 * transfer it is.
 */
export const UNMATCHED_REASONS = [
  'unknownUtr',
  'amountDiffers',
  'referenceDiffers',
  'alreadyPaid',
  'rejectedBefore',
  'notCredit',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** Why a statement row could not be read. `badQuotes`: a quote left open, or text after a closing quote. */
export const MALFORMED_REASONS = ['noUtr', 'badAmount', 'badDate', 'missingColumn', 'badQuotes'] as const;
export type MalformedReason = (typeof MALFORMED_REASONS)[number];
