// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '@academy/contract';
import { stubApi } from '../../../../test-api.ts';
import { WaitingList } from './waiting-list.tsx';

const entry = (
  _id: string,
  fighterName: string,
  state: WaitlistEntry['state'],
  position: number | null,
  more: Partial<WaitlistEntry> = {},
): WaitlistEntry => ({
  _id,
  position,
  fighterName,
  email: `${_id}@example.com`,
  mobileNumber: '9876543210',
  state,
  joinedAt: '2026-11-20T05:00:00.000Z',
  offeredAt: null,
  offerExpiresAt: null,
  ...more,
});

function renderList(entries: WaitlistEntry[]) {
  const sent = stubApi({ 'GET /api/Waitlist/GetWaitlist/e1': { body: { status: 1, message: 'ok', entries } } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WaitingList eventId="e1" />
    </QueryClientProvider>,
  );
  return sent;
}

describe('WaitingList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the line in the order the server sends, numbered, with each state and the offer’s end in IST', async () => {
    renderList([
      entry('w1', 'Asha Rao', 'booked', null),
      // 06:30 UTC is 12:00 PM in IST.
      entry('w2', 'Ravi Kumar', 'offered', 1, {
        offeredAt: '2026-11-24T18:30:00.000Z',
        offerExpiresAt: '2026-11-25T06:30:00.000Z',
      }),
      entry('w3', 'Zoya Khan', 'waiting', 2),
      entry('w4', 'Kabir Singh', 'left', null),
    ]);
    const section = await screen.findByRole('region', { name: /Waiting list/ });
    // Only those still in line are counted.
    expect(await within(section).findByRole('heading', { name: 'Waiting list 2' })).toBeTruthy();

    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Asha Rao',
      'Ravi Kumar',
      'Zoya Khan',
      'Kabir Singh',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([
      '1',
      'w2@example.com',
      '+91 98765 43210',
      'Seat offered',
      '20 Nov, 2026 10:30 AM',
      '25 Nov, 2026 12:00 PM',
    ]);
    expect(cells(rows[2]!)).toEqual([
      '2',
      'w3@example.com',
      '+91 98765 43210',
      'Waiting',
      '20 Nov, 2026 10:30 AM',
      'N/A',
    ]);
    expect(cells(rows[0]!)[3]).toBe('Booked');
    expect(cells(rows[3]!)[3]).toBe('Left');
  });

  it('says nobody is waiting when the line is empty', async () => {
    const sent = renderList([]);
    expect(await screen.findByText('Nobody is waiting for a seat.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Waiting list 0' })).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/api/Waitlist/GetWaitlist/e1']);
  });
});
