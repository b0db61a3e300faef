// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH, type AcademyEvent } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { EventFormModal, type EventFormMode } from './event-form-modal.tsx';

const event: AcademyEvent = {
  _id: 'e1',
  eventName: 'Winter Kata Championship',
  eventDescription: 'Kata for all belts.',
  address: 'Balewadi, Pune',
  eventDateTime: '2026-12-25T13:00:00.000Z',
  eventImageUrl: '/uploads/events/e1.webp',
  eventThumbnailUrl: '/uploads/events/e1-thumb.webp',
  category: 'upcoming',
  totalSeats: 50,
  totalBookings: 3,
  entryFee: 1200,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderModal(mode: EventFormMode) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <EventFormModal mode={mode} onHide={() => {}} onSaved={onSaved} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onSaved };
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('EventFormModal', () => {
  afterEach(() => cleanup());

  it('on an empty submit shows every required-field message and sends nothing', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { onSaved } = renderModal({ kind: 'add' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    for (const message of [
      ENGLISH['form.eventName.required'],
      ENGLISH['form.address.required'],
      ENGLISH['admin.eventForm.imageRequired'],
      ENGLISH['form.description.required'],
      ENGLISH['form.dateTime.required'],
      'Total Seats must be at least 1',
      'Entry Fee must be at least 0',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(send).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('shows a field message once the field is touched', async () => {
    renderModal({ kind: 'add' });
    fireEvent.blur(field('Event Title'));
    expect(await screen.findByText(ENGLISH['form.eventName.required'])).toBeTruthy();
    expect(screen.queryByText(ENGLISH['form.address.required'])).toBeNull();
  });

  it('opens edit filled from the event, with the date as IST wall-clock time and the existing image', async () => {
    renderModal({ kind: 'edit', event });
    await waitFor(() => expect(field('Event Title').value).toBe('Winter Kata Championship'));
    expect(field(/Event Date & Time/).value).toBe('2026-12-25T18:30');
    expect(field('Total Seats').value).toBe('50');
    expect(field(/Entry Fee/).value).toBe('1200');
    expect(screen.getByRole('img', { name: 'Selected event image' }).getAttribute('src')).toBe(
      '/uploads/events/e1.webp',
    );
    expect(screen.getByRole('button', { name: 'Update Event' })).toBeTruthy();
  });

  it('refuses an image over 5 MB with the event form wording', async () => {
    renderModal({ kind: 'add' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Event Image'), { target: { files: [big] } });
    expect((await screen.findAllByText(ENGLISH['admin.eventForm.fileTooLarge'])).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: 'Selected event image' })).toBeNull();
  });
});
