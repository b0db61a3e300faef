import { ageGroupName, type AgeGroup, type MessageKey } from '@academy/contract';
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

/** An age group as the form offers it: 'Cadets (14–15)', a built-in group's name in the reader's language. */
export function ageGroupText(t: typeof translate, group: Pick<AgeGroup, 'key' | 'name' | 'minAge' | 'maxAge'>): string {
  const ages =
    group.maxAge === null
      ? t('tournaments.ages.over', { min: group.minAge })
      : t('tournaments.ages.range', { min: group.minAge, max: group.maxAge });
  return `${ageGroupName(t, group)} (${ages})`;
}
