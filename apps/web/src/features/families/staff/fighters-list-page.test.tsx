// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { academyToday, type Fighter } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { batchFixture } from '../../../test-classes.ts';
import { fighterFixture, RANKS, ranksRoute, stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import FightersListPage from './fighters-list-page.tsx';

const KIDS = batchFixture();
const ADULTS = batchFixture({ id: 'b2', name: 'Adults Morning Batch', program: 'Adults Karate' });

const ASHA = fighterFixture({ id: 'f1', fullName: 'Asha Rao', rankId: 'r2', beltLevel: 'Yellow' });
const RAHUL = fighterFixture({ id: 'f2', fullName: 'राहुल शर्मा', email: 'rahul@example.com', rankId: 'r2' });
const MEERA = fighterFixture({ id: 'f3', fullName: 'Meera Iyer', email: 'meera@example.com', rankId: null });

/** Who the server lists under each filter: its members by batch, its holders by rank. */
const IN_BATCH: Record<string, Fighter[]> = { b1: [ASHA, MEERA], b2: [RAHUL] };

let sent: SentRequest[];
/** GetAllFighters's query strings, in the order asked. */
let asked: string[];
let address: string;

function Address() {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  return null;
}

function renderPage(start = '/admin/fighters', routes: ApiRoutes = {}) {
  let query = new URLSearchParams();
  sent = stubApi({
    ...ranksRoute,
    'GET /api/Classes/GetAllBatches': { body: { status: 1, message: 'ok', batches: [KIDS, ADULTS] } },
    'GET /api/Fighters/GetAllFighters': () => {
      const rankId = query.get('rankId');
      const batchId = query.get('batchId');
      const fighters = (batchId ? (IN_BATCH[batchId] ?? []) : [ASHA, RAHUL, MEERA]).filter(
        (fighter) => !rankId || fighter.rankId === rankId,
      );
      return { body: { status: 1, message: 'ok', fighters } };
    },
    ...routes,
  });
  // The stub keeps paths; the filters travel in the query string.
  const stubbed = globalThis.fetch;
  asked = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/Fighters/GetAllFighters') {
      query = url.searchParams;
      asked.push(url.search);
    }
    return stubbed(input, init);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[start]}>
          <FightersListPage />
          <Address />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The list's rows: each fighter's name and the Rank column's words. */
