import { z } from 'zod';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';

/**
 * Tatamis (docs/decisions/059-tatamis.md): the mats a tournament is fought on, each with its categories in order,
 * and when each category should start.
 */

/** A tournament has at most this many tatamis: a large national event uses eight to twelve. */
export const MAX_TATAMIS = 20;

/**
 * Seconds added to an age group's bout time for each bout while nothing is measured on the day: bowing in and out,
 * calling the next pair, stoppages the clock does not count, and entering the result. Unverified: an academy-level
 * guess (a bout of 120 s on the clock is seldom under three minutes on the mat); the day's own measurement replaces
 * it from the second result on a tatami.
 */
export const CHANGEOVER_SECONDS = 60;

/**
 * A gap between two results on a tatami longer than this is a break (lunch, a medal ceremony, a tatami waiting for
 * its next category), not a bout: it is left out of the average.
 */
export const BREAK_SECONDS = 15 * 60;

/** The whole assignment: each tatami, in number order, with its categories in the order they are fought. */
export const setTatamisSchema = z.object({
  tatamis: z
    .array(
      z.object({
        categoryIds: z.array(z.string().trim().min(1).max(64)).max(500),
      }),
    )
    .min(1, fieldMessage('form.tatamis.count', { max: MAX_TATAMIS }))
    .max(MAX_TATAMIS, fieldMessage('form.tatamis.count', { max: MAX_TATAMIS })),
});
export type SetTatamisRequest = z.input<typeof setTatamisSchema>;
export type SetTatamisValues = z.output<typeof setTatamisSchema>;

/** A bout or kata performance to call: its category, its round, and who (aka alone for a kata performance). */
export const tatamiCallSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  /** The bout's id, or the kata round's number for a performance. */
  boutId: z.string(),
  round: z.number(),
  aka: z.string().nullable(),
  ao: z.string().nullable(),
});
export type TatamiCall = z.infer<typeof tatamiCallSchema>;

export const tatamiCategorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  /** Bouts (kata by points: performances) not yet decided; an undrawn category's as its entries would be drawn. */
  boutsLeft: z.number(),
  drawn: z.boolean(),
  finished: z.boolean(),
  /** The estimated start (ISO); the time it is read for a category under way, null once finished. */
  startsAt: z.string().nullable(),
});
export type TatamiCategory = z.infer<typeof tatamiCategorySchema>;

export const tatamiSchema = z.object({
  number: z.number(),
  /** The bout length the estimates use, in seconds: measured on the tatami today, or the profile's default. */
  boutSeconds: z.number(),
  measured: z.boolean(),
  now: tatamiCallSchema.nullable(),
  onDeck: tatamiCallSchema.nullable(),
  queue: z.array(tatamiCategorySchema),
});
export type Tatami = z.infer<typeof tatamiSchema>;

export const tatamisReplySchema = envelopeSchema.extend({
  eventId: z.string(),
  /** When the estimates count from (ISO): now, or the tournament's start while it is still to come. */
  at: z.string(),
  tatamis: z.array(tatamiSchema),
  /** Categories on no tatami, in the tournament's order. */
  unassigned: z.array(z.object({ categoryId: z.string(), name: z.string() })),
});
export type TatamisReply = z.infer<typeof tatamisReplySchema>;

/** A category in a tatami's queue, as the estimate needs it. */
export interface QueuedCategory {
  id: string;
  boutsLeft: number;
  /** The bout length to use while nothing is measured: its age group's bout time and CHANGEOVER_SECONDS. */
  defaultBoutSeconds: number;
}

/**
 * The average bout length on a tatami today from the times its results were recorded: the mean of the gaps between
 * consecutive results, breaks (gaps over BREAK_SECONDS) left out. Null until two results are a bout apart.
 */
export function measuredBoutSeconds(recordedAt: readonly number[], breakSeconds = BREAK_SECONDS): number | null {
  const times = [...recordedAt].sort((a, b) => a - b);
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i]! - times[i - 1]!) / 1000;
    if (gap > 0 && gap <= breakSeconds) gaps.push(gap);
  }
  if (gaps.length === 0) return null;
  return Math.round(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length);
}

/**
 * Each category's estimated start on one tatami, in milliseconds: now, plus the bouts left of every category before
 * it times the bout length (the one measured on the tatami today, else each earlier category's own default). The
 * estimates never decrease along the queue, and moving a category moves every estimate after either of its places.
 */
export function estimateStarts(
  queue: readonly QueuedCategory[],
  now: number,
  measured: number | null,
): { id: string; startsAt: number }[] {
  let at = now;
  return queue.map((category) => {
    const startsAt = at;
    at += Math.max(0, category.boutsLeft) * (measured ?? category.defaultBoutSeconds) * 1000;
    return { id: category.id, startsAt };
  });
}
