// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@academy/contract';
import { ToastProvider } from '../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../test-api.ts';
import { ForStaff } from '../for-staff.tsx';
import AdminLayout from './admin-layout.tsx';

/** The admin frame for a member of `role`, at `path`, where the payments page stands for any page. */
function renderAs(role: StaffRole, path: string, mustSetUpTwoFactor = false, more: ApiRoutes = {}): SentRequest[] {
  const member = { id: `${role}-1`, name: 'Sensei Meera Iyer', email: 'meera@kaizen.in', role, twoFactor: false };
  const sent = stubApi({
    'GET /api/Staff/GetMyStaffAccount': {
      body: { status: 1, message: 'Staff fetched.', member: { ...member, mustSetUpTwoFactor } },
    },
    ...more,
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
    ).toEqual(['Gallery', 'Staff', 'Messages', 'Emails', 'Audit log', 'Settings']);
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
    expect(within(list).getAllByRole('link')).toHaveLength(15);
    expect(within(list).getByRole('link', { name: /Payments/ }).className).toContain('active');
    expect([...list.querySelectorAll('.dropdown-header')].map((header) => header.textContent)).toEqual([
      'Training',
      'Academy',
    ]);
    // Each heading holds its own sections only: a line parts a group's last from the next sections, which have none.
    const under = (heading: string) => {
      const items = [...list.children];
      const start = items.findIndex((item) => item.textContent === heading);
      const end = items.findIndex((item, i) => i > start && /dropdown-(header|divider)/.test(item.className));
      return items.slice(start + 1, end === -1 ? undefined : end).map((item) => item.textContent);
    };
    expect(under('Training')).toEqual(['Classes', 'Ranks', 'Gradings']);
    expect(under('Academy')).toEqual(['Gallery', 'Staff', 'Messages', 'Emails', 'Audit log', 'Settings']);
  });

  it("shows on a phone's Menu button one dot for what waits inside, each count named for a screen reader", async () => {
    renderAs('owner', '/admin/dashboard', false, {
      'GET /api/Leads/GetLeads': {
        body: {
          status: 1,
          message: 'Leads.',
          leads: [],
          counts: { new: 3, contacted: 0, booked: 0, attended: 0, joined: 0, lost: 0 },
        },
      },
      'GET /api/Payments/GetPayments': {
        body: { status: 1, message: 'Payments.', payments: [{ id: 'p1' }, { id: 'p2' }] },
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await within(nav).findAllByRole('link');
    const menu = nav.querySelector('.staff-nav__compact') as HTMLElement;
    const toggle = await within(menu).findByRole('button', {
      name: /Menu: Dashboard.*Payments: 2 to check.*Trial classes: 3 new/,
    });
    const waiting = toggle.querySelector('.staff-nav__waiting')!;
    expect(waiting.querySelectorAll('.app-bar__badge')).toHaveLength(2);
    // No bare number outside the dot: the digits are the row's, where each section names its own.
    expect(
      [...toggle.querySelectorAll('[aria-hidden="true"]')]
        .filter((node) => /\d/.test(node.textContent ?? ''))
        .every((node) => waiting.contains(node)),
    ).toBe(true);
  });

  it('takes a member who must set up two-factor sign-in to My account, and shows them nothing else', async () => {
    const sent = renderAs('frontDesk', '/admin/payments', true);
    expect(await navLinks()).toEqual(['My account']);
    expect(await screen.findByRole('heading', { name: 'My account page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payments page' })).toBeNull();
    expect(sent.map((request) => request.path).filter((path) => path.startsWith('/api/Payments'))).toEqual([]);
  });
});
