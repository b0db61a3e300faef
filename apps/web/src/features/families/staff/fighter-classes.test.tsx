// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnrolmentState, FighterClassesReply } from '@academy/contract';
import { saveLogin } from '../../../lib/session.ts';
import { batchFixture } from '../../../test-classes.ts';
import { stubApi } from '../../../test-api.ts';
import { FighterClasses } from './fighter-classes.tsx';

const KIDS = batchFixture();
const KOBUDO = batchFixture({ id: 'b2', name: 'Saturday Kobudo', program: 'Martial Arts', weekdays: ['sat'] });
const MORNING = batchFixture({ id: 'b3', name: 'Morning Adults', program: 'Adults Karate', status: 'paused' });

const enrolment = (id: string, state: EnrolmentState, batch = KIDS) => ({
  id,
  batchId: batch.id,
  fighterId: 'f1',
  state,
  requestedAt: '2026-09-01T05:00:00.000Z',
  decidedAt: state === 'requested' ? null : '2026-09-02T05:00:00.000Z',
  leftAt: state === 'left' ? '2026-11-20T05:00:00.000Z' : null,
  batch,
});

const classes = (enrolments: FighterClassesReply['enrolments'], held = 14): FighterClassesReply => ({
  status: 1,
  message: 'Classes fetched.',
  checkinCode: 'ABCD2345',
  enrolments,
  attendance: {
    monthAttended: held === 0 ? 0 : 12,
    monthHeld: held,
    overallAttended: held === 0 ? 0 : 40,
    overallHeld: held === 0 ? 0 : 41,
    recent: [],
    days: [],
  },
});

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FighterClasses fighter={{ id: 'f1', fullName: 'Asha Rao' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Classes of Asha Rao' }));
  return within(await screen.findByRole('dialog', { name: 'Classes of Asha Rao' }));
}

beforeEach(() => saveLogin({ token: 'admin-token', userType: 'admin', userId: 'a1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FighterClasses', () => {
  it('asks for the classes only when opened, and shows attendance and each batch with its state', async () => {
    const sent = stubApi({
      'GET /api/Enrolments/GetFighterClasses/f1': {
        body: classes([
          enrolment('e3', 'left', MORNING),
          enrolment('e1', 'active'),
          enrolment('e2', 'requested', KOBUDO),
        ]),
      },
    });
    renderButton();
    expect(sent).toEqual([]);

    const dialog = await open();
    expect(await dialog.findByText('12 of 14 classes (86%)')).toBeTruthy();
    expect(dialog.getByText('40 of 41 classes (98%)')).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/api/Enrolments/GetFighterClasses/f1']);

    const items = dialog.getAllByRole('listitem');
    // Current batches first, the one left after them.
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Evening Kids Karate',
      'Saturday Kobudo',
      'Morning Adults',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/admin/classes/b1');
    expect(within(items[0]!).getByText('Enrolled')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Joined on 02 Sep/)).toBeTruthy();
    expect(items[0]!.querySelector('.fighter-batch__meta')!.textContent).toBe(
      'Kids Karate · Mon, Wed, Fri · 6:00 PM – 7:00 PM IST',
    );
    expect(within(items[1]!).getByText('Request waiting')).toBeTruthy();
    expect(within(items[1]!).getByText(/^Asked on 01 Sep/)).toBeTruthy();
    expect(within(items[2]!).getByText('Left')).toBeTruthy();
    expect(within(items[2]!).getByText(/^Left on 20 Nov/)).toBeTruthy();
    // A batch no longer running says so.
    expect(within(items[2]!).getByText('Paused')).toBeTruthy();
    expect(within(items[0]!).queryByText('Open')).toBeNull();
  });

  it('says when the fighter has never been in a batch', async () => {
    stubApi({ 'GET /api/Enrolments/GetFighterClasses/f1': { body: classes([], 0) } });
    renderButton();
    const dialog = await open();
    expect(await dialog.findByText('Asha Rao has never been in a batch.')).toBeTruthy();
    expect(dialog.queryByText('Attendance, all batches')).toBeNull();
  });

  it('counts a single class in the singular', async () => {
    const reply = classes([enrolment('e1', 'active')]);
    reply.attendance = { ...reply.attendance, monthAttended: 1, monthHeld: 1 };
    stubApi({ 'GET /api/Enrolments/GetFighterClasses/f1': { body: reply } });
    renderButton();
    const dialog = await open();
    expect(await dialog.findByText('1 of 1 class (100%)')).toBeTruthy();
  });

  it('says when nothing was held yet', async () => {
    stubApi({ 'GET /api/Enrolments/GetFighterClasses/f1': { body: classes([enrolment('e1', 'active')], 0) } });
    renderButton();
    const dialog = await open();
    expect(await dialog.findAllByText('No classes held yet')).toHaveLength(2);
  });

  it('offers to try again when the classes could not be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/Enrolments/GetFighterClasses/f1': () =>
        fail
          ? { status: 500, body: { status: 0, message: 'Server error' } }
          : { body: classes([enrolment('e1', 'active')]) },
    });
    renderButton();
    const dialog = await open();
    expect(await dialog.findByText('The classes could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('Evening Kids Karate')).toBeTruthy();
  });
});
