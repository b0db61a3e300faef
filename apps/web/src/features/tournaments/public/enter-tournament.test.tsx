// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ENDPOINTS,
  type AcademyEvent,
  type EnterTournamentReply,
  type EnterTournamentRequest,
  type TournamentCategoriesReply,
} from '@academy/contract';
import { saveLogin } from '../../../lib/session.ts';
import { fighterFixture, ranksRoute, stubApi, type ApiRoutes } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import { EVENT_ID, EVENT_NAME, path, tournamentReply } from '../staff/test-tournament.tsx';
import { CSV_TEMPLATE } from '../entering/athletes-csv.ts';
import EnterTournament from './enter-tournament.tsx';

const CATEGORIES = `GET ${path(ENDPOINTS.GetTournamentCategories, EVENT_ID)}`;
const ENTER = `POST ${path(ENDPOINTS.EnterTournament, EVENT_ID)}`;

const { tournament } = tournamentReply();
const rules: TournamentCategoriesReply = {
  status: 1,
  message: 'Categories fetched.',
  eventId: EVENT_ID,
  eventName: EVENT_NAME,
  day: tournament!.day,
  categoryFee: tournament!.categoryFee,
  profile: tournament!.profile,
  categories: tournament!.categories,
  closed: false,
};

const entered = (request: EnterTournamentRequest): EnterTournamentReply => ({
  status: 1,
  message: `${request.athletes.length} athletes entered.`,
  eventId: EVENT_ID,
  eventName: EVENT_NAME,
  athletes: request.athletes.map((athlete, index) => ({
    bookingId: `KKA-00000${index}`,
    athleteName: athlete.athleteName,
    ticket: `ticket-${index}`,
    categories: ['Kata · Male · Cadets (14–15)'],
    feePaise: 50000 * athlete.categoryIds.length,
  })),
  payment: {
    paymentId: 'p1',
    reference: 'P-ABC123',
    state: 'pending',
    amountPaise: 150000,
    holdUntil: null,
    linkSecret: 'secret-1',
  },
});

const event = { _id: EVENT_ID, eventName: EVENT_NAME, isTournament: true } as AcademyEvent;

function renderForm(routes: ApiRoutes) {
  const sent = stubApi({ [CATEGORIES]: { body: rules }, ...ranksRoute, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EnterTournament event={event} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const sentEntry = (sent: ReturnType<typeof stubApi>) =>
  sent.find((request) => `${request.method} ${request.path}` === ENTER)?.body as EnterTournamentRequest | undefined;

beforeAll(() => shimSelects());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a club's coach entering a team", () => {
  it('brings three athletes from a CSV, agrees for their guardians, and is sent to pay once by UPI', async () => {
    const user = userEvent.setup();
    const sent = renderForm({ [ENTER]: (request) => ({ body: entered(request.body as EnterTournamentRequest) }) });
    await user.type(await screen.findByLabelText('Your name'), 'Sensei Ravi Naik');
    await user.type(screen.getByLabelText('Email'), 'ravi@tigers.in');
    await user.type(screen.getByLabelText(/Mobile/), '98201 23456');
    await user.type(screen.getByLabelText('Club or academy'), 'Tigers Dojo');
    await user.type(screen.getByLabelText('Coach'), 'Sensei Ravi Naik');
    const csv = `${CSV_TEMPLATE}Vihaan Rao,M,2012-01-10,55,5 kyu,kumite\nMeher Shah,F,01/02/2011,,1 dan,kata\n`;
    await user.upload(screen.getByLabelText('Import a CSV'), new File([csv], 'team.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/The file's athletes are below/)).toBeTruthy();
    // The blank first row gave way to the file's three.
    expect(screen.getAllByRole('region', { name: /^Athlete \d$/ })).toHaveLength(3);
    expect(screen.getByText('3 athletes · 4 entries · ₹2,000.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enter and pay' }));
    expect(await screen.findByText(/guardian/, { selector: '.invalid-feedback' })).toBeTruthy();
    expect(sentEntry(sent)).toBeUndefined();
    await user.click(screen.getByLabelText(/I am the parent or guardian/));
    await user.click(screen.getByRole('button', { name: 'Enter and pay' }));

    const pay = await screen.findByRole('link', { name: 'Pay ₹1,500.00 by UPI' });
    expect(pay.getAttribute('href')).toBe('/pay/p1#secret=secret-1');
    const request = sentEntry(sent)!;
    expect(request).toMatchObject({ contactName: 'Sensei Ravi Naik', club: 'Tigers Dojo', guardiansAgree: true });
    // The schema reads the mobile as typed and sends its 10 digits.
    expect(request.mobileNumber).toBe('9820123456');
    expect(request.athletes.map((athlete) => [athlete.athleteName, athlete.categoryIds])).toEqual([
      ['Aarav Joshi', ['c1', 'c3']],
      ['Vihaan Rao', ['c4']],
      ['Meher Shah', ['c2']],
    ]);
    expect(screen.getAllByText(/KKA-00000/)).toHaveLength(3);
  });
});

describe('a parent entering their child', () => {
  it('adds the child from the family’s records, with the account as the one entering', async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    const user = userEvent.setup();
    const parent = fighterFixture({ id: 'f1', fullName: 'Asha Rao', trains: false });
    const child = fighterFixture({
      id: 'k1',
      fullName: 'Riya Rao',
      guardianId: 'f1',
      gender: 'Female',
      dateOfBirth: '2012-05-01',
      rankId: 'r4',
    });
    const sent = renderForm({
      [`GET ${ENDPOINTS.GetFamily.path}`]: { body: { status: 1, message: 'ok', profiles: [parent, child] } },
      [ENTER]: (request) => ({ body: entered(request.body as EnterTournamentRequest) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Riya Rao' }));
    const athlete = within(screen.getByRole('region', { name: 'Athlete 1' }));
    expect((athlete.getByLabelText('Full name') as HTMLInputElement).value).toBe('Riya Rao');
    expect(screen.getByRole('button', { name: 'Riya Rao' }).hasAttribute('disabled')).toBe(true);
    await user.click(athlete.getByLabelText('Kata · Female · Cadets (14–15)'));
    await user.type(screen.getByLabelText('Coach'), 'Sensei Meera');
    await user.click(screen.getByLabelText(/I am the parent or guardian/));
    await user.click(screen.getByRole('button', { name: 'Enter and pay' }));
    await screen.findByRole('link', { name: /by UPI/ });
    expect(sentEntry(sent)).toMatchObject({
      contactName: 'Asha Rao',
      email: 'asha@example.com',
      club: 'Kaizen Karate Academy',
      athletes: [{ athleteName: 'Riya Rao', gender: 'female', fighterId: 'k1', categoryIds: ['c2'] }],
    });
  });
});
