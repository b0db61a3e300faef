import type { Due, Language, Payment } from '@academy/contract';
import { DATE_FORMATS } from '@academy/contract';
import { formatIst } from '../../lib/format.ts';

/**
 * What the payer's UPI app shows as the purpose and the bank carries to the statement: the reference first, so the
 * 50 characters the link keeps always hold it, then what is paid for ('P-7F3K9Q Inter-dojo cup').
 */
export function upiNote(payment: Pick<Payment, 'reference' | 'dues'>): string {
  const items = [...new Set(payment.dues.map((due) => due.item))];
  return [payment.reference, items.join(', ')].filter(Boolean).join(' ');
}

/** Until when a booking's seat waits for this payment: the earliest hold among its dues, or null. */
export function holdUntil(payment: Pick<Payment, 'dues'>): string | null {
  const holds = payment.dues.flatMap((due) => (due.holdUntil ? [due.holdUntil] : []));
  return holds.length > 0 ? holds.reduce((first, hold) => (Date.parse(hold) < Date.parse(first) ? hold : first)) : null;
}

/** A class fee's month ('2026-11') as 'November 2026' in the language. */
export const formatMonth = (period: string, language?: Language) =>
  formatIst(`${period}-01T00:00:00+05:30`, 'MMMM yyyy', language);

/** A due day ('2026-11-10') as the lists write days: '10 Nov, 2026'. */
export const formatDueDay = (day: string, language?: Language) =>
  formatIst(`${day}T00:00:00+05:30`, DATE_FORMATS.list, language);

/** What a due is for: the event, or the batch and its month ('Evening Kids Karate · November 2026'). */
export function dueTitle(due: Pick<Due, 'item' | 'period'>, language?: Language): string {
  return due.period ? `${due.item} · ${formatMonth(due.period, language)}` : due.item;
}

/**
 * A hold's end as a time when it is today in India ('06:40 PM'), else with its date: holds last from 15 minutes to
 * a week.
 */
export function formatHoldEnd(iso: string, now: number, language?: Language): string {
  const sameDay = formatIst(iso, 'yyyy-MM-dd', 'en') === formatIst(new Date(now).toISOString(), 'yyyy-MM-dd', 'en');
  return formatIst(iso, sameDay ? 'hh:mm a' : DATE_FORMATS.table, language);
}
