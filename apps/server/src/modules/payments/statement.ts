import { parse } from 'csv-parse/sync';
import type { MalformedReason, StatementColumns } from '@academy/contract';

/** A credit read from a bank statement. */
export interface StatementCredit {
  row: number;
  day: string;
  narration: string;
  utr: string;
  amountPaise: number;
}

export interface ReadStatement {
  /** Data rows read (blank rows and the lines above the header are not counted). */
  rows: number;
  credits: StatementCredit[];
  /** Rows that credit nothing (withdrawals), with their UTR when they carry one. */
  debits: { row: number; narration: string; utr: string }[];
  malformed: { row: number; reason: MalformedReason; text: string }[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A statement's date as YYYY-MM-DD: 05/11/26, 05/11/2026, 05-11-2026, 05 Nov 2026, 05-Nov-26 or 2026-11-05. */
export function statementDay(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s-,]*(\d{2}|\d{4})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (named)
    [day, month, year] = [Number(named[1]), MONTHS.indexOf(named[2]!.toLowerCase()) + 1, Number(named[3])];
  else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Rupees as a statement writes them ('1,500.00', '1500', '₹ 1,00,000.5', '1500.00 Cr') in whole paise. */
export function statementPaise(text: string): number | null {
  const value = text.replace(/[₹,\s]|INR|Rs\.?|Cr$/gi, '').trim();
  if (value === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [rupees, paise = ''] = value.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/**
 * The UTR of a row: a 12-digit number standing alone in the narration (HDFC's "UPI-NAME-VPA-IFSC-UTR-NOTE", SBI's
 * "UPI/CR/UTR/..."), else the reference column's last 12 digits (HDFC pads the UTR with zeros to 16).
 */
export function utrOf(narration: string, reference: string): string | null {
  const inNarration = /(?:^|\D)(\d{12})(?!\d)/.exec(narration);
  if (inNarration) return inNarration[1]!;
  const digits = reference.trim();
  return /^\d{12,}$/.test(digits) ? digits.slice(-12) : null;
}

/**
 * Reads a bank statement's CSV. Banks put account details above the header, so the header is the first line that
 * names the date and credit columns; rows whose date cell is empty (totals, footers) end nothing but are skipped.
 */
export function readStatement(csv: string, columns: StatementColumns): ReadStatement {
  const records = parse(csv.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  const wanted = (cell: string, name: string) => cell.trim().toLowerCase() === name.trim().toLowerCase();
  const headerAt = records.findIndex(
    (cells) => cells.some((c) => wanted(c, columns.date)) && cells.some((c) => wanted(c, columns.credit)),
  );
  const result: ReadStatement = { rows: 0, credits: [], debits: [], malformed: [] };
  if (headerAt < 0) {
    result.malformed.push({ row: 1, reason: 'missingColumn', text: `${columns.date}, ${columns.credit}` });
    return result;
  }
  const header = records[headerAt]!;
  const at = (name: string) => (name.trim() === '' ? -1 : header.findIndex((c) => wanted(c, name)));
  const index = {
    date: at(columns.date),
    narration: at(columns.narration),
    reference: at(columns.reference),
    credit: at(columns.credit),
  };
  if (index.narration < 0) {
    result.malformed.push({ row: headerAt + 1, reason: 'missingColumn', text: columns.narration });
    return result;
  }
  records.slice(headerAt + 1).forEach((cells, offset) => {
    const row = headerAt + offset + 2;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
    const text = cells.join(', ').slice(0, 200);
    if (cells.every((c) => c === '') || cell(index.date) === '' || /^\*+$/.test(cell(index.date))) return;
    result.rows += 1;
    const day = statementDay(cell(index.date));
    if (!day) return void result.malformed.push({ row, reason: 'badDate', text });
    const amountPaise = statementPaise(cell(index.credit));
    if (amountPaise === null) return void result.malformed.push({ row, reason: 'badAmount', text });
    const narration = cell(index.narration);
    const utr = utrOf(narration, cell(index.reference));
    if (amountPaise === 0) return void result.debits.push({ row, narration, utr: utr ?? '' });
    if (!utr) return void result.malformed.push({ row, reason: 'noUtr', text });
    result.credits.push({ row, day, narration, utr, amountPaise });
  });
  return result;
}
