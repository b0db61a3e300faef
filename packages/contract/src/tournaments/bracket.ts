import type { BracketDraw } from './draw.ts';

/**
 * Who gets bronze in a single-elimination category:
 * - 'twoBronzes': both losers of the semi-finals, without a further bout.
 * - 'thirdPlaceBout': the two losers of the semi-finals fight for the one bronze.
 * - 'repechage' (WKF): in each half, everyone the half's finalist beat on the way to the final fights a ladder, from
 *   the first round's loser up to the semi-final's; each ladder's winner gets a bronze (two bronzes).
 */
export type BronzeMethod = 'twoBronzes' | 'repechage' | 'thirdPlaceBout';

/** Aka (red) is the upper side of a pair in the bracket, ao (blue) the lower. */
export type Side = 'aka' | 'ao';

/**
 * The referee's decision of a bout, stored by bout id. A walkover, a withdrawal or a disqualification is recorded the
 * same way, as the side that goes on. `aka` and `ao`, when the caller keeps them, name who fought: the result then
 * counts only while the bout still has those two, so correcting an earlier bout does not hand this result to the
 * entrant who now stands in it.
 */
export interface BoutResult {
  winner: Side;
  aka?: string;
  ao?: string;
}

/**
 * A bout of the bracket, computed from the draw and the results (only those are stored).
 *
 * Ids: 'R{round}-{n}' for the main bracket, n counting from the top from 1, so 'R1-1' is the first pair of the
 * draw and the final is the single bout of the last round (in a bracket of 8, 'R3-1'; the semi-finals are 'R2-1' and
 * 'R2-2'). With a third-place bout, it is 'B'. With repechage, the top half's ladder is 'RA-1', 'RA-2', ... and its
 * last bout, for the bronze, 'B-1'; the bottom half's 'RB-1', ... and 'B-2'.
 *
 * Round: the main bracket's round, 1 being the first. A repechage bout's round is its step on its ladder ('RA-2' is
 * round 2); a bronze bout's round is 1.
 *
 * State: 'waiting' while a side is not known yet; 'ready' to be fought; 'done' once its result is in; 'bye' when a
 * side is nobody, so the other goes on without a bout (a first-round bye, or a bronze bout with one candidate, who
 * gets the bronze without fighting; with nobody on either side its winner is null).
 */
export interface Bout {
  id: string;
  round: number;
  kind: 'main' | 'repechage' | 'bronze';
  aka: string | null;
  ao: string | null;
  state: 'waiting' | 'ready' | 'done' | 'bye';
  winner: string | null;
}

/** The medal places: 'third' holds the bronzes, top half's first. A place is null or missing until it is decided. */
export interface Placings {
  first: string | null;
  second: string | null;
  third: string[];
}

/** An entrant's id, null for nobody (a bye, or the loser of a bout won without a fight), undefined if not known yet. */
type Fighter = string | null | undefined;

interface Settled {
  bout: Bout;
  winner: Fighter;
  loser: Fighter;
}

interface Progress {
  main: Settled[][];
  /** The repechage ladders, top half's first, each ending with its bronze bout; or the third-place bout. */
  forBronze: Settled[];
  semiFinals: Settled[];
}

/**
 * Every bout of a single-elimination category as the results so far leave it: the main bracket round by round, then
 * the repechage ladders (top half's first) and the bronze bouts. Nothing is stored but the draw and the results, so a
 * redraw or a corrected result needs nothing else changed.
 *
 * A result counts only for a bout that is ready (both sides known): a result for a bout still waiting, for a bye, or
 * for a bout that no longer exists is ignored, so when an earlier result is withdrawn, the later ones it led to stop
 * counting (and count again if it is put back). A repechage ladder appears once its half's finalist is known, since
 * its length depends on how many bouts the finalist fought: a first-round bye is not a win, so whoever had the bye
 * is not on that ladder. A ladder of one gets the bronze without a bout; a half whose finalist beat nobody has no
 * bronze (only with 3 entrants: seed 1's bye).
 *
 * Small categories: 1 entrant wins without a bout; 2 fight the final only, no bronze; 3 (in a bracket of 4) give one
 * bronze, to the semi-final's loser, by every method.
 */
export function eliminationBouts(
  draw: BracketDraw,
  method: BronzeMethod,
  results: Readonly<Record<string, BoutResult>>,
): Bout[] {
  const { main, forBronze } = progress(draw, method, results);
  return [...main.flat(), ...forBronze].map((settled) => settled.bout);
}

/** The medal places decided so far (see `eliminationBouts` for the bronzes of each method and small categories). */
export function eliminationPlacings(
  draw: BracketDraw,
  method: BronzeMethod,
  results: Readonly<Record<string, BoutResult>>,
): Placings {
  const { main, forBronze, semiFinals } = progress(draw, method, results);
  const final = main[main.length - 1]?.[0] as Settled;
  const bronzeBouts = forBronze.filter((s) => s.bout.kind === 'bronze');
  const bronzes = method === 'twoBronzes' ? semiFinals.map((s) => s.loser) : bronzeBouts.map((s) => s.winner);
  return {
    first: entrant(final.winner),
    second: final.bout.state === 'done' ? entrant(final.loser) : null,
    third: bronzes.filter((id): id is string => typeof id === 'string'),
  };
}

