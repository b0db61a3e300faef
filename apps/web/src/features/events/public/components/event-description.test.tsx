// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AcademyEvent } from '@academy/contract';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../../lib/i18n.ts';
import { stubApi } from '../../../../test-api.ts';
import { BookingModal } from './booking-modal.tsx';
import { EventCard } from './event-card.tsx';

const DESCRIPTION =
  'A full day of kata and kumite for every belt, with a parents’ briefing at noon. Safety gear is compulsory.';

const event: AcademyEvent = {
  _id: 'e1',
  eventName: 'Winter Kata Championship',
  eventDescription: DESCRIPTION,
  address: 'Balewadi, Pune',
  eventDateTime: '2026-12-25T13:00:00.000Z',
  eventImageUrl: null,
  eventThumbnailUrl: null,
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: 1,
  entryFee: 1200,
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/**
 * happy-dom does no layout: give clamped paragraphs the heights a browser would (5 lines shown as 3), and report each
 * observed paragraph once after the render, as a browser's ResizeObserver does after its layout.
 */
function layOut(clamped: boolean) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return clamped && !this.classList.contains('is-expanded') ? 120 : 72;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(72);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        setTimeout(() =>
          act(() => this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver)),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Lets the observers report. */
const afterLayout = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => loadAreas('events', 'form'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EventCard description', () => {
  it('offers Read more when the description is clamped, and Show less once open', async () => {
    layOut(true);
    render(
      // The card's name links to the event's own page.
      <MemoryRouter>
        <EventCard event={event} onBook={() => {}} />
      </MemoryRouter>,
    );
    const toggle = await screen.findByRole('button', { name: 'Read more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const paragraph = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(paragraph.textContent).toBe(DESCRIPTION);
    expect(paragraph.classList.contains('is-expanded')).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show less');
    expect(paragraph.classList.contains('is-expanded')).toBe(true);

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
    expect(paragraph.classList.contains('is-expanded')).toBe(false);
  });

  it('has no toggle when the whole description fits', async () => {
    layOut(false);
    render(
      // The card's name links to the event's own page.
      <MemoryRouter>
        <EventCard event={event} onBook={() => {}} />
      </MemoryRouter>,
    );
    await afterLayout();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });
});

describe('BookingModal', () => {
  it('shows the event’s full description, date and place above the form', async () => {
    // What the modal reads besides answers from the stub, not from a server at happy-dom's localhost:3000.
    stubApi({});
    render(
      <MemoryRouter initialEntries={['/events']}>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <BookingModal event={event} show onHide={() => {}} onBooked={() => {}} />
          </ToastProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Winter Kata Championship' });
    expect(dialog.textContent).toContain(DESCRIPTION);
    expect(dialog.textContent).toContain('25 December 2026, 06:30 PM IST');
    expect(dialog.textContent).toContain('Balewadi, Pune');
    // Above the form's first field.
    const description = screen.getByText(DESCRIPTION);
    const name = screen.getByLabelText('Name');
    expect(description.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // It asks for personal data, so it says where the privacy notice is, in a new tab that keeps the form.
    const notice = screen.getByRole('link', { name: 'Privacy notice' });
    expect(notice.getAttribute('href')).toBe('/privacy');
    expect(notice.getAttribute('target')).toBe('_blank');
  });
});
