import type { LiveAthlete, LiveTatami, MessageKey, ResultMethod, TatamiCategory } from '@academy/contract';
import type { t as translate } from '../../../lib/i18n.ts';

/** How a bout was won, as the live screens say it. */
export const LIVE_METHOD_WORDS = {
  points: 'tournaments.live.method.points',
  senshu: 'tournaments.live.method.senshu',
  hantei: 'tournaments.live.method.hantei',
  kiken: 'tournaments.live.method.kiken',
  shikkaku: 'tournaments.live.method.shikkaku',
  hansoku: 'tournaments.live.method.hansoku',
  flags: 'tournaments.live.method.flags',
} as const satisfies Record<ResultMethod, MessageKey>;

export function methodWords(t: typeof translate, method: string): string {
  return method in LIVE_METHOD_WORDS ? t(LIVE_METHOD_WORDS[method as ResultMethod]) : method;
}

/** The pair of a bout, or the one athlete of a kata performance. */
export function pairWords(t: typeof translate, aka: LiveAthlete | null, ao: LiveAthlete | null): string {
  if (!ao) return aka?.name ?? '';
  return t('tournaments.live.versus', { aka: aka?.name ?? '?', ao: ao.name });
}

/** The categories of a tatami still to come, in order: those not finished and not the one being fought now. */
export function comingUp(tatami: LiveTatami): TatamiCategory[] {
  return tatami.queue.filter((category) => !category.finished && category.categoryId !== tatami.now?.categoryId);
}
