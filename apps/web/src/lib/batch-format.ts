import {
  academyToday,
  CLASS_DAY_MONTHS,
  classDayDate,
  classTime,
  DEFAULT_LANGUAGE,
  formatRupees,
  formattingLocale,
  WEEKDAY_LABELS,
  weekdayOf,
  type Batch,
  type Language,
  type Weekday,
} from '@academy/contract';
import type { t as translate } from './i18n.ts';

// How the public Classes pages and the profile's Classes panel write a batch; their words are in the `classes` area.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A class day (YYYY-MM-DD, a date in India) as a timetable writes it: "Mon, 30 Nov" ("सोम, 30 नवंबर"), with the
 * year when it is not this year's. Tables in every language, without Intl: the public Classes pages show it, and a
 * page's first Intl formatter costs tens of milliseconds of a phone's time while it hydrates.
 */
export function formatClassDay(day: string, t: typeof translate, language: Language): string {
  const withYear = day.slice(0, 4) !== academyToday().slice(0, 4);
  return `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${classDayDate(day, withYear, language)}`;
}

/** A day's month as a calendar's column heading: "Nov" ("नव॰"). */
export function monthShort(day: string, language: Language): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  if (language === DEFAULT_LANGUAGE) return CLASS_DAY_MONTHS.en[m - 1]!;
  const id = `${language} month`;
  let format = dayFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(formattingLocale(language), { timeZone: 'UTC', month: 'short' });
    dayFormats.set(id, format);
  }
  return format.format(Date.UTC(y, m - 1, 1));
}

/** "Mon · Wed · Fri". */
export const weekdaysText = (weekdays: readonly Weekday[], t: typeof translate) =>
  weekdays.map((day) => t(WEEKDAY_LABELS[day])).join(' · ');

/** "6:00 PM – 7:00 PM IST" ("शाम 6:00 – 7:00 IST"): the academy's clock, whatever the reader's. */
export const batchTimeText = (batch: Pick<Batch, 'startTime' | 'endTime'>, language: Language) =>
  `${classTime(batch, language)} IST`;

/** "Ages 6–12", or "Ages 16+" for a batch without an upper age. */
export const ageRangeText = (batch: Pick<Batch, 'minAge' | 'maxAge'>, t: typeof translate) =>
  batch.maxAge === null
    ? t('classes.card.agesFrom', { min: batch.minAge })
    : t('classes.card.ages', { min: batch.minAge, max: batch.maxAge });

/** "₹1,500 a month". */
export const monthlyFeeText = (batch: Pick<Batch, 'monthlyFee'>, t: typeof translate) =>
  t('classes.card.feePerMonth', { fee: formatRupees(batch.monthlyFee) });

/** A month ('2026-12') as "December 2026" ("दिसंबर 2026"). */
export function monthYear(month: string, language: Language): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const id = `${language} month-year`;
  let format = dayFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(formattingLocale(language), { timeZone: 'UTC', month: 'long', year: 'numeric' });
    dayFormats.set(id, format);
  }
  return format.format(Date.UTC(y, m - 1, 1));
}

/**
 * What joining costs first (Batch.firstFee), as the join dialog and its confirmation say it: the first fee's month,
 * amount and due day, the days before it that cost nothing, and the monthly rule. `uponAcceptance`: a request the
 * academy decides later, whose first fee moves on a month if it is accepted after that due day.
 */
export function firstFeeLines(
  batch: Pick<Batch, 'monthlyFee' | 'firstFee'>,
  t: typeof translate,
  language: Language,
  uponAcceptance: boolean,
): string[] {
  const fee = batch.firstFee;
  if (!fee) return [];
  const amount = formatRupees(batch.monthlyFee);
  const day = formatClassDay(fee.dueDay, t, language);
  return [
    t('classes.fee.first', { amount, month: monthYear(fee.month, language), day }),
    ...(fee.freeUntil ? [t('classes.fee.freeUntil', { day: formatClassDay(fee.freeUntil, t, language) })] : []),
    ...(uponAcceptance ? [t('classes.fee.ifAccepted', { day })] : []),
    t('classes.fee.monthly', { amount, day: fee.monthlyDueDay }),
  ];
}

/** Whether a profile of `age` may join: an unknown age is the server's to judge. */
export const ageFits = (batch: Pick<Batch, 'minAge' | 'maxAge'>, age: number | null) =>
  age === null || (age >= batch.minAge && (batch.maxAge === null || age <= batch.maxAge));
