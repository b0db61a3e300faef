// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AcademyEvent, FamilyProfile } from '@academy/contract';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../../lib/session.ts';
import {
  bornYearsAgo,
  fighterFixture,
  ranksRoute,
  stubApi,
  type ApiRoutes,
  type SentRequest,
} from '../../../../test-api.ts';
import { BookingModal } from './booking-modal.tsx';

const EVENT: AcademyEvent = {
  _id: 'e1',
  eventName: 'Winter Cup',
  eventDescription: '',
  address: 'Balewadi, Pune',
  eventDateTime: '2026-12-20T04:30:00.000Z',
  eventImageUrl: null,
  eventThumbnailUrl: null,
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: 0,
  entryFee: 500,
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  createdAt: '2026-11-01T04:30:00.000Z',
};
const FULL: AcademyEvent = { ...EVENT, totalSeats: 20, totalBookings: 20, waitingCount: 2 };
const TICKET = 'KKT1.bk_9f3a2c71d4e8.AbCdEfGhIjKlMnOpQrStUv';

const ASHA = fighterFixture({
  beltLevel: 'Black',
  height: 160,
  weight: 55,
  masterName: 'Sensei Rao',
  academyName: 'Kaizen',
});
const MIRA: FamilyProfile = {
  ...fighterFixture({
    id: 'c1',
    fullName: 'Mira Rao',
    age: null,
    dateOfBirth: bornYearsAgo(9),
    guardianId: 'f1',
    beltLevel: 'Yellow',
    height: 130,
    weight: 28,
    masterName: 'Sensei Rao',
    academyName: 'Kaizen',
  }),
  consent: null,
};

const BOOKED = {
  status: 1,
  message: 'Seat booked',
  data: {
    bookingId: 'B1',
    eventId: 'e1',
    eventName: 'Winter Cup',
    eventDateTime: EVENT.eventDateTime,
    eventLocation: EVENT.address,
    eventFee: 500,
    bookingTime: '2026-11-25T05:00:00.000Z',
    fighterName: 'x',
    email: 'x@example.com',
    mobileNumber: '9876543210',
    age: 9,
    beltLevel: 'Yellow',
    academyName: 'Kaizen',
    masterName: 'Sensei Rao',
    discipline: 'Karate',
    height: 130,
    weight: 28,
  },
  payment: null,
  ticket: TICKET,
};
const JOINED = {
  status: 1,
  message: 'Added to the waiting list',
  entry: { _id: 'w1', eventId: 'e1', fighterName: 'Kabir Shah', position: 3 },
};
const eventsReply = (event: AcademyEvent) => ({ body: { status: 1, message: 'ok', events: [event] } });

let sent: SentRequest[];
const onBooked = vi.fn();

