import { gradeOfLevel } from '@academy/contract';
import type { t as translate } from '../../../lib/i18n.ts';

export type BeltKind = 'kyu' | 'dan';

/** The grades a form offers, as people count them: kyu down from 10th to 1st, dan up from 1st. */
export const BELT_GRADES: Record<BeltKind, readonly number[]> = {
  kyu: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  dan: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

/** A grade in words, '3rd kyu' or '1st dan', in the Ranks area's words. */
export function gradeWords(t: typeof translate, kind: BeltKind, grade: number): string {
  return kind === 'kyu' ? t('ranks.kind.kyu', { grade }) : t('ranks.kind.dan', { grade });
}

/** An entry's belt level in words, or null when it is not known. */
export function levelWords(t: typeof translate, level: number | null): string | null {
  if (level === null) return null;
  const { kind, grade } = gradeOfLevel(level);
  return gradeWords(t, kind, grade);
}
