// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  academyToday,
  addDays,
  type DoorAttendee,
  type EventCheckInReply,
  type EventDoorReply,
} from '@academy/contract';
import * as camera from '../../../components/qr-scanner/camera-scanner.tsx';
import * as qrDecoder from '../../../components/qr-scanner/qr-decoder.ts';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import EventCheckInPage from './event-check-in-page.tsx';

const decoded = { text: null as string | null };
beforeEach(() => {
  vi.spyOn(qrDecoder, 'decodePhoto').mockImplementation(async () => decoded.text);
  // The camera as a button: each press is a frame in which it reads `decoded.text`.
  vi.spyOn(camera, 'hasCamera').mockReturnValue(true);
  vi.spyOn(camera, 'CameraScanner').mockImplementation(({ onRead }) => (
    <button type="button" onClick={() => onRead(decoded.text!)}>
      camera frame
    </button>
  ));
});

const TICKET = 'KKT1.bk1meera000.ABCDEFGHIJKLMNOPQRSTUV';
// 12:42 UTC is 06:12 PM in IST.
const LET_IN_AT = '2026-12-25T12:42:00.000Z';

const attendee = (id: string, fighterName: string, more: Partial<DoorAttendee> = {}): DoorAttendee => ({
  _id: id,
  bookingId: `KKA-${id.toUpperCase()}00`,
  fighterName,
  mobileNumber: '9876543210',
  beltLevel: null,
  checkedInAt: null,
  paymentState: null,
  ...more,
});

const meera = attendee('bk1meera000', 'Meera Nair', { beltLevel: 'Yellow' });
const kabir = attendee('bk2kabir000', 'Kabir Nair');
const zoya = attendee('bk3zoya0000', 'Zoya Khan', { checkedInAt: '2026-12-25T12:30:00.000Z' });

// The door is opened on the event's day: 13:00 UTC is 6:30 PM in India, the same day.
const TODAYS_EVENT = `${academyToday()}T13:00:00.000Z`;

const door = (attendees: DoorAttendee[], eventDateTime = TODAYS_EVENT): EventDoorReply => ({
  status: 1,
  message: 'ok',
  event: { _id: 'e1', eventName: 'Winter Kata Championship', eventDateTime },
  counts: { booked: attendees.length, checkedIn: attendees.filter((one) => one.checkedInAt).length },
  attendees,
});

const letIn = (who: DoorAttendee, already = false, more: Partial<DoorAttendee> = {}): EventCheckInReply => ({
  status: 1,
  message: already ? `${who.fighterName} already checked in at 06:12 PM.` : `${who.fighterName} checked in.`,
  already,
  attendee: { ...who, checkedInAt: LET_IN_AT, ...more },
  counts: { booked: 3, checkedIn: 2 },
});

/** The door as the server keeps it: a check-in it answered shows in the list it sends next. */
/** The tournaments' weigh-in the app hands over, as a stand-in naming the booking it was opened for. */
const WeighIn = ({ bookingId }: { bookingId: string }) => <p>Weigh-in of {bookingId}</p>;
/** The way to the tournament's page the app hands over, as a stand-in naming the event it was given. */
const TournamentLink = ({ eventId }: { eventId: string }) => <a href={`/tournament-of/${eventId}`}>Its tournament</a>;

