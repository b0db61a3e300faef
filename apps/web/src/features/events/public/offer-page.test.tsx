// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@academy/contract';
import { STORAGE_KEYS } from '../../../lib/session.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import OfferPage from './offer-page.tsx';

// The animation's five seconds stand between the tap and the confirmation: here it ends when the test says so.
vi.mock('../../../components/success-animation.tsx', () => ({
  SuccessAnimation: ({ message, onDone }: { message: string; onDone: () => void }) => (
    <div role="alert">
      <p>{message}</p>
      <button type="button" onClick={onDone}>
        Animation over
      </button>
    </div>
  ),
}));

const TOKEN = 'a'.repeat(21) + 'B'.repeat(21) + '_';
const TICKET = 'KKT1.bk_9f3a2c71d4e8.AbCdEfGhIjKlMnOpQrStUv';
const HOUR_MS = 60 * 60 * 1000;

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  eventId: 'e1',
  eventName: 'Winter Cup',
  eventDateTime: '2030-12-20T04:30:00.000Z',
  eventLocation: 'Balewadi, Pune',
  entryFee: 500,
  fighterName: 'Mira Rao',
  email: 'asha@example.com',
  state: 'offered',
  expiresAt: new Date(Date.now() + 2 * HOUR_MS + 5 * 60_000).toISOString(),
  ...overrides,
});

const CLAIMED = {
  status: 1,
  message: 'Seat booked',
  data: {
    bookingId: 'KKA-7F3K9Q',
    eventId: 'e1',
    eventName: 'Winter Cup',
    eventDateTime: '2030-12-20T04:30:00.000Z',
    eventLocation: 'Balewadi, Pune',
    eventFee: 500,
    bookingTime: '2030-11-25T05:00:00.000Z',
    fighterName: 'Mira Rao',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    age: 9,
    beltLevel: 'Yellow',
    academyName: 'Kaizen',
    masterName: 'Sensei Rao',
    discipline: 'Karate',
    height: 130,
    weight: 28,
    bookedAt: '2030-11-25T05:00:00.000Z',
  },
  payment: { paymentId: 'pay1', reference: 'P-7F3K9Q', state: 'pending', amountPaise: 50_000, holdUntil: null },
  ticket: TICKET,
};

const OFFER_PATH = `/api/Waitlist/GetOffer/${TOKEN}`;
let sent: SentRequest[];

function Confirmation() {
  const { state } = useLocation();
  return <p>{`Confirmation of ${(state as { bookingId: string }).bookingId}`}</p>;
}

function renderPage(routes: ApiRoutes) {
  sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/events/offer/${TOKEN}`]}>
        <Routes>
          <Route path="/events/offer/:token" element={<OfferPage />} />
          <Route path="/booking-confirmation" element={<Confirmation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the seat offer page', () => {
  it('shows the event, the attendee and the time left, and books the seat in one tap into the confirmation', async () => {
    renderPage({
      [`GET ${OFFER_PATH}`]: { body: { status: 1, message: 'ok', offer: offer() } },
      [`POST /api/Waitlist/ClaimOffer/${TOKEN}`]: { body: CLAIMED },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Winter Cup' })).toBeTruthy();
    expect(screen.getByText('A seat for Mira Rao')).toBeTruthy();
    expect(screen.getByText('Balewadi, Pune')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Time left to book2:0[45]:\d\d/);

    await userEvent.click(screen.getByRole('button', { name: 'Book my seat' }));
    // The entry fee is still to pay: the seat is held, not booked.
    expect(await screen.findByText('Your seat is held: pay to confirm it.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bookingConfirmation)!)).toMatchObject({
      bookingId: 'KKA-7F3K9Q',
      ticket: TICKET,
      payment: { paymentId: 'pay1' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Animation over' }));
    expect(screen.getByText('Confirmation of KKA-7F3K9Q')).toBeTruthy();
    expect(sent.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `/api/Waitlist/ClaimOffer/${TOKEN}`,
    ]);
  });

  it('gives the seat away only after asking', async () => {
    let declined = false;
    renderPage({
      [`GET ${OFFER_PATH}`]: () => ({
        body: { status: 1, message: 'ok', offer: offer(declined ? { state: 'left' } : {}) },
      }),
      [`POST /api/Waitlist/DeclineOffer/${TOKEN}`]: () => {
        declined = true;
        return { body: { status: 1, message: 'ok' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: "I can't come — give the seat away" }));
    expect(screen.getByText('Give the seat to the next person in line?')).toBeTruthy();
    expect(sent.some(({ method }) => method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, give the seat away' }));
    expect(await screen.findByText('The seat was given away')).toBeTruthy();
    expect(sent.some(({ path }) => path === `/api/Waitlist/DeclineOffer/${TOKEN}`)).toBe(true);
  });

  it('says an ended offer has ended, with the way to the event, and offers no booking', async () => {
    renderPage({
      [`GET ${OFFER_PATH}`]: {
        body: { status: 1, message: 'ok', offer: offer({ state: 'expired', expiresAt: '2030-01-02T06:30:00.000Z' }) },
      },
    });
    expect(await screen.findByText('This offer has ended')).toBeTruthy();
    expect(screen.getByText(/held until 02 Jan, 2030 12:00 PM IST and has gone to the next person/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the event' }).getAttribute('href')).toBe('/events/e1');
    expect(screen.queryByRole('button', { name: 'Book my seat' })).toBeNull();
  });

  it('turns to ended when the countdown runs out on the open page', async () => {
    renderPage({
      [`GET ${OFFER_PATH}`]: {
        body: { status: 1, message: 'ok', offer: offer({ expiresAt: new Date(Date.now() + 1500).toISOString() }) },
      },
    });
    expect(await screen.findByRole('button', { name: 'Book my seat' })).toBeTruthy();
    expect(await screen.findByText('This offer has ended', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book my seat' })).toBeNull();
  });

  it('shows why a claim was refused, e.g. the offer was used meanwhile', async () => {
    renderPage({
      [`GET ${OFFER_PATH}`]: { body: { status: 1, message: 'ok', offer: offer() } },
      [`POST /api/Waitlist/ClaimOffer/${TOKEN}`]: {
        status: 409,
        body: { status: 0, message: 'This offer has already been used.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Book my seat' }));
    expect(await screen.findByText('This offer has already been used.')).toBeTruthy();
  });

  it('says a link that names no offer does not work', async () => {
    renderPage({ [`GET ${OFFER_PATH}`]: { status: 404, body: { status: 0, message: 'Offer not found.' } } });
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the events' }).getAttribute('href')).toBe('/events');
  });
});
