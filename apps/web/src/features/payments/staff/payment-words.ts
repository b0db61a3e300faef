import {
  formatPaise,
  type Due,
  type ImportStatementReply,
  type MalformedReason,
  type MessageKey,
  type PaymentMethod,
  type PaymentState,
  type UnmatchedReason,
} from '@academy/contract';
import { formatIst } from '../../../lib/format.ts';
import type { t as translate } from '../../../lib/i18n.ts';

export const STATE_LABELS: Record<PaymentState, MessageKey> = {
  pending: 'admin.payments.state.pending',
  submitted: 'admin.payments.state.submitted',
  paid: 'admin.payments.state.paid',
  rejected: 'admin.payments.state.rejected',
  refunded: 'admin.payments.state.refunded',
  waived: 'admin.payments.state.waived',
};

export const METHOD_LABELS: Record<PaymentMethod, MessageKey> = {
  upi: 'admin.payments.method.upi',
  cash: 'admin.payments.method.cash',
  waiver: 'admin.payments.method.waiver',
};

/** Why a statement's credit paid nothing, and what the admin can do about it. */
export const UNMATCHED_LABELS: Record<UnmatchedReason, MessageKey> = {
  unknownUtr: 'admin.payments.import.reason.unknownUtr',
  amountDiffers: 'admin.payments.import.reason.amountDiffers',
  referenceDiffers: 'admin.payments.import.reason.referenceDiffers',
  alreadyPaid: 'admin.payments.import.reason.alreadyPaid',
  rejectedBefore: 'admin.payments.import.reason.rejectedBefore',
  notCredit: 'admin.payments.import.reason.notCredit',
};

/** Why a statement row could not be read. */
export const MALFORMED_LABELS: Record<MalformedReason, MessageKey> = {
  noUtr: 'admin.payments.import.reason.noUtr',
  badAmount: 'admin.payments.import.reason.badAmount',
  badDate: 'admin.payments.import.reason.badDate',
  missingColumn: 'admin.payments.import.reason.missingColumn',
  badQuotes: 'admin.payments.import.reason.badQuotes',
};

/** A class fee's month ('2026-11') as "November 2026", in the reader's language. */
export const monthText = (month: string) => formatIst(`${month}-15T12:00:00+05:30`, 'MMMM yyyy');

/** What a due is for: the event's name, or the batch's with the month. */
export function dueItem(due: Pick<Due, 'item' | 'period'>): string {
  return due.period ? `${due.item} · ${monthText(due.period)}` : due.item;
}

const byRow = <T extends { row: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.row - b.row);

/**
 * An import's rows as the admin reads them, each list in the file's order: the credits that paid, those that paid
 * nothing for a reason worth a look, the money going out (most of an account's rows, which only need counting) and
 * the rows that could not be read.
 */
export function importGroups(reply: ImportStatementReply) {
  return {
    matched: byRow(reply.matched),
    unmatched: byRow(reply.unmatched.filter((row) => row.reason !== 'notCredit')),
    debits: byRow(reply.unmatched.filter((row) => row.reason === 'notCredit')),
    malformed: byRow(reply.malformed),
  };
}

/** The one-line outcome of an import: how many rows were read, paid, left, unreadable and going out. */
export function importSummary(reply: ImportStatementReply, t: typeof translate): string {
  const groups = importGroups(reply);
  return t('admin.payments.import.summary', {
    rows: reply.rows,
    matched: groups.matched.length,
    amount: formatPaise(groups.matched.reduce((sum, row) => sum + row.amountPaise, 0)),
    unmatched: groups.unmatched.length,
    malformed: groups.malformed.length,
    debits: groups.debits.length,
  });
}
