import {
  categoryBouts,
  categoryPlacings,
  kataFinished,
  kataPlacings,
  kataRounds,
  type CategoryDraw,
  type KataScore,
  type Placings,
  type RuleProfile,
  type StoredResult,
} from '@academy/contract';

/** A drawn category's places as its results leave them, and whether every place is decided. */
export interface CategoryOutcome {
  placings: Placings;
  finished: boolean;
}

/**
 * The places of a drawn category from its own results (bouts, or kata scores for kata by points). The results page,
 * the organiser's category, a profile's record and the certificates all read places here, so none tells another
 * story.
 */
export function categoryOutcome(
  draw: CategoryDraw,
  profile: RuleProfile,
  results: Readonly<Record<string, StoredResult>>,
  scores: readonly KataScore[],
): CategoryOutcome {
  if (draw.format === 'kataPoints') {
    const rounds = kataRounds(draw.pools, scores, profile.kata.counted, profile.kata.advancing);
    return {
      placings: kataPlacings(rounds, draw.pools.length),
      finished: kataFinished(rounds, draw.pools.length),
    };
  }
  return {
    placings: categoryPlacings(draw, profile.bronze, results)!,
    finished: categoryBouts(draw, profile.bronze, results).every(
      (bout) => bout.state === 'done' || bout.state === 'bye',
    ),
  };
}

/** An entry's place among the placings: 1, 2 or 3 for a medal, null for having competed without one. */
export function placeOf(placings: Placings, entryId: string): 1 | 2 | 3 | null {
  if (placings.first === entryId) return 1;
  if (placings.second === entryId) return 2;
  return placings.third.includes(entryId) ? 3 : null;
}