/**
 * The bouts ready to be fought, in the order they should be: the main rounds one after the other (top to bottom within
 * a round), then the repechage steps (both ladders' first steps, then their second, ...), then the bronze bouts, the
 * final last.
 */
export function nextBouts(bouts: readonly Bout[]): Bout[] {
  const lastRound = Math.max(0, ...bouts.filter((b) => b.kind === 'main').map((b) => b.round));
  const stage = (b: Bout) => {
    if (b.kind === 'main') return b.round === lastRound ? 3 : 0;
    return b.kind === 'repechage' ? 1 : 2;
  };
  return bouts
    .filter((b) => b.state === 'ready')
    .map((b, order) => ({ b, order }))
    .sort((x, y) => stage(x.b) - stage(y.b) || x.b.round - y.b.round || x.order - y.order)
    .map(({ b }) => b);
}

function progress(draw: BracketDraw, method: BronzeMethod, results: Readonly<Record<string, BoutResult>>): Progress {
  const size = draw.slots.length;
  if (size < 2 || (size & (size - 1)) !== 0 || draw.size !== size) {
    throw new Error(`A bracket has a power of two slots, at least 2, and says so (size ${draw.size}, ${size} slots)`);
  }
  const main: Settled[][] = [];
  let sides: Fighter[] = draw.slots;
  for (let round = 1; sides.length > 1; round += 1) {
    const bouts = Array.from({ length: sides.length / 2 }, (_, i) =>
      settle(`R${round}-${i + 1}`, round, 'main', sides[2 * i], sides[2 * i + 1], results),
    );
    main.push(bouts);
    sides = bouts.map((s) => s.winner);
  }
  const semiFinals = main.length > 1 ? (main[main.length - 2] as Settled[]) : [];
  let forBronze: Settled[] = [];
  if (semiFinals.length === 2 && method === 'thirdPlaceBout') {
    const [top, bottom] = semiFinals as [Settled, Settled];
    forBronze = [settle('B', 1, 'bronze', top.loser, bottom.loser, results)];
  }
  if (semiFinals.length === 2 && method === 'repechage') {
    forBronze = [...ladder(1, draw, main, results), ...ladder(2, draw, main, results)];
  }
  return { main, forBronze, semiFinals };
}

/**
 * A half's repechage: those its finalist beat, in the order of the rounds, fight up the ladder (aka the one who came
 * up, ao the next loser), the last step against the semi-final's loser being the bronze bout.
 */
function ladder(
  half: 1 | 2,
  draw: BracketDraw,
  main: Settled[][],
  results: Readonly<Record<string, BoutResult>>,
): Settled[] {
  const bronzeId = `B-${half}`;
  const finalist = main[main.length - 2]?.[half - 1]?.winner;
  if (typeof finalist !== 'string') return [settle(bronzeId, 1, 'bronze', finalist, finalist, results)];
  const slot = draw.slots.indexOf(finalist);
  const beaten = main
    .slice(0, -1)
    .map((round, i) => round[slot >> (i + 1)]?.loser)
    .filter((id): id is string => typeof id === 'string');
  const steps: Settled[] = [];
  let climber: Fighter = beaten[0] ?? null;
  for (let step = 1; step < beaten.length - 1; step += 1) {
    const settled = settle(`R${half === 1 ? 'A' : 'B'}-${step}`, step, 'repechage', climber, beaten[step], results);
    steps.push(settled);
    climber = settled.winner;
  }
  const last = beaten.length > 1 ? beaten[beaten.length - 1] : null;
  return [...steps, settle(bronzeId, 1, 'bronze', climber, last, results)];
}

function settle(
  id: string,
  round: number,
  kind: Bout['kind'],
  aka: Fighter,
  ao: Fighter,
  results: Readonly<Record<string, BoutResult>>,
): Settled {
  const bout = (state: Bout['state'], winner: string | null): Bout => ({
    id,
    round,
    kind,
    aka: aka ?? null,
    ao: ao ?? null,
    state,
    winner,
  });
  if (aka === null || ao === null) {
    const other = aka === null ? ao : aka;
    if (other === undefined) return { bout: bout('waiting', null), winner: undefined, loser: null };
    return { bout: bout('bye', other), winner: other, loser: null };
  }
  if (aka === undefined || ao === undefined)
    return { bout: bout('waiting', null), winner: undefined, loser: undefined };
  const result = Object.hasOwn(results, id) ? results[id] : undefined;
  if (!result || !fits(result, aka, ao)) return { bout: bout('ready', null), winner: undefined, loser: undefined };
  const [winner, loser] = result.winner === 'aka' ? [aka, ao] : [ao, aka];
  return { bout: bout('done', winner), winner, loser };
}

/** Whether a stored result is one for this pairing (see `BoutResult`). */
function fits(result: BoutResult, aka: string, ao: string): boolean {
  if (result.winner !== 'aka' && result.winner !== 'ao') return false;
  return (result.aka === undefined || result.aka === aka) && (result.ao === undefined || result.ao === ao);
}

function entrant(fighter: Fighter): string | null {
  return typeof fighter === 'string' ? fighter : null;
}
