// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, type DashboardReply, type Rank, type StaffListReply, type StaffMember } from '@academy/contract';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import { averageRate, trendPath } from './components/attendance-trends.tsx';
import DashboardPage from './dashboard-page.tsx';

const weeks = (rates: (number | null)[]) =>
  rates.map((rate, index) => ({
    weekStart: addDays('2026-09-07', index * 7),
    held: rate === null ? 0 : 3,
    rate,
  }));

const rank = (id: string, name: string, colour: string, grade: number): Rank => ({
  id,
  position: 0,
  name,
  colour,
  kind: 'kyu',
  grade,
});

const QUARTERS = ['2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1', '2026-Q2', '2026-Q3'];

const DASHBOARD: DashboardReply = {
  status: 1,
  message: 'ok',
  activeFighters: 57,
  requestsWaiting: 4,
  classDaysToday: [
    {
      batchId: 'b1',
      batchName: 'Kids Evening Batch',
      startTime: '18:00',
      endTime: '19:00',
      instructor: 'Sensei Rao',
      enrolled: 20,
      marked: 15,
      held: true,
      closedReason: null,
    },
    {
      batchId: 'b2',
      batchName: 'Kobudo Batch',
      startTime: '19:30',
      endTime: '20:30',
      instructor: 'Sensei Iyer',
      enrolled: 8,
      marked: 0,
      held: false,
      closedReason: 'Diwali',
    },
  ],
  attendanceByBatch: [
    { batchId: 'b1', batchName: 'Kids Evening Batch', weeks: weeks([80, 90, null, 70]) },
    { batchId: 'b3', batchName: 'Adults Evening Batch', weeks: weeks([null, null, null, null]) },
  ],
  leadsThisMonth: { new: 3, contacted: 2, trialBooked: 1, attended: 1, joined: 2, lost: 1 },
  ranks: {
    byRank: [
      { rank: rank('r1', 'White', '#f4f4f2', 10), fighters: 20 },
      { rank: rank('r2', 'Yellow', '#f5c518', 9), fighters: 10 },
      { rank: rank('r7', 'Brown', '#7b4a2a', 3), fighters: 0 },
    ],
    unranked: 5,
  },
  promotionsByQuarter: QUARTERS.map((quarter, index) => ({ quarter, promotions: [0, 3, 0, 8, 2, 0, 12, 4][index]! })),
  fees: { month: '2026-11', collectedPaise: 4_250_000, outstandingPaise: 1_200_050, submitted: 3 },
};

const member = (id: string, role: StaffMember['role'], twoFactor: boolean): StaffMember => ({
  id,
  name: id,
  email: `${id}@kaizen.in`,
  role,
  active: true,
  lastSignInAt: null,
  twoFactor,
  createdAt: '2026-01-01T00:00:00.000Z',
  teaches: [],
});

