import type { Medallist, TournamentResultsReply } from '@academy/contract';

type Category = TournamentResultsReply['categories'][number];

/** A medallist as the results name one: the name doubles as the entry's id. */
export const medallist = (athleteName: string, club: string): Medallist => ({
  entryId: athleteName,
  athleteName,
  club,
});

/** A finished kata category with its four medallists, as the tests' starting point. */
export const resultsCategory = (overrides: Partial<Category>): Category => ({
  id: 'c1',
  name: 'Kata · Male · U12 (10–11)',
  discipline: 'kata',
  format: 'kataPoints',
  entries: 6,
  finished: true,
  first: medallist('Aarav Patil', 'Kaizen Karate Academy'),
  second: medallist('Vihaan Joshi', 'Shotokan Karate Pune'),
  third: [medallist('Om Rane', 'Goju Ryu Nashik'), medallist('Krish Naik', 'Kaizen Karate Academy')],
  ...overrides,
});

/** The All India Open's results with the categories and medal table a test gives. */
export const resultsReply = (
  results: Pick<TournamentResultsReply, 'categories' | 'medals'>,
): TournamentResultsReply => ({
  status: 1,
  message: 'Results fetched.',
  eventId: 'open',
  eventName: 'All India Open',
  day: '2026-10-04',
  eventDateTime: '2026-10-04T03:30:00.000Z',
  address: 'Balewadi Sports Complex, Pune',
  eventImageUrl: null,
  ...results,
});
