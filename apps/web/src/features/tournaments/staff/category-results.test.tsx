// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import { shimSelects } from '../../../test-select-shim.ts';
import { bout, CATEGORY_ID, categoryReply, GET_CATEGORY, post, renderCategoryPage, won } from './test-category.tsx';
import { posted } from './test-tournament.tsx';

beforeAll(() => shimSelects());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A published bracket of four: both semi-finals fought, the final and the bronze bout to come. */
const SEMIS_FOUGHT = categoryReply({
  format: 'bracket',
  published: true,
  bouts: [
    won({ id: 'R1-1', aka: 'e1', ao: 'e2' }, 'aka'),
    won({ id: 'R1-2', aka: 'e3', ao: 'e4', method: 'senshu' }, 'ao', [2, 2]),
    bout({ id: 'R2-1', round: 2, aka: 'e1', ao: 'e4' }),
    bout({ id: 'B', kind: 'bronze', aka: 'e2', ao: 'e3' }),
  ],
  next: ['B', 'R2-1'],
});

const article = (name: string) => within(screen.getByRole('article', { name }));
/** The side of a bout an athlete stands on, with what it says of them. */
const sideOf = (bout: ReturnType<typeof article>, athlete: string) =>
  bout.getByText(athlete).closest('.bout-card__side') as HTMLElement;

