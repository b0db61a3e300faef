import type { CategoryReply, TournamentResultsReply } from '@academy/contract';
import { fileSlug } from '../../../lib/file-slug.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { athletesById } from './bout-words.ts';

/** Excel reads a CSV as the PC's legacy code page unless it starts with a byte order mark; Hindi names need UTF-8. */
const BOM = '\uFEFF';

const BOUT_FIELDS = [
  'Bout',
  'Kind',
  'Round',
  'AKA',
  'AKA club',
  'AO',
  'AO club',
  'State',
  'Decision',
  'Winner',
  'Method',
  'AKA score',
  'AO score',
];
const KATA_FIELDS = ['Round', 'Pool', 'Order', 'Name', 'Club', 'Total', 'Dropped low', 'Dropped high', 'Rank'];
const PLACE_FIELDS = ['Category', 'Format', 'Entries', 'Finished', 'Place', 'Name', 'Club'];

async function csv(fields: string[], data: (string | number)[][]): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  return BOM + unparse({ fields, data }, { escapeFormulae: true });
}

/**
 * A category's results as CSV: a bout a row (kata by points: a performance a row), with the athletes' names and
 * clubs. Columns and codes (states, methods, 'aka'/'ao'/'draw') are the same in every language, as in the attendees'
 * CSV, so a sheet reading the file keeps working whoever exported it.
 */
export async function categoryResultsCsv(reply: CategoryReply): Promise<string> {
  const athletes = athletesById(reply.entries);
  const name = (id: string | null) => (id === null ? '' : (athletes.get(id)?.athleteName ?? id));
  const club = (id: string | null) => (id === null ? '' : (athletes.get(id)?.club ?? ''));
  if (reply.kataRounds) {
    return csv(
      KATA_FIELDS,
      reply.kataRounds.flatMap((round) =>
        round.pools.flatMap((pool, p) =>
          pool.entrants.map((id, order) => {
            const performance = pool.ranking.find((each) => each.id === id);
            return [
              round.round,
              p + 1,
              order + 1,
              name(id),
              club(id),
              performance?.total.toFixed(1) ?? '',
              performance?.dropped.low.toFixed(1) ?? '',
              performance?.dropped.high.toFixed(1) ?? '',
              performance?.rank ?? '',
            ];
          }),
        ),
      ),
    );
  }
  return csv(
    BOUT_FIELDS,
    reply.bouts.map((bout) => [
      bout.id,
      bout.kind,
      bout.round,
      name(bout.aka),
      club(bout.aka),
      name(bout.ao),
      club(bout.ao),
      bout.state,
      bout.decision ?? '',
      name(bout.winner),
      bout.method ?? '',
      bout.akaScore ?? '',
      bout.aoScore ?? '',
    ]),
  );
}

/** A tournament's places as CSV: a medallist a row, each published category in the programme's order. */
export async function tournamentResultsCsv(results: TournamentResultsReply): Promise<string> {
  return csv(
    PLACE_FIELDS,
    results.categories.flatMap((category) => {
      const places = [
        ...(category.first ? [[1, category.first] as const] : []),
        ...(category.second ? [[2, category.second] as const] : []),
        ...category.third.map((medallist) => [3, medallist] as const),
      ];
      const facts = [category.name, category.format ?? '', category.entries, category.finished ? 'yes' : 'no'];
      return places.length === 0
        ? [[...facts, '', '', '']]
        : places.map(([place, medallist]) => [...facts, place, medallist.athleteName, medallist.club]);
    }),
  );
}

const download = (text: string, name: string) => saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);

/** "results-kumite-male-under-14-12-13-45-kg.csv". */
export async function downloadCategoryResultsCsv(reply: CategoryReply): Promise<void> {
  download(await categoryResultsCsv(reply), `results-${fileSlug(reply.category.name, 'category')}.csv`);
}

/** "results-all-india-open-2026-10-04.csv": the tournament's name and day. */
export async function downloadTournamentResultsCsv(results: TournamentResultsReply): Promise<void> {
  download(
    await tournamentResultsCsv(results),
    `results-${fileSlug(results.eventName, 'tournament')}-${results.day}.csv`,
  );
}
