import { fileSlug } from '../../../lib/file-slug.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { RegisterTable } from './register.ts';

/** Excel reads a CSV as the PC's legacy code page unless it starts with a byte order mark; Hindi names need UTF-8. */
const BOM = '\uFEFF';

/**
 * The register as CSV: Fighter, each class day (YYYY-MM-DD), Attended, Held, Rate; marks as present, late and
 * absent. The columns and marks are the same in every language, so a sheet or a script reading the file keeps
 * working whoever exported it. papaparse quotes what needs quoting and neutralises cells a spreadsheet would run as
 * a formula (a name starting with '='); it is loaded on the first export only.
 */
export async function registerCsv(table: RegisterTable): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  const fields = ['Fighter', ...table.days, 'Attended', 'Held', 'Rate'];
  const data = table.rows.map((row) => [
    row.fullName,
    ...table.days.map((day) => row.marks[day] ?? ''),
    row.attended,
    row.held,
    row.rate === null ? '' : `${row.rate}%`,
  ]);
  return BOM + unparse({ fields, data }, { escapeFormulae: true });
}

/** "attendance-evening-kids-2026-11.csv": the batch's name in any script, lower case, words joined by dashes. */
export function registerFileName(batchName: string, month: string): string {
  return `attendance-${fileSlug(batchName, 'batch')}-${month}.csv`;
}

/** Hands the CSV to the browser as a download. */
export async function downloadRegisterCsv(table: RegisterTable, batchName: string, month: string): Promise<void> {
  const blob = new Blob([await registerCsv(table)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, registerFileName(batchName, month));
}