describe('the bracket', () => {
  it('shows each round with AKA and AO, names and clubs, the winners marked and the bronze bout labelled', async () => {
    renderCategoryPage({ [GET_CATEGORY]: { body: SEMIS_FOUGHT } });
    await screen.findByRole('article', { name: 'Bout R1-1 · Semi-finals' });
    const first = article('Bout R1-1 · Semi-finals');
    await waitFor(() => expect(sideOf(first, 'Aarav Shah').textContent).toContain('Won'));
    expect(sideOf(first, 'Aarav Shah').textContent).toMatch(/^AKA/);
    expect(sideOf(first, 'Aarav Shah').textContent).toContain('Shotokan Pune');
    expect(sideOf(first, 'Kabir Rao').textContent).not.toContain('Won');
    expect(sideOf(first, 'Kabir Rao').textContent).toMatch(/^AO/);
    const second = article('Bout R1-2 · Semi-finals');
    expect(sideOf(second, 'Jay More').textContent).toContain('Won');
    expect(second.getByText('Senshu')).toBeTruthy();
    expect(sideOf(article('Bout R2-1 · Final'), 'Jay More').textContent).not.toContain('Won');
    expect(article('Bout B · Bronze bout').getByText('Om Kulkarni')).toBeTruthy();
    expect(screen.getByText('No place is decided yet.')).toBeTruthy();
    // On a phone the pills choose the round: the final is being fought.
    const rounds = within(screen.getByRole('group', { name: 'Rounds' }));
    expect(rounds.getByRole('button', { name: 'Final' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks a bye, and the places once decided in medal order', async () => {
    renderCategoryPage({
      [GET_CATEGORY]: {
        body: {
          ...categoryReply({
            format: 'bracket',
            published: true,
            bouts: [
              bout({ id: 'R1-1', aka: 'e1', state: 'bye', winner: 'e1' }),
              won({ id: 'R1-2', aka: 'e2', ao: 'e3' }, 'ao'),
              won({ id: 'R2-1', round: 2, aka: 'e1', ao: 'e3' }, 'aka'),
            ],
          }),
          placings: { first: 'e1', second: 'e3', third: ['e2'] },
        },
      },
    });
    await screen.findByRole('article', { name: 'Bout R1-1 · Semi-finals' });
    expect(article('Bout R1-1 · Semi-finals').getByText('Bye')).toBeTruthy();
    const places = within(screen.getByRole('region', { name: 'Placings' }));
    expect(places.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1First place: Aarav ShahShotokan Pune',
      '2Second place: Om KulkarniGoju Ryu Nashik',
      '3Third place: Kabir RaoKaizen Karate Academy',
    ]);
  });
});

describe('a result', () => {
  it('is entered for a ready bout and sent as the table chose it', async () => {
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: SEMIS_FOUGHT },
      [post(ENDPOINTS.RecordResult)]: { body: { ...SEMIS_FOUGHT, message: 'Result saved.' } },
    });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Result of bout R2-1' }));
    // The bronze bout comes before the final, as the server orders them.
    expect(screen.getAllByRole('form').map((each) => each.getAttribute('aria-label'))).toEqual([
      'Result of bout B',
      'Result of bout R2-1',
    ]);
    expect(form.queryByRole('radio', { name: 'Draw' })).toBeNull();
    expect(form.getByRole<HTMLButtonElement>('button', { name: 'Save result' }).disabled).toBe(true);
    await user.click(form.getByRole('radio', { name: 'AO Jay More' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Decided by' }), 'hantei');
    await user.type(form.getByRole('spinbutton', { name: 'AKA score' }), '1');
    await user.type(form.getByRole('spinbutton', { name: 'AO score' }), '1');
    await user.click(form.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)[0]!.body).toEqual({
      boutId: 'R2-1',
      winner: 'ao',
      method: 'hantei',
      akaScore: 1,
      aoScore: 1,
    });
    expect(await screen.findByText('Result saved.')).toBeTruthy();
  });

  it("is corrected from its bout, starting from what was entered; the server's refusal shows", async () => {
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: SEMIS_FOUGHT },
      [post(ENDPOINTS.RecordResult)]: {
        status: 409,
        body: { status: 0, message: 'A later bout already counts on this result: correct that one first.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct bout R1-1' }));
    const form = within(screen.getByRole('form', { name: 'Result of bout R1-1' }));
    expect(form.getByRole<HTMLInputElement>('radio', { name: 'AKA Aarav Shah' }).checked).toBe(true);
    expect(form.getByRole<HTMLInputElement>('spinbutton', { name: 'AKA score' }).value).toBe('3');
    await user.click(form.getByRole('radio', { name: 'AO Kabir Rao' }));
    await user.click(form.getByRole('button', { name: 'Save result' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'A later bout already counts on this result: correct that one first.',
    );
    expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)[0]!.body).toMatchObject({ boutId: 'R1-1', winner: 'ao' });
  });

  it('may be a draw in a pool, whose table shows won, drawn, lost and points', async () => {
    const pool = {
      ...categoryReply({
        format: 'roundRobin',
        published: true,
        entries: categoryReply().entries.slice(0, 3),
        bouts: [
          { ...won({ id: 'P-1', aka: 'e1', ao: 'e2' }, 'aka'), kind: 'pool' as const },
          bout({ id: 'P-2', kind: 'pool', aka: 'e2', ao: 'e3' }),
          bout({ id: 'P-3', kind: 'pool', round: 2, aka: 'e3', ao: 'e1' }),
        ],
        next: ['P-2', 'P-3'],
      }),
      standings: [
        { id: 'e1', played: 1, won: 1, drawn: 0, lost: 0, points: 2, pointsFor: 3, pointsAgainst: 1, rank: 1 },
        { id: 'e3', played: 0, won: 0, drawn: 0, lost: 0, points: 0, pointsFor: 0, pointsAgainst: 0, rank: 2 },
        { id: 'e2', played: 1, won: 0, drawn: 0, lost: 1, points: 0, pointsFor: 1, pointsAgainst: 3, rank: 3 },
      ],
    };
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: pool },
      [post(ENDPOINTS.RecordResult)]: { body: { ...pool, message: 'Result saved.' } },
    });
    const table = within(await screen.findByRole('table', { name: 'Pool table' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      '#AthletePWDLPts',
      '1Aarav ShahShotokan Pune11002',
      '2Om KulkarniGoju Ryu Nashik00000',
      '3Kabir RaoKaizen Karate Academy10010',
    ]);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Result of bout P-2' }));
    await user.click(form.getByRole('radio', { name: 'Draw' }));
    await user.click(form.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)[0]!.body).toEqual({
      boutId: 'P-2',
      winner: 'draw',
      method: 'points',
      akaScore: null,
      aoScore: null,
    });
  });
});

