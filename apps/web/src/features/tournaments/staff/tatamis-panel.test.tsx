// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type SetTatamisRequest, type TatamiCategory, type TatamisReply } from '@academy/contract';
import { movedTo, movedWithin } from './tatamis-panel.tsx';
import {
  EVENT_ID,
  FRONT_DESK,
  GET_TOURNAMENT,
  path,
  posted,
  renderTournamentPage,
  tournamentReply,
} from './test-tournament.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const GET_TATAMIS = `GET ${path(ENDPOINTS.GetTatamis, EVENT_ID)}`;
const SET_TATAMIS = `POST ${path(ENDPOINTS.SetTatamis, EVENT_ID)}`;
const AT = '2026-12-20T04:00:00.000Z'; // 09:30 in India

const queued = (categoryId: string, name: string, boutsLeft: number, minutes: number): TatamiCategory => ({
  categoryId,
  name,
  boutsLeft,
  drawn: true,
  finished: false,
  startsAt: new Date(Date.parse(AT) + minutes * 60_000).toISOString(),
});

const REPLY: TatamisReply = {
  status: 1,
  message: 'Tatamis loaded.',
  eventId: EVENT_ID,
  at: AT,
  tatamis: [
    {
      number: 1,
      boutSeconds: 180,
      measured: false,
      now: {
        categoryId: 'c3',
        categoryName: 'Kumite −52 kg',
        boutId: 'P-1',
        round: 1,
        aka: 'Veer Patil',
        ao: 'Jay More',
      },
      onDeck: { categoryId: 'c1', categoryName: 'Kata Male', boutId: '1:n1', round: 1, aka: 'Arjun Mehta', ao: null },
      queue: [queued('c3', 'Kumite −52 kg', 1, 0), queued('c1', 'Kata Male', 5, 3)],
    },
    {
      number: 2,
      boutSeconds: 240,
      measured: true,
      now: null,
      onDeck: null,
      queue: [queued('c4', 'Kumite −57 kg', 3, 0)],
    },
  ],
  unassigned: [{ categoryId: 'c2', name: 'Kata Female' }],
};

