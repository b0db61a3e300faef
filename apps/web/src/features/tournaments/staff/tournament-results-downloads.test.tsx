// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import * as files from '../../../lib/save-file.ts';
import * as resultsPdf from '../../../lib/tournament-results-pdf.ts';
import { EVENT_ID, GET_TOURNAMENT, path, renderTournamentPage, tournamentReply } from './test-tournament.tsx';

let saveFile: MockInstance<typeof files.saveFile>;
let downloadTournamentResultsPdf: MockInstance<typeof resultsPdf.downloadTournamentResultsPdf>;

beforeEach(() => {
  saveFile = vi.spyOn(files, 'saveFile').mockReturnValue();
  // The PDF itself is tested in lib/tournament-results-pdf.test.ts; here, that the page hands it the results.
  downloadTournamentResultsPdf = vi.spyOn(resultsPdf, 'downloadTournamentResultsPdf').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RESULTS: TournamentResultsReply = {
  status: 1,
  message: 'Results fetched.',
  eventId: EVENT_ID,
  eventName: 'Kaizen Winter Kata Championship 2026',
  day: '2026-12-20',
  eventDateTime: '2026-12-20T04:30:00.000Z',
  address: 'Balewadi, Pune',
  eventImageUrl: null,
  categories: [
    {
      id: 'c1',
      name: 'Kata · Male · Cadets (14–15)',
      discipline: 'kata',
      format: 'kataPoints',
      entries: 2,
      finished: true,
      first: { entryId: 'n1', athleteName: 'Aarav Shah', club: 'Shotokan Pune' },
      second: { entryId: 'n2', athleteName: 'Kabir Rao', club: 'Kaizen Karate Academy' },
      third: [],
    },
  ],
  medals: [],
};

/** The tournament with its first category published. */
function published() {
  const reply = tournamentReply({ drawn: ['c1'] });
  const [first, ...rest] = reply.tournament!.categories;
  return {
    ...reply,
    tournament: { ...reply.tournament!, categories: [{ ...first!, publishedAt: '2026-12-11T05:00:00Z' }, ...rest] },
  };
}

describe("the tournament's results CSV and PDF", () => {
  it('is offered once a draw is published, and downloads the places the results page gives', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: published() },
      [`GET ${path(ENDPOINTS.GetTournamentResults, EVENT_ID)}`]: { body: RESULTS },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Results CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => request.path)).toContain(path(ENDPOINTS.GetTournamentResults, EVENT_ID));
    const [file, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('results-kaizen-winter-kata-championship-2026-2026-12-20.csv');
    const text = await (file as Blob).text();
    expect(text).toContain('Kata · Male · Cadets (14–15),kataPoints,2,yes,1,Aarav Shah,Shotokan Pune');
  });

  it('downloads the results as the A4 PDF, beside the CSV', async () => {
    renderTournamentPage({
      [GET_TOURNAMENT]: { body: published() },
      [`GET ${path(ENDPOINTS.GetTournamentResults, EVENT_ID)}`]: { body: RESULTS },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Results PDF' }));
    await waitFor(() => expect(downloadTournamentResultsPdf).toHaveBeenCalledWith(RESULTS));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('is not offered before any draw is published', async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: tournamentReply({ drawn: ['c1'] }) } });
    expect(await screen.findByRole('heading', { name: 'Kaizen Winter Kata Championship 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Results CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Results PDF' })).toBeNull();
  });
});
