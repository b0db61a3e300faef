// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TournamentResultsReply } from '@academy/contract';
import { categoryResultsCsv, tournamentResultsCsv } from './results-csv.ts';
import { bout, categoryReply, won } from './test-category.tsx';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the results CSV', () => {
  it("of a category: a bout a row, with both athletes' names and clubs, the winner and how", async () => {
    const csv = await categoryResultsCsv(
      categoryReply({
        format: 'bracket',
        published: true,
        bouts: [
          won({ id: 'R1-1', aka: 'e1', ao: 'e2', method: 'senshu' }, 'aka', [2, 2]),
          bout({ id: 'R1-2', aka: 'e3', ao: 'e4' }),
          bout({ id: 'R2-1', round: 2, aka: 'e1', state: 'waiting' }),
        ],
      }),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Bout,Kind,Round,AKA,AKA club,AO,AO club,State,Decision,Winner,Method,AKA score,AO score',
      'R1-1,main,1,Aarav Shah,Shotokan Pune,Kabir Rao,Kaizen Karate Academy,done,aka,Aarav Shah,senshu,2,2',
      'R1-2,main,1,Om Kulkarni,Goju Ryu Nashik,Jay More,Kyokushin Mumbai,ready,,,,,',
      'R2-1,main,2,Aarav Shah,Shotokan Pune,,,waiting,,,,,',
    ]);
  });

  it("of kata by points: a performance a row, in its pool's order, with its total, dropped scores and rank", async () => {
    const csv = await categoryResultsCsv({
      ...categoryReply({ format: 'kataPoints', published: true }),
      kataRounds: [
        {
          round: 1,
          tieBreak: false,
          pools: [
            {
              entrants: ['e2', 'e1'],
              ranking: [{ id: 'e2', total: 24, dropped: { low: 7.9, high: 8.6 }, rank: 1 }],
              complete: false,
            },
          ],
        },
      ],
    });
    expect(lines(csv)).toEqual([
      'Round,Pool,Order,Name,Club,Total,Dropped low,Dropped high,Rank',
      '1,1,1,Kabir Rao,Kaizen Karate Academy,24.0,7.9,8.6,1',
      '1,1,2,Aarav Shah,Shotokan Pune,,,,',
    ]);
  });

  it('of a tournament: a medallist a row, a category with no place yet on a row of its own; formulas kept inert', async () => {
    const medallist = (name: string, club: string) => ({ entryId: name, athleteName: name, club });
    const results: TournamentResultsReply = {
      status: 1,
      message: 'Results fetched.',
      eventId: 'e1',
      eventName: 'All India Open',
      day: '2026-09-08',
      eventDateTime: '2026-09-08T04:30:00.000Z',
      address: 'Balewadi, Pune',
      eventImageUrl: null,
      categories: [
        {
          id: 'c1',
          name: 'Kata · Male · Under 12 (10–11)',
          discipline: 'kata',
          format: 'kataPoints',
          entries: 6,
          finished: true,
          first: medallist('Arjun Kulkarni', 'Kaizen Karate Academy'),
          second: medallist('=Aarav Kulkarni', 'Kyokushin Mumbai'),
          third: [medallist('Kabir Bhosale', 'Kaizen Karate Academy'), medallist('Yash Shinde', 'Shito Ryu Nagpur')],
        },
        {
          id: 'c2',
          name: 'Kumite · Open',
          discipline: 'kumite',
          format: 'bracket',
          entries: 2,
          finished: false,
          first: null,
          second: null,
          third: [],
        },
      ],
      medals: [],
    };
    expect(lines(await tournamentResultsCsv(results))).toEqual([
      'Category,Format,Entries,Finished,Place,Name,Club',
      'Kata · Male · Under 12 (10–11),kataPoints,6,yes,1,Arjun Kulkarni,Kaizen Karate Academy',
      'Kata · Male · Under 12 (10–11),kataPoints,6,yes,2,"\'=Aarav Kulkarni",Kyokushin Mumbai',
      'Kata · Male · Under 12 (10–11),kataPoints,6,yes,3,Kabir Bhosale,Kaizen Karate Academy',
      'Kata · Male · Under 12 (10–11),kataPoints,6,yes,3,Yash Shinde,Shito Ryu Nagpur',
      'Kumite · Open,bracket,2,no,,,',
    ]);
  });
});
