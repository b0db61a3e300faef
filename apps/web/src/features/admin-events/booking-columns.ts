import type { BookingRecord } from '@academy/contract';
import { formatTableDateTime, orPlaceholder } from '../../lib/format.ts';

/** The Bookings table's columns, shared by the screen and bookings.pdf. */
export const BOOKING_COLUMNS = [
  'Fighter Name',
  'Email',
  'Mobile Number',
  'Age',
  'Belt Level',
  'Academy Name',
  'Master Name',
  'Discipline',
  'Booked At',
] as const;

/** One booking as the table's cells; empty values read N/A. */
export function bookingCells(booking: BookingRecord): string[] {
  return [
    orPlaceholder(booking.fighterName, 'N/A'),
    orPlaceholder(booking.email, 'N/A'),
    orPlaceholder(booking.mobileNumber, 'N/A'),
    orPlaceholder(booking.age, 'N/A'),
    orPlaceholder(booking.beltLevel, 'N/A'),
    orPlaceholder(booking.academyName, 'N/A'),
    orPlaceholder(booking.masterName, 'N/A'),
    orPlaceholder(booking.discipline, 'N/A'),
    booking.bookedAt ? formatTableDateTime(booking.bookedAt) : 'N/A',
  ];
}
