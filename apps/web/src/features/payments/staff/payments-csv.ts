import type { Payment } from '@academy/contract';
import { formatIst } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Excel reads a CSV as the PC's legacy code page unless it starts with a byte order mark; Hindi names need UTF-8. */
const BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'Receipt number',
  'Paid on',
  'Payer',
  'Fighters',
  'Items',
  'Amount (INR)',
  'Method',
  'UTR',
  'Reference',
  'State',
] as const;

/** The distinct values of a list, in their first order. */
const distinct = (values: string[]) => [...new Set(values)];

/** A payment as one row of the accountant's sheet. */
export function csvRow(payment: Payment): string[] {
  return [
    payment.receiptNumber ?? '',
    // Only a paid payment's decision is its payment: a refund's is the day the money went back.
    payment.paidAt ? formatIst(payment.paidAt, 'yyyy-MM-dd', 'en') : '',
    payment.payerName,
    distinct(payment.dues.map((due) => due.fighterName)).join('; '),
    payment.dues.map((due) => (due.period ? `${due.item} (${due.period})` : due.item)).join('; '),
    (payment.amountPaise / 100).toFixed(2),
    payment.method,
    payment.utr ?? '',
    payment.reference,
    payment.state,
  ];
}

/**
 * The payments as CSV for the accountant. The columns, dates (YYYY-MM-DD), amounts (rupees, no grouping) and
 * states are the same in every language, so a sheet or a script reading the file keeps working whoever exported
 * it. papaparse quotes what needs quoting and neutralises cells a spreadsheet would run as a formula (a payer named
 * '=...'); it is loaded on the first export only.
 */
export async function paymentsCsv(payments: readonly Payment[]): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  return BOM + unparse({ fields: [...CSV_COLUMNS], data: payments.map(csvRow) }, { escapeFormulae: true });
}

/** "payments-2026-04-to-2027-03.csv", or the day of the export when no months are chosen. */
export function paymentsFileName(from: string | undefined, to: string | undefined, today: string): string {
  if (from && to) return `payments-${from}-to-${to}.csv`;
  if (from) return `payments-from-${from}.csv`;
  if (to) return `payments-to-${to}.csv`;
  return `payments-${today}.csv`;
}

export async function downloadPaymentsCsv(payments: readonly Payment[], name: string): Promise<void> {
  saveFile(new Blob([await paymentsCsv(payments)], { type: 'text/csv;charset=utf-8' }), name);
}