function renderPage(reply: DashboardReply = DASHBOARD, staff?: StaffListReply) {
  const sent = stubApi({
    'GET /api/Admin/GetDashboard': { body: reply },
    ...(staff ? { 'GET /api/Staff/GetStaff': { body: staff } } : {}),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

beforeAll(() => loadAreas('admin', 'classes', 'ranks'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin dashboard', () => {
  it('shows the three figures with where each leads', async () => {
    renderPage();
    const fighters = (await screen.findByText('Fighters in batches')).parentElement!;
    expect(within(fighters).getByText('57')).toBeTruthy();
    expect(within(fighters).getByRole('link', { name: 'All fighters' }).getAttribute('href')).toBe('/admin/fighters');
    const requests = screen.getByText('Requests to join').parentElement!;
    expect(within(requests).getByText('4')).toBeTruthy();
    expect(within(requests).getByRole('link', { name: 'Review in Classes' }).getAttribute('href')).toBe(
      '/admin/classes',
    );
    const trials = screen.getByText('Trial requests this month').parentElement!;
    expect(within(trials).getByText('10')).toBeTruthy();
    expect(within(trials).getByRole('link', { name: '3 new to call' }).getAttribute('href')).toBe('/admin/leads');
  });

  it('urges two-factor sign-in while a role that handles payments may sign in without it', async () => {
    const staff: StaffListReply = {
      status: 1,
      message: 'ok',
      staff: [
        member('owner', 'owner', true),
        member('desk', 'frontDesk', false),
        member('sensei', 'instructor', false),
      ],
      invitations: [],
      twoFactorPolicy: { required: ['owner'] },
    };
    renderPage(DASHBOARD, staff);
    const urge = await screen.findByRole('complementary', { name: 'Protect payments with two-factor sign-in' });
    // Only the front desk is not required yet: its one member has it off; the instructor handles no money.
    expect(urge.textContent).toContain('0 of 1 staff who handle payments (Front desk)');
    expect(within(urge).getByRole('link', { name: 'Require two-factor' }).getAttribute('href')).toBe('/admin/staff');
    cleanup();
    const sent = renderPage(DASHBOARD, { ...staff, twoFactorPolicy: { required: ['owner', 'frontDesk'] } });
    await screen.findByText('Fighters in batches');
    await waitFor(() => expect(sent.some((request) => request.path === '/api/Staff/GetStaff')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('complementary', { name: 'Protect payments with two-factor sign-in' })).toBeNull();
  });

  it("lists today's classes with the marks so far and a link to take attendance", async () => {
    renderPage();
    const today = within(await screen.findByRole('region', { name: "Today's classes" }));
    const kids = within(today.getByText('Kids Evening Batch').closest('li')!);
    expect(kids.getByText('6:00 PM – 7:00 PM')).toBeTruthy();
    expect(kids.getByText('15 of 20 marked')).toBeTruthy();
    expect(
      kids.getByRole('meter', { name: 'Attendance taken in Kids Evening Batch' }).getAttribute('aria-valuenow'),
    ).toBe('15');
    expect(kids.getByRole('link', { name: 'Take attendance in Kids Evening Batch' }).getAttribute('href')).toBe(
      '/admin/classes/b1/attendance',
    );
    const kobudo = within(today.getByText('Kobudo Batch').closest('li')!);
    expect(kobudo.getByText('Cancelled: Diwali')).toBeTruthy();
    expect(kobudo.queryByRole('link')).toBeNull();
  });

  it("draws this month's trial requests as bars as long as their share", async () => {
    renderPage();
    const funnel = within(await screen.findByRole('region', { name: "This month's trial requests" }));
    expect(funnel.getByText('2 of 10 joined (20%). Where each request stands now:')).toBeTruthy();
    const rows = funnel.getAllByRole('term').map((term) => term.parentElement!);
    expect(rows.map((row) => row.textContent)).toEqual([
      'New3',
      'Contacted2',
      'Trial booked1',
      'Attended trial1',
      'Joined2',
      'Lost1',
    ]);
    const bar = (row: HTMLElement) => (row.querySelector('.dash-funnel__bar') as HTMLElement).style.width;
    expect(bar(rows[0]!)).toBe('30%');
    expect(bar(rows[4]!)).toBe('20%');
  });

  it("charts each batch's weekly attendance, with a gap for a week without classes", async () => {
    renderPage();
    const trends = within(await screen.findByRole('region', { name: 'Attendance per batch, last 12 weeks' }));
    const kids = trends.getByRole('img', {
      name: 'Kids Evening Batch: 70% in the latest week with classes, 80% on average over 12 weeks',
    });
    expect(kids.querySelectorAll('circle')).toHaveLength(3);
    // Two pieces of line: before and after the week without classes.
    expect(kids.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    const caption = within(kids.closest('figure')!.querySelector('figcaption')!);
    expect(caption.getByText('avg 80%').parentElement!.firstChild!.textContent).toBe('70%');
    // The numbers behind the chart, as a table a screen reader can walk.
    const table = within(trends.getByRole('table', { name: 'Weekly attendance of Kids Evening Batch' }));
    expect(table.getAllByRole('row')).toHaveLength(5);
    expect(
      trends.getByRole('img', { name: 'Adults Evening Batch: no attendance taken in the last 12 weeks' }),
    ).toBeTruthy();
  });

  it('draws who holds which belt in its colour, and the promotions of the last 8 quarters', async () => {
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Ranks' }));
    const rows = card.getAllByRole('term').map((term) => term.parentElement!);
    expect(rows.map((row) => row.textContent)).toEqual([
      'White · 10th kyu20',
      'Yellow · 9th kyu10',
      'Brown · 3rd kyu0',
      'No rank yet5',
    ]);
    const bar = (row: HTMLElement) => row.querySelector('.dash-ranks__bar') as HTMLElement;
    // On the scale of the largest group, each in its rank's colour.
    expect(bar(rows[0]!).style.width).toBe('100%');
    expect(bar(rows[1]!).style.width).toBe('50%');
    expect(bar(rows[1]!).style.backgroundColor).toMatch(/#f5c518|rgb\(245, 197, 24\)/);
    expect(bar(rows[3]!).style.width).toBe('25%');

    const chart = card.getByRole('img', {
      name: "Promotions per quarter: 29 in the last 8 quarters, 4 in Q3 '26",
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(8);
    const table = within(card.getByRole('table', { name: 'Promotions in each of the last 8 quarters' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'QuarterPromotions',
      "Q4 '240",
      "Q1 '253",
      "Q2 '250",
      "Q3 '258",
      "Q4 '252",
      "Q1 '260",
      "Q2 '2612",
      "Q3 '264",
    ]);
  });

  it("shows this month's fees, with the transfers waiting to be checked", async () => {
    renderPage();
    const fees = within(await screen.findByRole('region', { name: 'Fees · November 2026' }));
    const figure = (label: string) => fees.getByText(label).parentElement!;
    expect(within(figure('Collected')).getByText('₹42,500.00')).toBeTruthy();
    expect(within(figure('Outstanding')).getByText('₹12,000.50')).toBeTruthy();
    const toCheck = within(figure('Payments to check'));
    expect(toCheck.getByText('3')).toBeTruthy();
    expect(toCheck.getByRole('link', { name: 'Check 3 payments' }).getAttribute('href')).toBe('/admin/payments');
    expect(fees.getByRole('link', { name: 'Fees report' }).getAttribute('href')).toBe('/admin/payments/report');
  });

  it('offers the payments when none waits to be checked', async () => {
    renderPage({ ...DASHBOARD, fees: { month: '2026-11', collectedPaise: 0, outstandingPaise: 0, submitted: 0 } });
    const fees = within(await screen.findByRole('region', { name: 'Fees · November 2026' }));
    expect(fees.getByRole('link', { name: 'Open payments' }).getAttribute('href')).toBe('/admin/payments');
    expect(fees.getAllByText('₹0.00')).toHaveLength(2);
  });

  it('says when there is nothing yet', async () => {
    renderPage({
      ...DASHBOARD,
      classDaysToday: [],
      attendanceByBatch: [],
      leadsThisMonth: { new: 0, contacted: 0, trialBooked: 0, attended: 0, joined: 0, lost: 0 },
    });
    expect(await screen.findByText('No class today.')).toBeTruthy();
    expect(screen.getByText('No one has asked for a trial class this month yet.')).toBeTruthy();
    expect(screen.getByText('No batch is open.')).toBeTruthy();
  });
});

describe('the attendance line', () => {
  it('starts a new piece after each week without classes and averages the weeks with them', () => {
    const path = trendPath(weeks([100, null, 50, 0]));
    expect(path).toBe('M0.0 5.0M160.0 36.0L240.0 67.0');
    expect(averageRate(weeks([100, null, 50, 0]))).toBe(50);
    expect(averageRate(weeks([null, null]))).toBeNull();
  });
});
