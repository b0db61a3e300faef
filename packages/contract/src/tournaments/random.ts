import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The generator behind a draw. The seed value is stored with the draw (a 32-bit unsigned integer), so drawing again
 * from the same value and the same entrants gives the same draw: anyone can check the draw was not arranged.
 */
export function generatorFor(seedValue: number): RandomGenerator {
  if (!Number.isInteger(seedValue) || seedValue < 0 || seedValue > 0xffffffff) {
    throw new RangeError(`A draw's seed value is a 32-bit unsigned integer, not ${seedValue}`);
  }
  return xoroshiro128plus(seedValue);
}

/** Heads or tails. */
export function coin(rng: RandomGenerator): boolean {
  return uniformInt(rng, 0, 1) === 1;
}

/** The items in a random order (Fisher-Yates), the input left as it is. */
export function shuffled<T>(rng: RandomGenerator, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
