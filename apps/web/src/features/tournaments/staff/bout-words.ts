import {
  RESULT_METHODS,
  type CategoryBoutView,
  type CategoryFormat,
  type CategoryReply,
  type MessageKey,
  type ResultMethod,
  type TournamentEntry,
} from '@academy/contract';
import type { t as translate } from '../../../lib/i18n.ts';

export const METHOD_WORDS = {
  points: 'admin.tournaments.method.points',
  senshu: 'admin.tournaments.method.senshu',
  hantei: 'admin.tournaments.method.hantei',
  kiken: 'admin.tournaments.method.kiken',
  shikkaku: 'admin.tournaments.method.shikkaku',
  hansoku: 'admin.tournaments.method.hansoku',
  flags: 'admin.tournaments.method.flags',
} as const satisfies Record<ResultMethod, MessageKey>;

export const FORMAT_WORDS = {
  bracket: 'admin.tournaments.format.bracket',
  roundRobin: 'admin.tournaments.format.roundRobin',
  kataPoints: 'admin.tournaments.format.kataPoints',
  kataFlags: 'admin.tournaments.format.kataFlags',
} as const satisfies Record<CategoryFormat, MessageKey>;

/** Kata by flags is decided by the judges' flags only; kumite by every other way (the server refuses a mix). */
export function methodsFor(format: CategoryFormat): ResultMethod[] {
  return format === 'kataFlags' ? ['flags'] : RESULT_METHODS.filter((method) => method !== 'flags');
}

/** The main bracket's last round: the final's. */
export function lastRound(bouts: readonly CategoryBoutView[]): number {
  return Math.max(0, ...bouts.filter((bout) => bout.kind === 'main').map((bout) => bout.round));
}

/** A main round as the mat calls it: the final, the semi-finals, the quarter-finals, else its number. */
export function roundName(t: typeof translate, round: number, last: number): string {
  if (round === last) return t('admin.tournaments.round.final');
  if (round === last - 1) return t('admin.tournaments.round.semiFinal');
  if (round === last - 2) return t('admin.tournaments.round.quarterFinal');
  return t('admin.tournaments.round.number', { round });
}

type KataRound = NonNullable<CategoryReply['kataRounds']>[number];

/** A kata round as the table calls it: round 1, the final round, or the first, second... tie-break after it. */
export function kataRoundName(t: typeof translate, round: KataRound, rounds: readonly KataRound[]): string {
  if (round.tieBreak) {
    const tie = rounds.filter((r) => r.tieBreak && r.round <= round.round).length;
    return t('admin.tournaments.kata.tieBreak', { tie });
  }
  const final = rounds[0]!.pools.length > 1 ? 2 : 1;
  return t(round.round === final ? 'admin.tournaments.kata.finalRound' : 'admin.tournaments.kata.round', {
    round: round.round,
  });
}

/** What a bout is: its round in the main bracket, its ladder and step in the repechage, the bronze bout, or a pool's. */
export function boutName(t: typeof translate, bout: CategoryBoutView, last: number): string {
  switch (bout.kind) {
    case 'main':
      return roundName(t, bout.round, last);
    case 'repechage':
      // 'RA-2': the top half's ladder (A), its second step.
      return t('admin.tournaments.bout.repechage', { ladder: bout.id.charAt(1), step: bout.round });
    case 'bronze':
      return t('admin.tournaments.bout.bronze');
    case 'pool':
      return t('admin.tournaments.bout.pool', { round: bout.round });
  }
}

/** The category's athletes by entry id, as the bouts name them. */
export function athletesById(entries: readonly TournamentEntry[]): ReadonlyMap<string, TournamentEntry> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}
