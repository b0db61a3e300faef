import { clockTime, WEEKDAY_LABELS, weekdayOf, type CandidateReason, type Language } from '@academy/contract';
import { formatIst } from '../../../lib/format.ts';
import type { t as translate } from '../../../lib/i18n.ts';

/** A grading's day (YYYY-MM-DD, a date in India) as "Sat, 14 Mar 2026" in the reader's language. */
export function dayText(day: string, t: typeof translate): string {
  return `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${formatIst(`${day}T00:00:00+05:30`, 'dd MMM yyyy')}`;
}

/** A grading's start ('HH:MM', IST) in the clock of every IST time on the staff and public screens: '8:30 AM'. */
export function startText(time: string, language: Language): string {
  return clockTime(time, language);
}

const REASON_LABELS = {
  classes: 'gradings.reason.classes',
  months: 'gradings.reason.months',
  age: 'gradings.reason.age',
  ageUnknown: 'gradings.reason.ageUnknown',
  notTested: 'gradings.reason.notTested',
  topRank: 'gradings.reason.topRank',
} as const satisfies Record<CandidateReason['code'], string>;

/** Why a candidate cannot sit the test yet, with its figures: "12 of 24 classes attended". */
export function reasonText(reason: CandidateReason, t: typeof translate): string {
  return t(REASON_LABELS[reason.code], { have: reason.have, need: reason.need });
}
