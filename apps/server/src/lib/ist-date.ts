import { DEFAULT_LANGUAGE, LANGUAGES, TIME_ZONE, type Language } from '@academy/contract';

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
const inOtherLanguage = new Map<Language, Intl.DateTimeFormat>();
function otherLanguageFormat(language: Language): Intl.DateTimeFormat {
  let format = inOtherLanguage.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    });
    inOtherLanguage.set(language, format);
  }
  return format;
}

/**
 * An ISO instant as IST. In English, the confirmation page's format 'dd MMM, yyyy hh:mm a', e.g.
 * 25 Dec, 2026 06:30 PM; in another language, its own Indian locale's words, e.g. 25 दिसंबर 2026 को शाम 6:30 बजे.
 */
export function formatIstDateTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) return otherLanguageFormat(language).format(new Date(iso));
  const byType = Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${byType.day} ${byType.month}, ${byType.year} ${byType.hour}:${byType.minute} ${byType.dayPeriod}`;
}
