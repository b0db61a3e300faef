import { addDays } from '../classes/class-rules.ts';

/** What decides the days a batch runs: its first and last days (as its schedule has them), and its pauses. */
export interface BatchRun {
  startDate: string;
  endDate: string | null;
  /** From the first day without classes to the first day with classes again (null: still paused). */
  pauses: readonly { fromDay: string; untilDay: string | null }[];
}

/** The month after `month` ('2026-12' -> '2027-01'). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Whether the batch holds classes on `day` as far as its dates and pauses go (its weekdays aside). */
export function runsOn(batch: BatchRun, day: string): boolean {
  if (day < batch.startDate || (batch.endDate !== null && day > batch.endDate)) return false;
  return !batch.pauses.some((pause) => pause.fromDay <= day && (pause.untilDay === null || day < pause.untilDay));
}

/**
 * The first day of the month `period`, up to `today`, on which the batch runs; null when it has run on none. A month's
 * fee is owed once the batch has run on one of its days: a month it is paused throughout, or one before its first
 * day or after its end, is never billed, and a month it runs for part of is billed in full (the academy may waive
 * it). Counting only up to today means a month is billed on the day it first runs, never ahead of it.
 */
export function firstDayRun(batch: BatchRun, period: string, today: string): string | null {
  const end = `${nextMonth(period)}-01`;
  for (let day = `${period}-01`; day < end && day <= today; day = addDays(day, 1)) {
    if (runsOn(batch, day)) return day;
  }
  return null;
}

/** The first monthly fee of an enrolment: its month, its due day, and the class days before it that cost nothing. */
export interface FirstFee {
  /** 'YYYY-MM'. */
  month: string;
  dueDay: string;
  /** The last day of the month before `month` when the batch runs on a day from acceptance to then; else null. */
  freeUntil: string | null;
}

/** How far ahead a batch that has not started yet is looked at for its first fee. */
const MONTHS_AHEAD = 24;

/**
 * What an enrolment accepted on `acceptedOn` pays first, by the rule the monthly fee job raises fees with: a month
 * is billed once the batch runs in it, due on the academy's due day or on the batch's first day of that month when
 * later, to every enrolment accepted by the end of that due day. So joining by the due day pays that month in full,
 * and joining after it leaves the rest of that month free. Null when the batch never runs again.
 */
export function firstFee(batch: BatchRun, feeDueDay: number, acceptedOn: string): FirstFee | null {
  let month = acceptedOn.slice(0, 7);
  for (let ahead = 0; ahead < MONTHS_AHEAD; ahead += 1, month = nextMonth(month)) {
    const monthStart = `${month}-01`;
    if (batch.endDate !== null && batch.endDate < monthStart) return null;
    const first = firstDayRun(batch, month, `${month}-31`);
    if (!first) continue;
    const settingsDay = `${month}-${String(feeDueDay).padStart(2, '0')}`;
    const dueDay = first > settingsDay ? first : settingsDay;
    if (acceptedOn > dueDay) continue;
    const freeUntil = addDays(monthStart, -1);
    const freeDays = acceptedOn < monthStart && runsBetween(batch, acceptedOn, freeUntil);
    return { month, dueDay, freeUntil: freeDays ? freeUntil : null };
  }
  return null;
}

/** Whether the batch runs on a day from `from` to `to`, both included. */
function runsBetween(batch: BatchRun, from: string, to: string): boolean {
  for (let day = from; day <= to; day = addDays(day, 1)) if (runsOn(batch, day)) return true;
  return false;
}
