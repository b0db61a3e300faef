// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

  it("shows the owner every section in one row of eight, the academy's pages and the teaching records grouped", async () => {
    renderAs('owner', '/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const row = nav.querySelector('.staff-nav__row')!;
    await within(nav).findAllByRole('link');
    expect([...row.children].map((item) => item.querySelector('a, button')!.textContent?.trim())).toEqual([
      'Dashboard',
      'Fighters',
      'Training',
      'Events',
      'Payments',
      'Trial classes',
      'Academy',
      'My account',
    ]);
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Academy' }));
    const academy = (await within(nav).findAllByRole('link', { name: 'Audit log' }))[0]!.closest('.dropdown-menu')!;
    expect(
      within(academy as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Gallery', 'Staff', 'Emails', 'Audit log', 'Settings']);
    expect(within(nav).queryByRole('link', { name: 'Today' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Desk' })).toBeNull();
  });

  it('offers a phone every section under one Menu button that names the current one', async () => {
    renderAs('owner', '/admin/payments');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await within(nav).findAllByRole('link');
    const menu = nav.querySelector('.staff-nav__compact')!;
    const toggle = await within(menu as HTMLElement).findByRole('button', { name: /Menu: Payments/ });
    fireEvent.click(toggle);
    const list = menu.querySelector('.dropdown-menu') as HTMLElement;
    expect(within(list).getAllByRole('link')).toHaveLength(14);
    expect(within(list).getByRole('link', { name: /Payments/ }).className).toContain('active');
    expect([...list.querySelectorAll('.dropdown-header')].map((header) => header.textContent)).toEqual([
      'Training',
      'Academy',
    ]);
  });

  it('takes a member who must set up two-factor sign-in to My account, and shows them nothing else', async () => {
    const sent = renderAs('frontDesk', '/admin/payments', true);
    expect(await navLinks()).toEqual(['My account']);
    expect(await screen.findByRole('heading', { name: 'My account page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payments page' })).toBeNull();
    expect(sent.map((request) => request.path).filter((path) => path.startsWith('/api/Payments'))).toEqual([]);
  });
});
