import {
  addDays,
  nextSessionDay,
  sessionDaysBetween,
  WEEKDAY_LABELS,
  weekdayOf,
  type Batch,
  type BatchSchedule,
  type SessionReply,
  classTime,
} from '@academy/contract';
import { formatIst } from '../../../lib/format.ts';
import type { t as translate } from '../../../lib/i18n.ts';

export const scheduleOf = (batch: Batch): BatchSchedule => ({
  weekdays: batch.weekdays,
  startDate: batch.startDate,
  endDate: batch.endDate,
});

const closedOf = (batch: Batch) => new Set(batch.closedDays.map((closed) => closed.day));

/** "Mon, Wed, Fri": a batch's weekdays in the reader's language. */
export const weekdaysText = (batch: Batch, t: typeof translate) =>
  batch.weekdays.map((day) => t(WEEKDAY_LABELS[day])).join(', ');

/** "6:00 PM – 7:00 PM IST": written as the public pages and the check-in times write a time. */
export const timesText = (batch: Batch, t: typeof translate) => t('admin.common.ist', { when: classTime(batch) });

/** A day (YYYY-MM-DD, a date in India) as "Mon, 12 May 2026" in the reader's language. */
export function formatSessionDay(day: string, t: typeof translate): string {
  return `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${formatIst(`${day}T00:00:00+05:30`, 'dd MMM yyyy')}`;
}

/** The last session before `day`, within a year back; closed days ahead are skipped (past ones are not known here). */
export function previousSessionDay(batch: Batch, day: string): string | null {
  return sessionDaysBetween(scheduleOf(batch), addDays(day, -366), addDays(day, -1), closedOf(batch)).at(-1) ?? null;
}

/** The first session after `day`. */
export function followingSessionDay(batch: Batch, day: string): string | null {
  return nextSessionDay(scheduleOf(batch), addDays(day, 1), closedOf(batch));
}

/** Why a day holds no session of the batch, most particular reason first. */
export function whyNotHeld(session: Pick<SessionReply, 'batch' | 'day' | 'closedReason'>, t: typeof translate) {
  const { batch, day } = session;
  if (session.closedReason !== null) return t('admin.session.closed', { reason: session.closedReason });
  if (day < batch.startDate) return t('admin.session.beforeStart', { day: formatSessionDay(batch.startDate, t) });
  if (batch.endDate !== null && day > batch.endDate) {
    return t('admin.session.afterEnd', { day: formatSessionDay(batch.endDate, t) });
  }
  if (batch.status === 'paused') return t('admin.session.paused');
  if (!batch.weekdays.includes(weekdayOf(day))) {
    return t('admin.session.notScheduleDay', {
      weekday: t(WEEKDAY_LABELS[weekdayOf(day)]),
      days: weekdaysText(batch, t),
    });
  }
  return t('admin.session.notHeld');
}