function renderPage(checkIn: ApiRoutes[string], eventDateTime = TODAYS_EVENT) {
  let attendees = [meera, kabir, zoya];
  const sent = stubApi({
    'GET /api/events/GetEventDoor/e1': () => ({ body: door(attendees, eventDateTime) }),
    'POST /api/events/CheckInTicket/e1': (request) => {
      const reply = typeof checkIn === 'function' ? checkIn(request) : checkIn;
      const { attendee } = reply.body as Partial<EventCheckInReply>;
      if (attendee) attendees = attendees.map((one) => (one._id === attendee._id ? attendee : one));
      return reply;
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/events/e1/check-in']}>
          <Routes>
            <Route
              path="/admin/events/:id/check-in"
              element={<EventCheckInPage WeighIn={WeighIn} TournamentLink={TournamentLink} />}
            />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const checkIns = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/events/CheckInTicket/e1').map((request) => request.body);

async function scanPhotoOf(text: string | null) {
  decoded.text = text;
  fireEvent.change(await screen.findByLabelText('Scan a photo'), {
    target: { files: [new File(['png'], 'ticket.png', { type: 'image/png' })] },
  });
}

/** The big answer's tone (good, warn or bad) once it says `text`. */
async function tone(text: string) {
  const message = await screen.findByText(text);
  const card = message.closest('.check-in-result')!;
  expect(card.getAttribute('role')).toBe('status');
  return card.className.match(/check-in-result--(\w+)/)![1];
}

describe('EventCheckInPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers the way to the event's tournament page, given the event", async () => {
    renderPage({ body: letIn(meera) });
    expect(await screen.findByText('1 of 3 checked in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Its tournament' }).getAttribute('href')).toBe('/tournament-of/e1');
  });

  it('lets a ticket in with a green answer and shows the new counts', async () => {
    const sent = renderPage({ body: letIn(meera) });
    expect(await screen.findByText('1 of 3 checked in')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Winter Kata Championship/ })).toBeTruthy();

    await scanPhotoOf(TICKET);
    expect(await tone('Let in: Meera Nair')).toBe('good');
    expect(screen.getByText('Yellow · KKA-BK1MEERA00000')).toBeTruthy();
    expect(checkIns(sent)).toEqual([{ ticket: TICKET }]);
    // The reply's counts show at once, before the list is read again.
    expect(await screen.findByText('2 of 3 checked in')).toBeTruthy();
    // The one let in is the one weighed, where the event is a tournament.
    expect(screen.getByText(`Weigh-in of ${meera._id}`)).toBeTruthy();
  });

  it('answers amber with the first time for a ticket shown a second time', async () => {
    renderPage({ body: letIn(meera, true) });
    await scanPhotoOf(TICKET);
    expect(await tone('Meera Nair already checked in at 06:12 PM')).toBe('warn');
  });

  it('lets in but answers amber when the entry fee is still to collect', async () => {
    renderPage({ body: letIn(kabir, false, { paymentState: 'pending' }) });
    await scanPhotoOf(TICKET);
    expect(await tone('Let in: Kabir Nair')).toBe('warn');
    expect(screen.getByText('Fee pending: collect it at the door.')).toBeTruthy();
  });

  it('answers red with the server’s words for a ticket of another event and for a forged ticket', async () => {
    renderPage({
      status: 409,
      body: { status: 0, message: 'This ticket is for “Summer Kumite Open”, not this event.' },
    });
    await scanPhotoOf(TICKET);
    expect(await tone('This ticket is for “Summer Kumite Open”, not this event.')).toBe('bad');
    cleanup();

    renderPage({ status: 404, body: { status: 0, message: 'This is not a valid ticket.' } });
    await scanPhotoOf(TICKET);
    expect(await tone('This is not a valid ticket.')).toBe('bad');
  });

  it('refuses a QR code that is no ticket of the academy without asking the server', async () => {
    const sent = renderPage({ body: letIn(meera) });
    await scanPhotoOf('KKA1:ABCD2345');
    expect(await tone('Not a ticket of this academy')).toBe('bad');
    await scanPhotoOf('upi://pay?pa=academy@upi');
    expect(await tone('Not a ticket of this academy')).toBe('bad');
    expect(checkIns(sent)).toEqual([]);
  });

  it('lets a ticket held up to the camera in once, and reads it again once it was out of sight', async () => {
    const sent = renderPage(() => ({ body: letIn(meera, checkIns(sent).length > 1) }));
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    decoded.text = TICKET;
    const frame = async () => fireEvent.click(await screen.findByRole('button', { name: 'camera frame' }));

    await frame();
    expect(await tone('Let in: Meera Nair')).toBe('good');
    // Nine seconds in view, a frame every 250 ms.
    for (let i = 0; i < 36; i++) {
      now += 250;
      await frame();
    }
    expect(checkIns(sent)).toHaveLength(1);
    expect(screen.queryByText(/already checked in/)).toBeNull();

    // Passed to a friend and shown again after 5 s out of sight.
    now += 5000;
    await frame();
    expect(await tone('Meera Nair already checked in at 06:12 PM')).toBe('warn');
    expect(checkIns(sent)).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('finds a guest by name and checks them in from the list; one already in shows when they came', async () => {
    const sent = renderPage(({ body }) => {
      expect(body).toEqual({ bookingId: kabir._id });
      return { body: letIn(kabir) };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'By name' }));
    const search = screen.getByLabelText('Find a guest');

    fireEvent.change(search, { target: { value: 'zoya' } });
    const zoyaRow = screen.getByText('Zoya Khan').closest('li')!;
    expect(within(zoyaRow).getByText('In at 06:00 PM')).toBeTruthy();
    expect(within(zoyaRow).queryByRole('button')).toBeNull();

    fireEvent.change(search, { target: { value: '  NAIR ' } });
    expect(screen.getByText('2 matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check in Kabir Nair' }));
    expect(await tone('Let in: Kabir Nair')).toBe('good');
    expect(checkIns(sent)).toEqual([{ bookingId: kabir._id }]);
    // The row now says when Kabir came instead of offering the button again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check in Kabir Nair' })).toBeNull());
    expect(within(screen.getByText('Kabir Nair').closest('li')!).getByText('In at 06:12 PM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check in Meera Nair' })).toBeTruthy();
  });

  it("warns at another day's door and lets guests in only once told to", async () => {
    const day = addDays(academyToday(), 7);
    const sent = renderPage({ body: letIn(meera) }, `${day}T13:00:00.000Z`);
    const warning = await screen.findByRole('alert');
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const words = new Intl.DateTimeFormat('en-IN', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, d)));
    expect(warning.textContent).toContain(`This event is on ${words}, not today.`);
    expect(screen.queryByRole('button', { name: 'camera frame' })).toBeNull();
    expect(screen.queryByRole('button', { name: /By name/ })).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Check in anyway' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await scanPhotoOf(TICKET);
    expect(await tone('Let in: Meera Nair')).toBe('good');
    expect(checkIns(sent)).toEqual([{ ticket: TICKET }]);
  });

  it('says so when nobody booked under what was typed', async () => {
    renderPage({ body: letIn(meera) });
    fireEvent.click(await screen.findByRole('button', { name: 'By name' }));
    fireEvent.change(screen.getByLabelText('Find a guest'), { target: { value: 'Arjun' } });
    expect(screen.getByText('Nobody booked under that name, number or code.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
