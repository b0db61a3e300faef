// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academyToday, endpointUrl, ENDPOINTS } from '@academy/contract';
import { loadAreas } from '../../../../lib/i18n.ts';
import { stubApi } from '../../../../test-api.ts';
import { batchFixture } from '../../../../test-classes.ts';
import { CancelClassDayModal } from './cancel-class-day-modal.tsx';

const kids = { ...batchFixture({ id: 'kids', name: 'Little Dragons' }), requested: 0, instructorId: null };
const adults = { ...batchFixture({ id: 'adults', name: 'Morning Adults' }), requested: 0, instructorId: null };

function renderModal(batch: typeof kids | null) {
  const sent = stubApi({
    [`POST ${endpointUrl(ENDPOINTS.CloseClassDay)}`]: {
      body: { status: 1, message: '1 session cancelled; 3 families told.', closed: 1, notified: 3, trialVisitors: 0 },
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelClassDayModal target={{ batch, batches: [kids, adults] }} onHide={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(/reason/i), { target: { value: 'Diwali' } });
  return sent;
}

describe('CancelClassDayModal', () => {
  beforeAll(() => loadAreas('classes'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("cancels only the batch it was opened from while 'Only <batch>' is chosen, as it is at first", async () => {
    const sent = renderModal(kids);
    expect((screen.getByLabelText(/Only Little Dragons/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /cancel session|cancel the session|cancel class/i }));
    await screen.findByText('1 session cancelled; 3 families told.');
    expect(sent.map((request) => request.body)).toEqual([
      { batchIds: ['kids'], day: academyToday(), reason: 'Diwali' },
    ]);
  });

  it('cancels every batch of the day when the admin chooses so', async () => {
    const sent = renderModal(kids);
    fireEvent.click(screen.getByLabelText(/every batch|all batches/i));
    fireEvent.click(screen.getByRole('button', { name: /cancel session|cancel the session|cancel class/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ batchIds: ['kids', 'adults'], day: academyToday(), reason: 'Diwali' });
  });
});
