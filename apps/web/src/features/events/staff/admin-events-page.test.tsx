// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AcademyEvent, ENGLISH } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import AdminEventsPage from './admin-events-page.tsx';

const event: AcademyEvent = {
  _id: 'e1',
  eventName: 'Winter Kata Championship',
  eventDescription: 'Kata for all belts.',
  address: 'Balewadi, Pune',
  // 13:00 UTC is 06:30 PM in IST: the dialog must show the academy's time, not the browser's.
  eventDateTime: '2026-12-25T13:00:00.000Z',
  eventImageUrl: '/uploads/events/e1.webp',
  eventThumbnailUrl: '/uploads/events/e1-thumb.webp',
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: 1,
  entryFee: 1200,
  createdAt: '2026-11-01T00:00:00.000Z',
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
};

describe('AdminEventsPage row actions and delete confirmation', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the event and its IST date, and keeps the product question word for word', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 1, message: 'ok', events: [event] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <MemoryRouter>
            <AdminEventsPage />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    // Each action says what it does in words and names the event; Delete stands apart from the others.
    const row = (await screen.findByRole('rowheader', { name: 'Winter Kata Championship' })).closest('tr')!;
    const actions = [
      within(row).getByRole('link', { name: 'View details of Winter Kata Championship' }),
      within(row).getByRole('link', { name: 'Door check-in for Winter Kata Championship' }),
      within(row).getByRole('button', { name: 'Edit Winter Kata Championship' }),
    ];
    expect(actions.map((action) => action.textContent)).toEqual(['View', 'Check-in', 'Edit']);
    const remove = within(row).getByRole('button', { name: 'Delete Winter Kata Championship' });
    expect(remove.textContent).toBe('Delete');
    expect(remove.className).toContain('btn-outline-danger');
    expect(remove.closest('.row-actions__danger')).not.toBeNull();
    expect(actions[2]!.closest('.row-actions__danger')).toBeNull();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Winter Kata Championship”?' });
    expect(within(dialog).getByText('25 Dec, 2026, 06:30 PM IST')).toBeTruthy();
    expect(
      within(dialog).getByText(`${ENGLISH['admin.events.deleteConfirm']} Its 1 booking will be deleted too.`),
    ).toBeTruthy();
  });
});
