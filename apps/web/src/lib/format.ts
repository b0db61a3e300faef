import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DATE_FORMATS, DEFAULT_LANGUAGE, TIME_ZONE, type Language } from '@academy/contract';
import { currentLanguage } from './i18n.ts';
import { formatIstIn } from './plain-format.ts';

export { formatEventsPageDate, formatInr } from './plain-format.ts';

/**
 * Formats an ISO instant in IST, whatever the browser's time zone: the academy and its events are in India. The
 * pattern keeps its shape in every language; English words it as date-fns does, which the product's texts fix.
 */
export function formatIst(iso: string, pattern: string, language: Language = currentLanguage()): string {
  if (language !== DEFAULT_LANGUAGE) return formatIstIn(iso, pattern, language);
  return format(new TZDate(iso, TIME_ZONE), pattern);
}

export const formatListDate = (iso: string, language?: Language) => formatIst(iso, DATE_FORMATS.list, language);
export const formatTableDateTime = (iso: string, language?: Language) => formatIst(iso, DATE_FORMATS.table, language);
export const formatAdminDateTime = (iso: string, language?: Language) =>
  formatIst(iso, DATE_FORMATS.adminTable, language);

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
  return format(new TZDate(iso, TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}
