import { describe, expect, it } from 'vitest';
import type { AcademyEvent, BookingRecord } from '@academy/contract';
import { attendeesCsv, attendeesFileName } from './attendees-csv.ts';

const booking = (more: Partial<BookingRecord>): BookingRecord => ({
  _id: 'b1',
  bookingId: 'KKA-ABC123',
  eventId: 'e1',
  fighterId: null,
  fighterName: 'Meera Nair',
  email: 'meera@example.com',
  mobileNumber: '9876543210',
  age: 11,
  beltLevel: 'Brown 3 kyu',
  height: null,
  weight: null,
  discipline: 'Karate',
  masterName: 'Sensei Rajesh Kulkarni',
  academyName: 'Kaizen Karate Academy',
  // 05:00 UTC is 10:30 AM in IST.
  bookedAt: '2026-11-20T05:00:00.000Z',
  checkedInAt: null,
  paymentState: 'paid',
  paymentAmountPaise: 75000,
  ...more,
});

const event = (bookings: BookingRecord[]): AcademyEvent => ({
  _id: 'e1',
  eventName: 'Winter Kata Championship',
  eventDescription: 'Kata for all belts.',
  address: 'Balewadi, Pune',
  // 20:00 UTC on the 24th is already the 25th in India.
  eventDateTime: '2026-12-24T20:00:00.000Z',
  eventImageUrl: null,
  eventThumbnailUrl: null,
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: bookings.length,
  entryFee: 500,
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  bookings,
});

describe('attendeesCsv', () => {
  it('writes a BOM, the fixed columns and one row a booking, times in IST and the payment state’s code', async () => {
    const csv = await attendeesCsv(
      event([
        // 12:42 UTC is 06:12 PM in IST.
        booking({ checkedInAt: '2026-12-24T12:42:00.000Z' }),
        booking({
          _id: 'b2',
          bookingId: 'KKA-DEF456',
          fighterName: 'Kumar, Ravi "Rocky"',
          email: 'ravi@example.com',
          age: null,
          beltLevel: null,
          discipline: null,
          masterName: null,
          academyName: null,
          paymentState: 'pending',
        }),
        booking({ _id: 'b3', bookingId: 'KKA-GHI789', fighterName: '=HYPERLINK("x")', paymentState: null }),
      ]),
    );
    expect(csv).toBe(
      '\uFEFF' +
        [
          'Booking code,Name,Email,Mobile,Age,Belt,Discipline,Academy,Master,Booked at (IST),Checked in at (IST),Payment',
          'KKA-ABC123,Meera Nair,meera@example.com,9876543210,11,Brown 3 kyu,Karate,Kaizen Karate Academy,Sensei Rajesh Kulkarni,2026-11-20 10:30,2026-12-24 18:12,paid',
          'KKA-DEF456,"Kumar, Ravi ""Rocky""",ravi@example.com,9876543210,,,,,,2026-11-20 10:30,,pending',
          // A cell a spreadsheet would run as a formula is written as text; a free event's booking says so.
          `KKA-GHI789,"'=HYPERLINK(""x"")",meera@example.com,9876543210,11,Brown 3 kyu,Karate,Kaizen Karate Academy,Sensei Rajesh Kulkarni,2026-11-20 10:30,,free`,
        ].join('\r\n'),
    );
  });

  it('writes the header alone for an event nobody booked', async () => {
    const csv = await attendeesCsv(event([]));
    expect(csv).toBe(
      '\uFEFFBooking code,Name,Email,Mobile,Age,Belt,Discipline,Academy,Master,Booked at (IST),Checked in at (IST),Payment\r\n',
    );
  });
});

describe('attendeesFileName', () => {
  it('names the file by the event and its day in IST, keeping letters of any script', () => {
    expect(attendeesFileName(event([]))).toBe('attendees-winter-kata-championship-2026-12-25.csv');
    expect(attendeesFileName({ ...event([]), eventName: 'शीतकालीन काता' })).toBe(
      'attendees-शीतकालीन-काता-2026-12-25.csv',
    );
  });
});
