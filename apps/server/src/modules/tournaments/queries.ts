import type { Insertable } from 'kysely';
import type { KataScore, StoredResult } from '@academy/contract';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type {
  CompetitionCertificatesTable,
  TournamentKataScoresTable,
  TournamentResultsTable,
} from '../../db/schema.ts';

/** A tournament's row, by its event's id. */
export function findTournament(db: DbOrTx, eventId: string) {
  return db.selectFrom('tournaments').selectAll().where('eventId', '=', eventId).executeTakeFirst();
}

/** The event a tournament belongs to: its name and start, which fixes the tournament day. */
export function findEvent(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['id', 'eventName', 'eventDateTime'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** Every tournament's event, for the sitemap's results pages. */
export function listTournamentEvents(db: DbOrTx) {
  return db.selectFrom('tournaments').select('eventId').orderBy('eventId').execute();
}

/** What the public results show of their event: its texts with their translations, its day and its poster. */
export function findShownEvent(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('events')
    .select(['eventName', 'eventDateTime', 'address', 'imageKey', 'translations'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
}

export function listCategories(db: DbOrTx, eventId: string) {
  return db.selectFrom('tournamentCategories').selectAll().where('eventId', '=', eventId).orderBy('position').execute();
}

export function listEntries(db: DbOrTx, eventId: string) {
  return db
    .selectFrom('tournamentEntries')
    .selectAll()
    .where('eventId', '=', eventId)
    .orderBy('athleteName')
    .orderBy('id')
    .execute();
}

export function findCategory(db: DbOrTx, categoryId: string) {
  return db.selectFrom('tournamentCategories').selectAll().where('id', '=', categoryId).executeTakeFirst();
}

/** A category with its tournament's profile and its event's start, in one query. */
export function findCategoryInTournament(db: DbOrTx, categoryId: string) {
  return db
    .selectFrom('tournamentCategories')
    .innerJoin('tournaments', 'tournaments.eventId', 'tournamentCategories.eventId')
    .innerJoin('events', 'events.id', 'tournamentCategories.eventId')
    .selectAll('tournamentCategories')
    .select(['tournaments.profile', 'events.eventDateTime'])
    .where('tournamentCategories.id', '=', categoryId)
    .executeTakeFirst();
}

export function findEntry(db: DbOrTx, entryId: string) {
  return db.selectFrom('tournamentEntries').selectAll().where('id', '=', entryId).executeTakeFirst();
}

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;
export type TournamentRow = NonNullable<Awaited<ReturnType<typeof findTournament>>>;

/** Results rows as the contract's progression reads them, by bout id. */
export function storedResultsOf(rows: readonly TournamentResultsTable[]): Record<string, StoredResult> {
  return Object.fromEntries(
    rows.map((row) => [
      row.boutId,
      { winner: row.winner, aka: row.akaEntryId, ao: row.aoEntryId, akaScore: row.akaScore, aoScore: row.aoScore },
    ]),
  );
}

/** Kata score rows as the contract's rounds read them. */
export function kataScoresOf(rows: readonly TournamentKataScoresTable[]): KataScore[] {
  return rows.map((row) => ({ round: row.round, entryId: row.entryId, scores: JSON.parse(row.scores) as number[] }));
}

/**
 * A category's row, held until the transaction ends on PostgreSQL: its certificates are issued one transaction at a
 * time, so two requests at once never both find an entry without one. SQLite runs one transaction at a time already.
 */
export function lockCategory(db: DbOrTx, categoryId: string) {
  const query = db.selectFrom('tournamentCategories').select('id').where('id', '=', categoryId);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

/** A category's bout results and kata scores, which its places are computed from. */
export async function categoryResultRows(db: DbOrTx, categoryId: string) {
  const [results, scores] = await Promise.all([
    db.selectFrom('tournamentResults').selectAll().where('categoryId', '=', categoryId).execute(),
    db.selectFrom('tournamentKataScores').selectAll().where('categoryId', '=', categoryId).execute(),
  ]);
  return { results, scores };
}

/** The entries of a category that competed (none withdrawn), with their certificate's number where one is issued. */
export function competitorsWithCertificates(db: DbOrTx, categoryId: string) {
  return db
    .selectFrom('tournamentEntries')
    .leftJoin('competitionCertificates', 'competitionCertificates.entryId', 'tournamentEntries.id')
    .select(['tournamentEntries.id', 'tournamentEntries.athleteName', 'competitionCertificates.number'])
    .where('tournamentEntries.categoryId', '=', categoryId)
    .where('tournamentEntries.state', '!=', 'withdrawn')
    .orderBy('tournamentEntries.athleteName')
    .orderBy('tournamentEntries.id')
    .execute();
}

export async function insertCertificate(db: DbOrTx, certificate: Insertable<CompetitionCertificatesTable>) {
  await db.insertInto('competitionCertificates').values(certificate).execute();
}

/** A competition certificate by its number, with the entry it was issued for. */
export function findCertificateByNumber(db: DbOrTx, number: string) {
  return db
    .selectFrom('competitionCertificates')
    .innerJoin('tournamentEntries', 'tournamentEntries.id', 'competitionCertificates.entryId')
    .select([
      'competitionCertificates.number',
      'tournamentEntries.id as entryId',
      'tournamentEntries.categoryId',
      'tournamentEntries.athleteName',
    ])
    .where('competitionCertificates.number', '=', number)
    .executeTakeFirst();
}
