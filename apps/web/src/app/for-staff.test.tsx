// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAreas } from '../lib/i18n.ts';
import { STAFF_ACCOUNT_STORAGE_KEY } from '../lib/staff-account.ts';
import { stubApi } from '../test-api.ts';
import { ForStaff } from './for-staff.tsx';

const ACCOUNT = 'GET /api/Staff/GetMyStaffAccount';
const instructor = (id: string) => ({
  body: {
    status: 1,
    message: 'Staff fetched.',
    member: {
      id,
      name: 'Sensei Meera Iyer',
      email: 'meera@kaizen.in',
      role: 'instructor',
      twoFactor: true,
      mustSetUpTwoFactor: false,
    },
  },
});

/** GetMyStaffAccount as a phone with no connection sees it: the request never reaches a server. */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

/** A fresh tab (a reload): nothing in the query cache, only what the phone's storage kept. */
function renderAttendance() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/classes/b1/attendance']}>
        <Routes>
          <Route
            path="/admin/classes/:id/attendance"
            element={
              <ForStaff endpoint="GetClassDay">
                <h1>Attendance page</h1>
              </ForStaff>
            }
          />
          <Route path="/admin/account" element={<h1>My account page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a staff page opened with no connection (decision 042)', () => {
  beforeAll(() => loadAreas('admin'));
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('userType', 'admin');
    localStorage.setItem('userId', 'instructor-1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('knows the member from the copy kept at the last answer, and opens the page of their role', async () => {
    stubApi({ [ACCOUNT]: instructor('instructor-1') });
    renderAttendance();
    expect(await screen.findByRole('heading', { name: 'Attendance page' })).toBeTruthy();
    cleanup();

    stubApi({ [ACCOUNT]: unreachable });
    renderAttendance();
    expect(await screen.findByRole('heading', { name: 'Attendance page' })).toBeTruthy();
  });

  it('says the account could not be loaded when nothing was kept, or what was kept is another login’s', async () => {
    stubApi({ [ACCOUNT]: unreachable });
    renderAttendance();
    expect(await screen.findByText('Your staff account could not be loaded.')).toBeTruthy();
    cleanup();

    stubApi({ [ACCOUNT]: instructor('instructor-2') });
    localStorage.setItem('userId', 'instructor-2');
    renderAttendance();
    await screen.findByRole('heading', { name: 'Attendance page' });
    cleanup();

    localStorage.setItem('userId', 'instructor-1');
    stubApi({ [ACCOUNT]: unreachable });
    renderAttendance();
    expect(await screen.findByText('Your staff account could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Attendance page' })).toBeNull();
  });

  it('does not cover a refusal by the server with the kept copy', async () => {
    stubApi({ [ACCOUNT]: instructor('instructor-1') });
    renderAttendance();
    await screen.findByRole('heading', { name: 'Attendance page' });
    expect(JSON.parse(localStorage.getItem(STAFF_ACCOUNT_STORAGE_KEY)!)).toMatchObject({ userId: 'instructor-1' });
    cleanup();

    stubApi({ [ACCOUNT]: { status: 403, body: { status: 0, message: 'This staff account is switched off.' } } });
    renderAttendance();
    expect(await screen.findByText('Your staff account could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Attendance page' })).toBeNull();
  });
});
