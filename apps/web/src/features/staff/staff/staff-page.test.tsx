// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffListReply, StaffMember } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import StaffPage from './staff-page.tsx';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 'm0',
  name: '',
  email: 'm0@kaizen.in',
  role: 'instructor',
  active: true,
  lastSignInAt: null,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  teaches: [],
  ...overrides,
});

const STAFF: StaffListReply = {
  status: 1,
  message: 'Staff fetched.',
  staff: [
    // The signed-in owner (OWNER_ACCOUNT's id).
    member({ id: 'owner-1', name: 'Shihan Rajesh Kulkarni', email: 'owner@kaizen.in', role: 'owner', twoFactor: true }),
    member({
      id: 'm1',
      name: 'Sensei Meera Iyer',
      email: 'meera@kaizen.in',
      lastSignInAt: '2026-03-02T09:00:00.000Z',
      teaches: [{ id: 'b1', name: 'Little Tigers' }],
    }),
  ],
  invitations: [
    {
      id: 'i1',
      name: 'Priya Sharma',
      email: 'priya@kaizen.in',
      role: 'frontDesk',
      invitedAt: '2026-03-01T09:00:00.000Z',
      expiresAt: '2999-03-08T09:00:00.000Z',
    },
  ],
  twoFactorPolicy: { required: [] },
};

function renderPage(extra: Parameters<typeof stubApi>[0] = {}): SentRequest[] {
  const sent = stubApi({ 'GET /api/Staff/GetStaff': { body: STAFF }, ...extra });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <StaffPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('the Staff screen', () => {
  beforeAll(() => loadAreas('admin', 'form'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each member with their role, batches, last sign-in and two-factor; the owner cannot switch themself off', async () => {
    renderPage();
    const meera = within(await waitFor(() => row('Sensei Meera Iyer')));
    expect(meera.getByText('Instructor')).toBeTruthy();
    expect(meera.getByText('Little Tigers')).toBeTruthy();
    expect(meera.getByText('02 Mar, 2026, 02:30 PM')).toBeTruthy();
    expect(meera.getByText('Off')).toBeTruthy();
    // The role and the two-factor state in the product's one pill (Badge), each role its own tone.
    expect(meera.getByText('Instructor').className).toBe('app-badge app-badge--info');
    expect(meera.getByText('Off').className).toBe('app-badge app-badge--neutral');
    expect(meera.getByRole('button', { name: 'Deactivate Sensei Meera Iyer' })).toBeTruthy();
    const owner = within(row('Shihan Rajesh Kulkarni'));
    expect(owner.getByText('You')).toBeTruthy();
    expect(owner.getByText('On').className).toBe('app-badge app-badge--success');
    expect(owner.getByText('Owner').className).toBe('app-badge app-badge--danger');
    expect(owner.getByText('Never')).toBeTruthy();
    expect(owner.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    // Two-factor is reset only for another member who has it on: the owner's own goes off on My account.
    expect(owner.queryByRole('button', { name: /Reset/ })).toBeNull();
    expect(meera.queryByRole('button', { name: /Reset/ })).toBeNull();
    const waiting = screen.getByRole('region', { name: '1 invitation waiting' });
    expect(within(waiting).getByText('Priya Sharma')).toBeTruthy();
    expect(within(waiting).getByText(/Front desk · link works until/)).toBeTruthy();
  });

  it('invites with the name, email and role the owner gives', async () => {
    const sent = renderPage({
      'POST /api/Staff/InviteStaff': {
        status: 201,
        body: { status: 1, message: 'Invitation sent.', invitation: STAFF.invitations[0] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Priya Sharma' } });
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'Priya@Kaizen.in' } });
    fireEvent.click(dialog.getByLabelText(/^Front desk/));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to priya@kaizen.in.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/Staff/InviteStaff',
      // As typed: the server keeps emails in lower case.
      body: { name: 'Priya Sharma', email: 'Priya@Kaizen.in', role: 'frontDesk' },
    });
  });

  it('deactivates a member only after asking', async () => {
    const sent = renderPage({
      'POST /api/Staff/SetStaffActive/m1': {
        body: {
          status: 1,
          message: 'Staff member deactivated: they are signed out everywhere.',
          member: { ...STAFF.staff[1], active: false },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Sensei Meera Iyer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Sensei Meera Iyer?' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Staff member deactivated: they are signed out everywhere.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/Staff/SetStaffActive/m1',
      body: { active: false },
    });
  });

  it("resets another member's lost second factor only after asking", async () => {
    const withPhone = member({ id: 'm2', name: 'Priya Sharma', role: 'frontDesk', twoFactor: true });
    const sent = renderPage({
      'GET /api/Staff/GetStaff': { body: { ...STAFF, staff: [...STAFF.staff, withPhone] } },
      'POST /api/Admin/ResetTwoFactor/m2': {
        body: {
          status: 1,
          message: 'Two-factor sign-in was reset.',
          twoFactor: { enabledAt: null, recoveryCodesLeft: 0 },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor of Priya Sharma' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Reset Priya Sharma's two-factor sign-in?" }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor sign-in was reset.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({ path: '/api/Admin/ResetTwoFactor/m2' });
  });

  it('requires two-factor sign-in of the roles the owner ticks, payments roles marked', async () => {
    const sent = renderPage({
      'PUT /api/Admin/SaveTwoFactorPolicy': {
        body: { status: 1, message: 'Two-factor sign-in requirement saved.', policy: { required: ['frontDesk'] } },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    const save = section.getByRole('button', { name: 'Save requirement' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(section.getAllByText('Handles payments')).toHaveLength(2);
    fireEvent.click(section.getByLabelText(/^Front desk/));
    fireEvent.click(save);
    expect(await screen.findByText('Two-factor sign-in requirement saved.')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/Admin/SaveTwoFactorPolicy',
      body: { required: ['frontDesk'] },
    });
  });
});
