// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnrolmentState, FighterClassesReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { batchFixture } from '../../../test-classes.ts';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { ClassesSection } from './classes-section.tsx';

const enrolment = (id: string, state: EnrolmentState, batch = batchFixture()) => ({
  id,
  batchId: batch.id,
  fighterId: 'c1',
  state,
  requestedAt: '2026-09-01T05:00:00.000Z',
  decidedAt: state === 'requested' ? null : '2026-09-02T05:00:00.000Z',
  leftAt: state === 'left' ? '2026-11-20T05:00:00.000Z' : null,
  batch,
});

const SATURDAY = batchFixture({ id: 'b2', name: 'Saturday Juniors', weekdays: ['sat'] });

function reply(states: { kids: EnrolmentState; saturday?: EnrolmentState }): FighterClassesReply {
  return {
    status: 1,
    message: 'Classes fetched.',
    checkinCode: 'ABCD2345',
    enrolments: [
      enrolment('e1', states.kids),
      ...(states.saturday ? [enrolment('e2', states.saturday, SATURDAY)] : []),
    ],
    attendance: {
      monthAttended: 12,
      monthHeld: 14,
      overallAttended: 40,
      overallHeld: 41,
      recent: [
        {
          batchId: 'b1',
          batchName: 'Evening Kids Karate',
          day: '2026-11-23',
          fighterId: 'c1',
          mark: 'late',
          markedAt: '2026-11-23T12:45:00.000Z',
          method: 'qr',
        },
      ],
      days: [{ day: '2026-11-23', mark: 'late' }],
    },
  };
}

let sent: SentRequest[];
let left: boolean;

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ClassesSection fighterId="c1" name="Mira Rao" />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return within(screen.getByRole('region', { name: 'Classes' }));
}

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  left = false;
  sent = stubApi({
    'GET /api/Enrolments/GetFighterClasses/c1': () => ({
      body: reply({ kids: left ? 'left' : 'active', saturday: 'requested' }),
    }),
    'POST /api/Enrolments/LeaveBatch/e1': () => {
      left = true;
      return { body: { status: 1, message: 'You have left the batch.', enrolment: enrolment('e1', 'left') } };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a profile's classes", () => {
  it('lists its batches with their state, its attendance as "12 of 14 classes (86%)" and its latest class days', async () => {
    const panel = renderSection();
    expect(await panel.findByRole('link', { name: 'Evening Kids Karate' })).toBeTruthy();
    const items = panel.getAllByRole('listitem').filter((item) => item.classList.contains('enrolment'));
    expect(items.map((item) => within(item).getByText(/Enrolled|Waiting for the academy/).textContent)).toEqual([
      'Enrolled',
      'Waiting for the academy',
    ]);
    expect(
      within(items[0]!).getByText('Mon · Wed · Fri · 6:00 PM – 7:00 PM IST · Main hall, Kothrud, Pune'),
    ).toBeTruthy();
    expect(within(items[0]!).getByText(/^Next class: /)).toBeTruthy();
    // A request waiting for the academy has no next class yet, and can be taken back.
    expect(within(items[1]!).queryByText(/^Next class: /)).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Take back request: Saturday Juniors' })).toBeTruthy();

    const stats = within(panel.getByRole('region', { name: 'Attendance' }));
    expect(stats.getByText('This month').nextElementSibling?.textContent).toBe('12 of 14 classes (86%)');
    expect(stats.getByText('Overall').nextElementSibling?.textContent).toBe('40 of 41 classes (98%)');
    const latest = stats.getByText('Evening Kids Karate').closest('li')!;
    expect(latest.textContent).toMatch(/^Mon, 23 Nov( 2026)?Evening Kids KarateLate$/);
    expect(panel.getByRole('region', { name: 'Check-in card' })).toBeTruthy();
  });

  it('leaves a batch only after the confirmation, and shows it left', async () => {
    const panel = renderSection();
    await userEvent.click(await panel.findByRole('button', { name: 'Leave batch: Evening Kids Karate' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Leave Evening Kids Karate?' }));
    expect(confirm.getByText(/Mira Rao comes off the batch’s roster/)).toBeTruthy();

    await userEvent.click(confirm.getByRole('button', { name: 'Keep' }));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(panel.getByRole('button', { name: 'Leave batch: Evening Kids Karate' }));
    const again = within(await screen.findByRole('dialog', { name: 'Leave Evening Kids Karate?' }));
    await userEvent.click(again.getByRole('button', { name: 'Leave batch' }));
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/Enrolments/LeaveBatch/e1',
    ]);
    expect(await screen.findByText('You have left the batch.')).toBeTruthy();
    // Reloaded: the batch is among the earlier ones, without Leave.
    const earlier = within((await panel.findByText('1 earlier batch')).closest('details')!);
    expect(earlier.getByText('Left')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Leave batch: Evening Kids Karate' })).toBeNull();
  });

  it('points a profile in no batch to the Classes page', async () => {
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/Enrolments/GetFighterClasses/c1': {
        body: {
          ...reply({ kids: 'active' }),
          enrolments: [],
          attendance: { ...reply({ kids: 'active' }).attendance, recent: [], days: [], overallHeld: 0 },
        },
      },
    });
    const panel = renderSection();
    expect(await panel.findByText('Mira Rao is not in a batch yet.')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Find a class' }).getAttribute('href')).toBe('/classes');
    // The card is there to print before the first class.
    expect(panel.getByText('ABCD-2345')).toBeTruthy();
  });
});
