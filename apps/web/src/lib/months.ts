import { academyToday } from '@academy/contract';
import { formatIst } from './format.ts';

/** A month as the address and the API write it: YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in India (YYYY-MM). */
export const thisMonth = () => academyToday().slice(0, 7);

/** The month `by` months before (negative) or after `month`. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + monthNumber - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'November 2026' in the reader's language. */
export const monthName = (month: string) => formatIst(`${month}-01T00:00:00+05:30`, 'MMMM yyyy');
