import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '@academy/contract';
import { BOOKING_COLUMNS, bookingCells } from './booking-columns.ts';

describe('bookingCells', () => {
  it('gives one cell per column, N/A for empty values and the booking time in IST', () => {
    const booking: BookingRecord = {
      _id: 'b1',
      bookingId: 'KKA-ABCDEF',
      eventId: 'e1',
      fighterId: null,
      fighterName: 'Kabir Singh',
      email: 'kabir@example.com',
      mobileNumber: '9876543210',
      age: null,
      beltLevel: '',
      height: null,
      weight: null,
      discipline: null,
      masterName: null,
      academyName: 'Kaizen Karate Academy',
      bookedAt: '2026-11-22T03:00:00.000Z',
    };
    const cells = bookingCells(booking);
    expect(cells).toHaveLength(BOOKING_COLUMNS.length);
    expect(Object.fromEntries(BOOKING_COLUMNS.map((column, i) => [column, cells[i]]))).toEqual({
      'Fighter Name': 'Kabir Singh',
      Email: 'kabir@example.com',
      'Mobile Number': '9876543210',
      Age: 'N/A',
      'Belt Level': 'N/A',
      'Academy Name': 'Kaizen Karate Academy',
      'Master Name': 'N/A',
      Discipline: 'N/A',
      'Booked At': '22 Nov, 2026 08:30 AM',
    });
  });
});
