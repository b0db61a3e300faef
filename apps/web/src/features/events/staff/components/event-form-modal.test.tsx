// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH, type AcademyEvent } from '@academy/contract';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
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
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
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

  it('sends the name, address and description in Hindi and Marathi as one JSON part, empty ones left out', async () => {
    let sent: FormData | null = null;
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => {
      sent = body as FormData;
    });
    renderModal({
      kind: 'edit',
      event: { ...event, translations: { hi: { eventName: 'शीतकालीन काता प्रतियोगिता' } } },
    });
    await waitFor(() => expect(field('Event Title · In Hindi').value).toBe('शीतकालीन काता प्रतियोगिता'));
    fireEvent.change(field('Event Address · In Marathi'), { target: { value: 'बालेवाडी, पुणे' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    const form = sent as unknown as FormData;
    expect(form.get('eventName')).toBe('Winter Kata Championship');
    expect(JSON.parse(form.get('translations') as string)).toEqual({
      hi: { eventName: 'शीतकालीन काता प्रतियोगिता' },
      mr: { address: 'बालेवाडी, पुणे' },
    });
    send.mockRestore();
  });

  it('refuses an image over 5 MB with the event form wording', async () => {
    renderModal({ kind: 'add' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Event Image'), { target: { files: [big] } });
    expect((await screen.findAllByText(ENGLISH['admin.eventForm.fileTooLarge'])).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: 'Selected event image' })).toBeNull();
  });

  it('opens add with the usual booking rules filled in, each with its meaning and limits', () => {
    renderModal({ kind: 'add' });
    expect(field(/Cancellation cut-off/).value).toBe('24');
    expect(field(/Offer valid for/).value).toBe('12');
    expect(field(/Reminder/).value).toBe('24');
    expect(
      screen.getByText(
        'Families can cancel online until this many hours before the start; 0 lets them cancel until it starts. 0 to 720, usually 24.',
      ),
    ).toBeTruthy();
  });

  it('sends the event’s booking rules as the admin set them', async () => {
    let sent: FormData | null = null;
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => {
      sent = body as FormData;
    });
    renderModal({ kind: 'edit', event: { ...event, cancelCutoffHours: 48, offerHours: 6, reminderHours: 2 } });
    await waitFor(() => expect(field(/Cancellation cut-off/).value).toBe('48'));
    expect(field(/Offer valid for/).value).toBe('6');
    fireEvent.change(field(/Cancellation cut-off/), { target: { value: '0' } });
    fireEvent.change(field(/Reminder/), { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    const form = sent as unknown as FormData;
    expect([form.get('cancelCutoffHours'), form.get('offerHours'), form.get('reminderHours')]).toEqual([
      '0',
      '6',
      '36',
    ]);
    send.mockRestore();
  });

  it('refuses a rule outside its limits with the contract’s message and sends nothing', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderModal({ kind: 'edit', event });
    await waitFor(() => expect(field('Event Title').value).toBe('Winter Kata Championship'));
    fireEvent.change(field(/Cancellation cut-off/), { target: { value: '800' } });
    fireEvent.change(field(/Offer valid for/), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Cancellation cut-off must be a whole number of hours from 0 to 720.')).toBeTruthy();
    expect(screen.getByText("The offer's validity must be a whole number of hours from 1 to 168.")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });
});