async function openTatamis(routes = {}) {
  const sent = renderTournamentPage({
    [GET_TOURNAMENT]: { body: tournamentReply() },
    [GET_TATAMIS]: { body: REPLY },
    [SET_TATAMIS]: () => ({ body: { ...REPLY, message: 'Tatamis saved.' } }),
    ...routes,
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Tatamis' }));
  return { sent, user };
}

describe('the tatamis panel', () => {
  it("links each tatami's scoring console and gives table officials their tatami", async () => {
    const OFFICIALS = `GET ${path(ENDPOINTS.GetTatamiOfficials, EVENT_ID)}`;
    const SET_OFFICIALS = `POST ${path(ENDPOINTS.SetTatamiOfficials, EVENT_ID)}`;
    const officials = (tatami: number | null) => ({
      body: { status: 1, message: 'ok', officials: [{ userId: 'u9', name: 'Ravi Naik', tatami }] },
    });
    const { sent, user } = await openTatamis({
      [OFFICIALS]: officials(null),
      [SET_OFFICIALS]: () => officials(2),
    });
    const one = within(await screen.findByRole('region', { name: 'Tatami 1' }));
    expect(one.getByRole('link', { name: 'Open the scoring console of tatami 1' }).getAttribute('href')).toBe(
      `/admin/events/${EVENT_ID}/console/1`,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tatami of Ravi Naik' }), '2');
    await waitFor(() =>
      expect(posted(sent, ENDPOINTS.SetTatamiOfficials, EVENT_ID).at(-1)?.body).toEqual({
        officials: [{ userId: 'u9', tatami: 2 }],
      }),
    );
  });

  it("shows each tatami's queue in order with its estimated starts, and the bout now and on deck", async () => {
    await openTatamis();
    const one = within(await screen.findByRole('region', { name: 'Tatami 1' }));
    expect(one.getAllByRole('listitem').map((item) => item.querySelector('.tatami__name')?.textContent)).toEqual([
      'Kumite −52 kg',
      'Kata Male',
    ]);
    expect(one.getByText('About 09:30 AM · 1 bout left')).toBeTruthy();
    expect(one.getByText('About 09:33 AM · 5 bouts left')).toBeTruthy();
    expect(one.getByText('Veer Patil v Jay More')).toBeTruthy();
    expect(one.getByText('Arjun Mehta')).toBeTruthy();
    expect(one.getByText('About 3 min a bout until results come in')).toBeTruthy();
    const two = within(screen.getByRole('region', { name: 'Tatami 2' }));
    expect(two.getByText('A bout takes 4 min here today')).toBeTruthy();
  });

  it('moves a category with the keyboard-reachable up and down buttons, saving the whole assignment', async () => {
    const { sent, user } = await openTatamis();
    const one = within(await screen.findByRole('region', { name: 'Tatami 1' }));
    expect((one.getByRole('button', { name: 'Move Kumite −52 kg up' }) as HTMLButtonElement).disabled).toBe(true);
    one.getByRole('button', { name: 'Move Kata Male up' }).focus();
    await user.keyboard('{Enter}');
    const saved = posted(sent, ENDPOINTS.SetTatamis, EVENT_ID);
    expect(saved.at(-1)!.body as SetTatamisRequest).toEqual({
      tatamis: [{ categoryIds: ['c1', 'c3'] }, { categoryIds: ['c4'] }],
    });
  });

  it('keeps the focus on the category moved, on its other button once it reaches the top', async () => {
    const [first, second] = REPLY.tatamis[0]!.queue;
    const swapped: TatamisReply = {
      ...REPLY,
      message: 'Tatamis saved.',
      tatamis: [{ ...REPLY.tatamis[0]!, queue: [second!, first!] }, REPLY.tatamis[1]!],
    };
    const { user } = await openTatamis({ [SET_TATAMIS]: { body: swapped } });
    const one = within(await screen.findByRole('region', { name: 'Tatami 1' }));
    one.getByRole('button', { name: 'Move Kata Male up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(one.getByRole('button', { name: 'Move Kata Male down' })));
    expect(one.getAllByRole('listitem')[0]!.textContent).toContain('Kata Male');
  });

  it('adds a tatami, takes one away onto the one before, and puts an unassigned category on a tatami', async () => {
    const { sent, user } = await openTatamis();
    await user.click(await screen.findByRole('button', { name: 'One tatami more' }));
    await user.click(screen.getByRole('button', { name: 'One tatami fewer' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tatami for Kata Female' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(posted(sent, ENDPOINTS.SetTatamis, EVENT_ID).map((request) => request.body)).toEqual([
      { tatamis: [{ categoryIds: ['c3', 'c1'] }, { categoryIds: ['c4'] }, { categoryIds: [] }] },
      { tatamis: [{ categoryIds: ['c3', 'c1', 'c4'] }] },
      { tatamis: [{ categoryIds: ['c3', 'c1'] }, { categoryIds: ['c4', 'c2'] }] },
    ]);
  });

  it('drags a category within its tatami, onto another, and from the unassigned, saving each new order', async () => {
    const { sent } = await openTatamis();
    expect(screen.getByText('Drag to reorder, or use the arrows')).toBeTruthy();
    const row = (name: string) => screen.getByText(name, { selector: '.tatami__name' }).closest('li')!;
    // jsdom and happy-dom carry no real DataTransfer between events: one stub, shared by the whole drag.
    const drag = (from: HTMLElement, to: HTMLElement) => {
      const data: Record<string, string> = {};
      const dataTransfer = {
        setData: (type: string, value: string) => void (data[type] = value),
        getData: (type: string) => data[type] ?? '',
        effectAllowed: 'none',
        dropEffect: 'none',
      };
      fireEvent.dragStart(from, { dataTransfer });
      expect(from.classList.contains('is-dragging')).toBe(true);
      fireEvent.dragOver(to, { dataTransfer });
      // The drop line: before the row under the pointer, or the tatami outlined.
      expect(to.matches('.is-drop-before, .is-drop-target')).toBe(true);
      fireEvent.drop(to, { dataTransfer });
      fireEvent.dragEnd(from, { dataTransfer });
      expect(data['text/plain']).toBeTruthy();
    };
    await screen.findByRole('region', { name: 'Tatami 1' });
    expect(row('Kata Male').getAttribute('draggable')).toBe('true');
    drag(row('Kata Male'), row('Kumite −52 kg'));
    await waitFor(() => expect(posted(sent, ENDPOINTS.SetTatamis, EVENT_ID)).toHaveLength(1));
    // The stand-in server replies with the queues unchanged: each drag starts from c3, c1 | c4.
    drag(row('Kumite −57 kg'), row('Kata Male'));
    await waitFor(() => expect(posted(sent, ENDPOINTS.SetTatamis, EVENT_ID)).toHaveLength(2));
    // Onto a tatami's card but no row: its end.
    drag(row('Kata Female'), screen.getByRole('region', { name: 'Tatami 2' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.SetTatamis, EVENT_ID)).toHaveLength(3));
    // Onto itself: nothing to save.
    drag(row('Kata Male'), row('Kata Male'));
    expect(posted(sent, ENDPOINTS.SetTatamis, EVENT_ID).map((request) => request.body)).toEqual([
      { tatamis: [{ categoryIds: ['c1', 'c3'] }, { categoryIds: ['c4'] }] },
      { tatamis: [{ categoryIds: ['c3', 'c4', 'c1'] }, { categoryIds: [] }] },
      { tatamis: [{ categoryIds: ['c3', 'c1'] }, { categoryIds: ['c4', 'c2'] }] },
    ]);
  });

  it('is read-only for the desk', async () => {
    await openTatamis(FRONT_DESK);
    await screen.findByRole('region', { name: 'Tatami 1' });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'One tatami more' })).toBeNull();
    expect(screen.queryByText('On no tatami')).toBeNull();
    expect(screen.queryByText('Drag to reorder, or use the arrows')).toBeNull();
    expect(screen.getByText('Kata Male', { selector: '.tatami__name' }).closest('li')!.getAttribute('draggable')).toBe(
      'false',
    );
  });
});

describe('movedWithin', () => {
  it('swaps a category with its neighbour, and leaves it at either end', () => {
    const assignment = [['a', 'b', 'c'], ['d']];
    expect(movedWithin(assignment, 'b', -1)).toEqual([['b', 'a', 'c'], ['d']]);
    expect(movedWithin(assignment, 'b', 1)).toEqual([['a', 'c', 'b'], ['d']]);
    expect(movedWithin(assignment, 'a', -1)).toEqual(assignment);
    expect(movedWithin(assignment, 'd', 1)).toEqual(assignment);
  });
});

describe('movedTo', () => {
  const assignment = [['a', 'b', 'c'], ['d']];
  it('moves a category up or down its tatami, before the category it is dropped on', () => {
    expect(movedTo(assignment, 'c', 0, 'a')).toEqual([['c', 'a', 'b'], ['d']]);
    expect(movedTo(assignment, 'a', 0, 'c')).toEqual([['b', 'a', 'c'], ['d']]);
  });
  it('moves a category to the end of its tatami, or onto another', () => {
    expect(movedTo(assignment, 'a', 0, null)).toEqual([['b', 'c', 'a'], ['d']]);
    expect(movedTo(assignment, 'b', 1, 'd')).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(movedTo(assignment, 'd', 0, null)).toEqual([['a', 'b', 'c', 'd'], []]);
  });
  it('puts an unassigned category on a tatami', () => {
    expect(movedTo(assignment, 'e', 1, null)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(movedTo(assignment, 'e', 0, 'b')).toEqual([['a', 'e', 'b', 'c'], ['d']]);
  });
  it('leaves the assignment as it is when dropped on itself, where it already is, or on no tatami', () => {
    expect(movedTo(assignment, 'b', 0, 'b')).toBe(assignment);
    expect(movedTo(assignment, 'b', 0, 'c')).toBe(assignment);
    expect(movedTo(assignment, 'c', 0, null)).toBe(assignment);
    expect(movedTo(assignment, 'a', 2, null)).toBe(assignment);
  });
});
