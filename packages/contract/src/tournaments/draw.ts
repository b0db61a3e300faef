import { excessOf, spreadClubs, type SlotPlan } from './club-spread.ts';
import { coin, generatorFor, shuffled } from './random.ts';

/** Someone entered in a category, as the draw sees them. */
export interface DrawEntrant {
  id: string;
  /** The academy's name as entered; compared trimmed and case-insensitive. Blank: no club, kept apart from no one. */
  club: string;
  seed?: 1 | 2 | 3 | 4;
}

/**
 * A drawn single-elimination bracket. `slots` runs from the top of the bracket to the bottom; slots 2i and 2i + 1
 * meet in the first round (the upper one as aka). A null slot is a bye. The seed value is kept so the draw can be
 * made again and checked.
 */
export interface BracketDraw {
  size: number;
  slots: (string | null)[];
  seedValue: number;
}

/** The bracket for `entrantCount` entrants: the smallest power of two that holds them, and at least a final. */
export function bracketSize(entrantCount: number): number {
  let size = 2;
  while (size < entrantCount) size *= 2;
  return size;
}

/**
 * The standard seeding order: the seeding rank each slot of a bracket of `size` gets, from the top. Rank 1 is at the
 * top and rank 2 at the very bottom, so they can meet only in the final; ranks 3 and 4 head the other two quarters,
 * and so on down, every first-round pair adding up to size + 1 (1 meets the last rank, 2 the one before). For 8:
 * 1, 8, 5, 4, 3, 6, 7, 2. The byes of a draw are the last ranks, so they fall to the first ranks and are spread over
 * the bracket: the two halves of every part of the bracket differ by at most one bye.
 */
export function standardSeedingOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const ranks = order.length * 2;
    order = order.flatMap((rank, i) => (i % 2 === 0 ? [rank, ranks + 1 - rank] : [ranks + 1 - rank, rank]));
  }
  return order;
}

/**
 * Draws a single-elimination bracket, the same one for the same entrants (in the same order) and seed value.
 *
 * - Size: the smallest power of two of at least two that holds everyone; the rest of the slots are byes (with nobody
 *   entered, two byes).
 * - Seeds: seed 1 stands at the top (slot 0), seed 2 at the bottom (the last slot), seeds 3 and 4 head the two other
 *   quarters, which one by the draw. Seeds are taken in their order: a missing seed number moves the later seeds up
 *   (seeds 1 and 3 stand as 1 and 2), so the best seeds still meet last. One entrant per seed number.
 * - Byes: a bye stands where the standard seeding order puts the last ranks, so the seeds get the byes first, in seed
 *   order, then the other entrants; a bye always faces an entrant; the byes are spread over the bracket.
 * - Clubs: club mates are kept apart as far as the numbers allow. Exactly: for a club and a part of the bracket (the
 *   whole, a half, a quarter, ... down to a first-round pair), its excess is how many of the club's entrants in that
 *   part would have to move to its other half for the two halves' counts to differ by at most one. The draw has the
 *   least total excess, over all clubs and parts, of any draw these rules allow (seeds counting for their clubs), so
 *   whenever the club mates can all be spread evenly (two in opposite halves, three or four in different quarters,
 *   and so on at every level), they are. Only a long search on contrived seeds and clubs stops at the best it found.
 * - Everything else (who stands where among the unseeded, which quarter seeds 3 and 4 head) is random from the seed
 *   value.
 *
 * Throws when two entrants share an id or a seed number, or when the seed value is not a 32-bit unsigned integer.
 */
