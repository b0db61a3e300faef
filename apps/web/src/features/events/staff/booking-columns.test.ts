import { afterEach, describe, expect, it } from 'vitest';
import type { BookingRecord } from '@academy/contract';
import { activateLanguage } from '../../../lib/i18n.ts';
import { bookingCells, bookingColumns } from './booking-columns.ts';

describe('bookingCells', () => {
  afterEach(() => activateLanguage('en'));

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
      checkedInAt: null,
      paymentState: null,
      paymentAmountPaise: null,
    };
    const cells = bookingCells(booking);
    const columns = bookingColumns();
    expect(cells).toHaveLength(columns.length);
    expect(Object.fromEntries(columns.map((column, i) => [column, cells[i]]))).toEqual({
      'Fighter Name': 'Kabir Singh',
      Email: 'kabir@example.com',
      'Mobile Number': '+91 98765 43210',
      Age: 'N/A',
      'Belt Level': 'N/A',
      'Academy Name': 'Kaizen Karate Academy',
      'Master Name': 'N/A',
      Discipline: 'N/A',
      'Booked At': '22 Nov, 2026 08:30 AM',
      'Checked In': 'Not yet',
      Payment: 'Free',
    });
  });

  it('gives the time the attendee was let in, in IST, and the entry fee in the Payments screen words', () => {
    const booking: BookingRecord = {
      _id: 'b4',
      bookingId: 'KKA-TUVWXY',
      eventId: 'e1',
      fighterId: null,
      fighterName: 'Meera Nair',
      email: 'meera@example.com',
      mobileNumber: '9876543210',
      age: 11,
      beltLevel: null,
      height: null,
      weight: null,
      discipline: null,
      masterName: null,
      academyName: null,
      bookedAt: '2026-11-22T03:00:00.000Z',
      // 12:42 UTC is 06:12 PM in IST.
      checkedInAt: '2026-12-25T12:42:00.000Z',
      paymentState: 'pending',
      paymentAmountPaise: 75000,
    };
    const columns = bookingColumns();
    const cell = (record: BookingRecord, column: string) => bookingCells(record)[columns.indexOf(column)];
    expect(cell(booking, 'Checked In')).toBe('25 Dec, 2026 06:12 PM');
    expect(cell(booking, 'Payment')).toBe('Awaiting transfer · ₹750.00');
    expect(cell({ ...booking, paymentState: 'paid' }, 'Payment')).toBe('Paid · ₹750.00');
    expect(cell({ ...booking, paymentState: 'waived' }, 'Payment')).toBe('Waived · ₹750.00');
    expect(bookingCells(booking, { rupee: 'Rs. ' })[columns.indexOf('Payment')]).toBe('Awaiting transfer · Rs. 750.00');
    // No payment: Free on a free event, unknown on a paid one (a booking from before payments were taken).
    const unpaid = { ...booking, paymentState: null, paymentAmountPaise: null };
    expect(cell(unpaid, 'Payment')).toBe('Free');
    expect(bookingCells(unpaid, { entryFee: 750 })[columns.indexOf('Payment')]).toBe('N/A');
  });

  it('words the columns, the empty values, the discipline and the date in Hindi for the screen and the PDF', async () => {
    await activateLanguage('hi');
    const booking: BookingRecord = {
      _id: 'b2',
      bookingId: 'KKA-GHIJKL',
      eventId: 'e1',
      fighterId: null,
      fighterName: 'क्षितिज प्रधान',
      email: 'kshitij@example.in',
      mobileNumber: '9876543210',
      age: 12,
      beltLevel: null,
      height: null,
      weight: null,
      discipline: 'Karate',
      masterName: null,
      academyName: null,
      bookedAt: '2026-11-22T03:00:00.000Z',
      checkedInAt: null,
      paymentState: null,
      paymentAmountPaise: null,
    };
    const columns = bookingColumns();
    expect(columns[0]).toBe('फ़ाइटर का नाम');
    expect(columns.slice(-3)).toEqual(['बुकिंग का समय', 'चेक-इन का समय', 'भुगतान']);
    const cells = bookingCells(booking);
    expect(cells[0]).toBe('क्षितिज प्रधान');
    expect(cells[4]).toBe('उपलब्ध नहीं');
    expect(cells[7]).toBe('कराटे');
    expect(cells[8]).toBe('22 नवंबर, 2026 सुबह 8:30');
    expect(cells[9]).toBe('अभी नहीं');
    expect(cells[10]).toBe('निःशुल्क');
  });

  it('words a belt of the syllabus as the profile does, and keeps a belt typed another way as it came', () => {
    const base = {
      _id: 'b3',
      bookingId: 'KKA-MNPQRS',
      eventId: 'e1',
      fighterId: null,
      fighterName: 'Asha',
      email: 'a@example.com',
      mobileNumber: '9876543210',
      age: 20,
      height: null,
      weight: null,
      discipline: null,
      masterName: null,
      academyName: null,
      bookedAt: '2026-11-22T03:00:00.000Z',
      checkedInAt: null,
      paymentState: null,
      paymentAmountPaise: null,
    };
    const belt = (beltLevel: string) => bookingCells({ ...base, beltLevel })[4];
    expect(belt('Brown 3 kyu')).toBe('Brown · 3rd kyu');
    expect(belt('Black 1 dan')).toBe('Black · 1st dan');
    expect(belt('Red (other dojo)')).toBe('Red (other dojo)');
  });
});
