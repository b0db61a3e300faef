// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACADEMY_NAME, ENDPOINTS, type AcademyEvent } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import EventPage from './event-page.tsx';
import EventsPage from './events-page.tsx';

vi.mock('./components/booking-modal.tsx', () => ({
  BookingModal: ({ event, show }: { event: AcademyEvent | null; show: boolean }) =>
    show ? <div role="dialog" aria-label={`Booking form: ${event?.eventName}`} /> : null,
}));

/** Longer than any card shows: the page must show every line of it. */
const DESCRIPTION = [
  'Kata and kumite for every belt, under WKF rules.',
  'Bring your own gi, gloves and a water bottle; mouth guards are compulsory for kumite.',
  'Reporting time is 7:30 AM for the weigh-in. Parents may watch from the gallery. The last line says lunch is served.',
].join('\n\n');

const academyEvent = (overrides: Partial<AcademyEvent>): AcademyEvent => ({
  _id: 'winter-kata',
  eventName: 'Winter Kata Championship',
  eventDescription: DESCRIPTION,
  address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
  eventDateTime: '2030-12-25T13:00:00.000Z',
  eventImageUrl: '/uploads/events/winter.webp',
  eventThumbnailUrl: '/uploads/events/winter-thumb.webp',
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: 12,
  entryFee: 1200,
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  createdAt: '2030-10-01T04:30:00.000Z',
  ...overrides,
});

/** The tournaments' entry form the app hands over, as a stand-in that says which event it was opened for. */
const Enter = ({ event }: { event: AcademyEvent }) => <p>Entry form of {event.eventName}</p>;

const UPCOMING = academyEvent({});
const TOURNAMENT = academyEvent({ _id: 'open-cup', eventName: 'Kaizen Open Cup', isTournament: true });
const PAST = academyEvent({
  _id: 'autumn-cup',
  eventName: 'Autumn Cup',
  eventDateTime: '2025-10-01T04:30:00.000Z',
  category: 'past',
});

