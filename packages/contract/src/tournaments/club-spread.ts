import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { shuffled } from './random.ts';

/** What a slot of the bracket holds before the unseeded entrants are placed. */
export type SlotPlan = { kind: 'bye' } | { kind: 'seed'; club: string } | { kind: 'free' };

/** How many entrants of each club (by club key). */
type Counts = Map<string, number>;

/**
 * A block of the bracket: the whole bracket, its halves, its quarters, ..., down to single slots. Its entrants are
 * those who stand in its slots (seeds included, byes not).
 */
interface Block {
  start: number;
  size: number;
  room: number;
  /** The seeds standing in the block, by club. */
  seeds: ReadonlyMap<string, number>;
  halves: [Block, Block] | null;
  memo: Map<string, Best>;
}

/** The least excess a block can have with given club counts, and how its clubs split between its halves for it. */
interface Best {
  excess: number;
  split: Split | null;
}

/**
 * The upper half's share of each club: by name for a club with a seed in the block; for the other clubs, which are
 * interchangeable, one share per club of each size, handed out to the clubs of that size at random when placing.
 */
interface Split {
  seeded: Map<string, number>;
  bySize: Map<number, number[]>;
}

/** One club's upper-half share to choose while splitting a block, and the excess each share costs. */
interface Choice {
  club: string | null;
  size: number;
  shares: number[];
  /** Whether it follows a choice for another club of the same size, so shares are not chosen twice in two orders. */
  sameAsPrevious: boolean;
}

/**
 * How far a club is from an even split of a block: the number of its entrants who would have to move to the other
 * half to even the halves (a club of 5 split 4-1 is 1 away).
 */
export function excessOf(upper: number, total: number): number {
  return Math.floor(Math.abs(2 * upper - total) / 2);
}

/**
 * Evaluations of a block's splits after which the search keeps the best split it has found rather than trying every
 * other one. Only seeds of one club crowded into one part of the bracket make the search long; a real category's
 * draw stays far below this, and the bound keeps a contrived one quick.
 */
const EVALUATIONS = 20_000;

/**
 * Chooses which club stands in each free slot so that the clubs are spread as evenly as the bracket allows: the
 * least total excess (see `excessOf`) over every block and every club. The byes must be spread so that the two
 * halves of every block differ by at most one bye, as a standard seeding order leaves them. Then a block without a
 * seed can always split every club evenly (its halves' room differs by at most one, and the clubs with an odd count
 * take the odd places), so the search only weighs the blocks that hold a seed.
 */
export function spreadClubs(
  plan: readonly SlotPlan[],
  clubCounts: ReadonlyMap<string, number>,
  rng: RandomGenerator,
): { clubs: (string | null)[]; excess: number } {
  const root = blockOf(plan, 0, plan.length);
  const counts: Counts = new Map(clubCounts);
  for (const slot of plan) if (slot.kind === 'seed') counts.set(slot.club, (counts.get(slot.club) ?? 0) + 1);
  let evaluations = 0;

  function best(block: Block, counts: Counts): Best {
    if (!block.halves || block.seeds.size === 0) return { excess: 0, split: null };
    const key = keyOf(block, counts);
    const known = block.memo.get(key);
    if (known) return known;
    const [upper, lower] = block.halves;
    const choices = choicesFor(block, counts, rng);
    const bound = lowerBounds(choices);
    const floor = bound(0, upper.room);
    const chosen: number[] = [];
    let found: Best = { excess: Infinity, split: null };

    // Clubs without a seed here go down under stand-in names: below, only their counts matter (see keyOf).
    const evaluate = (ownExcess: number): void => {
      evaluations += 1;
      const upperCounts: Counts = new Map();
      choices.forEach((choice, i) => upperCounts.set(choice.club ?? `\u0001${i}`, chosen[i] as number));
      const lowerCounts: Counts = new Map();
      choices.forEach((choice, i) => lowerCounts.set(choice.club ?? `\u0001${i}`, choice.size - (chosen[i] as number)));
      const upperExcess = ownExcess + best(upper, withoutZeros(upperCounts)).excess;
      if (upperExcess >= found.excess) return;
      const total = upperExcess + best(lower, withoutZeros(lowerCounts)).excess;
      if (total < found.excess) found = { excess: total, split: splitOf(choices, chosen) };
    };
    const search = (i: number, room: number, excess: number, from: number): boolean => {
      if (found.excess === floor || (evaluations > EVALUATIONS && found.split)) return true;
      if (excess + bound(i, room) >= found.excess) return false;
      const choice = choices[i];
      if (!choice) {
        evaluate(excess);
        return false;
      }
      for (let k = choice.sameAsPrevious ? from : 0; k < choice.shares.length; k += 1) {
        const share = choice.shares[k] as number;
        chosen[i] = share;
        if (search(i + 1, room - share, excess + excessOf(share, choice.size), k)) return true;
      }
      return false;
    };
    search(0, upper.room, 0, 0);
    block.memo.set(key, found);
    return found;
  }

  const clubs: (string | null)[] = plan.map(() => null);
  const place = (block: Block, counts: Counts): void => {
    if (!block.halves) {
      if (plan[block.start]?.kind === 'free') clubs[block.start] = [...counts.keys()][0] ?? null;
      return;
    }
    const [upper, lower] = block.halves;
    const split = best(block, counts).split;
    const upperCounts = split ? sharesFrom(split, counts, rng) : evenShares(counts, upper.room, rng);
    const lowerCounts: Counts = new Map([...counts].map(([club, n]) => [club, n - (upperCounts.get(club) ?? 0)]));
    place(upper, withoutZeros(upperCounts));
    place(lower, withoutZeros(lowerCounts));
  };
  const excess = best(root, counts).excess;
  place(root, counts);
  return { clubs, excess };
}

