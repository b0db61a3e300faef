// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AcademyEvent, BookingRecord } from '@academy/contract';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
import { EventDetailsView } from './event-details-view.tsx';

const booking = (id: string, fighterName: string, email: string): BookingRecord => ({
  _id: id,
  bookingId: `KKA-${id.toUpperCase()}`,
  eventId: 'e1',
  fighterId: null,
  fighterName,
  email,
  mobileNumber: '9876543210',
  age: 11,
  beltLevel: 'Yellow',
  height: 140,
  weight: 35,
  discipline: 'Karate',
  masterName: 'Sensei Rajesh Kulkarni',
  academyName: 'Kaizen Karate Academy',
  bookedAt: '2026-11-20T05:00:00.000Z',
  checkedInAt: null,
  paymentState: null,
  paymentAmountPaise: null,
});

const event = (bookings: BookingRecord[]): AcademyEvent => ({
  _id: 'e1',
  eventName: 'Winter Kata Championship',
  eventDescription: 'Kata for all belts.',
  address: 'Balewadi, Pune',
  // 13:00 UTC is 06:30 PM in IST.
  eventDateTime: '2026-12-25T13:00:00.000Z',
  eventImageUrl: null,
  eventThumbnailUrl: null,
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: bookings.length,
  entryFee: 1200,
  createdAt: '2026-11-01T00:00:00.000Z',
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  bookings,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderView() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <EventDetailsView eventId="e1" withPdf={false} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('EventDetailsView cancel booking', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks first, naming the attendee and the event, then cancels that booking and shows the list without it', async () => {
    const meera = booking('b1', 'Meera Nair', 'meera.parent@example.com');
    const kabir = booking('b2', 'Kabir Nair', 'meera.parent@example.com');
    let cancelled = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/api/Bookings/CancelBooking/')) {
        cancelled = true;
        return json({ status: 1, message: 'Booking cancelled. The attendee has been told by email.' });
      }
      return json({ status: 1, message: 'ok', event: event(cancelled ? [kabir] : [meera, kabir]) });
    });
    renderView();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking of Meera Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Meera Nair?' });
    expect(within(dialog).getByText('Winter Kata Championship · 25 Dec, 2026, 06:30 PM IST')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Meera Nair's seat at “Winter Kata Championship” will be released and meera.parent@example.com will be told by email. This cannot be undone.",
      ),
    ).toBeTruthy();
    // Nothing is sent before the admin confirms.
    expect(calls.filter((c) => c.includes('CancelBooking'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The attendee has been told by email.')).toBeTruthy();
    expect(calls).toContain('POST /api/Bookings/CancelBooking/b1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking of Meera Nair' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel booking of Kabir Nair' })).toBeTruthy();
  });

  it('keeps the booking when the admin chooses Keep booking', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return json({ status: 1, message: 'ok', event: event([booking('b1', 'Meera Nair', 'm@example.com')]) });
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking of Meera Nair' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.includes('CancelBooking'))).toBe(false);
  });

  it('shows the booking rules, who came and how they paid, the door check-in and the waiting list', async () => {
    const meera = {
      ...booking('b1', 'Meera Nair', 'meera.parent@example.com'),
      // 12:42 UTC is 06:12 PM in IST.
      checkedInAt: '2026-12-25T12:42:00.000Z',
      paymentState: 'paid' as const,
      paymentAmountPaise: 75000,
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).includes('/api/Waitlist/GetWaitlist/e1')) {
        return json({ status: 1, message: 'ok', entries: [] });
      }
      const withRules = { ...event([meera]), cancelCutoffHours: 0, offerHours: 1, reminderHours: 48, waitingCount: 3 };
      return json({ status: 1, message: 'ok', event: withRules });
    });
    renderView();
    const facts = await screen.findByText('Online cancellation');
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(facts).toBeTruthy();
    expect(value('Online cancellation')).toBe('Until the start');
    expect(value('Waiting-list offer valid for')).toBe('1 hour');
    expect(value('Reminder email')).toBe('48 hours before the start');
    expect(value('Waiting for a seat')).toBe('3');
    expect(screen.getByRole('link', { name: 'Door check-in' }).getAttribute('href')).toBe('/admin/events/e1/check-in');
    expect(screen.getByRole('link', { name: 'Tournament' }).getAttribute('href')).toBe('/admin/events/e1/tournament');

    const row = screen.getByRole('rowheader', { name: 'Meera Nair' }).closest('tr')!;
    expect(within(row).getByText('25 Dec, 2026')).toBeTruthy();
    expect(within(row).getByText('06:12 PM')).toBeTruthy();
    expect(within(row).getByText('Paid · ₹750.00')).toBeTruthy();
    // The number wraps after +91 only, so a tight column never splits it.
    expect(row.querySelector('[data-label="Mobile Number"]')!.textContent).toBe('+91 98765\u00a043210');
    const cancel = within(row).getByRole('button', { name: 'Cancel booking of Meera Nair' });
    expect(cancel.textContent).toBe('Cancel booking');
    expect(cancel.closest('.row-actions__danger')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Attendees CSV' })).toBeTruthy();
    expect(await screen.findByText('Nobody is waiting for a seat.')).toBeTruthy();
  });
});
