import { DEFAULT_LANGUAGE, formattingLocale, IST_OFFSET_MS, TIME_ZONE, type Language } from '@academy/contract';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** Other languages say the date their own way: the month's name in full and the time of day in words. */
const otherLanguageFormats = new Map<Language, Intl.DateTimeFormat>();
function otherLanguageFormat(language: Language): Intl.DateTimeFormat {
  let format = otherLanguageFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formattingLocale(language), {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    });
    otherLanguageFormats.set(language, format);
  }
  return format;
}

/**
 * The time of day as a time is said in it. CLDR gives Marathi's in the nominative (संध्याकाळ 6:30 वाजता, "evening
 * 6:30"), where a Marathi speaker says the locative (संध्याकाळी, "in the evening"); Hindi's शाम 6:30 बजे is right.
 */
const AT_TIME_OF_DAY: Partial<Record<Language, Record<string, string>>> = {
  mr: { पहाट: 'पहाटे', सकाळ: 'सकाळी', मध्यान्ह: 'दुपारी', दुपार: 'दुपारी', संध्याकाळ: 'संध्याकाळी', रात्र: 'रात्री' },
};

function inOtherLanguage(iso: string, language: Language): string {
  const at = AT_TIME_OF_DAY[language];
  return otherLanguageFormat(language)
    .formatToParts(new Date(iso))
    .map(({ type, value }) => (type === 'dayPeriod' && at ? (at[value] ?? value) : value))
    .join('');
}

/**
 * An ISO instant as IST. In English, the confirmation page's format 'dd MMM, yyyy hh:mm a', e.g.
 * 25 Dec, 2026 06:30 PM; in another language, its own Indian locale's words, e.g. 25 दिसंबर 2026 को शाम 6:30 बजे,
 * 25 डिसेंबर, 2026 रोजी संध्याकाळी 6:30 वाजता.
 */
export function formatIstDateTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) return inOtherLanguage(iso, language);
  const byType = Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${byType.day} ${byType.month}, ${byType.year} ${byType.hour}:${byType.minute} ${byType.dayPeriod}`;
}

/** An instant as ISO 8601 in IST with its offset, as search engines want an event's local time: 2026-12-25T18:30:00+05:30. */
export function istIso(instant: string | number): string {
  return `${new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** An instant's day in IST, as a language writes a date: 25 December 2026, 25 दिसंबर 2026. */
export function formatIstDay(iso: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formattingLocale(language), {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
