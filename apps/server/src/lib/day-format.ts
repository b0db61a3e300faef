import { formattingLocale, type Language } from '@academy/contract';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) in words, in a language: 'Monday, 30 November 2026'. */
export function formatDay(day: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    // The day is a date, not an instant: read and written in UTC, it never moves across a time zone.
    format = new Intl.DateTimeFormat(formattingLocale(language), {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

const IST_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant's time of day in IST on a 24-hour clock, as check-in messages say it: '18:04'. */
export function istClock(iso: string): string {
  return IST_CLOCK.format(new Date(iso));
}
