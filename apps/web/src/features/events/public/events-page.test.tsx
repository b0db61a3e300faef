// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AcademyEvent } from '@academy/contract';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import EventsPage from './events-page.tsx';

/** The booking form's chunk stays "downloading" until a test releases it, like a slow phone's network. */
const chunk = vi.hoisted(() => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release(), requested: 0 };
});
vi.mock('./components/booking-modal.tsx', async () => {
  chunk.requested += 1;
  await chunk.gate;
  return {
    BookingModal: ({ event, show }: { event: AcademyEvent | null; show: boolean }) =>
      show ? <div role="dialog" aria-label={`Booking form: ${event?.eventName}`} /> : null,
  };
});

const event = (
  id: string,
  eventDateTime: string,
  category: AcademyEvent['category'],
  description = '',
): AcademyEvent => ({
  _id: id,
  eventName: id,
  eventDescription: description,
  address: 'Balewadi, Pune',
  eventDateTime,
  eventImageUrl: null,
  eventThumbnailUrl: null,
  category,
  totalSeats: 10,
  totalBookings: 0,
  entryFee: 0,
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  createdAt: eventDateTime,
});

/** The server's order: latest date first. */
const SERVER_LIST = [
  event('Far Camp', '2027-03-01T04:30:00.000Z', 'upcoming'),
  event('Middle Seminar', '2027-01-10T04:30:00.000Z', 'upcoming'),
  event('Next Grading', '2026-12-05T04:30:00.000Z', 'upcoming', 'Safety gear is compulsory.'),
  event('Recent Cup', '2026-10-01T04:30:00.000Z', 'past'),
  event('Old Cup', '2026-05-01T04:30:00.000Z', 'past'),
];

