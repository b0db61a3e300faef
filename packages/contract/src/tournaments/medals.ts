import type { Placings } from './bracket.ts';
import { clubKey } from './draw.ts';

/** A club's line in the medal table. */
export interface MedalRow {
  club: string;
  gold: number;
  silver: number;
  bronze: number;
  rank: number;
}

/**
 * The medal table of a tournament from its categories' placings: a gold for each first place, a silver for each
 * second, a bronze for each third (two in a category with two bronzes). Clubs are compared trimmed and
 * case-insensitive and shown as first met (entrants without a club share one row with a blank name). Ordered by
 * golds, then silvers, then bronzes (the Olympic way), then by club name; clubs level on all three share the rank
 * (1, 2, 2, 4).
 */
export function medalTable(categories: readonly { placings: Placings; clubOf: (id: string) => string }[]): MedalRow[] {
  const rows = new Map<string, MedalRow>();
  const award = (club: string, medal: 'gold' | 'silver' | 'bronze') => {
    const key = clubKey(club);
    const row = rows.get(key) ?? { club: club.trim(), gold: 0, silver: 0, bronze: 0, rank: 0 };
    row[medal] += 1;
    rows.set(key, row);
  };
  for (const { placings, clubOf } of categories) {
    if (placings.first !== null) award(clubOf(placings.first), 'gold');
    if (placings.second !== null) award(clubOf(placings.second), 'silver');
    for (const id of placings.third) award(clubOf(id), 'bronze');
  }
  // Negative when a has the better medals.
  const byMedals = (a: MedalRow, b: MedalRow) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze;
  const ordered = [...rows.values()].sort((a, b) => byMedals(a, b) || a.club.localeCompare(b.club, 'en'));
  return ordered.map((row) => ({ ...row, rank: 1 + ordered.filter((other) => byMedals(other, row) < 0).length }));
}
