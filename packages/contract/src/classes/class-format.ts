// Zod-free: the prerendered Classes page, the profile's Classes panel, the staff screens, the emails and the
// server's share preview of a batch page write a batch's time and fee the same way. English is plain arithmetic,
// without paying for Intl's first formatter on a phone; another language asks Intl for its words.
import { DEFAULT_LANGUAGE, formattingLocale, type Language } from '../i18n/languages.ts';

const clockFormats = new Map<Language, Intl.DateTimeFormat>();

/** A time's day period and clock as the language says them: ['शाम', '5:30']. */
function spokenClock(hours: number, minutes: number, language: Language): [string, string] {
  let format = clockFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formattingLocale(language), {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    });
    clockFormats.set(language, format);
  }
  const parts = format.formatToParts(Date.UTC(2000, 0, 1, hours, minutes));
  const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
  const hour = parts.find((part) => part.type === 'hour')?.value ?? String(hours % 12 || 12);
  const minute = parts.find((part) => part.type === 'minute')?.value ?? String(minutes).padStart(2, '0');
  return [period, `${hour}:${minute}`];
}

function clockParts(time: string, language: Language): [string, string] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (language === DEFAULT_LANGUAGE) {
    return [hours < 12 ? 'AM' : 'PM', `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`];
  }
  return spokenClock(hours, minutes, language);
}

/**
 * A batch's 'HH:MM' (24-hour, IST) as a reader of a timetable in India writes it: '18:30' -> '6:30 PM' in English;
 * Hindi and Marathi say the part of the day first, as they are spoken: 'शाम 6:30', 'संध्याकाळ 6:30'.
 */
export function clockTime(time: string, language: Language = DEFAULT_LANGUAGE): string {
  const [period, clock] = clockParts(time, language);
  return language === DEFAULT_LANGUAGE ? `${clock} ${period}` : `${period} ${clock}`;
}

/**
 * A class day's start and end: '6:00 PM – 7:00 PM'; 'शाम 6:00 – 7:00' where both are in the same part of the day
 * (the word said once), 'शाम 7:30 – रात 8:30' where they are not.
 */
export function classTime(batch: { startTime: string; endTime: string }, language: Language = DEFAULT_LANGUAGE) {
  if (language === DEFAULT_LANGUAGE) return `${clockTime(batch.startTime)} – ${clockTime(batch.endTime)}`;
  const [startPeriod, start] = clockParts(batch.startTime, language);
  const [endPeriod, end] = clockParts(batch.endTime, language);
  return `${startPeriod} ${start} – ${endPeriod === startPeriod ? '' : `${endPeriod} `}${end}`;
}

/**
 * Whole rupees with Indian digit grouping (lakh, crore): 150000 -> '₹1,50,000'. A batch's fee is a whole number of
 * rupees, so paise would only add noise; en-IN and hi-IN write it alike.
 */
export function formatRupees(amount: number): string {
  const whole = String(Math.round(Math.abs(amount)));
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}₹${head ? `${head},${whole.slice(-3)}` : whole}`;
}

/** The path of a batch's own page, without a language prefix; the server writes its share preview. */
export const batchPagePath = (id: string) => `/classes/${encodeURIComponent(id)}`;

/** The query parameter that opens a batch page's join dialog: after a login, or a trial lead's sign-up. */
export const BATCH_JOIN_PARAM = 'join';
