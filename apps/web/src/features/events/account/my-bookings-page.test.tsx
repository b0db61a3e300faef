// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyBooking, MyBookingsReply, MyWaitlistEntry } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { readQrImage } from '../../../test-qr.ts';
import MyBookingsPage from './my-bookings-page.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A time `days` from now, as the server writes times. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const TICKET = 'KKT1.bk_9f3a2c71d4e8.AbCdEfGhIjKlMnOpQrStUv';

function booking(overrides: Partial<MyBooking> & Pick<MyBooking, '_id' | 'eventName' | 'eventDateTime'>): MyBooking {
  return {
    bookingId: `KKA-${overrides._id.toUpperCase()}`,
    eventId: `e-${overrides._id}`,
    eventLocation: 'Balewadi, Pune',
    eventImageUrl: null,
    fighterName: 'Asha Rao',
    bookedAt: inDays(-40),
    cancelledAt: null,
    checkedInAt: null,
    payment: null,
    ticket: TICKET,
    cancellableUntil: null,
    ...overrides,
  };
}

const SPRING = booking({
  _id: 'b1',
  eventName: 'Spring Camp',
  eventDateTime: inDays(60),
  fighterName: 'Mira Rao',
  cancellableUntil: inDays(59),
  payment: { paymentId: 'pay1', reference: 'P-7F3K9Q', state: 'pending', amountPaise: 50_000, holdUntil: null },
});
const WINTER = booking({ _id: 'b2', eventName: 'Winter Cup', eventDateTime: inDays(10), cancellableUntil: inDays(9) });
const AUTUMN = booking({
  _id: 'b3',
  eventName: 'Autumn Cup',
  eventDateTime: inDays(-30),
  checkedInAt: inDays(-30),
  payment: { paymentId: 'pay2', reference: 'P-2B', state: 'paid', amountPaise: 50_000, holdUntil: null },
});
const SUMMER = booking({
  _id: 'b4',
  eventName: 'Summer Seminar',
  eventDateTime: inDays(-90),
  cancelledAt: inDays(-100),
  ticket: null,
});

function place(overrides: Partial<MyWaitlistEntry> & Pick<MyWaitlistEntry, '_id' | 'eventName'>): MyWaitlistEntry {
  return {
    eventId: `e-${overrides._id}`,
    eventDateTime: inDays(20),
    fighterName: 'Mira Rao',
    state: 'waiting',
    position: 2,
    joinedAt: inDays(-2),
    offerExpiresAt: null,
    ...overrides,
  };
}
const WAITING = place({ _id: 'w1', eventName: 'Kata Clinic' });
const OFFERED = place({
  _id: 'w2',
  eventName: 'Grading Day',
  fighterName: 'Asha Rao',
  state: 'offered',
  position: 1,
  offerExpiresAt: '2030-01-02T06:30:00.000Z',
  eventDateTime: '2030-01-10T04:30:00.000Z',
});

const reply = (bookings: MyBooking[], waiting: MyWaitlistEntry[] = []): MyBookingsReply => ({
  status: 1,
  message: 'ok',
  bookings,
  waiting,
});

let sent: SentRequest[];

