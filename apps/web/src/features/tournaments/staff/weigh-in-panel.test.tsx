// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type AthleteEntriesReply, type WeighInRequest } from '@academy/contract';
import { stubApi, type ApiRoutes } from '../../../test-api.ts';
import { entry, path } from './test-tournament.tsx';
import WeighInPanel from './weigh-in-panel.tsx';

const GET = `GET ${path(ENDPOINTS.GetAthleteEntries, 'b1')}`;
const WEIGH = `POST ${path(ENDPOINTS.WeighIn, 'b1')}`;

const kumite = (overrides: Partial<AthleteEntriesReply['entries'][number]> = {}) => ({
  ...entry({ id: 'n1', categoryId: 'c3', athleteName: 'Aarav Joshi', bookingId: 'b1' }),
  categoryName: 'Kumite · Male · Cadets (14–15) · −52 kg',
  offWeight: false,
  moveTo: null,
  ...overrides,
});
const reply = (message: string, entries: AthleteEntriesReply['entries']): AthleteEntriesReply => ({
  status: 1,
  message,
  eventId: 'e1',
  athleteName: 'Aarav Joshi',
  entries,
});

function renderPanel(routes: ApiRoutes) {
  const sent = stubApi(routes);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WeighInPanel bookingId="b1" />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the weigh-in at the door', () => {
  it('records the weight, then moves an off-weight entry to the category the weight fits', async () => {
    const user = userEvent.setup();
    const sent = renderPanel({
      [GET]: { body: reply('Entries fetched.', [kumite()]) },
      [WEIGH]: (request) =>
        (request.body as WeighInRequest).offWeight === 'move'
          ? {
              body: reply('Aarav Joshi weighed in at 54.5 kg.', [
                kumite({
                  categoryId: 'c4',
                  categoryName: 'Kumite · Male · Cadets (14–15) · −57 kg',
                  state: 'checkedIn',
                }),
              ]),
            }
          : {
              body: reply('Aarav Joshi weighs 54.5 kg: off weight for −52 kg. Move or withdraw the entry.', [
                kumite({ offWeight: true, moveTo: { id: 'c4', name: 'Kumite · Male · Cadets (14–15) · −57 kg' } }),
              ]),
            },
    });
    expect(await screen.findByRole('heading', { name: 'Weigh-in: Aarav Joshi' })).toBeTruthy();
    expect(screen.getByText('Not weighed')).toBeTruthy();
    await user.type(screen.getByLabelText('Weight on the scale (kg)'), '54.5');
    await user.click(screen.getByRole('button', { name: 'Record weight' }));
    expect(await screen.findByText(/off weight for −52 kg/)).toBeTruthy();
    expect(screen.getByText('Off weight')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move to Kumite · Male · Cadets (14–15) · −57 kg' }));
    expect(await screen.findByText('Checked in')).toBeTruthy();
    expect(screen.getByText('Kumite · Male · Cadets (14–15) · −57 kg')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { weighedKg: 54.5, offWeight: null },
      { weighedKg: 54.5, offWeight: 'move' },
    ]);
  });

  it('shows nothing for a ticket that holds no entry', async () => {
    const sent = renderPanel({
      [GET]: { status: 404, body: { status: 0, message: 'This ticket holds no tournament entry.' } },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // Past the reply's arrival: still no weigh-in, and no error either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
