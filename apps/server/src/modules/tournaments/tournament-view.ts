import {
  academyToday,
  ageOn,
  categoryName,
  ruleProfileSchema,
  type CategoryCriteria,
  type CategoryFormat,
  type EntryState,
  type MessageKey,
  type PaymentState,
  type RuleProfile,
  type Tournament,
  type TournamentCategory,
  type TournamentDiscipline,
  type TournamentEntry,
} from '@academy/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database.ts';
import type { MessageValues } from '../../i18n/translator.ts';
import { bookingPayments } from '../payments/service.ts';
import { listCategories, listEntries, type CategoryRow, type EntryRow, type TournamentRow } from './queries.ts';

export type Say = (key: MessageKey, values?: MessageValues) => string;

/** The request's language's words, for what the services name (categories, misfits). */
export const sayTo =
  (request: FastifyRequest): Say =>
  (key, values) =>
    request.t(key, values);

/** The tournament day in IST: ages count on it. */
export const tournamentDay = (eventDateTime: string) => academyToday(new Date(eventDateTime));

export const profileOf = (row: Pick<TournamentRow, 'profile'>): RuleProfile =>
  ruleProfileSchema.parse(JSON.parse(row.profile));
export const criteriaOf = (row: Pick<CategoryRow, 'criteria'>) => JSON.parse(row.criteria) as CategoryCriteria;

export const gramsToKg = (grams: number | null) => (grams === null ? null : grams / 1000);
export const kgToGrams = (kg: number | null) => (kg === null ? null : Math.round(kg * 1000));

export function entryView(row: EntryRow, day: string, paymentState: PaymentState | null): TournamentEntry {
  return {
    id: row.id,
    categoryId: row.categoryId,
    athleteName: row.athleteName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, day),
    weightKg: gramsToKg(row.weightGrams),
    weighedKg: gramsToKg(row.weighedGrams),
    level: row.level,
    club: row.club,
    seed: row.seed,
    state: row.state as EntryState,
    bookingId: row.bookingId,
    fighterId: row.fighterId,
    paymentState,
  };
}

/** Where each entry's fee stands, by its booking: one query for all of them. */
export async function paymentStates(db: DbOrTx, entries: readonly EntryRow[]) {
  const bookingIds = [...new Set(entries.flatMap((entry) => (entry.bookingId ? [entry.bookingId] : [])))];
  const payments = await bookingPayments(db, bookingIds);
  return (entry: EntryRow) => (entry.bookingId ? (payments.get(entry.bookingId)?.state ?? null) : null);
}

/** A category as the lists show it, with the counts of its entries (those given, not withdrawn). */
function categoryOf(category: CategoryRow, profile: RuleProfile, mine: EntryRow[], say: Say): TournamentCategory {
  const criteria = criteriaOf(category);
  return {
    id: category.id,
    key: category.key,
    criteria,
    name: categoryName(say, criteria, profile),
    position: category.position,
    format: category.format as CategoryFormat | null,
    entries: mine.length,
    checkedIn: mine.filter((entry) => entry.state === 'checkedIn').length,
    drawnAt: category.drawnAt,
    publishedAt: category.publishedAt,
  };
}

/** One category and its entries (withdrawn ones too, marked). */
export async function categoryView(
  db: DbOrTx,
  day: string,
  profile: RuleProfile,
  category: CategoryRow,
  say: Say,
): Promise<{ view: TournamentCategory; entries: TournamentEntry[] }> {
  const entries = await db
    .selectFrom('tournamentEntries')
    .selectAll()
    .where('categoryId', '=', category.id)
    .orderBy('athleteName')
    .orderBy('id')
    .execute();
  const stateOf = await paymentStates(db, entries);
  return {
    view: categoryOf(
      category,
      profile,
      entries.filter((entry) => entry.state !== 'withdrawn'),
      say,
    ),
    entries: entries.map((entry) => entryView(entry, day, stateOf(entry))),
  };
}

/** The organiser's view: the tournament, every category with its counts, every entry. */
export async function tournamentView(
  db: DbOrTx,
  event: { id: string; eventName: string; eventDateTime: string },
  row: TournamentRow,
  say: Say,
): Promise<{ tournament: Tournament; entries: TournamentEntry[] }> {
  const day = tournamentDay(event.eventDateTime);
  const profile = profileOf(row);
  const categories = await listCategories(db, event.id);
  const entries = await listEntries(db, event.id);
  const live = entries.filter((entry) => entry.state !== 'withdrawn');
  const stateOf = await paymentStates(db, entries);
  return {
    tournament: {
      eventId: event.id,
      eventName: event.eventName,
      day,
      profile,
      disciplines: JSON.parse(row.disciplines) as TournamentDiscipline[],
      ageGroups: JSON.parse(row.ageGroups) as string[],
      categoryFee: row.categoryFeePaise / 100,
      categories: categories.map((category) =>
        categoryOf(
          category,
          profile,
          live.filter((entry) => entry.categoryId === category.id),
          say,
        ),
      ),
    },
    entries: entries.map((entry) => entryView(entry, day, stateOf(entry))),
  };
}
