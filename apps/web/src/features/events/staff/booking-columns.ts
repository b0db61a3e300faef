import { DISCIPLINES, formatMobile, rankWords, type BookingRecord, type MessageKey } from '@academy/contract';
import { DISCIPLINE_LABELS } from '../../../components/form/person-inputs.ts';
import { formatTableDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { paymentWords } from './payment-words.ts';

export const BOOKING_COLUMNS = [
  'admin.bookings.column.fighterName',
  'admin.bookings.column.email',
  'admin.bookings.column.mobileNumber',
  'admin.bookings.column.age',
  'admin.bookings.column.beltLevel',
  'admin.bookings.column.academyName',
  'admin.bookings.column.masterName',
  'admin.bookings.column.discipline',
  'admin.bookings.column.bookedAt',
  'admin.bookings.column.checkedIn',
  'admin.bookings.column.payment',
] as const satisfies readonly MessageKey[];

/** The columns holding a date and time, which the screen keeps from breaking inside the time. */
export const DATE_TIME_COLUMNS: ReadonlySet<MessageKey> = new Set([
  'admin.bookings.column.bookedAt',
  'admin.bookings.column.checkedIn',
]);

/** The Bookings table's column titles in the current language, shared by the screen and bookings.pdf. */
export function bookingColumns(): string[] {
  return BOOKING_COLUMNS.map((key) => t(key));
}

/** The belt as the booking form sends a rank of the syllabus ('Brown 3 kyu'), in words ('Brown · 3rd kyu'). */
const RANK_TEXT = /^(.+) (\d+) (kyu|dan)$/;

export function beltWords(belt: string): string {
  const rank = RANK_TEXT.exec(belt);
  if (!rank) return belt;
  return rankWords(t, { name: rank[1]!, grade: Number(rank[2]), kind: rank[3] as 'kyu' | 'dan' });
}

/**
 * One booking as the table's cells, in the current language; empty values read N/A. `entryFee` is the event's, which
 * tells a free booking from one of a paid event that has no payment.
 */
export function bookingCells(booking: BookingRecord, { entryFee = 0, rupee = '₹' } = {}): string[] {
  const none = t('admin.common.notAvailable');
  const orNone = (value: string | number | null) => (value === null || value === '' ? none : String(value));
  // The booking form's disciplines in the reader's words; a value sent another way shows as it came.
  const discipline = DISCIPLINES.find((known) => known === booking.discipline);
  return [
    orNone(booking.fighterName),
    orNone(booking.email),
    booking.mobileNumber ? formatMobile(booking.mobileNumber) : none,
    orNone(booking.age),
    booking.beltLevel ? beltWords(booking.beltLevel) : none,
    orNone(booking.academyName),
    orNone(booking.masterName),
    discipline ? t(DISCIPLINE_LABELS[discipline]) : orNone(booking.discipline),
    booking.bookedAt ? formatTableDateTime(booking.bookedAt) : none,
    booking.checkedInAt ? formatTableDateTime(booking.checkedInAt) : t('admin.bookings.notCheckedIn'),
    paymentWords(booking.paymentState, booking.paymentAmountPaise, { rupee, paidEvent: entryFee > 0 }),
  ];
}