function rows() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[1]!.textContent} | ${cells[2]!.textContent}`;
    });
}

const filters = () => within(screen.getByRole('group', { name: 'Filter the fighters' }));

beforeAll(shimSelects);
beforeEach(() => saveLogin({ token: 'admin-token', userType: 'admin', userId: 'a1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the fighters list', () => {
  it('filters by rank and by batch through the address, and Clear filters lists everyone again', async () => {
    renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      'Asha Rao | Yellow · 9th kyu',
      'राहुल शर्मा | Yellow · 9th kyu',
      'Meera Iyer | —No rank on record',
    ]);
    expect(asked).toEqual(['']);
    expect(filters().queryByRole('button', { name: 'Clear filters' })).toBeNull();

    const rank = filters().getByRole('combobox', { name: 'Rank' });
    await waitFor(() => expect(within(rank).getAllByRole('option')).toHaveLength(RANKS.length + 1));
    await user.selectOptions(rank, 'Yellow · 9th kyu');
    expect(address).toBe('/admin/fighters?rankId=r2');
    await waitFor(() => expect(asked.at(-1)).toBe('?rankId=r2'));
    await waitFor(() => expect(rows()).toEqual(['Asha Rao | Yellow · 9th kyu', 'राहुल शर्मा | Yellow · 9th kyu']));

    const batch = filters().getByRole('combobox', { name: 'Batch' });
    await user.selectOptions(batch, 'Evening Kids Karate');
    expect(address).toBe('/admin/fighters?rankId=r2&batchId=b1');
    await waitFor(() => expect(asked.at(-1)).toBe('?rankId=r2&batchId=b1'));
    await waitFor(() => expect(rows()).toEqual(['Asha Rao | Yellow · 9th kyu']));
    expect(screen.getByText('Total Fighters:').textContent).toBe('Total Fighters: 1');

    // All ranks drops the rank and keeps the batch.
    await user.selectOptions(rank, 'All ranks');
    expect(address).toBe('/admin/fighters?batchId=b1');
    await waitFor(() => expect(rows()).toEqual(['Asha Rao | Yellow · 9th kyu', 'Meera Iyer | —No rank on record']));
    expect(asked.at(-1)).toBe('?batchId=b1');

    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    expect(address).toBe('/admin/fighters');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(asked.at(-1)).toBe('');
    expect((rank as HTMLSelectElement).value).toBe('');
    expect((batch as HTMLSelectElement).value).toBe('');
    expect(filters().queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens with the filters of a shared address, and says when nobody matches them', async () => {
    renderPage('/admin/fighters?rankId=r1&batchId=b2');
    await screen.findByText('No fighter matches these filters.');
    expect(asked).toEqual(['?rankId=r1&batchId=b2']);
    await waitFor(() =>
      expect((filters().getByRole('combobox', { name: 'Rank' }) as HTMLSelectElement).value).toBe('r1'),
    );
    await waitFor(() =>
      expect((filters().getByRole('combobox', { name: 'Batch' }) as HTMLSelectElement).value).toBe('b2'),
    );
    expect(filters().getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('says that nobody matches a search, not that nobody has signed up', async () => {
    renderPage('/admin/fighters?q=98', {
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: [] } },
    });
    await screen.findByText('No fighter matches these filters.');
    expect(screen.queryByText('No fighters have signed up yet.')).toBeNull();
  });

  it("records a promotion from a fighter's Rank and shows it in the list's Rank column", async () => {
    let meera = MEERA;
    renderPage('/admin/fighters', {
      'GET /api/Fighters/GetAllFighters': () => ({ body: { status: 1, message: 'ok', fighters: [ASHA, meera] } }),
      'GET /api/Ranks/GetFighterRanks/f3': () => ({
        body: { status: 1, message: 'ok', rank: null, since: null, promotions: [] },
      }),
      'POST /api/Ranks/RecordPromotion': () => {
        meera = { ...MEERA, rankId: 'r1' };
        const promotion = {
          id: 'p1',
          fighterId: 'f3',
          rank: RANKS[0],
          day: academyToday(),
          gradingId: null,
          gradingName: null,
          examiners: [],
          certificateNumber: 'KKA-2026-00044-ABCD',
          recordedAt: `${academyToday()}T05:00:00.000Z`,
        };
        return { status: 201, body: { status: 1, message: 'Promotion recorded.', promotion } };
      },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(rows()).toEqual(['Asha Rao | Yellow · 9th kyu', 'Meera Iyer | —No rank on record']));

    await user.click(screen.getByRole('button', { name: 'Rank of Meera Iyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rank of Meera Iyer' }));
    await dialog.findByText('No rank on record yet.');
    const form = within(dialog.getByRole('form', { name: 'Record a promotion' }));
    await user.selectOptions(form.getByLabelText('Rank'), 'White · 10th kyu');
    await user.click(form.getByRole('button', { name: 'Record promotion' }));
    await form.findByText('Recorded: White · 10th kyu, certificate KKA-2026-00044-ABCD.');
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      fighterId: 'f3',
      rankId: 'r1',
      day: academyToday(),
      examiner: null,
    });

    // The list behind the dialog was asked again and shows the new belt.
    await waitFor(() => expect(rows()).toEqual(['Asha Rao | Yellow · 9th kyu', 'Meera Iyer | White · 10th kyu']));
    expect(asked).toEqual(['', '']);
  });

  it('marks a parent who does not train, counts them apart from the fighters and offers no rank or classes', async () => {
    const parent = fighterFixture({ id: 'p1', fullName: 'Sunita Deshmukh', trains: false, rankId: 'r2' });
    renderPage('/admin/fighters', {
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: [parent, ASHA, MEERA] } },
    });
    await waitFor(() =>
      expect(rows()).toEqual([
        'Sunita DeshmukhParent | —No rank on record',
        'Asha Rao | Yellow · 9th kyu',
        'Meera Iyer | —No rank on record',
      ]),
    );
    expect(screen.getByText('Total Fighters:').textContent).toBe('Total Fighters: 2 Parents who do not train: 1');
    expect(screen.queryByRole('button', { name: 'Rank of Sunita Deshmukh' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Classes of Sunita Deshmukh' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rank of Asha Rao' })).toBeTruthy();
    // Erase stands apart from the everyday buttons, after Download data.
    const erase = await screen.findByRole('button', { name: 'Erase the account of Asha Rao' });
    expect(erase.textContent).toBe('Erase');
    expect(erase.closest('.row-actions__danger')).not.toBeNull();
    const everyday = screen.getByRole('button', { name: 'Rank of Asha Rao' }).closest('.row-actions__main')!;
    expect(everyday.nextElementSibling).toBe(erase.parentElement);
  });

  it("says a child's number is its guardian's, and asks the server for the staff bar's search", async () => {
    const child = fighterFixture({ id: 'c1', fullName: 'Kabir Rao', guardianId: 'f1', mobileNumber: '9820123456' });
    renderPage('/admin/fighters?q=rao', {
      'GET /api/Fighters/GetAllFighters': { body: { status: 1, message: 'ok', fighters: [child, ASHA] } },
    });
    const kabir = (await screen.findByText('Kabir Rao')).closest('tr')!;
    expect(within(kabir).getByText("(guardian's)")).toBeTruthy();
    expect(within(kabir).getByText('+91 98201 23456')).toBeTruthy();
    const asha = screen.getByText('Asha Rao').closest('tr')!;
    expect(within(asha).queryByText("(guardian's)")).toBeNull();
    expect(screen.getByText('Found by “rao”')).toBeTruthy();
    expect(asked).toContain('?q=rao');
  });
});
