// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ENDPOINTS, type CompetitionRecordReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi } from '../../../test-api.ts';
import * as certificatePdf from '../certificates/competition-certificate-pdf.ts';
import CompetitionsSection from './competitions-section.tsx';

// The PDF itself is tested in competition-certificate-pdf.test.ts; here, that the section asks for the right one.
let downloadCompetitionCertificate: MockInstance<typeof certificatePdf.downloadCompetitionCertificate>;

const RECORD = `GET ${ENDPOINTS.GetCompetitionRecord.path.replace(':id', 'k1')}`;

type Competition = CompetitionRecordReply['competitions'][number];

const ahead: Competition = {
  entryId: 'n2',
  eventId: 'e2',
  eventName: 'Winter Kata Championship',
  day: '2026-12-20',
  categoryName: 'Kata · Male · Cadets (14–15)',
  place: null,
  finished: false,
};
const won: Competition = {
  entryId: 'n1',
  eventId: 'e1',
  eventName: 'All India Open',
  day: '2026-10-04',
  categoryName: 'Kumite · Male · Cadets (14–15) · −52 kg',
  place: 1,
  finished: true,
};

function renderSection(competitions: CompetitionRecordReply['competitions']) {
  const sent = stubApi({ [RECORD]: { body: { status: 1, message: 'ok', competitions } } });
  const view = render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CompetitionsSection fighterId="k1" />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return { sent, view };
}

beforeEach(() => {
  downloadCompetitionCertificate = vi.spyOn(certificatePdf, 'downloadCompetitionCertificate').mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a profile's competitions", () => {
  it('lists each category entered, newest first, with the medal won and the way to the tournament', async () => {
    renderSection([ahead, won]);
    const section = within(await screen.findByRole('region', { name: 'Competitions' }));
    expect(section.getByText('2 categories entered · 1 medal')).toBeTruthy();
    const [coming, past] = section.getAllByRole('listitem');
    expect(within(coming!).getByText('Entered')).toBeTruthy();
    expect(within(past!).getByText('Gold')).toBeTruthy();
    expect(within(past!).getByRole('link', { name: 'All India Open' }).getAttribute('href')).toBe('/events/e1');
  });

  it('downloads the certificate of each finished category, and only of those', async () => {
    downloadCompetitionCertificate.mockResolvedValue();
    renderSection([ahead, { ...won, place: null }]);
    const section = within(await screen.findByRole('region', { name: 'Competitions' }));
    const [later, past] = section.getAllByRole('listitem');
    expect(within(later!).queryByRole('button')).toBeNull();
    expect(within(past!).getByText('Competed')).toBeTruthy();
    await userEvent.click(
      within(past!).getByRole('button', {
        name: 'Download the certificate for Kumite · Male · Cadets (14–15) · −52 kg',
      }),
    );
    expect(downloadCompetitionCertificate).toHaveBeenCalledWith('n1');
  });

  it('says so when the certificate cannot be made', async () => {
    downloadCompetitionCertificate.mockRejectedValue(new Error('Entry not found.'));
    renderSection([won]);
    await userEvent.click(await screen.findByRole('button', { name: /^Download the certificate for/ }));
    expect(await screen.findByText('The certificate could not be made. Please try again.')).toBeTruthy();
  });

  it('shows nothing for a profile that never competed', async () => {
    const { sent, view } = renderSection([]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
  });
});
