// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceRegisterReply, BatchRosterReply, RosterEntry } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { batchFixture } from '../../../test-classes.ts';
import { stubApi } from '../../../test-api.ts';
import AttendanceRegisterPage from './attendance-register-page.tsx';
import { shiftMonth, thisMonth } from '../../../lib/months.ts';

// Two months back: every day of it is past, whatever today is.
const month = shiftMonth(thisMonth(), -2);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
const batch = batchFixture({ name: 'Evening Kids Karate', startDate: `${shiftMonth(month, -3)}-01` });

const member = (fighterId: string, fighterName: string, decidedAt: string): RosterEntry => ({
  id: `e-${fighterId}`,
  batchId: batch.id,
  fighterId,
  state: 'active',
  requestedAt: decidedAt,
  decidedAt,
  leftAt: null,
  fighterName,
  age: null,
  guardianName: null,
  attendanceRate: null,
});

const roster: BatchRosterReply = {
  status: 1,
  message: 'Roster fetched.',
  batch,
  enrolments: [
    member('f1', 'Asha Rao', `${batch.startDate}T04:00:00.000Z`),
    member('f2', 'Ravi Kumar', `${batch.startDate}T04:00:00.000Z`),
    // Joined on the 5th: the 2nd and the 4th were before their time.
    member('f3', 'Zoya Khan', `${day(5)}T04:00:00.000Z`),
  ],
};

function register(forMonth: string): AttendanceRegisterReply {
  if (forMonth !== month) {
    return { status: 1, message: 'Register fetched.', batch, month: forMonth, days: [], rows: [] };
  }
  return {
    status: 1,
    message: 'Register fetched.',
    batch,
    month,
    // The 16th is a class day on which attendance was never taken.
    days: [day(2), day(4), day(9), day(11), day(16)],
    rows: [
      {
        fighterId: 'f1',
        fullName: 'Asha Rao',
        marks: { [day(2)]: 'present', [day(4)]: 'late', [day(9)]: 'absent', [day(11)]: 'present' },
        attended: 3,
      },
      { fighterId: 'f2', fullName: 'Ravi Kumar', marks: { [day(2)]: 'absent', [day(9)]: 'present' }, attended: 1 },
      { fighterId: 'f3', fullName: 'Zoya Khan', marks: { [day(9)]: 'present', [day(11)]: 'late' }, attended: 2 },
    ],
  };
}

/** Stubs the API and records the month of each register asked for. */
function stubRegister() {
  const months: string[] = [];
  stubApi({
    [`GET /api/Attendance/GetAttendanceRegister/${batch.id}`]: () => ({ body: register(months.at(-1)!) }),
    [`GET /api/Enrolments/GetBatchRoster/${batch.id}`]: { body: roster },
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.includes('GetAttendanceRegister')) months.push(url.searchParams.get('month')!);
    return stubbed(input, init);
  });
  return months;
}

function renderPage(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/classes/:id/register" element={<AttendanceRegisterPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** A fighter's row: each day's cell as its mark's name, '' when unmarked, 'out' before they joined; then totals. */
async function rowOf(name: string) {
  const row = (await screen.findByRole('rowheader', { name })).closest('tr')!;
  return [...row.querySelectorAll('td')].map((cell) =>
    cell.classList.contains('is-outside')
      ? 'out'
      : (cell.querySelector('.register-mark')?.getAttribute('title') ?? cell.textContent),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AttendanceRegisterPage', () => {
  it('shows fighters by class days with a mark per cell and each one attended of held', async () => {
    stubRegister();
    renderPage(`/admin/classes/${batch.id}/register?month=${month}`);

    expect(await screen.findByRole('heading', { name: 'Evening Kids Karate' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toBe('Fighter');
    expect(headers.slice(-2)).toEqual(['Attended', 'Rate']);
    // Each day by its number and weekday; the 16th says attendance was not taken.
    expect(headers[1]).toMatch(/^2(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);
    expect(headers[5]).toMatch(/^16(Mon|Tue|Wed|Thu|Fri|Sat|Sun)Attendance not taken$/);

    expect(await rowOf('Asha Rao')).toEqual(['Present', 'Late', 'Absent', 'Present', '', '3 of 4', '75%']);
    expect(await rowOf('Ravi Kumar')).toEqual(['Absent', '', 'Present', '', '', '1 of 4', '25%']);
    expect(await rowOf('Zoya Khan')).toEqual(['out', 'out', 'Present', 'Late', '', '2 of 2', '100%']);
    // The letter is what shows; the mark's name is for screen readers.
    const asha = (await screen.findByRole('rowheader', { name: 'Asha Rao' })).closest('tr')!;
    expect(within(asha).getAllByText('P', { selector: '[aria-hidden]' })).toHaveLength(2);
    expect(within(asha).getByText('Late', { selector: '.visually-hidden' })).toBeTruthy();
    expect(screen.getByText('25%').classList.contains('is-low')).toBe(true);
    expect(screen.getByText('Attendance taken at 4 of 5 sessions')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Attendance register of Evening Kids Karate/ })).toBeTruthy();
  });

  it('goes from month to month, never beyond this one', async () => {
    const months = stubRegister();
    renderPage(`/admin/classes/${batch.id}/register?month=${month}`);
    await screen.findByRole('rowheader', { name: 'Asha Rao' });
    expect(months).toEqual([month]);

    const next = screen.getByRole('button', { name: /^Next month/ });
    fireEvent.click(next);
    expect(await screen.findByText('This batch has had no sessions this month so far.')).toBeTruthy();
    expect(months.at(-1)).toBe(shiftMonth(month, 1));
    expect(screen.queryByRole('rowheader', { name: 'Asha Rao' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Next month/ }));
    await waitFor(() => expect(months.at(-1)).toBe(thisMonth()));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Next month/ }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Previous month/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Previous month/ }));
    expect(await screen.findByRole('rowheader', { name: 'Asha Rao' })).toBeTruthy();
  });

  it('opens this month when the address names none or one ahead, and stops at the batch’s first month', async () => {
    const months = stubRegister();
    renderPage(`/admin/classes/${batch.id}/register`);
    await waitFor(() => expect(months).toEqual([thisMonth()]));
    cleanup();
    renderPage(`/admin/classes/${batch.id}/register?month=2999-01`);
    await waitFor(() => expect(months).toEqual([thisMonth(), thisMonth()]));

    cleanup();
    renderPage(`/admin/classes/${batch.id}/register?month=${batch.startDate.slice(0, 7)}`);
    await screen.findByText('This batch has had no sessions this month so far.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Previous month/ }).disabled).toBe(true);
  });

  it('downloads the month as a CSV file named by the batch and the month', async () => {
    stubRegister();
    const files: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:register';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: lastBlob! });
    });
    renderPage(`/admin/classes/${batch.id}/register?month=${month}`);
    await screen.findByRole('rowheader', { name: 'Asha Rao' });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`attendance-evening-kids-karate-${month}.csv`);
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    // UTF-8's byte order mark, so Excel reads the names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe(`\uFEFFFighter,${[2, 4, 9, 11, 16].map(day).join(',')},Attended,Held,Rate`);
    expect(lines[3]).toBe('Zoya Khan,,,present,late,,2,2,100%');
  });
});