function blockOf(plan: readonly SlotPlan[], start: number, size: number): Block {
  const slots = plan.slice(start, start + size);
  const seeds = new Map<string, number>();
  for (const slot of slots) if (slot.kind === 'seed') seeds.set(slot.club, (seeds.get(slot.club) ?? 0) + 1);
  const half = size / 2;
  return {
    start,
    size,
    room: slots.filter((slot) => slot.kind !== 'bye').length,
    seeds,
    halves: size > 1 ? [blockOf(plan, start, half), blockOf(plan, start + half, half)] : null,
    memo: new Map(),
  };
}

/** Clubs without a seed in the block are interchangeable there: only the sizes of their groups tell them apart. */
function keyOf(block: Block, counts: Counts): string {
  const seeded = [...block.seeds.keys()].sort().map((club) => `${club}=${counts.get(club) ?? 0}`);
  const others = [...counts].filter(([club]) => !block.seeds.has(club)).map(([, n]) => n);
  return `${seeded.join(',')}|${others.sort((a, b) => a - b).join(',')}`;
}

function choicesFor(block: Block, counts: Counts, rng: RandomGenerator): Choice[] {
  const [upper, lower] = block.halves as [Block, Block];
  const sharesOf = (club: string | null, size: number): number[] => {
    const least = Math.max(club ? (upper.seeds.get(club) ?? 0) : 0, size - lower.room);
    const most = Math.min(size - (club ? (lower.seeds.get(club) ?? 0) : 0), upper.room);
    const shares = Array.from({ length: most - least + 1 }, (_, i) => least + i);
    return shuffled(rng, shares).sort((a, b) => excessOf(a, size) - excessOf(b, size));
  };
  const seeded: Choice[] = [...block.seeds.keys()].sort().map((club) => {
    const size = counts.get(club) ?? 0;
    return { club, size, shares: sharesOf(club, size), sameAsPrevious: false };
  });
  const sizes = [...counts].filter(([club]) => !block.seeds.has(club)).map(([, n]) => n);
  const sharesBySize = new Map([...new Set(sizes)].sort((a, b) => b - a).map((size) => [size, sharesOf(null, size)]));
  // Clubs of one size share one list of shares, so a share's index means the same share for each of them.
  const others: Choice[] = sizes
    .sort((a, b) => b - a)
    .map((size, i) => ({
      club: null,
      size,
      shares: sharesBySize.get(size) as number[],
      sameAsPrevious: sizes[i - 1] === size,
    }));
  return [...seeded, ...others];
}

/**
 * The least excess the choices from `i` on can add when `room` places of the upper half are left: each club's least
 * excess, plus one for every place the room lies outside the sum of the shares that reach it (each share past a
 * club's best ones costs one more).
 */
function lowerBounds(choices: readonly Choice[]): (i: number, room: number) => number {
  const n = choices.length;
  const least = new Array<number>(n + 1).fill(0);
  const fewest = new Array<number>(n + 1).fill(0);
  const most = new Array<number>(n + 1).fill(0);
  const reachLow = new Array<number>(n + 1).fill(0);
  const reachHigh = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    const { shares, size } = choices[i] as Choice;
    const excesses = shares.map((share) => excessOf(share, size));
    const min = Math.min(...excesses);
    const bestShares = shares.filter((_, k) => excesses[k] === min);
    least[i] = (least[i + 1] as number) + min;
    fewest[i] = (fewest[i + 1] as number) + Math.min(...bestShares);
    most[i] = (most[i + 1] as number) + Math.max(...bestShares);
    reachLow[i] = (reachLow[i + 1] as number) + Math.min(...shares);
    reachHigh[i] = (reachHigh[i + 1] as number) + Math.max(...shares);
  }
  return (i, room) => {
    if (room < (reachLow[i] as number) || room > (reachHigh[i] as number)) return Infinity;
    return (least[i] as number) + Math.max(0, (fewest[i] as number) - room, room - (most[i] as number));
  };
}

function splitOf(choices: readonly Choice[], chosen: readonly number[]): Split {
  const split: Split = { seeded: new Map(), bySize: new Map() };
  choices.forEach((choice, i) => {
    const share = chosen[i] as number;
    if (choice.club) split.seeded.set(choice.club, share);
    else split.bySize.set(choice.size, [...(split.bySize.get(choice.size) ?? []), share]);
  });
  return split;
}

/** The split's shares for the block's real clubs: the clubs without a seed of each size take that size's shares. */
function sharesFrom(split: Split, counts: Counts, rng: RandomGenerator): Counts {
  const upper: Counts = new Map(split.seeded);
  for (const [size, shares] of split.bySize) {
    const clubs = [...counts].filter(([club, n]) => n === size && !split.seeded.has(club)).map(([club]) => club);
    shuffled(rng, clubs.sort()).forEach((club, i) => upper.set(club, shares[i] as number));
  }
  return upper;
}

/** An even split of every club, the odd ones' odd entrant going up or down at random, as the room asks. */
function evenShares(counts: Counts, upperRoom: number, rng: RandomGenerator): Counts {
  const upper: Counts = new Map([...counts].map(([club, n]) => [club, Math.floor(n / 2)]));
  const taken = [...upper.values()].reduce((sum, n) => sum + n, 0);
  const odd = [...counts].filter(([, n]) => n % 2 === 1).map(([club]) => club);
  for (const club of shuffled(rng, odd.sort()).slice(0, upperRoom - taken)) upper.set(club, (upper.get(club) ?? 0) + 1);
  return upper;
}

function withoutZeros(counts: Counts): Counts {
  return new Map([...counts].filter(([, n]) => n > 0));
}
