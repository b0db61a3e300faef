// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BookingDisplay, type BookingPayment, ENGLISH } from '@academy/contract';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import { STORAGE_KEYS } from '../../../lib/session.ts';
import { readQrImage } from '../../../test-qr.ts';
import BookingConfirmationPage, { type PaymentBlock } from './booking-confirmation-page.tsx';

const booking: BookingDisplay = {
  bookingId: 'KKA-7F3K9Q',
  eventId: 'event-123',
  eventName: 'Winter Kata Championship',
  eventDateTime: '2026-12-25T13:00:00.000Z',
  eventLocation: 'Balewadi, Pune',
  eventFee: 1200,
  bookingTime: '2026-11-22T03:00:00.000Z',
  fighterName: 'Ananya Iyer',
  email: 'ananya@example.com',
  mobileNumber: '9876543210',
  age: 19,
  beltLevel: 'Brown',
  academyName: 'Kaizen Karate Academy',
  masterName: 'Sensei Rao',
  discipline: 'Karate',
  height: 162,
  weight: 54,
  bookedAt: '2026-11-22T03:00:00.000Z',
};

const payment: BookingPayment = {
  paymentId: 'pay1',
  reference: 'P-7F3K9Q',
  state: 'pending',
  amountPaise: 120_000,
  holdUntil: '2026-11-22T04:00:00.000Z',
};

const TICKET = 'KKT1.bk_9f3a2c71d4e8.AbCdEfGhIjKlMnOpQrStUv';

/** Stands in for the payments feature's block, which the app passes in. */
const Payment: PaymentBlock = ({ payment: due }) => <p>{`Pay ${due.reference} (${due.amountPaise} paise)`}</p>;

