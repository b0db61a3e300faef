import Papa from 'papaparse';
import { TOURNAMENT_DISCIPLINES, type TournamentDiscipline } from '@academy/contract';
import { athleteOf, blankAthlete, fitsOf, type AthleteRow, type EntryRules } from './entry-fits.ts';
import type { BeltKind } from './belt-grade.ts';

/** The columns a coach's CSV has, in the template's order; the header row names them. */
export const CSV_COLUMNS = ['name', 'gender', 'date_of_birth', 'weight_kg', 'belt', 'events'] as const;

/** The template a coach fills in: the header and one example athlete. */
export const CSV_TEMPLATE = `${CSV_COLUMNS.join(',')}\nAarav Joshi,M,14/03/2012,48.5,3 kyu,kata;kumite\n`;

export interface CsvAthletes {
  rows: AthleteRow[];
  /** Lines whose values were left blank for the form to ask (1-based, the header being line 1). */
  unclear: number[];
}

const GENDERS: Record<string, AthleteRow['gender']> = { m: 'male', male: 'male', f: 'female', female: 'female' };

/** A day of the calendar as YYYY-MM-DD, or '' for one that is not (31-31-2012). */
const realDay = (day: string) =>
  !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day ? day : '';

/** 14/03/2012 (as India writes it) or 2012-03-14; anything else is left for the form to ask. */
function isoDay(typed: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) return realDay(typed);
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  return indian ? realDay(`${indian[3]}-${indian[2]!.padStart(2, '0')}-${indian[1]!.padStart(2, '0')}`) : '';
}

/** '3 kyu', '3rd kyu', '1 dan', '1st Dan'; anything else is no belt. */
function belt(typed: string): { beltKind: '' | BeltKind; beltGrade: string } {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?\s*(kyu|dan)$/i.exec(typed);
  if (!match) return { beltKind: '', beltGrade: '' };
  const grade = Number(match[1]);
  if (grade < 1 || grade > 10) return { beltKind: '', beltGrade: '' };
  return { beltKind: match[2]!.toLowerCase() as BeltKind, beltGrade: String(grade) };
}

/** The disciplines named in the events column ('kata;kumite', 'Kumite'). */
function disciplines(typed: string): TournamentDiscipline[] {
  const named = typed.toLowerCase().split(/[;,/ ]+/);
  return TOURNAMENT_DISCIPLINES.filter((discipline) => named.includes(discipline));
}

/**
 * A coach's CSV as rows of the entry form: each athlete entered in the first category of each discipline named that
 * they fit on the tournament day. A value the form would refuse is left blank, for the form to ask, and its line is
 * reported; nothing is sent before the coach has seen the rows.
 */
export function athletesFromCsv(text: string, rules: EntryRules): CsvAthletes {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
    transform: (value) => value.trim(),
  });
  const rows: AthleteRow[] = [];
  const unclear: number[] = [];
  parsed.data.forEach((line, index) => {
    const row: AthleteRow = {
      ...blankAthlete(),
      athleteName: line.name ?? '',
      gender: GENDERS[(line.gender ?? '').toLowerCase()] ?? '',
      dateOfBirth: isoDay(line.date_of_birth ?? ''),
      weightKg: Number.isFinite(Number(line.weight_kg)) ? (line.weight_kg ?? '') : '',
      ...belt(line.belt ?? ''),
    };
    const athlete = athleteOf(row);
    const fits = athlete ? fitsOf(rules, athlete).fits : [];
    const wanted = disciplines(line.events ?? '');
    row.categoryIds = wanted.flatMap((discipline) => {
      const first = fits.find((category) => category.criteria.discipline === discipline);
      return first ? [first.id] : [];
    });
    const complete =
      row.athleteName !== '' &&
      athlete !== null &&
      wanted.length > 0 &&
      row.categoryIds.length === wanted.length &&
      (line.weight_kg ?? '') === row.weightKg;
    if (!complete) unclear.push(index + 2);
    rows.push(row);
  });
  return { rows, unclear };
}
