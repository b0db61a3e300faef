import { addDays } from '@academy/contract';

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