function renderModal(profiles: FamilyProfile[] = [], { event = EVENT, routes = {} as ApiRoutes } = {}) {
  sent = stubApi({
    ...ranksRoute,
    'GET /api/Fighters/GetFighterDetailsById/f1': { body: { status: 1, message: 'ok', fighter: ASHA } },
    'GET /api/Families/GetFamily': { body: { status: 1, message: 'ok', profiles } },
    'POST /api/Bookings/BookEvent': { body: BOOKED },
    'GET /api/Bookings/GetBookingPrefill': { body: { status: 1, message: 'ok', profiles: [] } },
    'POST /api/Waitlist/JoinWaitlist': { status: 201, body: JOINED },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BookingModal event={event} show onHide={() => {}} onBooked={onBooked} animation={false} />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return within(screen.getByRole('dialog'));
}

type Dialog = ReturnType<typeof renderModal>;

/** A visitor's booking, every attendee field filled in. */
async function fillAttendee(dialog: Dialog, age: string) {
  await userEvent.type(dialog.getByLabelText('Name'), 'Kabir Shah');
  await userEvent.type(dialog.getByLabelText('Email'), 'parent@example.com');
  await userEvent.type(dialog.getByLabelText('Mobile Number'), '9876501234');
  await userEvent.type(dialog.getByLabelText('Age'), age);
  const belt = dialog.getByLabelText('Belt Level');
  await within(belt).findByRole('option', { name: 'White · 10th kyu' });
  await userEvent.selectOptions(belt, 'White · 10th kyu');
  await userEvent.type(dialog.getByLabelText('Height (cm)'), '140');
  await userEvent.type(dialog.getByLabelText('Weight (kg)'), '35');
  await userEvent.selectOptions(dialog.getByLabelText('Discipline'), 'Karate');
  await userEvent.type(dialog.getByLabelText('Master Name'), 'Sensei Rao');
  await userEvent.type(dialog.getByLabelText('Academy Name'), 'Kaizen');
}

const guardianBlock = (dialog: Dialog) => dialog.queryByRole('group', { name: 'Parent or guardian' });
const bookingSent = () => sent.find(({ path }) => path === '/api/Bookings/BookEvent')?.body as Record<string, unknown>;
const joinSent = () => sent.find(({ path }) => path === '/api/Waitlist/JoinWaitlist')?.body as Record<string, unknown>;
const book = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Book a Seat' }));

/** The details the form took from the family's records and shows rather than asks, as label: value. */
function recordsShown(dialog: Dialog): Record<string, string> {
  const region = dialog.queryByRole('region', { name: /: from your records$/ });
  if (!region) return {};
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );
}

beforeEach(() => onBooked.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the booking form for a visitor', () => {
  it('asks for a parent or guardian for an attendee under 18 only', async () => {
    const dialog = renderModal();
    expect(guardianBlock(dialog)).toBeNull();
    await userEvent.type(dialog.getByLabelText('Age'), '12');
    expect(guardianBlock(dialog)).toBeTruthy();
    await userEvent.clear(dialog.getByLabelText('Age'));
    await userEvent.type(dialog.getByLabelText('Age'), '18');
    expect(guardianBlock(dialog)).toBeNull();
  });

  it('sends the guardian for a child, once they agreed to the privacy notice', async () => {
    const dialog = renderModal();
    await fillAttendee(dialog, '12');
    const guardian = within(guardianBlock(dialog)!);
    await userEvent.type(guardian.getByLabelText("Parent or guardian's full name"), 'Meera Shah');
    await userEvent.selectOptions(guardian.getByLabelText('Relation to the child'), 'Mother');
    await userEvent.type(guardian.getByLabelText("Parent or guardian's mobile number"), '9876501234');
    await userEvent.type(guardian.getByLabelText("Parent or guardian's email"), 'parent@example.com');
    await book(dialog);
    expect(await guardian.findByText('Please agree to the privacy notice to continue.')).toBeTruthy();
    expect(bookingSent()).toBeUndefined();

    await userEvent.click(guardian.getByRole('checkbox', { name: /^I am Kabir Shah's parent or lawful guardian/ }));
    await book(dialog);
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(bookingSent()).toMatchObject({
      fighterName: 'Kabir Shah',
      age: 12,
      guardian: {
        name: 'Meera Shah',
        relation: 'Mother',
        mobileNumber: '9876501234',
        email: 'parent@example.com',
        agreed: true,
      },
    });
  });

  it('sends no guardian for an adult', async () => {
    const dialog = renderModal();
    await fillAttendee(dialog, '19');
    await book(dialog);
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(onBooked).toHaveBeenCalledWith(BOOKED.data, null, TICKET, null);
    expect(bookingSent()).toMatchObject({
      fighterName: 'Kabir Shah',
      age: 19,
      beltLevel: 'White 10 kyu',
      guardian: null,
    });
  });

  it("offers the academy's belts and still requires one", async () => {
    const dialog = renderModal();
    const belt = dialog.getByLabelText('Belt Level');
    await within(belt).findByRole('option', { name: 'Black · 3rd dan' });
    const options = within(belt).getAllByRole('option');
    expect(options[0]!.textContent).toBe('Select Belt Level');
    expect(options).toHaveLength(13);
    await book(dialog);
    expect(await dialog.findByText('Belt Level is required.')).toBeTruthy();
    expect(bookingSent()).toBeUndefined();
  });
});

describe('the booking form for a logged-in parent', () => {
  beforeEach(() => saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' }));

  it("books for a child of the family with the child's details and no guardian block", async () => {
    const dialog = renderModal([{ ...ASHA, consent: null }, MIRA]);
    const bookingFor = await dialog.findByLabelText('Booking for');
    expect(
      within(bookingFor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Asha Rao (you)', 'Mira Rao']);
    await vi.waitFor(() => expect(recordsShown(dialog)['Name']).toBe('Asha Rao'));

    await userEvent.selectOptions(bookingFor, 'c1');
    // Everything the records hold is shown, not asked: the form has nothing left to type.
    expect(recordsShown(dialog)).toMatchObject({ Name: 'Mira Rao', Age: '9', 'Belt Level': 'Yellow 9 kyu' });
    expect(dialog.queryByLabelText('Name')).toBeNull();
    expect(dialog.queryAllByRole('textbox')).toEqual([]);
    expect(guardianBlock(dialog)).toBeNull();

    await book(dialog);
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(bookingSent()).toMatchObject({
      fighterId: 'c1',
      fighterName: 'Mira Rao',
      age: 9,
      beltLevel: 'Yellow 9 kyu',
      guardian: null,
    });
    // The confirmation thanks the parent who booked, not the child.
    expect(onBooked.mock.calls[0]?.[3]).toBe('Asha Rao');
  });

  it('takes what the profile lacks from the records and asks only for what neither holds', async () => {
    const kabir: FamilyProfile = {
      ...MIRA,
      id: 'c2',
      fullName: 'Kabir Rao',
      height: null,
      weight: null,
      discipline: null,
      masterName: null,
      academyName: null,
    };
    const dialog = renderModal([{ ...ASHA, consent: null }, kabir], {
      routes: {
        'GET /api/Bookings/GetBookingPrefill': {
          body: {
            status: 1,
            message: 'ok',
            profiles: [
              {
                fighterId: 'c2',
                beltLevel: null,
                height: 124,
                weight: 26,
                discipline: null,
                masterName: 'Sensei Leela Rao',
                academyName: 'Kaizen Karate Academy',
              },
            ],
          },
        },
      },
    });
    const bookingFor = await dialog.findByLabelText('Booking for');
    await vi.waitFor(() => expect(recordsShown(dialog)['Name']).toBe('Asha Rao'));
    await userEvent.selectOptions(bookingFor, 'c2');
    expect(recordsShown(dialog)).toMatchObject({
      Name: 'Kabir Rao',
      'Height (cm)': '124',
      'Weight (kg)': '26',
      'Master Name': 'Sensei Leela Rao',
      'Academy Name': 'Kaizen Karate Academy',
    });
    // Only the style is asked: neither the profile nor the records hold it.
    expect(dialog.queryByLabelText('Height (cm)')).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('Discipline'), 'Karate');
    await book(dialog);
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(bookingSent()).toMatchObject({
      fighterId: 'c2',
      height: 124,
      weight: 26,
      discipline: 'Karate',
      masterName: 'Sensei Leela Rao',
      academyName: 'Kaizen Karate Academy',
    });
  });

  it("asks for a guardian, prefilled with the parent's details, for a child who is not on the family's profiles", async () => {
    const dialog = renderModal([{ ...ASHA, consent: null }, MIRA]);
    await vi.waitFor(() => expect(recordsShown(dialog)['Name']).toBe('Asha Rao'));
    await userEvent.click(dialog.getByRole('button', { name: 'Change details' }));
    expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'Asha Rao');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Kabir Shah');
    await userEvent.clear(dialog.getByLabelText('Age'));
    await userEvent.type(dialog.getByLabelText('Age'), '11');
    const guardian = within(guardianBlock(dialog)!);
    expect(guardian.getByLabelText("Parent or guardian's full name")).toHaveProperty('value', 'Asha Rao');
    expect(guardian.getByLabelText("Parent or guardian's email")).toHaveProperty('value', 'asha@example.com');
  });

  it("starts the belt on the syllabus's rank the profile names", async () => {
    const dialog = renderModal([{ ...ASHA, consent: null }]);
    await vi.waitFor(() => expect(recordsShown(dialog)['Belt Level']).toBe('Black 1 dan'));
  });

  it('starts on the eldest child for a parent who does not train, who can still book for themself', async () => {
    const parent = { ...ASHA, trains: false };
    const dialog = renderModal([{ ...parent, consent: null }, MIRA], {
      routes: { 'GET /api/Fighters/GetFighterDetailsById/f1': { body: { status: 1, message: 'ok', fighter: parent } } },
    });
    const bookingFor = await dialog.findByLabelText('Booking for');
    await vi.waitFor(() => expect(bookingFor).toHaveProperty('value', 'c1'));
    expect(recordsShown(dialog)).toMatchObject({ Name: 'Mira Rao', 'Belt Level': 'Yellow 9 kyu' });
    expect(within(bookingFor).getByRole('option', { name: 'Asha Rao (you)' })).toBeTruthy();

    await userEvent.selectOptions(bookingFor, 'f1');
    expect(recordsShown(dialog)['Name']).toBe('Asha Rao');
    await book(dialog);
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(bookingSent()).toMatchObject({ fighterId: 'f1', fighterName: 'Asha Rao' });
  });

  it('shows no "Booking for" to a fighter without children', async () => {
    const dialog = renderModal([{ ...ASHA, consent: null }]);
    await vi.waitFor(() => expect(recordsShown(dialog)['Name']).toBe('Asha Rao'));
    expect(dialog.queryByLabelText('Booking for')).toBeNull();
    expect(sent.some(({ path }) => path === '/api/Families/GetFamily')).toBe(true);
  });
});

describe('a full event', () => {
  it('opens the same form as Join the waiting list, sends it there and says where in line the attendee stands', async () => {
    const dialog = renderModal([], { event: FULL });
    expect(dialog.getByText('Join the waiting list', { selector: '.booking-modal__eyebrow' })).toBeTruthy();
    expect(dialog.getByText('2 people are waiting.')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Book a Seat' })).toBeNull();
    // The same checks as a booking: nothing leaves before the form is complete.
    await userEvent.click(dialog.getByRole('button', { name: 'Join the waiting list' }));
    expect(await dialog.findByText('Belt Level is required.')).toBeTruthy();
    expect(joinSent()).toBeUndefined();

    await fillAttendee(dialog, '19');
    await userEvent.click(dialog.getByRole('button', { name: 'Join the waiting list' }));
    expect(await dialog.findByText("You're number 3 in line. We'll email you when a seat frees up.")).toBeTruthy();
    expect(joinSent()).toMatchObject({ eventId: 'e1', fighterName: 'Kabir Shah', age: 19, guardian: null });
    expect(bookingSent()).toBeUndefined();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('offers the waiting list when the last seat went while the form was filled in, keeping what was typed', async () => {
    const dialog = renderModal([], {
      routes: {
        'POST /api/Bookings/BookEvent': {
          status: 409,
          body: { status: 0, message: 'Sorry, this event is fully booked.' },
        },
        'GET /api/events/GetAllEvents': eventsReply(FULL),
      },
    });
    await fillAttendee(dialog, '19');
    await book(dialog);
    expect(await dialog.findByText(/Someone has just taken the last seat/)).toBeTruthy();
    expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'Kabir Shah');
    await userEvent.click(dialog.getByRole('button', { name: 'Join the waiting list' }));
    expect(await dialog.findByText(/You're number 3 in line/)).toBeTruthy();
    expect(joinSent()).toMatchObject({ fighterName: 'Kabir Shah', email: 'parent@example.com', age: 19 });
  });

  it('shows any other refusal as the server words it', async () => {
    const dialog = renderModal([], {
      routes: {
        'POST /api/Bookings/BookEvent': {
          status: 409,
          body: { status: 0, message: 'Kabir Shah already has a seat at this event.' },
        },
        'GET /api/events/GetAllEvents': eventsReply(EVENT),
      },
    });
    await fillAttendee(dialog, '19');
    await book(dialog);
    expect(await screen.findByText('Kabir Shah already has a seat at this event.')).toBeTruthy();
    expect(dialog.queryByText(/Someone has just taken the last seat/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Book a Seat' })).toBeTruthy();
  });
});
