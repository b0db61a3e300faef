import {
  academyToday,
  addDays,
  closedDaySet,
  nextClassDay,
  WEEKDAY_LABELS,
  weekdayOf,
  type Language,
  type Batch,
  type BatchSchedule,
  type MessageKey,
} from '@academy/contract';
import { formatIst } from '../../../lib/format.ts';

/** How many of a batch's coming class days a trial may be booked on: two weeks of a thrice-weekly batch. */
const CHOICES = 6;

/**
 * The batch's next class days from today (IST), earliest first: its weekdays, within its start and end, leaving out
 * the days the academy has cancelled (the server refuses a trial on one).
 */
export function nextClassDays(
  batch: BatchSchedule & Pick<Batch, 'closedDays'>,
  today: string = academyToday(),
): string[] {
  const cancelled = closedDaySet(batch);
  const days: string[] = [];
  let day = nextClassDay(batch, today, cancelled);
  while (day !== null && days.length < CHOICES) {
    days.push(day);
    day = nextClassDay(batch, addDays(day, 1), cancelled);
  }
  return days;
}

/** 'Saturday, 05 Dec' ('शनिवार, 5 दिसंबर'): the weekday in words, then the date as the staff screens write it. */
export function trialDayLabel(day: string, t: (key: MessageKey) => string, language: Language): string {
  return `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${formatIst(`${day}T00:00:00+05:30`, 'dd MMM', language)}`;
}
