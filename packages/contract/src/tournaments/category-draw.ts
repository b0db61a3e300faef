import { eliminationBouts, eliminationPlacings, type Bout, type BoutResult, type Placings } from './bracket.ts';
import { drawBracket, type BracketDraw, type DrawEntrant } from './draw.ts';
import { kataPools } from './kata-points.ts';
import { roundRobinBouts, roundRobinPlacings, roundRobinStandings, type Standing } from './round-robin.ts';
import type { RuleProfile, TournamentDiscipline } from './rule-profile.ts';
import type { CategoryFormat } from './tournaments.ts';

/**
 * A category's draw as stored: a bracket (kumite, and kata by flags), a pool whose order was drawn (round robin), or
 * kata pools by points. Each keeps the seed value that made it, so it can be made again and checked.
 */
export type CategoryDraw =
  | { format: 'bracket' | 'kataFlags'; bracket: BracketDraw }
  | { format: 'roundRobin'; order: string[]; seedValue: number }
  | { format: 'kataPoints'; pools: string[][]; seedValue: number };

/** How a category is fought: kata as the profile scores it; kumite and teams in a pool when small, else a bracket. */
export function categoryFormat(
  profile: Pick<RuleProfile, 'kata' | 'roundRobinUpTo'>,
  discipline: TournamentDiscipline,
  entrants: number,
): CategoryFormat {
  if (discipline === 'kata' || discipline === 'teamKata') {
    return profile.kata.scoring === 'points' ? 'kataPoints' : 'kataFlags';
  }
  return entrants <= profile.roundRobinUpTo ? 'roundRobin' : 'bracket';
}

/** The draw of a category, reproducible from `seedValue`. */
export function drawCategory(
  format: CategoryFormat,
  entrants: readonly DrawEntrant[],
  seedValue: number,
  kata: Pick<RuleProfile['kata'], 'poolSize'>,
): CategoryDraw {
  if (format === 'bracket' || format === 'kataFlags') return { format, bracket: drawBracket(entrants, seedValue) };
  const ids = entrants.map((entrant) => entrant.id);
  // A pool's order decides who fights whom first; one pool's worth of kata pools is the same draw.
  const [order = []] = kataPools(ids, seedValue, Math.max(ids.length, 1));
  if (format === 'roundRobin') return { format, order, seedValue };
  return { format, pools: kataPools(ids, seedValue, kata.poolSize), seedValue };
}

/** A stored result, with who fought the bout: it counts only while the bout still has those two. */
export interface StoredResult {
  winner: 'aka' | 'ao' | 'draw';
  aka: string;
  ao: string;
  akaScore: number | null;
  aoScore: number | null;
}

/** A bracket knows no draws: a stored draw there (which the server refuses) counts for nothing. */
function bracketResults(results: Readonly<Record<string, StoredResult>>): Record<string, BoutResult> {
  return Object.fromEntries(
    Object.entries(results).flatMap(([id, r]) =>
      r.winner === 'draw' ? [] : [[id, { winner: r.winner, aka: r.aka, ao: r.ao }]],
    ),
  );
}

/** A bout of any format: a pool's bouts are 'pool', ready until their result is in. */
export interface CategoryBout extends Omit<Bout, 'kind'> {
  kind: Bout['kind'] | 'pool';
  /** 'draw' only in a pool. */
  decision: 'aka' | 'ao' | 'draw' | null;
}

/** Every bout of a drawn category as the results leave it; kata by points has performances, not bouts. */
export function categoryBouts(
  draw: CategoryDraw,
  bronze: RuleProfile['bronze'],
  results: Readonly<Record<string, StoredResult>>,
): CategoryBout[] {
  if (draw.format === 'bracket' || draw.format === 'kataFlags') {
    return eliminationBouts(draw.bracket, bronze, bracketResults(results)).map((bout) => ({
      ...bout,
      decision: bout.state === 'done' ? (bout.winner === bout.aka ? 'aka' : 'ao') : null,
    }));
  }
  if (draw.format === 'roundRobin') {
    return roundRobinBouts(draw.order).map((bout) => {
      const result = results[bout.id];
      const counts = result && result.aka === bout.aka && result.ao === bout.ao;
      return {
        ...bout,
        kind: 'pool',
        state: counts ? 'done' : 'ready',
        winner: counts && result.winner !== 'draw' ? bout[result.winner] : null,
        decision: counts ? result.winner : null,
      };
    });
  }
  return [];
}

/** A pool's table, counting only results whose bout still has the two who fought it. */
export function poolStandings(
  draw: Extract<CategoryDraw, { format: 'roundRobin' }>,
  results: Readonly<Record<string, StoredResult>>,
): Standing[] {
  const counted = Object.fromEntries(
    roundRobinBouts(draw.order).flatMap((bout) => {
      const result = results[bout.id];
      if (!result || result.aka !== bout.aka || result.ao !== bout.ao) return [];
      return [[bout.id, { winner: result.winner, akaPoints: result.akaScore ?? 0, aoPoints: result.aoScore ?? 0 }]];
    }),
  );
  return roundRobinStandings(draw.order, counted, 'pointsDifference');
}

/** The medal places decided so far; null for kata by points, whose places come from its performances. */
export function categoryPlacings(
  draw: CategoryDraw,
  bronze: RuleProfile['bronze'],
  results: Readonly<Record<string, StoredResult>>,
): Placings | null {
  if (draw.format === 'bracket' || draw.format === 'kataFlags') {
    return eliminationPlacings(draw.bracket, bronze, bracketResults(results));
  }
  if (draw.format === 'roundRobin') return roundRobinPlacings(poolStandings(draw, results));
  return null;
}
