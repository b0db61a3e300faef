// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import { shimSelects } from '../../../test-select-shim.ts';
import { entry, GET_TOURNAMENT, path, posted, renderTournamentPage, tournamentReply } from './test-tournament.tsx';

const KATA_MALE = 'Kata · Male · Cadets (14–15)';
const KUMITE_52 = 'Kumite · Male · Cadets (14–15) · −52 kg';
const KUMITE_57 = 'Kumite · Male · Cadets (14–15) · −57 kg';

const ENTRIES = [
  entry({ id: 'n1', categoryId: 'c1', athleteName: 'Aarav Shah', paymentState: 'submitted' }),
  entry({ id: 'n2', categoryId: 'c1', athleteName: 'Kabir Rao', level: 11, club: 'Kaizen Karate Academy' }),
  entry({ id: 'n3', categoryId: 'c3', athleteName: 'Aarav Shah', paymentState: 'submitted' }),
  entry({ id: 'n4', categoryId: 'c3', athleteName: 'Om Kulkarni', weightKg: 51.5, level: null }),
  entry({ id: 'n5', categoryId: 'c3', athleteName: 'Jay More', weightKg: 49, club: 'Kaizen Karate Academy' }),
  entry({ id: 'n6', categoryId: 'c4', athleteName: 'Veer Patil', weightKg: 56 }),
];
const REPLY = tournamentReply({ entries: ENTRIES });

beforeAll(() => shimSelects());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const group = async (name: RegExp) => within((await screen.findByRole('region', { name })) as HTMLElement);
const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

