import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DATE_FORMATS, TIME_ZONE } from '@academy/contract';

export { formatEventsPageDate, formatInr } from './plain-format.ts';

/** Formats an ISO instant in IST, whatever the browser's time zone: the academy and its events are in India. */
export function formatIst(iso: string, pattern: string): string {
  return format(new TZDate(iso, TIME_ZONE), pattern);
}

export const formatListDate = (iso: string) => formatIst(iso, DATE_FORMATS.list);
export const formatTableDateTime = (iso: string) => formatIst(iso, DATE_FORMATS.table);
export const formatAdminDateTime = (iso: string) => formatIst(iso, DATE_FORMATS.adminTable);

/** A datetime-local value ('2026-12-25T18:30') read as IST, returned as ISO UTC. */
export function istLocalToUtcIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`Not a datetime-local value: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  // TZDate.toISOString keeps the zone offset; the API wants UTC with a Z.
  return new Date(new TZDate(y, mo - 1, d, h, mi, TIME_ZONE).getTime()).toISOString();
}

/** An ISO UTC instant as a datetime-local value in IST, for editing. */
export function utcIsoToIstLocal(iso: string): string {
  return formatIst(iso, "yyyy-MM-dd'T'HH:mm");
}

/** 'NA' (profile) or 'N/A' (bookings) for empty values; both spellings are fixed product texts. */
export function orPlaceholder(value: string | number | null | undefined, placeholder: 'NA' | 'N/A'): string {
  if (value === null || value === undefined || value === '') return placeholder;
  return String(value);
}