function renderPage(routes: ApiRoutes) {
  sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/fighter/bookings']}>
          <MyBookingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const cardOf = (name: string) => screen.getByRole('article', { name });
const titlesIn = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('My bookings', () => {
  it("lists the family's upcoming bookings soonest first, their waiting-list places, then past bookings latest first", async () => {
    // The server's order does not matter.
    renderPage({
      'GET /api/Bookings/MyBookings': { body: reply([SUMMER, AUTUMN, SPRING, WINTER], [OFFERED, WAITING]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Winter Cup' });
    expect(titlesIn('Upcoming')).toEqual(['Winter Cup', 'Spring Camp']);
    expect(titlesIn('Waiting lists')).toEqual(['Kata Clinic', 'Grading Day']);
    expect(titlesIn('Past bookings')).toEqual(['Autumn Cup', 'Summer Seminar']);

    const spring = within(cardOf('Spring Camp'));
    expect(spring.getByText('Mira Rao')).toBeTruthy();
    expect(spring.getByText('KKA-B1')).toBeTruthy();
    expect(spring.getByText('Awaiting payment')).toBeTruthy();
    expect(spring.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/pay/pay1');
    expect(spring.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    const qr = (await spring.findByRole('img', { name: 'Ticket QR code: Mira Rao, Spring Camp' })) as HTMLImageElement;
    expect(readQrImage(qr)).toBe(TICKET);

    const autumn = within(cardOf('Autumn Cup'));
    expect(autumn.getByText('Paid')).toBeTruthy();
    expect(autumn.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(autumn.getByText(/^Checked in at /)).toBeTruthy();
    expect(autumn.queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    const summer = within(cardOf('Summer Seminar'));
    expect(summer.getByText(/^Cancelled on /)).toBeTruthy();
    expect(summer.queryByRole('img')).toBeNull();

    expect(within(cardOf('Kata Clinic')).getByText('2nd in line')).toBeTruthy();
    const offered = within(cardOf('Grading Day'));
    expect(offered.getByText('Seat offered until 02 Jan, 2030 12:00 PM IST')).toBeTruthy();
    expect(offered.getByText(/Check your email/)).toBeTruthy();
  });

  it('cancels a booking after a confirmation naming the event and the attendee, and shows it cancelled', async () => {
    let cancelled = false;
    renderPage({
      'GET /api/Bookings/MyBookings': () => ({
        body: reply([
          WINTER,
          cancelled
            ? { ...SPRING, cancelledAt: new Date().toISOString(), ticket: null, cancellableUntil: null }
            : SPRING,
        ]),
      }),
      'POST /api/Bookings/CancelMyBooking/b1': () => {
        cancelled = true;
        return { body: { status: 1, message: 'Booking cancelled.' } };
      },
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Spring Camp' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText('Spring Camp · Mira Rao')).toBeTruthy();
    expect(dialog.getByText(/Online cancellation is possible until .+ IST\./)).toBeTruthy();
    expect(dialog.getByText(/An entry fee already paid is refunded by the academy\./)).toBeTruthy();
    expect(sent.some(({ method }) => method === 'POST')).toBe(false);

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled.')).toBeTruthy();
    expect(sent.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/api/Bookings/CancelMyBooking/b1',
    ]);
    const spring = within(await screen.findByRole('article', { name: 'Spring Camp' }));
    expect(await spring.findByText(/^Cancelled on /)).toBeTruthy();
    expect(spring.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(spring.queryByRole('img')).toBeNull();
  });

  it('keeps the booking when the confirmation is dismissed', async () => {
    renderPage({ 'GET /api/Bookings/MyBookings': { body: reply([WINTER]) } });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Winter Cup' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText('Winter Cup · Asha Rao')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('gives up a place in a waiting list', async () => {
    renderPage({
      'GET /api/Bookings/MyBookings': { body: reply([WINTER], [WAITING]) },
      'POST /api/Waitlist/LeaveWaitlist/w1': { body: { status: 1, message: 'You left the waiting list.' } },
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Kata Clinic' })).getByRole('button', {
        name: 'Leave the waiting list',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave the waiting list?' }));
    expect(dialog.getByText('Kata Clinic · Mira Rao')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByText('You left the waiting list.')).toBeTruthy();
    expect(sent.some(({ method, path }) => method === 'POST' && path === '/api/Waitlist/LeaveWaitlist/w1')).toBe(true);
  });

  it('says the cut-off has passed instead of offering to cancel', async () => {
    renderPage({ 'GET /api/Bookings/MyBookings': { body: reply([{ ...WINTER, cancellableUntil: null }]) } });
    const winter = within(await screen.findByRole('article', { name: 'Winter Cup' }));
    expect(winter.getByText(/Online cancellation has closed/)).toBeTruthy();
    expect(winter.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('points a family without bookings to the events', async () => {
    renderPage({ 'GET /api/Bookings/MyBookings': { body: reply([]) } });
    expect(await screen.findByText(/No bookings yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the events' }).getAttribute('href')).toBe('/events');
  });
});
