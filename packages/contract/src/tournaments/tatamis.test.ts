import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAK_SECONDS,
  estimateStarts,
  measuredBoutSeconds,
  setTatamisSchema,
  type QueuedCategory,
} from './tatamis.ts';

const NOW = Date.UTC(2026, 10, 29, 4, 0, 0);
const MIN = 60_000;

const category = fc.record({
  boutsLeft: fc.integer({ min: 0, max: 40 }),
  defaultBoutSeconds: fc.integer({ min: 90, max: 400 }),
});
const queueOf = (items: { boutsLeft: number; defaultBoutSeconds: number }[]): QueuedCategory[] =>
  items.map((item, i) => ({ id: `c${i}`, ...item }));
const queue = fc.array(category, { minLength: 1, maxLength: 12 }).map(queueOf);
const measured = fc.option(fc.integer({ min: 30, max: 600 }), { nil: null });

/** The estimate as the rule states it: now plus the bouts left before the category times the bout length. */
const expected = (q: readonly QueuedCategory[], i: number, m: number | null) =>
  NOW + q.slice(0, i).reduce((sum, c) => sum + c.boutsLeft * (m ?? c.defaultBoutSeconds) * 1000, 0);

/** The queue with the category at `from` moved to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

describe('estimateStarts', () => {
  it('starts the first category now and each next one after the bouts before it', () => {
    const q = queueOf([
      { boutsLeft: 3, defaultBoutSeconds: 180 },
      { boutsLeft: 5, defaultBoutSeconds: 150 },
      { boutsLeft: 2, defaultBoutSeconds: 240 },
    ]);
    expect(estimateStarts(q, NOW, null).map((e) => (e.startsAt - NOW) / MIN)).toEqual([0, 9, 9 + 12.5]);
    // Measured on the day, one length for every category of the tatami.
    expect(estimateStarts(q, NOW, 120).map((e) => (e.startsAt - NOW) / MIN)).toEqual([0, 6, 16]);
  });

  it('never decreases along a queue, and is now plus the bouts left before each category times the length', () => {
    fc.assert(
      fc.property(queue, measured, (q, m) => {
        const starts = estimateStarts(q, NOW, m);
        expect(starts.map((e) => e.id)).toEqual(q.map((c) => c.id));
        starts.forEach((e, i) => {
          expect(e.startsAt).toBe(expected(q, i, m));
          if (i > 0) expect(e.startsAt).toBeGreaterThanOrEqual(starts[i - 1]!.startsAt);
        });
      }),
    );
  });

  it('moving a category updates every estimate: each category starts after the bouts of whatever is now before it', () => {
    fc.assert(
      fc.property(
        queue.chain((q) => fc.tuple(fc.constant(q), fc.nat(q.length - 1), fc.nat(q.length - 1))),
        measured,
        ([q, from, to], m) => {
          const after = moved(q, from, to);
          const before = new Map(estimateStarts(q, NOW, m).map((e) => [e.id, e.startsAt]));
          const starts = estimateStarts(after, NOW, m);
          starts.forEach((e, i) => expect(e.startsAt).toBe(expected(after, i, m)));
          // The moved category's bouts now delay exactly the categories it jumped over the other way.
          const movedOne = q[from]!;
          const length = (c: QueuedCategory) => c.boutsLeft * (m ?? c.defaultBoutSeconds) * 1000;
          for (const [i, e] of starts.entries()) {
            if (e.id === movedOne.id) continue;
            const wasBefore = q.indexOf(q.find((c) => c.id === e.id)!) > from;
            const isAfter = i > to;
            const shift = wasBefore && !isAfter ? 0 - length(movedOne) : !wasBefore && isAfter ? length(movedOne) : 0;
            expect(e.startsAt - before.get(e.id)!).toBe(shift);
          }
        },
      ),
    );
  });

  it('moving a category with bouts left earlier brings it forward and pushes back those it passes', () => {
    const q = queueOf([
      { boutsLeft: 4, defaultBoutSeconds: 180 },
      { boutsLeft: 6, defaultBoutSeconds: 180 },
      { boutsLeft: 3, defaultBoutSeconds: 180 },
    ]);
    const starts = (items: QueuedCategory[]) =>
      Object.fromEntries(estimateStarts(items, NOW, null).map((e) => [e.id, (e.startsAt - NOW) / MIN]));
    expect(starts(q)).toEqual({ c0: 0, c1: 12, c2: 30 });
    expect(starts(moved(q, 2, 0))).toEqual({ c2: 0, c0: 9, c1: 21 });
  });
});

describe('measuredBoutSeconds', () => {
  it('is null before two results, then the mean gap between consecutive results', () => {
    expect(measuredBoutSeconds([])).toBeNull();
    expect(measuredBoutSeconds([NOW])).toBeNull();
    expect(measuredBoutSeconds([NOW + 7 * MIN, NOW, NOW + 3 * MIN])).toBe(210);
  });

  it('leaves out breaks and results recorded at the same moment', () => {
    const times = [NOW, NOW + 3 * MIN, NOW + 3 * MIN, NOW + 3 * MIN + BREAK_SECONDS * 1000 + 1, NOW + 80 * MIN];
    expect(measuredBoutSeconds(times)).toBe(180);
    expect(measuredBoutSeconds([NOW, NOW + 40 * MIN])).toBeNull();
  });
});

describe('setTatamisSchema', () => {
  it('takes 1 to 20 tatamis, each with its categories in order', () => {
    expect(setTatamisSchema.safeParse({ tatamis: [{ categoryIds: ['a', 'b'] }, { categoryIds: [] }] }).success).toBe(
      true,
    );
    expect(setTatamisSchema.safeParse({ tatamis: [] }).success).toBe(false);
    expect(
      setTatamisSchema.safeParse({ tatamis: Array.from({ length: 21 }, () => ({ categoryIds: [] })) }).success,
    ).toBe(false);
  });
});
