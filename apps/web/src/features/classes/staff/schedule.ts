import {
  addDays,
  closedDaySet,
  nextClassDay,
  classDaysBetween,
  WEEKDAY_LABELS,
  weekdayOf,
  type Batch,
  type BatchSchedule,
  type ClassDayReply,
  classTime,
} from '@academy/contract';
import { formatIst } from '../../../lib/format.ts';
import { currentLanguage, type t as translate } from '../../../lib/i18n.ts';

export const scheduleOf = (batch: Batch): BatchSchedule => ({
  weekdays: batch.weekdays,
  startDate: batch.startDate,
  endDate: batch.endDate,
});

/** "Mon, Wed, Fri": a batch's weekdays in the reader's language. */
export const weekdaysText = (batch: Batch, t: typeof translate) =>
  batch.weekdays.map((day) => t(WEEKDAY_LABELS[day])).join(', ');

/** "6:00 PM – 7:00 PM IST": written as the public pages and the check-in times write a time. */
export const timesText = (batch: Batch, t: typeof translate) =>
  t('admin.common.ist', { when: classTime(batch, currentLanguage()) });

/** A day (YYYY-MM-DD, a date in India) as "Mon, 12 May 2026" in the reader's language. */
export function formatClassDay(day: string, t: typeof translate): string {
  return `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${formatIst(`${day}T00:00:00+05:30`, 'dd MMM yyyy')}`;
}

/** The last class day before `day`, within a year back; closed days ahead are skipped (past ones are not known here). */
export function previousClassDay(batch: Batch, day: string): string | null {
  return classDaysBetween(scheduleOf(batch), addDays(day, -366), addDays(day, -1), closedDaySet(batch)).at(-1) ?? null;
}

/** The first class day after `day`. */
export function followingClassDay(batch: Batch, day: string): string | null {
  return nextClassDay(scheduleOf(batch), addDays(day, 1), closedDaySet(batch));
}

/** Why a day holds no class day of the batch, most particular reason first. */
export function whyNotHeld(classDay: Pick<ClassDayReply, 'batch' | 'day' | 'closedReason'>, t: typeof translate) {
  const { batch, day } = classDay;
  if (classDay.closedReason !== null) return t('admin.classDay.closed', { reason: classDay.closedReason });
  if (day < batch.startDate) return t('admin.classDay.beforeStart', { day: formatClassDay(batch.startDate, t) });
  if (batch.endDate !== null && day > batch.endDate) {
    return t('admin.classDay.afterEnd', { day: formatClassDay(batch.endDate, t) });
  }
  if (batch.status === 'paused') return t('admin.classDay.paused');
  if (!batch.weekdays.includes(weekdayOf(day))) {
    return t('admin.classDay.notScheduleDay', {
      weekday: t(WEEKDAY_LABELS[weekdayOf(day)]),
      days: weekdaysText(batch, t),
    });
  }
  return t('admin.classDay.notHeld');
}