function renderPage(events: AcademyEvent[] = SERVER_LIST) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ status: 1, message: 'ok', events }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/events']}>
        {/* As the router mounts it: the page routes on below events/. */}
        <Routes>
          <Route path="/events/*" element={<EventsPage Enter={() => null} Live={() => null} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeAll(() => loadAreas('events'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventsPage order', () => {
  it('lists upcoming events soonest first without repeating the banner, and past events latest first', async () => {
    renderPage();
    const banner = await screen.findByRole('region', { name: 'Next Grading' });
    expect(banner).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    await vi.waitFor(() => expect(cardNames(upcoming)).toEqual(['Middle Seminar', 'Far Camp']), { timeout: 5000 });
    const past = screen.getByRole('region', { name: 'Past Events' });
    await vi.waitFor(() => expect(cardNames(past)).toEqual(['Recent Cup', 'Old Cup']), { timeout: 5000 });
  });

  it('says so when the banner holds the only upcoming event', async () => {
    renderPage([SERVER_LIST[2]!, SERVER_LIST[3]!]);
    await screen.findByRole('region', { name: 'Next Grading' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(cardNames(upcoming)).toEqual([]);
    expect(within(upcoming).getByText(/No other upcoming events/)).toBeTruthy();
  });
});

describe('EventsPage past events', () => {
  /** 40 past events, a day apart: Past 1 is the latest. */
  const MANY_PAST = [
    SERVER_LIST[2]!,
    ...Array.from({ length: 40 }, (_, i) => ({
      ...event(`past-${i + 1}`, new Date(Date.UTC(2026, 9, 1) - i * 86_400_000).toISOString(), 'past'),
      eventName: `Past ${i + 1}`,
    })),
  ];
  const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Past ${from + i}`);

  it('shows the 6 latest at first, then 12 more per Show more, and hands the focus on when the last batch shows', async () => {
    renderPage(MANY_PAST);
    const past = await screen.findByRole('region', { name: 'Past Events' });
    await vi.waitFor(() => expect(cardNames(past)).toEqual(names(1, 6)), { timeout: 5000 });
    // The grid adds its cards a few per task: give it time to draw more, which it must not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cardNames(past)).toEqual(names(1, 6));

    const more = within(past).getByRole('button', { name: 'Show more past events (34 left)' });
    expect(within(past).getByRole('status').textContent).toBe('');
    more.focus();
    fireEvent.click(more);
    await vi.waitFor(() => expect(cardNames(past)).toEqual(names(1, 18)), { timeout: 5000 });
    expect(more.textContent).toBe('Show more past events (22 left)');
    expect(within(past).getByRole('status').textContent).toBe('Showing 18 of 40 past events');
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    await vi.waitFor(() => expect(cardNames(past)).toEqual(names(1, 30)), { timeout: 5000 });
    expect(more.textContent).toBe('Show more past events (10 left)');

    fireEvent.click(more);
    await vi.waitFor(() => expect(cardNames(past)).toEqual(names(1, 40)), { timeout: 5000 });
    expect(within(past).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(within(past).getByRole('status').textContent).toBe('Showing 40 of 40 past events');
    expect(document.activeElement).toBe(within(past).getByRole('article', { name: 'Past 31' }));
  });

  it('has no Show more button when every past event fits in the first batch', async () => {
    renderPage(MANY_PAST.slice(0, 7));
    const past = await screen.findByRole('region', { name: 'Past Events' });
    await vi.waitFor(() => expect(cardNames(past)).toEqual(names(1, 6)), { timeout: 5000 });
    expect(within(past).queryByRole('button')).toBeNull();
  });
});

describe('EventsPage for a full event', () => {
  it('offers Join the waiting list instead of Book a Seat, and says how many wait', async () => {
    const full = { ...SERVER_LIST[1]!, totalBookings: 10, waitingCount: 3 };
    renderPage([SERVER_LIST[0]!, full, SERVER_LIST[2]!]);
    const button = await screen.findByRole('button', { name: 'Join the waiting list: Middle Seminar' });
    expect(button.textContent).toBe('Join the waiting list');
    expect(button.hasAttribute('disabled')).toBe(false);
    const card = button.closest('article')!;
    expect(card.textContent).toContain('Fully booked');
    expect(card.textContent).toContain('none left · 3 waiting');
    expect(screen.getByRole('button', { name: 'Book a Seat: Far Camp' })).toBeTruthy();
  });
});

describe('EventsPage Book a Seat', () => {
  // Before the tap test below: the booking chunk, once asked for, stays asked for in this file.
  it('does not download the booking form for a visitor who has not touched the page, and does at the first scroll', async () => {
    renderPage();
    const past = await screen.findByRole('region', { name: 'Past Events' });
    await vi.waitFor(() => expect(cardNames(past)).toEqual(['Recent Cup', 'Old Cup']), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chunk.requested).toBe(0);
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(chunk.requested).toBe(1));
  });

  it('answers the tap at once, before the booking form has loaded, then shows the form', async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: 'Book a Seat: Next Grading' });
    fireEvent.click(button);

    // The chunk is still "downloading": the button is busy and the modal's frame is up.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Opening…');
    const shell = screen.getByTestId('booking-modal-shell');
    expect(within(shell).getByText('Next Grading')).toBeTruthy();
    expect(within(shell).getByRole('status').textContent).toContain('Opening the booking form');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      chunk.release();
      await chunk.gate;
    });
    expect(await screen.findByRole('dialog', { name: 'Booking form: Next Grading' })).toBeTruthy();
    expect(screen.queryByTestId('booking-modal-shell')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toBe('Book a Seat');
  });
});

describe('EventsPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('switches its texts, dates and seat counts to Hindi, in the cards already shown too', async () => {
    renderPage();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    await vi.waitFor(() => expect(cardNames(upcoming)).toEqual(['Middle Seminar', 'Far Camp']), { timeout: 5000 });

    await act(() => activateLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'इवेंट' })).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Next Grading' });
    expect(within(banner).getByText('अगला इवेंट')).toBeTruthy();
    expect(banner.textContent).toContain('5 दिसंबर 2026, सुबह 10:00 IST');
    expect(banner.textContent).toContain('खाली सीटें: 10 में से 10');
    const hindiUpcoming = screen.getByRole('region', { name: 'आने वाले इवेंट' });
    expect(cardNames(hindiUpcoming)).toEqual(['Middle Seminar', 'Far Camp']);
    const card = within(hindiUpcoming).getAllByRole('article')[0]!;
    expect(card.textContent).toContain('10 जनवरी 2027, सुबह 10:00');
    expect(card.textContent).toContain('10 खाली');
    expect(card.textContent).toContain('प्रवेश शुल्क₹0.00');
    expect(within(card).getByRole('button', { name: 'सीट बुक करें: Middle Seminar' }).textContent).toBe('सीट बुक करें');
    const past = screen.getByRole('region', { name: 'पिछले इवेंट' });
    expect(within(past).getAllByText('संपन्न')).toHaveLength(2);
  });
});