async function open(category: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Entries of ${category}` }));
  return { user, panel: within(screen.getByRole('table', { name: `Entries of ${category}` })) };
}

describe('the categories', () => {
  it('are grouped by discipline, each with its entries, flagged when too small to fight, and its state', async () => {
    renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply({ entries: ENTRIES, drawn: ['c11'] }) },
    });
    const kata = await group(/^Kata/);
    expect(kata.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      KATA_MALE,
      'Kata · Female · Cadets (14–15)',
    ]);
    const kumite = await group(/^Kumite/);
    expect(kumite.getAllByRole('rowheader')).toHaveLength(9);
    expect(kumite.queryByRole('rowheader', { name: KATA_MALE })).toBeNull();

    expect(rowOf(KATA_MALE).getByText('2')).toBeTruthy();
    expect(rowOf(KATA_MALE).queryByText('Too small')).toBeNull();
    expect(rowOf(KUMITE_57).getByText('1')).toBeTruthy();
    expect(rowOf(KUMITE_57).getByText('Too small')).toBeTruthy();
    expect(rowOf('Kata · Female · Cadets (14–15)').getByText('Too small')).toBeTruthy();
    expect(rowOf(KUMITE_52).getByText('Open')).toBeTruthy();
    expect(rowOf('Kumite · Female · Cadets (14–15) · +61 kg').getByText('Drawn')).toBeTruthy();

    // The counts over the categories.
    const facts = within(screen.getByRole('region', { name: "The tournament's rules and figures" }));
    const figure = (label: string) => facts.getByText(label).previousElementSibling?.textContent;
    expect(figure('categories')).toBe('11');
    expect(figure('athletes')).toBe('5');
    expect(figure('entries')).toBe('6');
    expect(figure('clubs')).toBe('2');
    expect(facts.getByText('₹500.00')).toBeTruthy();
  });

  it("lead to a category's draw and results once it has athletes", async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: REPLY } });
    const link = await screen.findByRole('link', { name: `Draw and results of ${KUMITE_52}` });
    expect(link.getAttribute('href')).toBe('/admin/events/e1/tournament/categories/c3');
    expect(screen.queryByRole('link', { name: 'Draw and results of Kata · Female · Cadets (14–15)' })).toBeNull();
  });

  it('shows only the categories with entries when asked', async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: REPLY } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Only categories with entries (3 of 11)' }));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([KATA_MALE, KUMITE_52, KUMITE_57]);
  });

  it('opens a category on its athletes: age, weight, club and belt in words', async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: REPLY } });
    const { panel } = await open(KATA_MALE);
    const aarav = within(panel.getByRole('rowheader', { name: 'Aarav Shah' }).closest('tr')!);
    expect(aarav.getByText('14')).toBeTruthy();
    expect(aarav.getByText('50 kg')).toBeTruthy();
    expect(aarav.getByText('Shotokan Pune')).toBeTruthy();
    expect(aarav.getByText('5th kyu')).toBeTruthy();
    const kabir = within(panel.getByRole('rowheader', { name: 'Kabir Rao' }).closest('tr')!);
    expect(kabir.getByText('1st dan')).toBeTruthy();
  });

  it('moves an entry to another category of its discipline only', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: REPLY },
      [`POST ${path(ENDPOINTS.MoveEntry, 'n4')}`]: { body: { ...REPLY, message: 'Entry moved.' } },
    });
    const { user, panel } = await open(KUMITE_52);
    const to = panel.getByRole('combobox', { name: 'Move Om Kulkarni to' });
    const offered = within(to)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toContain(KUMITE_57);
    expect(offered).toContain('Kumite · Female · Cadets (14–15) · −47 kg');
    expect(offered).not.toContain(KUMITE_52);
    expect(offered).not.toContain(KATA_MALE);
    await user.selectOptions(to, KUMITE_57);
    await user.click(panel.getByRole('button', { name: 'Move Om Kulkarni' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.MoveEntry, 'n4')).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.MoveEntry, 'n4')[0]!.body).toEqual({ categoryId: 'c4' });
    expect(await screen.findByText('Entry moved.')).toBeTruthy();
  });

  it('marks an athlete present or absent at the table, and undoes it', async () => {
    const present = tournamentReply({
      entries: ENTRIES.map((e) => (e.id === 'n4' ? { ...e, state: 'checkedIn' as const } : e)),
    });
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: REPLY },
      [`POST ${path(ENDPOINTS.SetEntryState, 'n4')}`]: { body: { ...present, message: 'Om Kulkarni is checked in.' } },
    });
    const { user, panel } = await open(KUMITE_52);
    await user.click(panel.getByRole('button', { name: 'Om Kulkarni is present' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.SetEntryState, 'n4')).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.SetEntryState, 'n4')[0]!.body).toEqual({ state: 'checkedIn' });
    expect(await screen.findByText('Om Kulkarni is checked in.')).toBeTruthy();
    expect(rowOf('Om Kulkarni Checked in').getByRole('button', { name: 'Undo: enter Om Kulkarni again' })).toBeTruthy();
    expect(rowOf('Jay More').getByRole('button', { name: 'Jay More is absent: withdraw' })).toBeTruthy();
  });

  it("says the server's refusal of a move", async () => {
    const refusal = 'That athlete is already entered in the other category.';
    renderTournamentPage({
      [GET_TOURNAMENT]: { body: REPLY },
      [`POST ${path(ENDPOINTS.MoveEntry, 'n3')}`]: { status: 409, body: { status: 0, message: refusal } },
    });
    const { user, panel } = await open(KUMITE_52);
    await user.selectOptions(panel.getByRole('combobox', { name: 'Move Aarav Shah to' }), KUMITE_57);
    await user.click(panel.getByRole('button', { name: 'Move Aarav Shah' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });

  it('merges a category into another of its discipline once asked', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: REPLY },
      [`POST ${path(ENDPOINTS.MergeCategories, 'c4')}`]: { body: { ...REPLY, message: 'Categories merged.' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Entries of ${KUMITE_57}` }));
    const into = screen.getByRole('combobox', { name: `Merge ${KUMITE_57} into` });
    expect(within(into).queryByRole('option', { name: KATA_MALE })).toBeNull();
    await user.selectOptions(into, KUMITE_52);
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge these categories?' }));
    expect(
      dialog.getByText(
        `The 1 athlete of ${KUMITE_57} joins ${KUMITE_52}, which widens to cover both; ${KUMITE_57} goes.`,
      ),
    ).toBeTruthy();
    // Nothing is sent before the organiser confirms.
    expect(posted(sent, ENDPOINTS.MergeCategories, 'c4')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.MergeCategories, 'c4')).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.MergeCategories, 'c4')[0]!.body).toEqual({ intoId: 'c3' });
    expect(await screen.findByText('Categories merged.')).toBeTruthy();
  });

  it('splits the ticked athletes off into a new category, leaving at least one', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: REPLY },
      [`POST ${path(ENDPOINTS.SplitCategory, 'c3')}`]: { body: { ...REPLY, message: 'Category split.' } },
    });
    const { user, panel } = await open(KUMITE_52);
    const split = () => screen.getByRole('button', { name: /to a new category$/ }) as HTMLButtonElement;
    expect(split().disabled).toBe(true);
    for (const name of ['Aarav Shah', 'Om Kulkarni', 'Jay More'])
      await user.click(panel.getByRole('checkbox', { name: `Tick ${name}` }));
    // All three would leave the category empty.
    expect(split().disabled).toBe(true);
    await user.click(panel.getByRole('checkbox', { name: 'Tick Aarav Shah' }));
    expect(split().textContent).toBe('Move 2 ticked to a new category');
    await user.click(split());
    await waitFor(() => expect(posted(sent, ENDPOINTS.SplitCategory, 'c3')).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.SplitCategory, 'c3')[0]!.body).toEqual({ entryIds: ['n4', 'n5'] });
    expect(await screen.findByText('Category split.')).toBeTruthy();
  });

  it('offers no change in a drawn category', async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: tournamentReply({ entries: ENTRIES, drawn: ['c3'] }) } });
    const { panel } = await open(KUMITE_52);
    expect(panel.getByRole('rowheader', { name: 'Om Kulkarni' })).toBeTruthy();
    expect(screen.getByText('Drawn: its entries can no longer change.')).toBeTruthy();
    expect(panel.queryByRole('combobox')).toBeNull();
    expect(panel.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
  });
});

describe('the clubs', () => {
  it("list each club's athletes, entries and fees, with what is unpaid", async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: REPLY } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Clubs/ }));
    const table = within(screen.getByRole('table', { name: 'Clubs' }));
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Kaizen Karate Academy',
      'Shotokan Pune',
    ]);
    const shotokan = within(table.getByRole('rowheader', { name: 'Shotokan Pune' }).closest('tr')!);
    expect(shotokan.getByText('Aarav Shah, Om Kulkarni, Veer Patil')).toBeTruthy();
    expect(shotokan.getByText('3')).toBeTruthy();
    expect(shotokan.getByText('4')).toBeTruthy();
    expect(shotokan.getByText('₹2,000.00')).toBeTruthy();
    // Aarav's two entries are paid for by a transfer the academy has yet to see; the others carry no fee.
    expect(shotokan.getByText('₹1,000.00 unpaid')).toBeTruthy();
    expect(table.getAllByText(/unpaid/)).toHaveLength(1);
  });
});
