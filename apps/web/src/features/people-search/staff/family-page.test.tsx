// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FamilyFileReply } from '@academy/contract';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import FamilyPage from './family-page.tsx';

const FILE: FamilyFileReply = {
  status: 1,
  message: 'Family fetched.',
  family: {
    accountId: 'p1',
    members: [
      {
        id: 'p1',
        fullName: 'Asha Kulkarni',
        child: false,
        trains: false,
        age: 38,
        mobileNumber: '9820123456',
        email: 'asha@kaizen.in',
        rank: null,
        batches: [],
      },
      {
        id: 'c1',
        fullName: 'Rohan Kulkarni',
        child: true,
        trains: true,
        age: 10,
        mobileNumber: '9820123456',
        email: 'asha@kaizen.in',
        rank: 'Yellow',
        batches: [
          { id: 'b1', name: 'Evening Kids', state: 'active' },
          { id: 'b2', name: 'Weekend Kata', state: 'requested' },
        ],
      },
    ],
    dues: [
      { id: 'd1', item: 'Evening Kids', fighterName: 'Rohan Kulkarni', amountPaise: 150000, dueDay: '2026-12-10' },
    ],
    owedPaise: 150000,
    bookings: [
      {
        bookingCode: 'KKA-7F3K9Q',
        fighterName: 'Rohan Kulkarni',
        eventId: 'e1',
        eventName: 'Winter Cup',
        eventDateTime: '2026-12-20T04:30:00.000Z',
        cancelled: false,
      },
    ],
  },
};

describe("a family's page for the desk", () => {
  beforeAll(() => loadAreas('admin'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows its people with the guardian’s phone for a child, belts, batches, what it owes and its bookings', async () => {
    const sent = stubApi({ 'GET /api/Admin/GetFamilyFile/c1': { body: FILE } });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/admin/families/c1']}>
          <Routes>
            <Route path="/admin/families/:id" element={<FamilyPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Asha Kulkarni's family" })).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/api/Admin/GetFamilyFile/c1']);
    const people = within(screen.getByRole('region', { name: 'People' }));
    expect(people.getByText('Parent, does not train · 38 years')).toBeTruthy();
    expect(people.getByText("Guardian's phone +91 98201 23456 · asha@kaizen.in")).toBeTruthy();
    expect(people.getByText('Yellow')).toBeTruthy();
    expect(people.getByRole('link', { name: 'Evening Kids' }).getAttribute('href')).toBe('/admin/classes/b1');
    expect(people.getByRole('link', { name: 'Weekend Kata (request waiting)' })).toBeTruthy();
    const dues = within(screen.getByRole('region', { name: 'Dues' }));
    expect(dues.getByText('Owes ₹1,500.00')).toBeTruthy();
    expect(dues.getByText(/^Evening Kids · Rohan Kulkarni · due 10 December 2026$/)).toBeTruthy();
    // Record a payment opens this family's dues, not a search for it again.
    expect(dues.getByRole('link', { name: 'Record a payment' }).getAttribute('href')).toBe(
      '/admin/payments/record?fighter=p1',
    );
    const bookings = within(screen.getByRole('region', { name: 'Bookings' }));
    expect(bookings.getByRole('link', { name: 'Winter Cup' })).toBeTruthy();
    expect(bookings.getByText(/Rohan Kulkarni · .* · KKA-7F3K9Q/)).toBeTruthy();
  });
});
