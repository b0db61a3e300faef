import { RANK_KIND_LABELS, type RankWords } from '@academy/contract';
import type { t as translate } from './i18n.ts';

/**
 * A rank as people say it, e.g. 'Brown · 3rd kyu' ('Brown · 3 क्यू' in Hindi): the name alone repeats (three brown
 * belts), so the grade always comes with it.
 */
export function rankWords(t: typeof translate, rank: RankWords): string {
  return t('ranks.label', { name: rank.name, grade: t(RANK_KIND_LABELS[rank.kind], { grade: rank.grade }) });
}
