// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academyToday, ENGLISH, type Rank, type RankClaim } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import RanksPage from './ranks-page.tsx';

const rank = (
  id: string,
  position: number,
  name: string,
  colour: string,
  grade: number,
  kind: Rank['kind'] = 'kyu',
) => ({
  id,
  position,
  name,
  colour,
  kind,
  grade,
});

const RANKS: Rank[] = [
  rank('r1', 1, 'White', '#ffffff', 10),
  rank('r2', 2, 'Yellow', '#f5c518', 9),
  rank('r3', 3, 'Orange', '#ff8c00', 8),
];

const CLAIMS: RankClaim[] = [
  { fighterId: 'f1', fullName: 'Asha Rao', beltLevel: 'Yelow', suggestedRankId: 'r2' },
  { fighterId: 'f2', fullName: 'राहुल शर्मा', beltLevel: 'Red (other dojo)', suggestedRankId: null },
];

let sent: SentRequest[];

function renderPage(routes: ApiRoutes = {}) {
  sent = stubApi({
    'GET /api/Ranks/GetRanks': { body: { status: 1, message: 'ok', ranks: RANKS } },
    'GET /api/Ranks/GetRankClaims': { body: { status: 1, message: 'ok', claims: CLAIMS } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/ranks']}>
          <RanksPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The syllabus's rows as the page lists them: each one's name. */
function rowNames() {
  return screen
    .getAllByRole('listitem', { name: /^Rank \d+:/ })
    .map((each) => (within(each).getByLabelText('Name') as HTMLInputElement).value);
}

const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^Rank \\d+: ${name}`) });

/** A row's Edit toggle, by the rank's words. */
const editToggle = (rank: string) => screen.getByRole('button', { name: `Edit ${rank}` });

beforeAll(() => {
  shimSelects();
  return loadAreas('admin', 'form', 'ranks');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the syllabus editor', () => {
  it('moves, adds and removes ranks, then sends the whole syllabus in order', async () => {
    renderPage({
      'PUT /api/Ranks/SaveRanks': (request) => ({
        body: {
          status: 1,
          message: 'Ranks saved.',
          ranks: (request.body as { ranks: Rank[] }).ranks.map((each, index) => ({
            ...each,
            id: each.id ?? `r-new-${index}`,
            position: index + 1,
          })),
        },
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Rank 1: White · 10th kyu' });
    expect(rowNames()).toEqual(['White', 'Yellow', 'Orange']);

    await user.click(within(row('Orange')).getByRole('button', { name: 'Move Orange · 8th kyu up' }));
    expect(rowNames()).toEqual(['White', 'Orange', 'Yellow']);
    // The keyboard stays with the moved rank.
    expect(document.activeElement).toBe(
      within(row('Orange')).getByRole('button', { name: 'Move Orange · 8th kyu up' }),
    );
    expect(within(row('White')).getByRole('button', { name: 'Move White · 10th kyu up' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(editToggle('White · 10th kyu'));
    await user.click(within(row('White')).getByRole('button', { name: 'Remove White · 10th kyu' }));
    expect(rowNames()).toEqual(['Orange', 'Yellow']);
    // The keyboard goes to the rank that took the removed one's place.
    expect(document.activeElement).toBe(editToggle('Orange · 8th kyu'));

    await user.click(editToggle('Orange · 8th kyu'));
    await user.click(within(row('Orange')).getByRole('button', { name: 'Add after Orange · 8th kyu' }));
    expect(rowNames()).toEqual(['Orange', '', 'Yellow']);
    const added = screen.getByRole('listitem', { name: /^Rank 2:/ });
    expect(within(added).getByText('New')).toBeTruthy();
    // The new rank opens by itself, ready to type its name, and Orange closes.
    expect(document.activeElement).toBe(within(added).getByRole('textbox', { name: 'Name' }));
    expect(editToggle('Orange · 8th kyu').getAttribute('aria-expanded')).toBe('false');
    await user.type(within(added).getByLabelText('Name'), 'Green');
    fireEvent.change(within(added).getByLabelText('Colour'), { target: { value: '#2E8B57' } });
    await user.type(within(added).getByLabelText('Number'), '7');
    // The row's belt is drawn from what is typed.
    expect(within(added).getByText('Green · 7th kyu')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a rank' }));
    const last = screen.getByRole('listitem', { name: /^Rank 4:/ });
    expect(within(added).queryByRole('textbox', { name: 'Name' })).toBeNull();
    await user.type(within(last).getByLabelText('Name'), 'Black');
    await user.selectOptions(within(last).getByLabelText('Kyu or dan'), 'dan');
    await user.type(within(last).getByLabelText('Number'), '1');
    // Its name in Hindi, from the rank's folded section.
    await user.click(within(last).getByText('In Hindi and Marathi'));
    await user.type(within(last).getByLabelText('Name · In Hindi'), 'काला');

    await user.click(screen.getByRole('button', { name: 'Save ranks' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({
      ranks: [
        { id: 'r3', name: 'Orange', colour: '#ff8c00', kind: 'kyu', grade: 8, translations: {} },
        { id: null, name: 'Green', colour: '#2e8b57', kind: 'kyu', grade: 7, translations: {} },
        { id: 'r2', name: 'Yellow', colour: '#f5c518', kind: 'kyu', grade: 9, translations: {} },
        { id: null, name: 'Black', colour: '#9e9e9e', kind: 'dan', grade: 1, translations: { hi: { name: 'काला' } } },
      ],
    });
    expect(await screen.findByText('Ranks saved.')).toBeTruthy();
  });

  it('shows one rank at a time as a line that opens to its fields', async () => {
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Rank 1: White · 10th kyu' });
    // Closed, a rank shows its belt and arrows only.
    for (const rank of ['White · 10th kyu', 'Yellow · 9th kyu', 'Orange · 8th kyu']) {
      expect(editToggle(rank).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.queryAllByRole('textbox', { name: 'Name' })).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(within(row('Yellow')).getByRole('button', { name: 'Move Yellow · 9th kyu up' })).toBeTruthy();

    await user.click(editToggle('Yellow · 9th kyu'));
    expect(editToggle('Yellow · 9th kyu').getAttribute('aria-expanded')).toBe('true');
    const yellow = within(row('Yellow'));
    expect((yellow.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Yellow');
    expect(yellow.getByRole('button', { name: 'Remove Yellow · 9th kyu' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);

    // Opening another closes the first; an open rank moved stays open.
    await user.click(editToggle('Orange · 8th kyu'));
    expect(editToggle('Yellow · 9th kyu').getAttribute('aria-expanded')).toBe('false');
    await user.click(within(row('Orange')).getByRole('button', { name: 'Move Orange · 8th kyu up' }));
    expect(rowNames()).toEqual(['White', 'Orange', 'Yellow']);
    expect(editToggle('Orange · 8th kyu').getAttribute('aria-expanded')).toBe('true');

    await user.click(editToggle('Orange · 8th kyu'));
    expect(screen.queryAllByRole('textbox', { name: 'Name' })).toEqual([]);
  });

  it("opens the first invalid rank with each field's message from the contract and sends nothing", async () => {
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Rank 1: White · 10th kyu' });
    await user.click(editToggle('White · 10th kyu'));
    const white = row('White');
    await user.clear(within(white).getByLabelText('Name'));
    fireEvent.change(within(white).getByLabelText('Colour'), { target: { value: 'white' } });
    await user.clear(within(white).getByLabelText('Number'));
    await user.type(within(white).getByLabelText('Number'), '25');
    // Orange is wrong too, and Yellow is the rank left open when Save is pressed.
    await user.click(editToggle('Orange · 8th kyu'));
    await user.clear(within(row('Orange')).getByLabelText('Number'));
    await user.click(editToggle('Yellow · 9th kyu'));

    await user.click(screen.getByRole('button', { name: 'Save ranks' }));
    const first = screen.getByRole('listitem', { name: /^Rank 1:/ });
    const firstToggle = within(first).getByRole('button', { name: /^Edit / });
    await waitFor(() => expect(firstToggle.getAttribute('aria-expanded')).toBe('true'));
    expect(within(first).getByText(ENGLISH['form.rankName.required'])).toBeTruthy();
    expect(within(first).getByText(ENGLISH['form.rankColour.invalid'])).toBeTruthy();
    expect(within(first).getByText('The kyu or dan number is a whole number from 1 to 20.')).toBeTruthy();
    // The keyboard is on the first field to fix.
    expect(document.activeElement).toBe(within(first).getByRole('textbox', { name: 'Name' }));
    expect(editToggle('Yellow · 9th kyu').getAttribute('aria-expanded')).toBe('false');
    // Orange stays closed and says it needs a fix; opening it shows its message.
    // A number not typed yet is not read as '0th'.
    const orange = editToggle('Orange · Kyu');
    expect(orange.getAttribute('aria-expanded')).toBe('false');
    expect(orange.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(orange).getByText('Needs a fix')).toBeTruthy();
    await user.click(orange);
    expect(within(row('Orange')).getByText('The kyu or dan number is a whole number from 1 to 20.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal to remove a rank in use beside Save", async () => {
    const refusal = 'Yellow · 9th kyu cannot be removed: 3 fighters hold it or it is in the rank history.';
    renderPage({ 'PUT /api/Ranks/SaveRanks': { status: 409, body: { status: 0, message: refusal } } });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Rank 2: Yellow · 9th kyu' });
    await user.click(editToggle('Yellow · 9th kyu'));
    await user.click(within(row('Yellow')).getByRole('button', { name: 'Remove Yellow · 9th kyu' }));
    await user.click(screen.getByRole('button', { name: 'Save ranks' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    // The edit is kept, to put the rank back or change something else.
    expect(rowNames()).toEqual(['White', 'Orange']);
  });
});

describe('belts to confirm', () => {
  it('confirms a claim with the suggested rank, today and the examiner, and the row leaves', async () => {
    let claims = CLAIMS;
    renderPage({
      'GET /api/Ranks/GetRankClaims': () => ({ body: { status: 1, message: 'ok', claims } }),
      'POST /api/Ranks/RecordPromotion': () => {
        claims = CLAIMS.slice(1);
        return { status: 201, body: { status: 1, message: 'Promotion recorded.', promotion: { fighterId: 'f1' } } };
      },
    });
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: /Belts to confirm/ }));
    const asha = within(await section.findByRole('listitem', { name: 'Asha Rao' }));
    expect(asha.getByText('Yelow')).toBeTruthy();
    expect((asha.getByLabelText('Rank') as HTMLSelectElement).value).toBe('r2');
    expect((asha.getByLabelText('Held since') as HTMLInputElement).value).toBe(academyToday());
    const rahul = within(section.getByRole('listitem', { name: 'राहुल शर्मा' }));
    expect((rahul.getByLabelText('Rank') as HTMLSelectElement).value).toBe('');

    await user.type(asha.getByLabelText('Examiner (optional)'), 'Sensei Arjun Nair');
    await user.click(asha.getByRole('button', { name: 'Confirm the belt of Asha Rao' }));
    await waitFor(() => expect(section.queryByRole('listitem', { name: 'Asha Rao' })).toBeNull());
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      fighterId: 'f1',
      rankId: 'r2',
      day: academyToday(),
      examiner: 'Sensei Arjun Nair',
    });
    expect(section.getByRole('listitem', { name: 'राहुल शर्मा' })).toBeTruthy();
    expect(await screen.findByText('Asha Rao: Promotion recorded.')).toBeTruthy();
  });

  it('asks for a rank before confirming one the words did not name', async () => {
    renderPage();
    const user = userEvent.setup();
    const rahul = within(await screen.findByRole('listitem', { name: 'राहुल शर्मा' }));
    await user.click(rahul.getByRole('button', { name: 'Confirm the belt of राहुल शर्मा' }));
    expect(await rahul.findByText(ENGLISH['form.rank.required'])).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says when there is nothing to confirm', async () => {
    renderPage({ 'GET /api/Ranks/GetRankClaims': { body: { status: 1, message: 'ok', claims: [] } } });
    expect(await screen.findByText('Nothing to confirm: every belt fighters have given is on record.')).toBeTruthy();
  });
});
