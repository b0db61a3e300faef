import type { MessageKey } from '../i18n/catalog.ts';

// Zod-free, like class-rules.ts: the profile's belt and the public certificate check use these without loading
// the schemas.

/** A coloured belt below black is a kyu grade (counting down to 1st kyu); a black belt is a dan (counting up). */
export const RANK_KINDS = ['kyu', 'dan'] as const;
export type RankKind = (typeof RANK_KINDS)[number];

export const RANK_KIND_LABELS = {
  kyu: 'ranks.kind.kyu',
  dan: 'ranks.kind.dan',
} as const satisfies Record<RankKind, MessageKey>;

/** What a candidate's grading gave: the next rank, two ranks at once, not yet, or not there. */
export const GRADING_RESULTS = ['pass', 'double', 'fail', 'absent'] as const;
export type GradingResult = (typeof GRADING_RESULTS)[number];

export const GRADING_RESULT_LABELS = {
  pass: 'gradings.result.pass',
  double: 'gradings.result.double',
  fail: 'gradings.result.fail',
  absent: 'gradings.result.absent',
} as const satisfies Record<GradingResult, MessageKey>;

/** How many ranks a result moves a fighter up. */
export const RESULT_STEPS: Record<GradingResult, number> = { pass: 1, double: 2, fail: 0, absent: 0 };

export const MAX_RANKS = 30;
/** The highest kyu or dan number a rank may carry. */
export const MAX_RANK_GRADE = 20;
/** What a certificate number starts with: the academy's initials. */
export const CERTIFICATE_PREFIX = 'KKA';
/** `#rrggbb`: a belt is drawn in its colour. */
export const RANK_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

/** A rank's words, e.g. 'Brown · 3rd kyu': the name alone can repeat (three brown belts). */
export interface RankWords {
  name: string;
  kind: RankKind;
  grade: number;
}

/**
 * A rank as people say it, e.g. 'Brown · 3rd kyu' ('Brown · 3 क्यू' in Hindi), with the caller's translate function:
 * the web app's in the page's language, the server's in an email's.
 */
export function rankWords(
  t: (key: MessageKey, values: Record<string, string | number>) => string,
  rank: RankWords,
): string {
  return t('ranks.label', { name: rank.name, grade: t(RANK_KIND_LABELS[rank.kind], { grade: rank.grade }) });
}

/**
 * The first day on which a waiting time of `months` from `since` is over, as IST calendar dates: 31 January plus
 * one month is the last day of February, as people count months.
 */
export function monthsAfter(since: string, months: number): string {
  const [y, m, d] = since.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * A certificate number: the academy's prefix, the year and the series number, then four letters drawn at random
 * so that the public check cannot be walked through by counting.
 */
export const CERTIFICATE_NUMBER_PATTERN = /^[A-Z]{2,6}-\d{4}-\d{5}-[A-HJ-NP-Z2-9]{4}$/;

/** The number as typed: spaces dropped, letters upper-cased. */
export function normaliseCertificateNumber(typed: string): string {
  return typed.trim().toUpperCase().replace(/\s+/g, '');
}

/**
 * The words a form sends for a rank it offers, e.g. 'Brown 3 kyu': the profile's claimed belt and a booking's belt
 * are text, and these name exactly one rank of the syllabus whatever the page's language.
 */
export function rankText(rank: RankWords): string {
  return `${rank.name} ${rank.grade} ${rank.kind}`;
}

/**
 * The rank that typed words name: a kyu or dan number names that grade ('2nd kyu', 'Brown 2 kyu'); otherwise a
 * rank's name among the words ('yellow belt'), the lowest of that name. Null when they name none.
 */
export function rankNamedBy<R extends RankWords>(typed: string, ranks: readonly R[]): R | null {
  const words = typed.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
  const numbered = /(\d+)\s*(?:st|nd|rd|th)?\s*(kyu|dan)/.exec(words);
  if (numbered) return ranks.find((r) => r.kind === numbered[2] && r.grade === Number(numbered[1])) ?? null;
  const list = words.split(' ');
  return ranks.find((r) => list.includes(r.name.toLowerCase())) ?? null;
}