describe('kata by points', () => {
  const KATA = {
    ...categoryReply({ format: 'kataPoints', published: true }),
    kataRounds: [
      {
        round: 1,
        tieBreak: false,
        pools: [
          {
            entrants: ['e3', 'e1', 'e2'],
            ranking: [{ id: 'e3', total: 24.6, dropped: { low: 8, high: 8.6 }, rank: 1 }],
            complete: false,
          },
        ],
      },
    ],
  };

  it("shows each performer's total with the dropped scores, and sends a performance's seven judges' scores", async () => {
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: KATA },
      [post(ENDPOINTS.RecordKataScore)]: { body: { ...KATA, message: 'Result saved.' } },
    });
    // The score buttons come with the signed-in member's permissions.
    await screen.findByRole('button', { name: "Judges' scores of Aarav Shah" });
    const rows = within(screen.getByRole('table', { name: 'Pool 1' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '1Om KulkarniGoju Ryu Nashik24.68.0 · 8.61Correct scores',
      '2Aarav ShahShotokan PuneYet to performScores',
      '3Kabir RaoKaizen Karate AcademyYet to performScores',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Judges' scores of Aarav Shah" }));
    const form = within(screen.getByRole('form', { name: "Judges' scores of Aarav Shah" }));
    const boxes = form.getAllByRole('spinbutton');
    expect(boxes).toHaveLength(7);
    const scores = ['8.1', '8.2', '8.3', '7.9', '8.0', '8.4', '8.2'];
    for (const [i, score] of scores.entries()) await user.type(boxes[i]!, score);
    await user.click(form.getByRole('button', { name: 'Save scores' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.RecordKataScore, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.RecordKataScore, CATEGORY_ID)[0]!.body).toEqual({
      round: 1,
      entryId: 'e1',
      scores: [8.1, 8.2, 8.3, 7.9, 8, 8.4, 8.2],
    });
    expect(await screen.findByText('Result saved.')).toBeTruthy();
  });

  it('has athletes level at gold perform again in a tie-break, scored only there', async () => {
    const performed = (id: string, total: number, rank: number) => ({
      id,
      total,
      dropped: { low: 8, high: 8.6 },
      rank,
    });
    const tied = {
      ...KATA,
      kataRounds: [
        {
          round: 1,
          tieBreak: false,
          pools: [
            {
              entrants: ['e3', 'e1', 'e2'],
              ranking: [performed('e3', 24.6, 1), performed('e1', 24.6, 1), performed('e2', 23.1, 3)],
              complete: true,
            },
          ],
        },
        { round: 2, tieBreak: true, pools: [{ entrants: ['e3', 'e1'], ranking: [], complete: false }] },
      ],
    };
    renderCategoryPage({ [GET_CATEGORY]: { body: tied } });
    const tieBreak = await screen.findByRole('region', { name: 'Tie-break 1' });
    expect(
      within(tieBreak).getByText(
        'Level totals at a medal place: these athletes perform again, and their order here decides the medal.',
      ),
    ).toBeTruthy();
    await within(tieBreak).findByRole('button', { name: "Judges' scores of Om Kulkarni" });
    expect(within(screen.getByRole('region', { name: 'Final round' })).queryByRole('button')).toBeNull();
  });
});

describe('kata by flags', () => {
  it('is decided by flags only: no method to choose, the flags counted in the score boxes', async () => {
    const flags = categoryReply({
      format: 'kataFlags',
      published: true,
      bouts: [bout({ id: 'R1-1', aka: 'e1', ao: 'e2' }), bout({ id: 'R1-2', aka: 'e3', ao: 'e4' })],
      next: ['R1-1', 'R1-2'],
    });
    const sent = renderCategoryPage({
      [GET_CATEGORY]: { body: flags },
      [post(ENDPOINTS.RecordResult)]: { body: { ...flags, message: 'Result saved.' } },
    });
    expect(await screen.findByText('Draw number 123456')).toBeTruthy();
    const form = within(await screen.findByRole('form', { name: 'Result of bout R1-2' }));
    expect(form.queryByRole('combobox', { name: 'Decided by' })).toBeNull();
    const user = userEvent.setup();
    await user.click(form.getByRole('radio', { name: 'AKA Om Kulkarni' }));
    await user.type(form.getByRole('spinbutton', { name: 'AKA flags' }), '4');
    await user.type(form.getByRole('spinbutton', { name: 'AO flags' }), '1');
    await user.click(form.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.RecordResult, CATEGORY_ID)[0]!.body).toEqual({
      boutId: 'R1-2',
      winner: 'aka',
      method: 'flags',
      akaScore: 4,
      aoScore: 1,
    });
  });
});
