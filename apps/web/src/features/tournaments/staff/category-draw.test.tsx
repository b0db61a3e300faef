// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import { shimSelects } from '../../../test-select-shim.ts';
import {
  ATHLETES,
  bout,
  CATEGORY_ID,
  categoryReply,
  GET_CATEGORY,
  post,
  renderCategoryPage,
} from './test-category.tsx';
import { entry, FRONT_DESK, GET_TOURNAMENT, path, posted, TODAY, tournamentReply } from './test-tournament.tsx';

beforeAll(() => shimSelects());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The draw's reply: a bracket of four, the seeds kept on their entries. */
const DRAWN = categoryReply({
  format: 'bracket',
  entries: ATHLETES.map((each) => ({ ...each, seed: { e3: 1, e1: 2 }[each.id] ?? null })),
  bouts: [
    bout({ id: 'R1-1', aka: 'e3', ao: 'e2' }),
    bout({ id: 'R1-2', aka: 'e4', ao: 'e1' }),
    bout({ id: 'R2-1', round: 2, state: 'waiting' }),
  ],
  next: ['R1-1', 'R1-2'],
  message: 'Category drawn.',
});

describe('the draw', () => {
  it('sends the seeds the organiser chose, then shows the draw with its number, to draw again or publish', async () => {
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: categoryReply() },
      [post(ENDPOINTS.DrawCategory)]: { body: DRAWN },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Seed of Om Kulkarni' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seed of Aarav Shah' }), '2');
    // A seed number is one athlete's: the others cannot take it.
    const kabir = screen.getByRole('combobox', { name: 'Seed of Kabir Rao' });
    expect(within(kabir).getByRole<HTMLOptionElement>('option', { name: '1' }).disabled).toBe(true);
    expect(within(kabir).getByRole<HTMLOptionElement>('option', { name: '3' }).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)[0]!.body).toEqual({
      seeds: [
        { entryId: 'e3', seed: 1 },
        { entryId: 'e1', seed: 2 },
      ],
    });
    expect(await screen.findByText('Category drawn.')).toBeTruthy();
    expect(screen.getByText('Draw number 123456: the same number gives the same draw.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Draw again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    // The bracket as drawn, and no result to enter before it is published.
    expect(screen.getByRole('article', { name: 'Bout R1-1 · Semi-finals' }).textContent).toContain('Om Kulkarni');
    expect(screen.getByText('Publish the draw to enter results.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Result of bout/ })).toBeNull();
  });

  it('fills the seeds from earlier results, which the organiser may change before drawing', async () => {
    const sent = renderCategoryPage({
      [GET_CATEGORY]: {
        body: categoryReply({ entries: ATHLETES.map((each) => ({ ...each, seed: each.id === 'e4' ? 1 : null })) }),
      },
      [`GET ${path(ENDPOINTS.ProposeSeeds, CATEGORY_ID)}`]: {
        body: {
          status: 1,
          message: 'Seeds proposed from earlier results.',
          athletes: [
            { entryId: 'e2', gold: 2, silver: 0, bronze: 1, lastMedalDay: '2026-10-04' },
            { entryId: 'e1', gold: 0, silver: 1, bronze: 0, lastMedalDay: '2025-12-20' },
          ],
          seeds: [
            { entryId: 'e2', seed: 1 },
            { entryId: 'e1', seed: 2 },
          ],
        },
      },
      [post(ENDPOINTS.DrawCategory)]: { body: DRAWN },
    });
    const user = userEvent.setup();
    const seedOf = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Seed of ${name}` }).value;
    await user.click(await screen.findByRole('button', { name: 'Seed from earlier results' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "2 seeds proposed from the academy's earlier tournaments. Change them before drawing if need be.",
    );
    // The proposal replaces the seeds chosen before it.
    expect(['Kabir Rao', 'Aarav Shah', 'Om Kulkarni', 'Jay More'].map(seedOf)).toEqual(['1', '2', '', '']);
    expect(screen.getByRole('rowheader', { name: /^Kabir Rao/ }).textContent).toBe(
      'Kabir RaoEarlier: 2 gold, 0 silver, 1 bronze',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seed of Om Kulkarni' }), '3');
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)[0]!.body).toEqual({
      seeds: [
        { entryId: 'e2', seed: 1 },
        { entryId: 'e1', seed: 2 },
        { entryId: 'e3', seed: 3 },
      ],
    });
  });

  it('says so when nobody has an earlier medal, and leaves no seed', async () => {
    renderCategoryPage({
      [GET_CATEGORY]: { body: categoryReply() },
      [`GET ${path(ENDPOINTS.ProposeSeeds, CATEGORY_ID)}`]: {
        body: { status: 1, message: 'Seeds proposed from earlier results.', athletes: [], seeds: [] },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Seed from earlier results' }));
    expect((await screen.findByRole('status')).textContent).toContain('no seed to propose');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Seed of Jay More' }).value).toBe('');
  });

  it('publishes only once asked, since publishing locks the draw', async () => {
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: DRAWN },
      [post(ENDPOINTS.PublishDraw)]: {
        body: {
          ...DRAWN,
          message: 'Draw published.',
          category: { ...DRAWN.category, publishedAt: '2026-12-11T05:00:00Z' },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish this draw?' }));
    expect(dialog.getByText(/the draw is locked/)).toBeTruthy();
    expect(posted(sent, ENDPOINTS.PublishDraw, CATEGORY_ID)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.PublishDraw, CATEGORY_ID)).toHaveLength(1));
    expect(await screen.findByText('Draw published.')).toBeTruthy();
    // Published: the draw is gone from the page, and the table's forms are there.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Draw again' })).toBeNull());
    expect(screen.getByRole('form', { name: 'Result of bout R1-1' })).toBeTruthy();
  });

  it('asks no seeds of kata by points, whose pools are drawn with no regard to them', async () => {
    const open = categoryReply();
    const kata = {
      ...open,
      category: { ...open.category, criteria: { ...open.category.criteria, discipline: 'kata' as const } },
    };
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: kata },
      [post(ENDPOINTS.DrawCategory)]: { body: DRAWN },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText("Everyone's place is drawn by chance: seeds count only in a knockout bracket."),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Seed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)[0]!.body).toEqual({ seeds: [] });
  });

  it('draws again with the seeds kept, leaving out an athlete who has since withdrawn', async () => {
    const kept = { e1: 1, e4: 2 } as Record<string, number>;
    const before = categoryReply({
      format: 'bracket',
      // Four still in it, too many for a pool: a bracket, which takes seeds.
      entries: [...ATHLETES, entry({ id: 'e5', categoryId: CATEGORY_ID, athleteName: 'Veer Patil' })].map((each) => ({
        ...each,
        seed: kept[each.id] ?? null,
        state: each.id === 'e4' ? ('withdrawn' as const) : each.state,
      })),
    });
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: before },
      [post(ENDPOINTS.DrawCategory)]: { body: DRAWN },
    });
    const user = userEvent.setup();
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Seed of Aarav Shah' })).value).toBe('1');
    expect(screen.queryByRole('rowheader', { name: 'Jay More' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.DrawCategory, CATEGORY_ID)[0]!.body).toEqual({ seeds: [{ entryId: 'e1', seed: 1 }] });
  });

  it("shows the server's words when it refuses the draw", async () => {
    renderCategoryPage({
      [GET_CATEGORY]: { body: categoryReply() },
      [post(ENDPOINTS.DrawCategory)]: {
        status: 409,
        body: { status: 0, message: 'The draw is published: it can no longer be drawn again.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    expect(await screen.findByText('The draw is published: it can no longer be drawn again.')).toBeTruthy();
  });

  it('offers the front desk no draw, seed or publish, only the athletes', async () => {
    renderCategoryPage({ ...FRONT_DESK, [GET_CATEGORY]: { body: categoryReply() } });
    expect(await screen.findByText('Not drawn yet: the organiser draws this category.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Jay More' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});

describe('the absentees', () => {
  /** Aarav and Kabir checked in at the door; Om and Jay not. */
  const atTheDoor = ATHLETES.map((each) => ({
    ...each,
    state: ['e1', 'e2'].includes(each.id) ? ('checkedIn' as const) : each.state,
  }));
  const onTheDay = { [GET_TOURNAMENT]: { body: tournamentReply({ entries: atTheDoor, day: TODAY }) } };

  it('are withdrawn on the tournament day, once asked how many, and the category shows who is left', async () => {
    let withdrawn = false;
    const sent = renderCategoryPage({
      ...FRONT_DESK,
      ...onTheDay,
      [GET_CATEGORY]: () => ({
        body: categoryReply({
          entries: atTheDoor.map((each) =>
            withdrawn && each.state === 'entered' ? { ...each, state: 'withdrawn' as const } : each,
          ),
        }),
      }),
      [post(ENDPOINTS.WithdrawAbsentees)]: () => {
        withdrawn = true;
        return { body: { ...tournamentReply({ entries: atTheDoor, day: TODAY }), message: '2 absentees withdrawn.' } };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('2 of 4 checked in at the door.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^Om Kulkarni/ }).textContent).toBe('Om KulkarniNot checked in');
    expect(screen.getByRole('rowheader', { name: /^Aarav Shah/ }).textContent).toBe('Aarav Shah');

    // The desk's, as the door is.
    await user.click(await screen.findByRole('button', { name: 'Withdraw absentees' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw the absentees?' }));
    expect(dialog.getByText('Kumite · Male · Cadets (14–15) · −52 kg')).toBeTruthy();
    expect(
      dialog.getByText(
        '2 athletes not checked in at the door will be withdrawn from this category before its draw. Their bookings and fees stay as they are.',
      ),
    ).toBeTruthy();
    expect(posted(sent, ENDPOINTS.WithdrawAbsentees, CATEGORY_ID)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Withdraw 2 athletes' }));

    await waitFor(() => expect(posted(sent, ENDPOINTS.WithdrawAbsentees, CATEGORY_ID)).toHaveLength(1));
    expect(await screen.findByText('2 absentees withdrawn.')).toBeTruthy();
    // The category asked again: only those checked in are left, and nobody is absent.
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Om Kulkarni/ })).toBeNull());
    expect(screen.getByText('2 of 2 checked in at the door.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw absentees' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps them when the dialog is dismissed', async () => {
    const sent = renderCategoryPage({ ...onTheDay, [GET_CATEGORY]: { body: categoryReply({ entries: atTheDoor }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw absentees' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw the absentees?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(sent, ENDPOINTS.WithdrawAbsentees, CATEGORY_ID)).toEqual([]);
  });

  it('are not asked about before the tournament day, when nobody can be checked in yet', async () => {
    renderCategoryPage({ [GET_CATEGORY]: { body: categoryReply({ entries: atTheDoor }) } });
    expect(await screen.findByRole('button', { name: 'Draw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw absentees' })).toBeNull();
    expect(screen.queryByText(/checked in at the door/)).toBeNull();
  });
});
