/**
 * The events page's date and fee formats, and the product's date formats in languages other than English.
 * In English the events page's formats are plain arithmetic: Intl's first time-zone formatter and first en-IN
 * currency formatter each cost tens of milliseconds on a phone (ICU loads its data), and date-fns with its
 * time-zone plugin is a chunk of its own; the public events page needs neither. Another language asks Intl for its
 * month names and day periods (only its readers pay for ICU's data), so a new language needs no table here.
 * Fees are arithmetic in every language: India writes ₹1,50,000.00 alike in each, and Intl's Marathi currency
 * format groups ₹150,000.00. format.ts re-exports these; plain-format.test.ts checks the English ones against
 * date-fns (DATE_FORMATS.eventsPage in IST) and Intl (en-IN, INR).
 */
import {
  clockTime,
  DATE_FORMATS,
  DEFAULT_LANGUAGE,
  formatPaise,
  formattingLocale,
  IST_OFFSET_MS,
  TIME_ZONE,
  type Language,
} from '@academy/contract';
import { currentLanguage } from './i18n.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** date-fns' 'hh:mm a' for an hour and minute of the IST wall clock: '06:30 PM'. */
const clock12 = (hours: number, minutes: number) =>
  `${pad2(hours % 12 || 12)}:${pad2(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;

/**
 * An ISO instant as 'dd MMMM yyyy, hh:mm a' in IST, e.g. '25 December 2026, 06:30 PM' ('25 दिसंबर 2026, शाम 6:30'
 * in Hindi).
 */
export function formatEventsPageDate(iso: string, language: Language = currentLanguage()): string {
  if (language !== DEFAULT_LANGUAGE) return formatIstIn(iso, DATE_FORMATS.eventsPage, language);
  // A Date shifted by the offset whose UTC fields read as the IST wall clock.
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const date = `${pad2(ist.getUTCDate())} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `${date}, ${clock12(hours, ist.getUTCMinutes())}`;
}

/** An amount in rupees (an event's fee) with paise and Indian digit grouping, e.g. '₹1,50,000.00'. */
export const formatInr = (amount: number): string => formatPaise(Math.round(amount * 100));

type DateFields = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's IST wall-clock fields as the language writes them: its month names, a 24-hour clock, digits 0-9. */
function istFields(iso: string, language: Language, month: 'long' | 'short'): DateFields {
  const id = `${language} ${month}`;
  let dateFormat = dateFormats.get(id);
  if (!dateFormat) {
    dateFormat = new Intl.DateTimeFormat(formattingLocale(language), {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(id, dateFormat);
  }
  return Object.fromEntries(dateFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

/** The date-fns pattern letters the product's formats use once 'hh:mm a' is written out, and quoted literals. */
const PATTERN_TOKENS = /'([^']*)'|dd|MMMM|MMM|yyyy|HH|mm|[A-Za-z]/g;

/**
 * An ISO instant in IST, shaped by a date-fns pattern (DATE_FORMATS) with the words of a language. A language other
 * than English is written in full, as its readers write it: the day without a leading zero, the month's whole name,
 * and the time with the part of the day first ('2 दिसंबर 2026, शाम 6:30'), as the timetable's times are
 * (clockTime). English keeps the pattern's shape ('02 December 2026'), as date-fns writes it.
 */
export function formatIstIn(iso: string, pattern: string, language: Language): string {
  const full = language !== DEFAULT_LANGUAGE;
  const fields = istFields(iso, language, full || pattern.includes('MMMM') ? 'long' : 'short');
  const clock = full
    ? clockTime(`${fields.hour}:${fields.minute}`, language)
    : clock12(Number(fields.hour), Number(fields.minute));
  return pattern.replace('hh:mm a', `'${clock}'`).replace(PATTERN_TOKENS, (token: string, literal?: string) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'dd':
        return full ? String(Number(fields.day)) : (fields.day ?? '');
      case 'MMMM':
      case 'MMM':
        return fields.month ?? '';
      case 'yyyy':
        return fields.year ?? '';
      case 'HH':
        return fields.hour ?? '';
      case 'mm':
        return fields.minute ?? '';
      default:
        throw new Error(`Unsupported letter ${token} in the date pattern ${pattern}`);
    }
  });
}
