// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchReply } from '@academy/contract';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import { StaffSearch } from './staff-search.tsx';

const FOUND: SearchReply = {
  status: 1,
  message: 'Search done.',
  people: [
    {
      id: 'p1',
      fullName: 'Asha Kulkarni',
      child: false,
      trains: false,
      guardianName: null,
      mobileNumber: '9820123456',
      mobileIsGuardians: false,
      email: 'asha@kaizen.in',
    },
    {
      id: 'c1',
      fullName: 'Rohan Kulkarni',
      child: true,
      trains: true,
      guardianName: 'Asha Kulkarni',
      mobileNumber: '9820123456',
      mobileIsGuardians: true,
      email: 'asha@kaizen.in',
    },
  ],
  bookings: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch() {
  const sent = stubApi({ 'GET /api/Admin/SearchPeople': { body: FOUND } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/desk']}>
        <StaffSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

describe('the staff bar search', () => {
  beforeAll(() => loadAreas('admin'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("finds a family by four digits, shows a child's phone as the guardian's, and opens the family", async () => {
    const sent = renderSearch();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a person' }), { target: { value: '3456' } });
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByText('Parent · +91 98201 23456')).toBeTruthy();
    expect(within(people).getByText("Child of Asha Kulkarni · +91 98201 23456 (guardian's)")).toBeTruthy();
    expect(sent.filter((request) => request.path.startsWith('/api/Admin/SearchPeople'))).toHaveLength(1);
    fireEvent.click(within(people).getByRole('link', { name: /Rohan Kulkarni/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/families/c1'));
  });

  it('asks nothing for one letter, and Enter shows every match in the fighters list', async () => {
    const sent = renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Find a person' });
    fireEvent.change(box, { target: { value: 'k' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent.filter((request) => request.path.startsWith('/api/Admin/SearchPeople'))).toEqual([]);
    fireEvent.change(box, { target: { value: 'kulk' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/fighters?q=kulk'));
  });
});