function renderAt(path: string, events: AcademyEvent[] = [UPCOMING, PAST, TOURNAMENT]) {
  const sent = stubApi({ [`GET ${ENDPOINTS.GetAllEvents.path}`]: { body: { status: 1, message: 'ok', events } } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/events/*" element={<EventsPage Enter={Enter} Live={() => null} />} />
            <Route path="/events/:id" element={<EventPage Enter={Enter} />} />
            <Route path="/hi/events/:id" element={<EventPage Enter={Enter} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return sent;
}

beforeAll(() => loadAreas('events'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventPage', () => {
  it('shows an upcoming event in full, with its facts, and Book a Seat opens the booking modal', async () => {
    renderAt('/events/winter-kata');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Kata Championship' })).toBeTruthy();
    // Every line of the description, as the admin wrote it, and no Read more: nothing is clamped.
    const about = screen.getByRole('region', { name: 'About this event' });
    expect(within(about).getByText(/Kata and kumite for every belt/).textContent).toBe(DESCRIPTION);
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();

    const facts = screen.getByRole('region', { name: 'Event details' });
    expect(facts.textContent).toContain('25 December 2030, 06:30 PM IST');
    expect(facts.textContent).toContain('Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune');
    expect(facts.textContent).toContain('₹1,200.00');
    expect(facts.textContent).toContain('38 of 50 seats left');
    expect(screen.getByRole('img', { name: 'Poster of Winter Kata Championship' }).getAttribute('src')).toBe(
      '/uploads/events/winter.webp',
    );
    expect(screen.queryByText('This event has taken place.')).toBeNull();
    expect(document.title).toBe(`Winter Kata Championship | ${ACADEMY_NAME}`);

    fireEvent.click(within(facts).getByRole('button', { name: 'Book a Seat' }));
    expect(await screen.findByRole('dialog', { name: 'Booking form: Winter Kata Championship' })).toBeTruthy();
  });

  it("offers a tournament's entry form instead of a seat, and opens it from an address with ?enter", async () => {
    renderAt('/events/open-cup');
    const facts = await screen.findByRole('region', { name: 'Event details' });
    expect(within(facts).queryByRole('button', { name: 'Book a Seat' })).toBeNull();
    expect(screen.queryByText('Entry form of Kaizen Open Cup')).toBeNull();
    fireEvent.click(within(facts).getByRole('button', { name: 'Enter athletes' }));
    expect(await screen.findByText('Entry form of Kaizen Open Cup')).toBeTruthy();
    cleanup();
    renderAt('/events/open-cup?enter');
    expect(await screen.findByText('Entry form of Kaizen Open Cup')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter athletes' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says a past event has taken place, and offers no booking', async () => {
    renderAt('/events/autumn-cup');
    const facts = await screen.findByRole('region', { name: 'Event details' });
    expect(within(facts).getByRole('note').textContent).toBe('This event has taken place.');
    expect(screen.queryByRole('button', { name: /Book a Seat/ })).toBeNull();
    expect(facts.textContent).not.toContain('seats left');
    expect(screen.getByRole('region', { name: 'About this event' }).textContent).toContain('lunch is served');
  });

  it('says so for an event that is not on the site, with the way back to the events and a not-found title', async () => {
    renderAt('/events/no-such-event');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not find this event.');
    fireEvent.click(within(alert).getByRole('link', { name: 'See all events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Winter Kata Championship' })).toBeTruthy();
  });

  it('titles the tab as a missing page when the event is not there', async () => {
    renderAt('/events/no-such-event');
    await screen.findByRole('alert');
    expect(document.title).toBe(`Page not found | ${ACADEMY_NAME}`);
  });

  it("is reached from the event's name on the events page", async () => {
    renderAt('/events', [UPCOMING, academyEvent({ _id: 'spring-camp', eventName: 'Spring Camp' }), PAST]);
    const banner = await screen.findByRole('region', { name: 'Winter Kata Championship' });
    expect(within(banner).getByRole('link', { name: 'Winter Kata Championship' }).getAttribute('href')).toBe(
      '/events/winter-kata',
    );
    const card = await screen.findByRole('article', { name: 'Spring Camp' }, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('link', { name: 'Spring Camp' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Camp' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'About this event' })).toBeTruthy();
  });
});

describe('EventPage of a tournament', () => {
  it('links a past tournament to its results', async () => {
    renderAt('/events/autumn-cup', [UPCOMING, { ...PAST, isTournament: true }]);
    const link = await screen.findByRole('link', { name: 'Results' });
    expect(link.getAttribute('href')).toBe('/events/autumn-cup/results');
  });

  it('links a coming tournament to its draw and results', async () => {
    renderAt('/events/open-cup');
    const link = await screen.findByRole('link', { name: 'Draw and results' });
    expect(link.getAttribute('href')).toBe('/events/open-cup/results');
  });

  it('links a tournament to its day live on that day, and only then', async () => {
    const today = { ...TOURNAMENT, eventDateTime: new Date().toISOString() };
    renderAt('/events/open-cup', [today]);
    const live = await screen.findByRole('link', { name: 'Live' });
    expect(live.getAttribute('href')).toBe('/events/open-cup/live');
    cleanup();
    renderAt('/events/open-cup');
    await screen.findByRole('link', { name: 'Draw and results' });
    expect(screen.queryByRole('link', { name: 'Live' })).toBeNull();
  });

  it('links no results from an event that is not a tournament', async () => {
    renderAt('/events/winter-kata');
    await screen.findByRole('region', { name: 'Event details' });
    expect(screen.queryByRole('link', { name: /Results/i })).toBeNull();
  });
});

describe('EventPage Share', () => {
  it("opens the phone's share sheet with the page's address where there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderAt('/events/winter-kata');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Winter Kata Championship',
      url: `${window.location.origin}${window.location.pathname}`,
    });
  });

  it('copies the link, and says so, where there is no share sheet', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderAt('/events/winter-kata');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied: paste it into a message to share the event.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`);
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderAt('/events/winter-kata');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Copy this link to share the event: http/)).toBeTruthy();
  });
});

describe('EventPage in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it('reads in Hindi, the past event note too', async () => {
    await act(() => activateLanguage('hi'));
    renderAt('/hi/events/autumn-cup');
    const facts = await screen.findByRole('region', { name: 'इवेंट का विवरण' });
    expect(within(facts).getByRole('note').textContent).toBe('यह इवेंट हो चुका है।');
    // ICU spells the month अक्टूबर or अक्तूबर, by version.
    expect(facts.textContent).toMatch(/1 अक्(ट|त)ूबर 2025, सुबह 10:00 IST/);
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'इस इवेंट के बारे में' })).toBeTruthy();
  });
});