export function drawBracket(entrants: readonly DrawEntrant[], seedValue: number): BracketDraw {
  const rng = generatorFor(seedValue);
  checkEntrants(entrants);
  const size = bracketSize(entrants.length);
  const seeds = entrants.filter((e) => e.seed !== undefined).sort((a, b) => (a.seed as number) - (b.seed as number));
  const unseeded = entrants.filter((e) => e.seed === undefined);
  const clubCounts = new Map<string, number>();
  for (const e of unseeded) clubCounts.set(clubOf(e), (clubCounts.get(clubOf(e)) ?? 0) + 1);

  // Which quarter seed 3 heads; in a bracket of 4 only when nobody has a bye, as the bye is seed 1's.
  const canTurn = size >= 8 || (size === 4 && entrants.length === 4);
  const attempt = (turned: boolean) => {
    const ranks = ranksAt(size, turned);
    const plan = ranks.map((rank): SlotPlan => {
      const seed = seeds[rank - 1];
      if (rank > entrants.length) return { kind: 'bye' };
      return seed ? { kind: 'seed', club: clubOf(seed) } : { kind: 'free' };
    });
    return { ranks, ...spreadClubs(plan, clubCounts, rng) };
  };
  const turned = canTurn && coin(rng);
  let chosen = attempt(turned);
  if (chosen.excess > 0 && canTurn) {
    const other = attempt(!turned);
    if (other.excess < chosen.excess) chosen = other;
  }

  const slots = chosen.ranks.map((rank) => seeds[rank - 1]?.id ?? null);
  for (const club of [...clubCounts.keys()].sort()) {
    const members = shuffled(
      rng,
      unseeded.filter((e) => clubOf(e) === club),
    );
    chosen.clubs.forEach((slotClub, slot) => {
      if (slotClub === club) slots[slot] = (members.shift() as DrawEntrant).id;
    });
  }
  return { size, slots, seedValue };
}

/** The first-round pairs from the top, aka first; a null side is a bye. */
export function firstRoundPairs(draw: BracketDraw): [string | null, string | null][] {
  return Array.from({ length: draw.slots.length / 2 }, (_, i) => [
    draw.slots[2 * i] ?? null,
    draw.slots[2 * i + 1] ?? null,
  ]);
}

/**
 * The club excess of a drawn bracket, as `drawBracket` defines it: 0 when every club is spread evenly over every part
 * of the bracket. Entrants not in the list count as clubs of their own.
 */
export function clubSpreadExcess(draw: BracketDraw, entrants: readonly DrawEntrant[]): number {
  const byId = new Map(entrants.map((e) => [e.id, clubOf(e)]));
  const clubs = draw.slots.map((id) => (id === null ? null : (byId.get(id) ?? `\u0000${id}`)));
  let excess = 0;
  const countIn = (start: number, size: number): Map<string, number> => {
    if (size === 1) {
      const club = clubs[start];
      return new Map(club === null || club === undefined ? [] : [[club, 1]]);
    }
    const upper = countIn(start, size / 2);
    const lower = countIn(start + size / 2, size / 2);
    const both = new Map(upper);
    for (const [club, n] of lower) both.set(club, (both.get(club) ?? 0) + n);
    for (const [club, n] of both) excess += excessOf(upper.get(club) ?? 0, n);
    return both;
  };
  countIn(0, clubs.length);
  return excess;
}

/** The key clubs are compared by: trimmed, case-insensitive. */
export function clubKey(club: string): string {
  return club.trim().toLocaleLowerCase('en');
}

/** An entrant's club key; someone without a club is a club of their own. */
function clubOf(entrant: DrawEntrant): string {
  return clubKey(entrant.club) || `\u0000${entrant.id}`;
}

/** The seeding ranks by slot; turned, the second and third quarters change places, ranks 3 and 4 with them. */
function ranksAt(size: number, turned: boolean): number[] {
  const order = standardSeedingOrder(size);
  if (!turned) return order;
  const q = size / 4;
  return [...order.slice(0, q), ...order.slice(2 * q, 3 * q), ...order.slice(q, 2 * q), ...order.slice(3 * q)];
}

function checkEntrants(entrants: readonly DrawEntrant[]): void {
  const ids = new Set<string>();
  const seeds = new Set<number>();
  for (const e of entrants) {
    if (ids.has(e.id)) throw new Error(`Entrant ${e.id} is entered twice in the draw`);
    ids.add(e.id);
    if (e.seed === undefined) continue;
    if (![1, 2, 3, 4].includes(e.seed)) throw new Error(`Seed ${e.seed} of ${e.id}: seeds are 1 to 4`);
    if (seeds.has(e.seed)) throw new Error(`Two entrants are seed ${e.seed}; a seed number is given once`);
    seeds.add(e.seed);
  }
}
