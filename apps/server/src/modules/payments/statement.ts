import type { MalformedReason, StatementColumns } from '@academy/contract';
import { loopSlices } from '../../lib/loop-slices.ts';

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
 * The cells of one CSV line (comma-separated, each cell trimmed; a quoted cell may hold commas and doubled quotes;
 * a quote inside an unquoted cell is taken as written), or null when its quotes cannot be read: a quote left open,
 * or text after a closing quote.
 */
export function csvCells(line: string): string[] | null {
  const cells: string[] = [];
  const blank = (c: string | undefined) => c === ' ' || c === '\t';
  let at = 0;
  for (;;) {
    let start = at;
    while (blank(line[start])) start += 1;
    if (line[start] === '"') {
      let value = '';
      let from = start + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote < 0) return null;
        value += line.slice(from, quote);
        from = quote + 1;
        if (line[from] !== '"') break;
        value += '"';
        from += 1;
      }
      while (blank(line[from])) from += 1;
      cells.push(value);
      if (from >= line.length) return cells;
      if (line[from] !== ',') return null;
      at = from + 1;
    } else {
      const comma = line.indexOf(',', at);
      cells.push(line.slice(at, comma < 0 ? line.length : comma).trim());
      if (comma < 0) return cells;
      at = comma + 1;
    }
  }
}

/**
 * A text's lines one at a time (\r\n, \n, or a lone \r in a file that has no \n), so that no single step splits
 * 2 MB at once.
 */
function* linesOf(text: string): Generator<string, void, undefined> {
  const eol = text.includes('\n') ? '\n' : '\r';
  for (let at = 0; at <= text.length;) {
    const end = text.indexOf(eol, at);
    const line = text.slice(at, end < 0 ? text.length : end);
    yield eol === '\n' && line.endsWith('\r') ? line.slice(0, -1) : line;
    if (end < 0) return;
    at = end + 1;
  }
}

/**
 * Reads a bank statement's CSV. Banks put account details above the header, so the header is the first line that
 * names the date and credit columns; rows whose date cell is empty (totals, footers) end nothing but are skipped.
 *
 * A statement row is one line, numbered as the file numbers it (what the admin sees in an editor or a spreadsheet).
 * A line whose quotes cannot be read is listed as not understood and the lines after it are read as usual: one
 * broken line of a bank's export must not stop the month's reconciliation, nor swallow the lines below it (a CSV
 * parser reading an open quote takes the rest of the file into one cell). The price is that a quoted cell running
 * over two lines, which bank exports do not write, is not understood either.
 *
 * The work is done in slices of the event loop (a 2 MB statement is 45,000 lines), so the server keeps answering.
 */
export async function readStatement(csv: string, columns: StatementColumns): Promise<ReadStatement> {
  const lines = linesOf(csv.startsWith('\uFEFF') ? csv.slice(1) : csv);
  const slices = loopSlices();
  const wanted = (cell: string, name: string) => cell.trim().toLowerCase() === name.trim().toLowerCase();
  const result: ReadStatement = { rows: 0, credits: [], debits: [], malformed: [] };
  let header: string[] | null = null;
  let headerAt = 0;
  while (!header) {
    if (slices.due()) await slices.pause();
    const next = lines.next();
    if (next.done) break;
    headerAt += 1;
    const cells = csvCells(next.value);
    if (cells?.some((c) => wanted(c, columns.date)) && cells.some((c) => wanted(c, columns.credit))) header = cells;
  }
  if (!header) {
    result.malformed.push({ row: 1, reason: 'missingColumn', text: `${columns.date}, ${columns.credit}` });
    return result;
  }
  const at = (name: string) => (name.trim() === '' ? -1 : header.findIndex((c) => wanted(c, name)));
  const index = {
    date: at(columns.date),
    narration: at(columns.narration),
    reference: at(columns.reference),
    credit: at(columns.credit),
  };
  if (index.narration < 0) {
    result.malformed.push({ row: headerAt, reason: 'missingColumn', text: columns.narration });
    return result;
  }
  let row = headerAt;
  for (const line of lines) {
    if (slices.due()) await slices.pause();
    row += 1;
    if (line.trim() === '') continue;
    const cells = csvCells(line);
    if (!cells) {
      result.rows += 1;
      result.malformed.push({ row, reason: 'badQuotes', text: line.slice(0, 200) });
      continue;
    }
    const cell = (c: number) => (c >= 0 ? (cells[c] ?? '') : '');
    const text = cells.join(', ').slice(0, 200);
    if (cells.every((c) => c === '') || cell(index.date) === '' || /^\*+$/.test(cell(index.date))) continue;
    result.rows += 1;
    const day = statementDay(cell(index.date));
    if (!day) {
      result.malformed.push({ row, reason: 'badDate', text });
      continue;
    }
    const amountPaise = statementPaise(cell(index.credit));
    if (amountPaise === null) {
      result.malformed.push({ row, reason: 'badAmount', text });
      continue;
    }
    const narration = cell(index.narration);
    const utr = utrOf(narration, cell(index.reference));
    if (amountPaise === 0) result.debits.push({ row, narration, utr: utr ?? '' });
    else if (!utr) result.malformed.push({ row, reason: 'noUtr', text });
    else result.credits.push({ row, day, narration, utr, amountPaise });
  }
  return result;
}
