import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import {
  categoryKey,
  categoryName,
  ENDPOINTS,
  ENGLISH,
  generateCategories,
  WKF_2023_PROFILE,
  type MessageKey,
  type RuleProfile,
  type TournamentCategory,
  type TournamentDiscipline,
  type TournamentEntry,
  type TournamentReply,
} from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { OWNER_ACCOUNT, stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import TournamentPage from './tournament-page.tsx';

export const EVENT_ID = 'e1';
export const EVENT_NAME = 'Kaizen Winter Kata Championship 2026';
/** The tournament day: a cadet (14–15) was born in 2011 or 2012. */
export const DAY = '2026-12-20';

/**
 * The tests' today, ten days before the tournament: entries and rule changes close once the day is over, so the
 * screens are read on a fixed day whatever day the tests run (only Date is pinned; timers run as ever).
 */
export const TODAY = '2026-12-10';

/** Pins Date to TODAY, noon in India, for the screens' "is the tournament day over". */
export function pinToday(day = TODAY) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T06:30:00.000Z`) });
}

export const path = (endpoint: { path: string }, id: string) => endpoint.path.replace(':id', id);
export const GET_TOURNAMENT = `GET ${path(ENDPOINTS.GetTournament, EVENT_ID)}`;

/** The contract's English words, as the server names categories in an English request. */
const say = (key: MessageKey, values: Record<string, string | number> = {}) =>
  ENGLISH[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

interface TournamentOptions {
  profile?: RuleProfile;
  disciplines?: TournamentDiscipline[];
  ageGroups?: string[];
  categoryFee?: number;
  entries?: TournamentEntry[];
  /** Ids of the categories already drawn. */
  drawn?: string[];
  /** The tournament day; DAY unless told. */
  day?: string;
}

/**
 * GetTournament's reply for a tournament of the profile's categories (ids c1, c2, ... in the profile's order), each
 * counting the entries given. Cadets' kata and kumite: c1 and c2 are kata (male, female), c3 to c7 male kumite
 * (−52 to +70 kg), c8 to c11 female kumite (−47 to +61 kg).
 */
export function tournamentReply({
  profile = WKF_2023_PROFILE,
  disciplines = ['kata', 'kumite'],
  ageGroups = ['cadets'],
  categoryFee = 500,
  entries = [],
  drawn = [],
  day = DAY,
}: TournamentOptions = {}): TournamentReply {
  const categories: TournamentCategory[] = generateCategories(profile, disciplines, ageGroups).map((criteria, i) => {
    const id = `c${i + 1}`;
    return {
      id,
      key: categoryKey(criteria),
      criteria,
      name: categoryName(say, criteria, profile),
      position: i + 1,
      format: null,
      entries: entries.filter((entry) => entry.categoryId === id && entry.state !== 'withdrawn').length,
      checkedIn: 0,
      drawnAt: drawn.includes(id) ? '2026-12-10T05:00:00.000Z' : null,
      publishedAt: null,
    };
  });
  return {
    status: 1,
    message: 'Tournament fetched.',
    tournament: {
      eventId: EVENT_ID,
      eventName: EVENT_NAME,
      day,
      profile,
      disciplines,
      ageGroups,
      categoryFee,
      categories,
    },
    entries,
  };
}

/** An entry as the API sends it: a 14-year-old male cadet of 50 kg, 5th kyu, unless told otherwise. */
export function entry(
  overrides: Partial<TournamentEntry> & Pick<TournamentEntry, 'id' | 'categoryId'>,
): TournamentEntry {
  return {
    athleteName: 'Aarav Shah',
    gender: 'male',
    dateOfBirth: '2012-06-01',
    age: 14,
    weightKg: 50,
    weighedKg: null,
    level: 6,
    club: 'Shotokan Pune',
    seed: null,
    state: 'entered',
    bookingId: null,
    fighterId: null,
    paymentState: null,
    ...overrides,
  };
}

/** GetMyStaffAccount for the front desk, whose page this is read-only but for entering athletes. */
export const FRONT_DESK: ApiRoutes = {
  [`GET ${ENDPOINTS.GetMyStaffAccount.path}`]: {
    body: {
      ...(OWNER_ACCOUNT.body as object),
      member: { ...(OWNER_ACCOUNT.body as { member: object }).member, role: 'frontDesk' },
    },
  },
};

/** Renders /admin/events/e1/tournament against the routes given, on TODAY; answers the calls it made. */
export function renderTournamentPage(routes: ApiRoutes): SentRequest[] {
  pinToday();
  const sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/admin/events/${EVENT_ID}/tournament`]}>
          <Routes>
            <Route path="/admin/events/:id/tournament" element={<TournamentPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

export const posted = (sent: SentRequest[], endpoint: { path: string }, id: string) =>
  sent.filter((request) => request.method === 'POST' && request.path === path(endpoint, id));
