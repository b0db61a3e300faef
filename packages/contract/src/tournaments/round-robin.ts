import type { Placings, Side } from './bracket.ts';

/** The decision of a pool bout, stored by bout id; the points scored are optional and only break ties. */
export interface PoolResult {
  winner: Side | 'draw';
  akaPoints?: number;
  aoPoints?: number;
}

/** A bout of a pool: 'P-1', 'P-2', ... in the order they are fought; `round` is the circle method's round. */
export interface PoolBout {
  id: string;
  round: number;
  aka: string;
  ao: string;
}

/**
 * A pool's bouts (round robin): everyone meets everyone once, by the circle method (with an odd number, one rests
 * each round). The bouts are numbered in the order they are fought, round after round, and ordered within their
 * rounds so that nobody fights two bouts in a row where that can be avoided (with 3 or 4 entrants it cannot). The ids
 * depend on the order of `entrantIds`, so a pool keeps its order once its bouts have results.
 */
export function roundRobinBouts(entrantIds: readonly string[]): PoolBout[] {
  if (new Set(entrantIds).size !== entrantIds.length) throw new Error('An entrant is in the pool twice');
  let circle: (string | null)[] = entrantIds.length % 2 === 0 ? [...entrantIds] : [...entrantIds, null];
  const size = circle.length;
  const rounds: Pair[][] = [];
  for (let round = 1; round < size; round += 1) {
    const pairs: Pair[] = [];
    for (let i = 0; i < size / 2; i += 1) {
      const [a, b] = [circle[i], circle[size - 1 - i]];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      // The entrant who stays put changes sides every round; the others change as the circle turns.
      pairs.push(i === 0 && round % 2 === 0 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    circle = [circle[0] ?? null, circle[size - 1] ?? null, ...circle.slice(1, size - 1)];
  }
  return withoutBackToBack(rounds)
    .flatMap((pairs, r) => pairs.map(([aka, ao]) => ({ aka, ao, round: r + 1 })))
    .map((bout, i) => ({ id: `P-${i + 1}`, ...bout }));
}

/** A pool's table row: points are 2 for a win, 1 for a draw, 0 for a loss. */
export interface Standing {
  id: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  pointsFor: number;
  pointsAgainst: number;
  rank: number;
}

/**
 * A pool's table from the results so far (results for ids that are not the pool's bouts are ignored). Ranked by
 * points; entrants level on points are separated by head-to-head, the table of only their bouts among themselves;
 * those still level by the tie-break rule ('pointsDifference': points scored less points conceded over all their
 * bouts; 'pointsFor': points scored; 'none'). Whenever a step splits a level group, the steps start again within each
 * smaller group (three level entrants may leave two whose own bout then decides). Entrants level after all that
 * share the rank (1, 2, 2, 4), listed in the pool's order: the caller decides, by a deciding bout where a place
 * depends on it.
 */
export function roundRobinStandings(
  entrantIds: readonly string[],
  results: Readonly<Record<string, PoolResult>>,
  tieBreak: 'pointsDifference' | 'pointsFor' | 'none',
): Standing[] {
  const rows = new Map(
    entrantIds.map((id) => [
      id,
      { id, played: 0, won: 0, drawn: 0, lost: 0, points: 0, pointsFor: 0, pointsAgainst: 0, rank: 0 },
    ]),
  );
  const decided = roundRobinBouts(entrantIds).flatMap((bout) => {
    const result = Object.hasOwn(results, bout.id) ? results[bout.id] : undefined;
    return result && ['aka', 'ao', 'draw'].includes(result.winner) ? [{ bout, result }] : [];
  });
  for (const { bout, result } of decided) {
    const sides = [
      {
        row: rows.get(bout.aka) as Standing,
        side: 'aka',
        scored: result.akaPoints ?? 0,
        conceded: result.aoPoints ?? 0,
      },
      { row: rows.get(bout.ao) as Standing, side: 'ao', scored: result.aoPoints ?? 0, conceded: result.akaPoints ?? 0 },
    ];
    for (const { row, side, scored, conceded } of sides) {
      row.played += 1;
      row.pointsFor += scored;
      row.pointsAgainst += conceded;
      if (result.winner === 'draw') row.drawn += 1;
      else if (result.winner === side) row.won += 1;
      else row.lost += 1;
      row.points = 2 * row.won + row.drawn;
    }
  }

  const headToHead = (group: readonly string[]) => {
    const points = new Map(group.map((id) => [id, 0]));
    for (const { bout, result } of decided) {
      if (!points.has(bout.aka) || !points.has(bout.ao)) continue;
      const [aka, ao] = result.winner === 'draw' ? [1, 1] : result.winner === 'aka' ? [2, 0] : [0, 2];
      points.set(bout.aka, (points.get(bout.aka) as number) + aka);
      points.set(bout.ao, (points.get(bout.ao) as number) + ao);
    }
    return (id: string) => points.get(id) as number;
  };
  const rule = (id: string) => {
    const row = rows.get(id) as Standing;
    return tieBreak === 'pointsDifference'
      ? row.pointsFor - row.pointsAgainst
      : tieBreak === 'pointsFor'
        ? row.pointsFor
        : 0;
  };
  const separate = (group: string[]): string[][] => {
    if (group.length < 2) return [group];
    for (const score of [headToHead(group), rule]) {
      const split = splitBy(group, score);
      if (split.length > 1) return split.flatMap(separate);
    }
    return [group];
  };

  const ordered = splitBy([...entrantIds], (id) => (rows.get(id) as Standing).points).flatMap(separate);
  let rank = 1;
  return ordered.flatMap((level) => {
    const standings = level.map((id) => ({ ...(rows.get(id) as Standing), rank }));
    rank += level.length;
    return standings;
  });
}

/**
 * The medal places of a finished pool (until every bout has its result, none is decided): first, second and third by
 * rank. A first or second place shared by a tie stays null until the caller decides it and gives the result; a shared
 * third place lists everyone sharing it.
 */
export function roundRobinPlacings(standings: readonly Standing[]): Placings {
  if (standings.some((s) => s.played !== standings.length - 1)) return { first: null, second: null, third: [] };
  const ranked = (rank: number) => standings.filter((s) => s.rank === rank).map((s) => s.id);
  const alone = (ids: string[]) => (ids.length === 1 ? (ids[0] as string) : null);
  return { first: alone(ranked(1)), second: alone(ranked(2)), third: ranked(3) };
}

/** The group split into groups level on `score`, highest first, each keeping the group's order. */
function splitBy(group: readonly string[], score: (id: string) => number): string[][] {
  const levels = [...new Set(group.map(score))].sort((a, b) => b - a);
  return levels.map((level) => group.filter((id) => score(id) === level));
}

type Pair = [string, string];

/**
 * Orders each round's bouts so that the last bout of a round and the first of the next share nobody, where some order
 * allows it: the fewest back-to-back bouts over the whole pool, found round by round for each bout that could end it.
 */
function withoutBackToBack(rounds: readonly Pair[][]): Pair[][] {
  const meet = (a: Pair | undefined, b: Pair) => a !== undefined && a.some((id) => b.includes(id));
  // The bout to open a round ending with `last`: one that shares nobody with the bout before, if there is one.
  const opener = (pairs: Pair[], last: Pair, before: Pair | undefined) => {
    const candidates = pairs.length > 1 ? pairs.filter((p) => p !== last) : pairs;
    return candidates.find((p) => !meet(before, p)) ?? (candidates[0] as Pair);
  };
  // For each round and each bout that could end it: the fewest back-to-backs up to there, and the bout before it.
  const best: { cost: number; before: Pair | undefined }[][] = [];
  rounds.forEach((pairs, r) => {
    const previous = rounds[r - 1];
    best.push(
      pairs.map((last) => {
        if (!previous) return { cost: 0, before: undefined };
        return previous
          .map((before, k) => ({
            cost: (best[r - 1]?.[k]?.cost as number) + (meet(before, opener(pairs, last, before)) ? 1 : 0),
            before,
          }))
          .reduce((a, b) => (b.cost < a.cost ? b : a));
      }),
    );
  });
  const ends = best[best.length - 1] ?? [];
  let last = rounds[rounds.length - 1]?.[ends.findIndex((e) => e.cost === Math.min(...ends.map((x) => x.cost)))];
  const ordered: Pair[][] = [];
  for (let r = rounds.length - 1; r >= 0 && last; r -= 1) {
    const pairs = rounds[r] as Pair[];
    const before = best[r]?.[pairs.indexOf(last)]?.before;
    const first = opener(pairs, last, before);
    ordered.unshift(first === last ? [last] : [first, ...pairs.filter((p) => p !== first && p !== last), last]);
    last = before;
  }
  return ordered;
}
