// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@academy/contract';
import { ToastProvider } from '../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../lib/i18n.ts';
import { stubApi, type SentRequest } from '../../test-api.ts';
import { ForStaff } from '../for-staff.tsx';
import AdminLayout from './admin-layout.tsx';

/** The admin frame for a member of `role`, at `path`, where the payments page stands for any page. */
function renderAs(role: StaffRole, path: string, mustSetUpTwoFactor = false): SentRequest[] {
  const member = { id: `${role}-1`, name: 'Sensei Meera Iyer', email: 'meera@kaizen.in', role, twoFactor: false };
  const sent = stubApi({
    'GET /api/Staff/GetMyStaffAccount': {
      body: { status: 1, message: 'Staff fetched.', member: { ...member, mustSetUpTwoFactor } },
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route
                path="payments"
                element={
                  <ForStaff endpoint="GetPayments">
                    <h1>Payments page</h1>
                  </ForStaff>
                }
              />
              <Route path="account" element={<h1>My account page</h1>} />
              <Route path="*" element={<h1>Some page</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

async function navLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  await within(nav).findAllByRole('link');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the admin frame for each staff role', () => {
  beforeAll(() => loadAreas('admin', 'form'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an instructor their day only, and tells them a page outside their role is not theirs', async () => {
    const sent = renderAs('instructor', '/admin/payments');
    expect(await navLinks()).toEqual(['Today', 'My account']);
    expect(await screen.findByRole('heading', { name: 'Not part of your role' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payments page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my home' }).getAttribute('href')).toBe('/admin/today');
    // Nothing of the money was asked for, not even the badge's count.
    expect(sent.map((request) => request.path).filter((path) => path.startsWith('/api/Payments'))).toEqual([]);
  });

  it('shows the front desk its desk, the fighters, payments and trial classes', async () => {
    renderAs('frontDesk', '/admin/payments');
    expect((await navLinks()).map((text) => text.trim())).toEqual([
      'Desk',
      'Fighters',
      'Payments',
      'Trial classes',
      'My account',
    ]);
    expect(await screen.findByRole('heading', { name: 'Payments page' })).toBeTruthy();
  });

  it('shows the owner every section, Staff included, and no instructor home', async () => {
    renderAs('owner', '/admin/dashboard');
    const links = (await navLinks()).map((text) => text.trim());
    expect(links).toContain('Staff');
    expect(links).toContain('Audit log');
    expect(links).not.toContain('Today');
    expect(links).not.toContain('Desk');
  });

  it('takes a member who must set up two-factor sign-in to My account, and shows them nothing else', async () => {
    const sent = renderAs('frontDesk', '/admin/payments', true);
    expect(await navLinks()).toEqual(['My account']);
    expect(await screen.findByRole('heading', { name: 'My account page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payments page' })).toBeNull();
    expect(sent.map((request) => request.path).filter((path) => path.startsWith('/api/Payments'))).toEqual([]);
  });
});
