import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ENDPOINTS,
  type CategoryBoutView,
  type CategoryFormat,
  type CategoryReply,
  type TournamentEntry,
} from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import CategoryPage from './category-page.tsx';
import { entry, EVENT_ID, GET_TOURNAMENT, path, pinToday, tournamentReply } from './test-tournament.tsx';

export const CATEGORY_ID = 'c3';
export const CATEGORY_NAME = 'Kumite · Male · Cadets (14–15) · −52 kg';
export const GET_CATEGORY = `GET ${path(ENDPOINTS.GetCategory, CATEGORY_ID)}`;
export const post = (endpoint: { path: string }) => `POST ${path(endpoint, CATEGORY_ID)}`;

/** Four cadets of four clubs, e1 to e4. */
export const ATHLETES: TournamentEntry[] = [
  entry({ id: 'e1', categoryId: CATEGORY_ID, athleteName: 'Aarav Shah', club: 'Shotokan Pune' }),
  entry({ id: 'e2', categoryId: CATEGORY_ID, athleteName: 'Kabir Rao', club: 'Kaizen Karate Academy' }),
  entry({ id: 'e3', categoryId: CATEGORY_ID, athleteName: 'Om Kulkarni', club: 'Goju Ryu Nashik' }),
  entry({ id: 'e4', categoryId: CATEGORY_ID, athleteName: 'Jay More', club: 'Kyokushin Mumbai' }),
];

/** A bout as GetCategory sends it: a first-round main bout, ready, unless told otherwise. */
export function bout(overrides: Partial<CategoryBoutView> & Pick<CategoryBoutView, 'id'>): CategoryBoutView {
  return {
    round: 1,
    kind: 'main',
    aka: null,
    ao: null,
    state: 'ready',
    winner: null,
    decision: null,
    method: null,
    akaScore: null,
    aoScore: null,
    ...overrides,
  };
}

/** A bout decided for `side` by points. */
export function won(
  overrides: Partial<CategoryBoutView> & Pick<CategoryBoutView, 'id' | 'aka' | 'ao'>,
  side: 'aka' | 'ao',
  [akaScore, aoScore]: [number, number] = side === 'aka' ? [3, 1] : [1, 3],
): CategoryBoutView {
  return bout({
    state: 'done',
    decision: side,
    winner: overrides[side],
    method: 'points',
    akaScore,
    aoScore,
    ...overrides,
  });
}

interface CategoryOptions {
  format?: CategoryFormat | null;
  drawn?: boolean;
  published?: boolean;
  entries?: TournamentEntry[];
  bouts?: CategoryBoutView[];
  next?: string[];
  seedValue?: number | null;
  finished?: boolean;
  message?: string;
}

/** GetCategory's reply for c3, the cadets' −52 kg kumite of test-tournament.tsx; open, undrawn, unless told. */
export function categoryReply({
  format = null,
  drawn = format !== null,
  published = false,
  entries = ATHLETES,
  bouts = [],
  next = [],
  seedValue = drawn ? 123456 : null,
  finished = false,
  message = 'Category fetched.',
}: CategoryOptions = {}): CategoryReply {
  const { tournament } = tournamentReply({ entries });
  const category = tournament!.categories.find((each) => each.id === CATEGORY_ID)!;
  return {
    status: 1,
    message,
    category: {
      ...category,
      format,
      drawnAt: drawn ? '2026-12-10T05:00:00.000Z' : null,
      publishedAt: published ? '2026-12-10T06:00:00.000Z' : null,
    },
    entries,
    seedValue,
    bouts,
    next,
    standings: null,
    kataRounds: null,
    placings: drawn ? { first: null, second: null, third: [] } : null,
    finished,
  };
}

/**
 * Renders /admin/events/e1/tournament/categories/c3 against the routes given (GetTournament answers the cadets'
 * tournament unless they say otherwise), on TODAY; answers the calls it made.
 */
export function renderCategoryPage(routes: ApiRoutes): SentRequest[] {
  pinToday();
  const sent = stubApi({ [GET_TOURNAMENT]: { body: tournamentReply({ entries: ATHLETES }) }, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/admin/events/${EVENT_ID}/tournament/categories/${CATEGORY_ID}`]}>
          <Routes>
            <Route path="/admin/events/:id/tournament/categories/:categoryId" element={<CategoryPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}
