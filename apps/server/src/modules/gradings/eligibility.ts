import { monthsAfter, type CandidateReason, type GradingRule, type Rank } from '@academy/contract';

/** What is known of a candidate on the grading's day. */
export interface CandidateFacts {
  /** The rank held (null: none yet). */
  rank: Rank | null;
  /** The day the waiting time counts from: the last promotion, else the day they joined a batch; null if unknown. */
  since: string | null;
  /** Classes attended (present or late) after `since`, up to the grading's day. */
  classesAttended: number;
  /** Age on the grading's day, when known. */
  age: number | null;
}

export interface Assessment {
  targetRank: Rank | null;
  eligible: boolean;
  reasons: CandidateReason[];
}

/**
 * Whole months from `since` to `day`: the last m with monthsAfter(since, m) on or before day (0 when none is). That
 * m is the months between their calendar months, or one less when the date so many months on falls after `day` in
 * its month: worked out at once, not month by month (300 candidates two years at their rank were 7,000 steps).
 */
export function monthsBetween(since: string, day: string): number {
  const [sinceYear, sinceMonth] = since.split('-').map(Number) as [number, number];
  const [dayYear, dayMonth] = day.split('-').map(Number) as [number, number];
  const months = (dayYear - sinceYear) * 12 + (dayMonth - sinceMonth);
  return Math.max(0, monthsAfter(since, months) <= day ? months : months - 1);
}

/**
 * Whether a candidate may sit the test for the rank after theirs, and if not, every rule they do not meet yet.
 * Days are IST calendar dates, so "3 months at the rank" from 10 May is met on 10 August, not on 9 August.
 */
export function assess(
  facts: CandidateFacts,
  ranks: readonly Rank[],
  rules: ReadonlyMap<string, GradingRule>,
  day: string,
): Assessment {
  const index = facts.rank ? ranks.findIndex((rank) => rank.id === facts.rank!.id) : -1;
  const targetRank = ranks[index + 1] ?? null;
  if (!targetRank) return { targetRank, eligible: false, reasons: [{ code: 'topRank', have: 0, need: 0 }] };
  const rule = rules.get(targetRank.id);
  if (!rule) return { targetRank, eligible: false, reasons: [{ code: 'notTested', have: 0, need: 0 }] };
  const reasons: CandidateReason[] = [];
  if (rule.minMonths > 0) {
    const have = facts.since ? monthsBetween(facts.since, day) : 0;
    if (have < rule.minMonths) reasons.push({ code: 'months', have, need: rule.minMonths });
  }
  if (facts.classesAttended < rule.minClasses) {
    reasons.push({ code: 'classes', have: facts.classesAttended, need: rule.minClasses });
  }
  if (rule.minAge > 0) {
    if (facts.age === null) reasons.push({ code: 'ageUnknown', have: 0, need: rule.minAge });
    else if (facts.age < rule.minAge) reasons.push({ code: 'age', have: facts.age, need: rule.minAge });
  }
  return { targetRank, eligible: reasons.length === 0, reasons };
}