function renderPage(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/booking-confirmation', state }]}>
      <Routes>
        <Route path="/booking-confirmation" element={<BookingConfirmationPage Payment={Payment} />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The value shown next to a label in one of the two detail lists. */
function valueOf(section: string, label: string): string {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('BookingConfirmationPage', () => {
  beforeAll(() => loadAreas('events'));

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows every confirmation field from navigation state, in IST, and keeps a copy in localStorage', () => {
    renderPage(booking);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Confirmation' })).toBeTruthy();
    expect(valueOf('Event Details', 'Event ID')).toBe('event-123');
    expect(valueOf('Event Details', 'Event Name')).toBe('Winter Kata Championship');
    expect(valueOf('Event Details', 'Date & Time')).toBe('25 Dec, 2026 06:30 PM IST');
    expect(valueOf('Event Details', 'Location')).toBe('Balewadi, Pune');
    expect(valueOf('Event Details', 'Fee')).toBe('₹1,200.00');
    expect(valueOf('Booking Details', 'Booking ID')).toBe('KKA-7F3K9Q');
    expect(valueOf('Booking Details', 'Booking Time')).toBe('22 Nov, 2026 08:30 AM IST');
    expect(valueOf('Booking Details', 'Name')).toBe('Ananya Iyer');
    expect(valueOf('Booking Details', 'Email')).toBe('ananya@example.com');
    expect(valueOf('Booking Details', 'Mobile')).toBe('+91 98765 43210');
    expect(screen.getByText(ENGLISH['events.seatBooked'])).toBeTruthy();
    expect(screen.getByText(ENGLISH['events.confirmation.screenshotHint'])).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bookingConfirmation)!)).toEqual({
      ...booking,
      payment: null,
      ticket: null,
      bookerName: null,
    });
    expect(screen.queryByText(/^Pay /)).toBeNull();
    // A booking kept before bookings had tickets: no QR code, the rest as before.
    expect(screen.queryByRole('region', { name: 'Your ticket' })).toBeNull();
  });

  it('shows the ticket to show at the door, a QR code the door reads, kept for a reload', async () => {
    renderPage({ ...booking, payment: null, ticket: TICKET });
    const ticket = screen.getByRole('region', { name: 'Your ticket' });
    expect(within(ticket).getByText('Show this at the door')).toBeTruthy();
    const image = (await within(ticket).findByRole('img', {
      name: 'Ticket QR code: Ananya Iyer, Winter Kata Championship',
    })) as HTMLImageElement;
    expect(readQrImage(image)).toBe(TICKET);
    // The door finds the booking by its code; the signed text means nothing to a reader and is never shown.
    expect(within(ticket).getByText('Booking code KKA-7F3K9Q')).toBeTruthy();
    expect(document.body.textContent).not.toContain(TICKET);
    cleanup();
    renderPage();
    expect(
      within(screen.getByRole('region', { name: 'Your ticket' })).getByText('Booking code KKA-7F3K9Q'),
    ).toBeTruthy();
  });

  it('thanks the parent who booked for a child, and says a seat waiting for payment is held, not booked', () => {
    const hold = new Date(Date.now() + 45 * 60_000).toISOString();
    renderPage({
      ...booking,
      fighterName: 'Mira Rao',
      bookerName: 'Asha Rao',
      payment: { ...payment, state: 'pending', holdUntil: hold },
    });
    expect(
      screen.getByText(
        'Thank you for booking with Kaizen Karate Academy, Asha Rao. We look forward to seeing Mira Rao at the event.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(ENGLISH['events.seatBooked'])).toBeNull();
    expect(
      screen.getByText(
        /^Your seat is held until \d\d \w{3}, \d{4} \d\d:\d\d [AP]M IST\. Pay ₹1,200\.00 below before then/,
      ),
    ).toBeTruthy();
    cleanup();
    renderPage({ ...booking, bookerName: 'Ananya Iyer', payment: { ...payment, state: 'paid', holdUntil: null } });
    expect(screen.getByText(ENGLISH['events.seatBooked'])).toBeTruthy();
    expect(screen.getByText(/^Thank you for booking with Kaizen Karate Academy, Ananya Iyer\./)).toBeTruthy();
  });

  it("shows a paid event's payment, kept with the booking for a reload", () => {
    renderPage({ ...booking, payment });
    expect(screen.getByText('Pay P-7F3K9Q (120000 paise)')).toBeTruthy();
    cleanup();
    renderPage();
    expect(screen.getByText('Pay P-7F3K9Q (120000 paise)')).toBeTruthy();
  });

  it('restores the booking from localStorage when there is no navigation state (a reload)', () => {
    localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify(booking));
    renderPage();
    expect(valueOf('Booking Details', 'Booking ID')).toBe('KKA-7F3K9Q');
  });

  it('prefers fresh navigation state over an older stored booking', () => {
    localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify({ ...booking, bookingId: 'KKA-OLDOLD' }));
    renderPage(booking);
    expect(valueOf('Booking Details', 'Booking ID')).toBe('KKA-7F3K9Q');
  });

  it('shows a friendly message and a way back when there is nothing to show or the stored value is broken', () => {
    localStorage.setItem(STORAGE_KEYS.bookingConfirmation, '{not json');
    renderPage({ unrelated: true });
    expect(screen.getByText(/There is no booking to show yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
  });

  it('offers a logged-in family the way on to My bookings, and a visitor only the events', () => {
    renderPage(booking);
    expect(screen.queryByRole('link', { name: 'Go to My bookings' })).toBeNull();
    cleanup();
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    localStorage.setItem(STORAGE_KEYS.userType, 'fighter');
    localStorage.setItem(STORAGE_KEYS.userId, 'f1');
    try {
      renderPage(booking);
      expect(screen.getByRole('link', { name: 'Go to My bookings' }).getAttribute('href')).toBe('/fighter/bookings');
      expect(screen.getByRole('link', { name: 'Back to Events' })).toBeTruthy();
    } finally {
      localStorage.removeItem(STORAGE_KEYS.token);
      localStorage.removeItem(STORAGE_KEYS.userType);
      localStorage.removeItem(STORAGE_KEYS.userId);
    }
  });
});

describe('BookingConfirmationPage in Hindi', () => {
  beforeAll(async () => {
    await loadAreas('events');
    await activateLanguage('hi');
  });
  afterAll(() => activateLanguage('en'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the stored booking with Hindi texts, month names and a way back to the Hindi events page', () => {
    localStorage.setItem(STORAGE_KEYS.bookingConfirmation, JSON.stringify(booking));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'बुकिंग की पुष्टि' })).toBeTruthy();
    expect(screen.getByText('आपकी सीट सफलतापूर्वक बुक हो गई है!')).toBeTruthy();
    expect(screen.getByText(/Ananya Iyer, Kaizen Karate Academy के साथ बुकिंग करने के लिए धन्यवाद/)).toBeTruthy();
    expect(valueOf('इवेंट का विवरण', 'इवेंट का नाम')).toBe('Winter Kata Championship');
    expect(valueOf('इवेंट का विवरण', 'तारीख और समय')).toBe('25 दिसंबर, 2026 शाम 6:30 IST');
    expect(valueOf('इवेंट का विवरण', 'शुल्क')).toBe('₹1,200.00');
    expect(valueOf('बुकिंग का विवरण', 'बुकिंग का समय')).toBe('22 नवंबर, 2026 सुबह 8:30 IST');
    expect(valueOf('बुकिंग का विवरण', 'मोबाइल')).toBe('+91 98765 43210');
    expect(screen.getByRole('link', { name: 'इवेंट पर वापस जाएँ' }).getAttribute('href')).toBe('/hi/events');
  });
});
