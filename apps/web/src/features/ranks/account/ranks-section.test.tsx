// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { FighterRanksReply, Promotion } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { RANKS, stubApi } from '../../../test-api.ts';
import * as certificatePdf from './certificate-pdf.ts';
import { RanksSection } from './ranks-section.tsx';

// The PDF itself is tested in certificate-pdf.test.ts; here, that the section asks for the right one.
let downloadCertificate: MockInstance<typeof certificatePdf.downloadCertificate>;

const brown = RANKS[6]!;
const purple = RANKS[5]!;

const atGrading: Promotion = {
  id: 'p2',
  fighterId: 'f1',
  rank: brown,
  day: '2026-03-14',
  gradingId: 'g1',
  gradingName: 'Spring Grading 2026',
  examiners: ['Shihan Rajesh Kulkarni', 'Sensei Ananya Deshpande'],
  certificateNumber: 'KKA-2026-00042-X7QP',
  recordedAt: '2026-03-14T10:00:00.000Z',
};
const byAcademy: Promotion = {
  id: 'p1',
  fighterId: 'f1',
  rank: purple,
  day: '2025-09-02',
  gradingId: null,
  gradingName: null,
  examiners: [],
  certificateNumber: 'KKA-2025-00007-ABCD',
  recordedAt: '2025-09-02T10:00:00.000Z',
};

function answer(reply: Omit<FighterRanksReply, 'status' | 'message'>) {
  return stubApi({
    'GET /api/Ranks/GetFighterRanks/f1': { body: { status: 1, message: 'Rank history fetched.', ...reply } },
  });
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <RanksSection fighterId="f1" />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const section = () => within(screen.getByRole('region', { name: 'Belt and rank' }));

beforeEach(() => {
  downloadCertificate = vi.spyOn(certificatePdf, 'downloadCertificate').mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the belt on the profile', () => {
  it('shows the current belt since its promotion and every promotion, newest first', async () => {
    answer({ rank: brown, since: '2026-03-14', promotions: [atGrading, byAcademy] });
    renderSection();
    expect(await screen.findByText('Since 14 March 2026')).toBeTruthy();
    const current = section().getByText('Current belt').parentElement!;
    expect(within(current).getByText('Brown · 3rd kyu')).toBeTruthy();

    const steps = within(section().getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    const [newest, oldest] = steps.map((step) => within(step));
    expect(newest!.getByText('Brown · 3rd kyu')).toBeTruthy();
    expect(newest!.getByText(/Spring Grading 2026/).textContent).toBe('14 March 2026 · Spring Grading 2026');
    expect(newest!.getByText('Examined by Shihan Rajesh Kulkarni, Sensei Ananya Deshpande')).toBeTruthy();
    expect(newest!.getByText('KKA-2026-00042-X7QP').parentElement!.textContent).toBe(
      'Certificate no. KKA-2026-00042-X7QP',
    );
    expect(oldest!.getByText('Purple · 5th kyu')).toBeTruthy();
    expect(oldest!.getByText(/Recorded by the academy/).textContent).toBe(
      '02 September 2025 · Recorded by the academy',
    );
    expect(oldest!.queryByText(/Examined by/)).toBeNull();
  });

  it('says a rank recorded before rank history has no date', async () => {
    answer({ rank: brown, since: null, promotions: [] });
    renderSection();
    expect(await screen.findByText('On record from before the academy kept rank history')).toBeTruthy();
    expect(section().queryByRole('list')).toBeNull();
  });

  it('tells a profile without a rank how the first belt comes', async () => {
    answer({ rank: null, since: null, promotions: [] });
    renderSection();
    expect(
      await screen.findByText('No belt on record yet. The academy records the first belt at the first grading.'),
    ).toBeTruthy();
    expect(section().queryByText('Current belt')).toBeNull();
  });

  it('downloads the certificate of the promotion chosen', async () => {
    downloadCertificate.mockResolvedValue();
    answer({ rank: brown, since: '2026-03-14', promotions: [atGrading, byAcademy] });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Download certificate for Purple · 5th kyu' }));
    expect(downloadCertificate).toHaveBeenCalledWith('p1');
  });

  it('says so when the certificate cannot be made', async () => {
    downloadCertificate.mockRejectedValue(new Error('Certificate not found.'));
    answer({ rank: brown, since: '2026-03-14', promotions: [atGrading] });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Download certificate for Brown · 3rd kyu' }));
    expect(await screen.findByText('The certificate could not be made. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download certificate for Brown · 3rd kyu' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says when the history cannot be loaded', async () => {
    stubApi({});
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The rank history could not be loaded. Please try again later.',
    );
  });
});
