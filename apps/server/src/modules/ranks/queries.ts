import { sql, type Insertable, type Selectable } from 'kysely';
import { isSqlite, type DbOrTx } from '../../db/database.ts';
import type { PromotionsTable, RanksTable } from '../../db/schema.ts';

export type RankRow = Selectable<RanksTable>;
export type PromotionRow = Selectable<PromotionsTable> & { gradingName: string | null; place: string | null };

/** The syllabus, lowest rank first. */
export function listRankRows(db: DbOrTx): Promise<RankRow[]> {
  return db.selectFrom('ranks').selectAll().orderBy('position').execute();
}

export async function insertRank(db: DbOrTx, rank: Insertable<RanksTable>): Promise<void> {
  await db.insertInto('ranks').values(rank).execute();
}

export async function updateRank(db: DbOrTx, rank: Omit<RankRow, 'createdAt'>): Promise<void> {
  const { id, ...change } = rank;
  await db.updateTable('ranks').set(change).where('id', '=', id).execute();
}

export async function deleteRank(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('ranks').where('id', '=', id).execute();
}

/**
 * What names a rank: the profiles holding it, and its promotions and grading rules. A rank anything names cannot be
 * removed; the holders are what the refusal counts.
 */
export async function rankUses(db: DbOrTx, id: string): Promise<{ holders: number; others: number }> {
  const count = (table: 'fighters' | 'promotions' | 'gradingRules') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rankId', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [holders, promotions, rules] = await Promise.all([
    count('fighters'),
    count('promotions'),
    count('gradingRules'),
  ]);
  return { holders, others: promotions + rules };
}

/** Profiles with a typed belt and no rank on record: what the admin confirms. */
export function listClaims(db: DbOrTx) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'beltLevel'])
    .where('rankId', 'is', null)
    .where('beltLevel', 'is not', null)
    .where('beltLevel', '<>', '')
    .orderBy('fullName')
    .execute();
}

const withGrading = (db: DbOrTx) =>
  db
    .selectFrom('promotions')
    .leftJoin('gradings', 'gradings.id', 'promotions.gradingId')
    .selectAll('promotions')
    .select(['gradings.name as gradingName', 'gradings.place as place']);

/** A fighter's promotions, newest first (the (fighter_id, day) index). */
export function listPromotionsOf(db: DbOrTx, fighterId: string): Promise<PromotionRow[]> {
  return withGrading(db)
    .where('promotions.fighterId', '=', fighterId)
    .orderBy('promotions.day', 'desc')
    .orderBy('promotions.recordedAt', 'desc')
    .execute();
}

export function findPromotion(db: DbOrTx, id: string): Promise<PromotionRow | undefined> {
  return withGrading(db).where('promotions.id', '=', id).executeTakeFirst();
}

export function findPromotionByNumber(db: DbOrTx, certificateNumber: string) {
  return db
    .selectFrom('promotions')
    .innerJoin('fighters', 'fighters.id', 'promotions.fighterId')
    .select(['promotions.certificateNumber', 'promotions.day', 'promotions.rankId', 'fighters.fullName'])
    .where('promotions.certificateNumber', '=', certificateNumber)
    .executeTakeFirst();
}

export async function insertPromotion(db: DbOrTx, promotion: Insertable<PromotionsTable>): Promise<void> {
  await db.insertInto('promotions').values(promotion).execute();
}

export function promotionOnDay(db: DbOrTx, fighterId: string, rankId: string, day: string) {
  return db
    .selectFrom('promotions')
    .select('id')
    .where('fighterId', '=', fighterId)
    .where('rankId', '=', rankId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/**
 * The next number of a year's certificate series, raised in the caller's transaction: concurrent promotions wait
 * for each other's commit on the series row, and a rolled-back one gives its number back, so the series has no gaps
 * and no repeats.
 */
export async function nextCertificateSerial(db: DbOrTx, year: number): Promise<number> {
  const row = await db
    .insertInto('certificateSeries')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb('certificateSeries.lastNumber', '+', 1) })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

/** The rank of a fighter's latest promotion: by day, then by the rank's place in the syllabus. */
export async function latestPromotedRank(db: DbOrTx, fighterId: string): Promise<string | null> {
  const latest = await db
    .selectFrom('promotions')
    .innerJoin('ranks', 'ranks.id', 'promotions.rankId')
    .select('promotions.rankId')
    .where('promotions.fighterId', '=', fighterId)
    .orderBy('promotions.day', 'desc')
    .orderBy('ranks.position', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.rankId ?? null;
}

/**
 * The academy records a rank: the profile's rank (a column of fighters that only this module writes) becomes it,
 * and the belt the fighter typed is no longer needed.
 */
export async function setFighterRank(db: DbOrTx, id: string, rankId: string, updatedAt: string): Promise<void> {
  await db.updateTable('fighters').set({ rankId, beltLevel: null, updatedAt }).where('id', '=', id).execute();
}

export function fighterRankRow(db: DbOrTx, fighterId: string) {
  return db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'rankId', 'beltLevel', 'guardianId'])
    .where('id', '=', fighterId)
    .executeTakeFirst();
}

/**
 * The profile a promotion is recorded for, with what tells when they were born, held until the transaction ends on
 * PostgreSQL: two promotions of one fighter at once are checked against each other's history, one after the other.
 * SQLite runs one transaction at a time already.
 */
export function lockFighterForPromotion(db: DbOrTx, fighterId: string) {
  const query = db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'rankId', 'dateOfBirth', 'age'])
    .where('id', '=', fighterId);
  return (isSqlite(db) ? query : query.forUpdate()).executeTakeFirst();
}

/** How many profiles hold each rank now (the fighters_rank_idx index). */
export async function holdersByRank(db: DbOrTx): Promise<Map<string | null, number>> {
  const rows = await db
    .selectFrom('fighters')
    .select((eb) => ['rankId', eb.fn.countAll<number>().as('n')])
    // A parent who does not train holds no belt the dashboard should count, not even "unranked".
    .where('trains', '=', 1)
    .groupBy('rankId')
    .execute();
  return new Map(rows.map((row) => [row.rankId, Number(row.n)]));
}

/** Promotions per month from `since` (an IST day), from the promotions_day_idx index. */
export async function promotionsPerMonthSince(db: DbOrTx, since: string): Promise<Map<string, number>> {
  // Literal arguments, so PostgreSQL sees the grouped expression and the selected one as the same.
  const month = sql<string>`substr(${sql.ref('day')}, 1, 7)`;
  const rows = await db
    .selectFrom('promotions')
    .select((eb) => [month.as('month'), eb.fn.countAll<number>().as('n')])
    .where('day', '>=', since)
    .groupBy(month)
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}
