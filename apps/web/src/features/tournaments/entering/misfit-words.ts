import type { MessageKey, MisfitReason } from '@academy/contract';

/** Why a category of the athlete's gender and age is not offered; a missing weight or belt says what to fill in. */
export const MISFIT_WORDS = {
  weight: 'tournaments.misfit.weight',
  belt: 'tournaments.misfit.belt',
} as const satisfies Partial<Record<MisfitReason, MessageKey>>;

export const MISSING_WORDS = {
  weight: 'tournaments.misfit.noWeight',
  belt: 'tournaments.misfit.noBelt',
} as const satisfies Partial<Record<MisfitReason, MessageKey>>;

/** The reasons worth saying one category at a time: the athlete's gender and age fit, their weight or belt not. */
export type NearMiss = keyof typeof MISFIT_WORDS;
