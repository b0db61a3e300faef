import type { AgeGroup, MessageKey, MisfitReason } from '@academy/contract';
import type { BadgeTone } from '../../../components/badge.tsx';
import type { t as translate } from '../../../lib/i18n.ts';
import type { CategoryState } from './tournament-figures.ts';

export const STATE_WORDS = {
  open: 'admin.tournaments.state.open',
  drawn: 'admin.tournaments.state.drawn',
  published: 'admin.tournaments.state.published',
} as const satisfies Record<CategoryState, MessageKey>;

/** Open moves along (entries still come), drawn waits for the day, published is settled. */
export const STATE_TONES = {
  open: 'info',
  drawn: 'accent',
  published: 'success',
} as const satisfies Record<CategoryState, BadgeTone>;

/** Why a category of the athlete's gender and age is not offered; a missing weight or belt says what to fill in. */
export const MISFIT_WORDS = {
  weight: 'admin.tournaments.misfit.weight',
  belt: 'admin.tournaments.misfit.belt',
} as const satisfies Partial<Record<MisfitReason, MessageKey>>;

export const MISSING_WORDS = {
  weight: 'admin.tournaments.misfit.noWeight',
  belt: 'admin.tournaments.misfit.noBelt',
} as const satisfies Partial<Record<MisfitReason, MessageKey>>;

/** The reasons worth saying one category at a time: the athlete's gender and age fit, their weight or belt not. */
export type NearMiss = keyof typeof MISFIT_WORDS;

/** An age group as the form offers it: 'Cadets (14–15)'. */
export function ageGroupText(t: typeof translate, group: Pick<AgeGroup, 'name' | 'minAge' | 'maxAge'>): string {
  const ages =
    group.maxAge === null
      ? t('tournaments.ages.over', { min: group.minAge })
      : t('tournaments.ages.range', { min: group.minAge, max: group.maxAge });
  return `${group.name} (${ages})`;
}
