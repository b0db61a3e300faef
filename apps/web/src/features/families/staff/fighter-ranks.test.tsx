// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, academyToday, type FighterRanksReply, type Promotion, type Rank } from '@academy/contract';
import { saveLogin } from '../../../lib/session.ts';
import { RANKS, stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import { FighterRanks } from './fighter-ranks.tsx';

const [WHITE, YELLOW, ORANGE] = RANKS as [Rank, Rank, Rank];

const promotion = (id: string, rank: Rank, day: string, changes: Partial<Promotion> = {}): Promotion => ({
  id,
  fighterId: 'f1',
  rank,
  day,
  gradingId: null,
  gradingName: null,
  examiners: [],
  certificateNumber: `KKA-${day.slice(0, 4)}-0000${id.slice(1)}-X7QP`,
  recordedAt: `${day}T05:00:00.000Z`,
  ...changes,
});

const SPRING = promotion('p2', YELLOW, '2026-03-14', {
  gradingId: 'g1',
  gradingName: 'Spring kyu grading',
  examiners: ['Sensei Arjun Nair', 'Sensei Meera Iyer'],
  certificateNumber: 'KKA-2026-00042-X7QP',
});
const FIRST = promotion('p1', WHITE, '2025-09-01', { examiners: ['Sensei Arjun Nair'] });

const history = (changes: Partial<FighterRanksReply> = {}): FighterRanksReply => ({
  status: 1,
  message: 'Rank history fetched.',
  rank: YELLOW,
  since: '2026-03-14',
  promotions: [SPRING, FIRST],
  ...changes,
});

let sent: SentRequest[];

function renderButton(routes: ApiRoutes) {
  sent = stubApi(routes);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FighterRanks fighter={{ id: 'f1', fullName: 'Asha Rao' }} ranks={RANKS} />
    </QueryClientProvider>,
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Rank of Asha Rao' }));
  return within(await screen.findByRole('dialog', { name: 'Rank of Asha Rao' }));
}

const posts = () => sent.filter((request) => request.method === 'POST');

beforeAll(shimSelects);
beforeEach(() => saveLogin({ token: 'admin-token', userType: 'admin', userId: 'a1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FighterRanks', () => {
  it('asks for the history only when opened, and shows the belt, since when and the promotions newest first', async () => {
    renderButton({ 'GET /api/Ranks/GetFighterRanks/f1': { body: history() } });
    expect(sent).toEqual([]);

    const dialog = await open();
    // The current belt, drawn with its words, and since when.
    const since = await dialog.findByText('since 14 Mar 2026');
    expect(since.parentElement!.textContent).toBe('Yellow · 9th kyusince 14 Mar 2026');
    const promotions = within(dialog.getByRole('region', { name: 'Promotions' })).getAllByRole('listitem');
    expect(promotions.map((item) => item.textContent)).toEqual([
      'Yellow · 9th kyu14 Mar 2026Spring kyu grading · examiners: Sensei Arjun Nair, Sensei Meera IyerCertificate KKA-2026-00042-X7QP',
      'White · 10th kyu01 Sep 2025Recorded by the academy · examiner: Sensei Arjun NairCertificate KKA-2025-00001-X7QP',
    ]);
    expect(sent.map((request) => request.path)).toEqual(['/api/Ranks/GetFighterRanks/f1']);
  });

  it('says when the rank came before the history, and when there is no rank at all', async () => {
    renderButton({
      'GET /api/Ranks/GetFighterRanks/f1': { body: history({ rank: ORANGE, since: null, promotions: [] }) },
    });
    const dialog = await open();
    const since = await dialog.findByText('on record from before the academy kept rank history');
    expect(since.parentElement!.textContent).toBe(
      'Orange · 8th kyuon record from before the academy kept rank history',
    );
    expect(dialog.getByText('No promotion on record.')).toBeTruthy();
    cleanup();

    renderButton({
      'GET /api/Ranks/GetFighterRanks/f1': { body: history({ rank: null, since: null, promotions: [] }) },
    });
    const none = await open();
    expect(await none.findByText('No rank on record yet.')).toBeTruthy();
  });

  it('records a past promotion, then shows the history again with it and its certificate', async () => {
    const day = addDays(academyToday(), -400);
    const recorded = promotion('p3', ORANGE, day, {
      examiners: ['Sensei Kavya Reddy'],
      certificateNumber: 'KKA-2026-00043-QRST',
    });
    let reply = history({ rank: null, since: null, promotions: [] });
    renderButton({
      'GET /api/Ranks/GetFighterRanks/f1': () => ({ body: reply }),
      'POST /api/Ranks/RecordPromotion': () => {
        reply = history({ rank: ORANGE, since: day, promotions: [recorded] });
        return { status: 201, body: { status: 1, message: 'Promotion recorded.', promotion: recorded } };
      },
    });
    const user = userEvent.setup();
    const dialog = await open();
    expect(await dialog.findByText('No rank on record yet.')).toBeTruthy();
    const form = within(dialog.getByRole('form', { name: 'Record a promotion' }));
    expect((form.getByLabelText('Day') as HTMLInputElement).value).toBe(academyToday());

    await user.selectOptions(form.getByLabelText('Rank'), 'Orange · 8th kyu');
    fireEvent.change(form.getByLabelText('Day'), { target: { value: day } });
    await user.type(form.getByLabelText('Examiner (optional)'), 'Sensei Kavya Reddy');
    await user.click(form.getByRole('button', { name: 'Record promotion' }));

    expect(await form.findByText('Recorded: Orange · 8th kyu, certificate KKA-2026-00043-QRST.')).toBeTruthy();
    expect(posts().map((request) => request.body)).toEqual([
      { fighterId: 'f1', rankId: 'r3', day, examiner: 'Sensei Kavya Reddy' },
    ]);
    // The history is asked again and shows the promotion; the form is ready for another.
    expect(await dialog.findByText('Certificate KKA-2026-00043-QRST')).toBeTruthy();
    expect(dialog.queryByText('No rank on record yet.')).toBeNull();
    expect(sent.filter((request) => request.path === '/api/Ranks/GetFighterRanks/f1')).toHaveLength(2);
    expect((form.getByLabelText('Rank') as HTMLSelectElement).value).toBe('');
    expect((form.getByLabelText('Examiner (optional)') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const refusal = 'Asha Rao already has a promotion on that day.';
    renderButton({
      'GET /api/Ranks/GetFighterRanks/f1': { body: history() },
      'POST /api/Ranks/RecordPromotion': { status: 409, body: { status: 0, message: refusal } },
    });
    const user = userEvent.setup();
    const dialog = await open();
    const form = within(dialog.getByRole('form', { name: 'Record a promotion' }));
    await user.selectOptions(form.getByLabelText('Rank'), 'Orange · 8th kyu');
    await user.click(form.getByRole('button', { name: 'Record promotion' }));

    expect((await form.findByRole('alert')).textContent).toBe(refusal);
    expect((form.getByLabelText('Rank') as HTMLSelectElement).value).toBe('r3');
    expect(form.queryByRole('status')).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('asks for a rank and refuses a day in the future before sending anything', async () => {
    renderButton({ 'GET /api/Ranks/GetFighterRanks/f1': { body: history() } });
    const user = userEvent.setup();
    const dialog = await open();
    const form = within(dialog.getByRole('form', { name: 'Record a promotion' }));
    fireEvent.change(form.getByLabelText('Day'), { target: { value: addDays(academyToday(), 1) } });
    await user.click(form.getByRole('button', { name: 'Record promotion' }));
    expect(await form.findByText('Choose a rank.')).toBeTruthy();
    expect(form.getByText('A promotion cannot be recorded for a day still to come.')).toBeTruthy();
    await waitFor(() => expect(posts()).toEqual([]));
  });
});
