import type { AcademyEvent } from '@academy/contract';
import { fileSlug } from '../../../lib/file-slug.ts';
import { formatIst } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Excel reads a CSV as the PC's legacy code page unless it starts with a byte order mark; Hindi names need UTF-8. */
const BOM = '\uFEFF';

const FIELDS = [
  'Booking code',
  'Name',
  'Email',
  'Mobile',
  'Age',
  'Belt',
  'Discipline',
  'Academy',
  'Master',
  'Booked at (IST)',
  'Checked in at (IST)',
  'Payment',
];

/** Sorts as text and reads in any spreadsheet: '2026-12-25 18:30'. */
const istStamp = (iso: string | null) => (iso ? formatIst(iso, 'yyyy-MM-dd HH:mm', 'en') : '');

/**
 * The event's attendees as CSV, one booking a row. Columns, dates and payment states are the same in every language
 * (the state's code, 'free' for a free event), so a sheet or a script reading the file keeps working whoever
 * exported it. papaparse quotes what needs quoting and neutralises cells a spreadsheet would run as a formula; it is
 * loaded on the first export only.
 */
export async function attendeesCsv(event: AcademyEvent): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  const data = (event.bookings ?? []).map((booking) => [
    booking.bookingId,
    booking.fighterName,
    booking.email,
    booking.mobileNumber,
    booking.age ?? '',
    booking.beltLevel ?? '',
    booking.discipline ?? '',
    booking.academyName ?? '',
    booking.masterName ?? '',
    istStamp(booking.bookedAt),
    istStamp(booking.checkedInAt),
    booking.paymentState ?? 'free',
  ]);
  return BOM + unparse({ fields: FIELDS, data }, { escapeFormulae: true });
}

/** "attendees-winter-kata-championship-2026-12-25.csv": the event's name and its day in IST. */
export function attendeesFileName(event: AcademyEvent): string {
  return `attendees-${fileSlug(event.eventName, 'event')}-${formatIst(event.eventDateTime, 'yyyy-MM-dd', 'en')}.csv`;
}

/** Hands the CSV to the browser as a download. */
export async function downloadAttendeesCsv(event: AcademyEvent): Promise<void> {
  const blob = new Blob([await attendeesCsv(event)], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, attendeesFileName(event));
}
