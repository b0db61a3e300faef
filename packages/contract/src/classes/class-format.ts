// Zod-free: the prerendered Classes page, the profile's Classes panel, the staff screens, the emails and the
// server's share preview of a batch page write a batch's time and fee the same way. Plain arithmetic and tables in
// every language, without Intl: a page's first Intl formatter costs 13 to 26 ms of Chromium's time here (four times
// that on the phone Lighthouse simulates), which /hi/trial and /mr/trial spent in the middle of hydration.
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';

/**
 * The parts of the day each language says with a time, each from the minute of the day it starts: AM and PM in
 * English; in Hindi and Marathi the day periods of CLDR, as Intl writes them (dayPeriod 'short'; class-format.test.ts
 * compares every minute of the day with Intl). Marathi names noon itself apart from the afternoon after it.
 */
const DAY_PERIODS: Record<Language, readonly (readonly [number, string])[]> = {
  en: [
    [0, 'AM'],
    [12 * 60, 'PM'],
  ],
  hi: [
    [0, 'रात'],
    [4 * 60, 'सुबह'],
    [12 * 60, 'दोपहर'],
    [16 * 60, 'शाम'],
    [20 * 60, 'रात'],
  ],
  mr: [
    [0, 'रात्र'],
    [4 * 60, 'पहाट'],
    [6 * 60, 'सकाळ'],
    [12 * 60, 'मध्यान्ह'],
    [12 * 60 + 1, 'दुपार'],
    [16 * 60, 'संध्याकाळ'],
    [21 * 60, 'रात्र'],
  ],
};

/** A time's part of the day and its clock in the language: ['PM', '5:30'], ['शाम', '5:30']. */
function clockParts(time: string, language: Language): [string, string] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const minute = hours * 60 + minutes;
  let period = '';
  for (const [from, word] of DAY_PERIODS[language]) if (from <= minute) period = word;
  return [period, `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`];
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
 * The months as a class day names them: short in English ('Nov'); in full in Hindi and Marathi ('नवंबर'), whose short
 * forms ('नव॰') read as a cipher. As Intl writes them (month 'long'; class-format.test.ts compares each with Intl).
 */
export const CLASS_DAY_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  mr: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
};

/**
 * A class day (YYYY-MM-DD) as its date is written on a timetable: '30 Nov', '30 नवंबर', '30 नोव्हेंबर'; with the year
 * when it is not this year's: '30 Nov 2027', '30 नवंबर 2027', '30 नोव्हेंबर, 2027' (Marathi's comma, as Intl's).
 */
export function classDayDate(day: string, withYear: boolean, language: Language = DEFAULT_LANGUAGE): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = `${d} ${CLASS_DAY_MONTHS[language][m - 1]}`;
  if (!withYear) return date;
  return `${date}${language === 'mr' ? ',' : ''} ${y}`;
}

/**
 * Whole rupees with Indian digit grouping (lakh, crore): 150000 -> '₹1,50,000'. A batch's fee is a whole number of
 * rupees, so paise would only add noise; en-IN and hi-IN write it alike.
 */
export function formatRupees(amount: number): string {
  return `${amount < 0 ? '-' : ''}₹${indianGrouping(String(Math.round(Math.abs(amount))))}`;
}

/** A whole number's digits grouped as India writes them, the last three then pairs: '15000000' -> '1,50,00,000'. */
export function indianGrouping(digits: string): string {
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return head ? `${head},${digits.slice(-3)}` : digits;
}

/** The path of a batch's own page, without a language prefix; the server writes its share preview. */
export const batchPagePath = (id: string) => `/classes/${encodeURIComponent(id)}`;

/** The query parameter that opens a batch page's join dialog: after a login, or a trial lead's sign-up. */
export const BATCH_JOIN_PARAM = 'join';
