import { sql, type Insertable, type Selectable } from 'kysely';
import { ATTENDED_MARKS } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { GradingCandidatesTable, GradingRulesTable, GradingsTable } from '../../db/schema.ts';

export type GradingRow = Selectable<GradingsTable>;
export type CandidateRow = Selectable<GradingCandidatesTable>;

export async function insertGrading(db: DbOrTx, grading: Insertable<GradingsTable>): Promise<void> {
  await db.insertInto('gradings').values(grading).execute();
}

export async function updateGradingRow(db: DbOrTx, grading: Omit<GradingRow, 'createdAt'>): Promise<void> {
  const { id, ...change } = grading;
  await db.updateTable('gradings').set(change).where('id', '=', id).execute();
}

export function findGrading(db: DbOrTx, id: string): Promise<GradingRow | undefined> {
  return db.selectFrom('gradings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listGradingRows(db: DbOrTx): Promise<GradingRow[]> {
  return db.selectFrom('gradings').selectAll().orderBy('day', 'desc').orderBy('createdAt', 'desc').execute();
}

/** Replaces a grading's batches and rules with the ones given. */
export async function setGradingScope(
  db: DbOrTx,
  gradingId: string,
  batchIds: string[],
  rules: Omit<Insertable<GradingRulesTable>, 'gradingId'>[],
): Promise<void> {
  await db.deleteFrom('gradingBatches').where('gradingId', '=', gradingId).execute();
  await db.deleteFrom('gradingRules').where('gradingId', '=', gradingId).execute();
  await db
    .insertInto('gradingBatches')
    .values(batchIds.map((batchId) => ({ gradingId, batchId })))
    .execute();
  await db
    .insertInto('gradingRules')
    .values(rules.map((rule) => ({ gradingId, ...rule })))
    .execute();
}

export function listGradingBatches(db: DbOrTx, gradingIds: string[]) {
  if (gradingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gradingBatches')
    .innerJoin('batches', 'batches.id', 'gradingBatches.batchId')
    .select(['gradingBatches.gradingId', 'batches.id', 'batches.name'])
    .where('gradingBatches.gradingId', 'in', gradingIds)
    .orderBy('batches.name')
    .execute();
}

export function listGradingRules(db: DbOrTx, gradingIds: string[]) {
  if (gradingIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('gradingRules').selectAll().where('gradingId', 'in', gradingIds).execute();
}

/** Invited and promoted counts per grading. */
export async function candidateCounts(db: DbOrTx, gradingIds: string[]) {
  if (gradingIds.length === 0) return new Map<string, { invited: number; promoted: number }>();
  const rows = await db
    .selectFrom('gradingCandidates')
    .select((eb) => [
      'gradingId',
      eb.fn.countAll<number>().as('invited'),
      eb.fn.count<number>('promotionId').as('promoted'),
    ])
    .where('gradingId', 'in', gradingIds)
    .groupBy('gradingId')
    .execute();
  return new Map(rows.map((row) => [row.gradingId, { invited: Number(row.invited), promoted: Number(row.promoted) }]));
}

export function listCandidateRows(db: DbOrTx, gradingId: string): Promise<CandidateRow[]> {
  return db.selectFrom('gradingCandidates').selectAll().where('gradingId', '=', gradingId).execute();
}

export async function insertCandidate(db: DbOrTx, candidate: Insertable<GradingCandidatesTable>): Promise<void> {
  await db.insertInto('gradingCandidates').values(candidate).execute();
}

export async function setCandidateResult(
  db: DbOrTx,
  key: { gradingId: string; fighterId: string },
  change: { result: string; promotionId: string | null; resultAt: string },
): Promise<void> {
  await db
    .updateTable('gradingCandidates')
    .set({ ...change, proposedResult: null, proposedBy: null, proposedAt: null })
    .where('gradingId', '=', key.gradingId)
    .where('fighterId', '=', key.fighterId)
    .execute();
}

export function promotionsOfGrading(db: DbOrTx, gradingId: string) {
  return db
    .selectFrom('promotions')
    .select(['id', 'rankId', 'certificateNumber'])
    .where('gradingId', '=', gradingId)
    .execute();
}

/** Active members of the batches, with the day their place was given (from the enrolments_batch_state index). */
export function activeMembers(db: DbOrTx, batchIds: string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments')
    .innerJoin('batches', 'batches.id', 'enrolments.batchId')
    .select(['enrolments.fighterId', 'enrolments.batchId', 'batches.name as batchName', 'enrolments.decidedAt'])
    .where('enrolments.batchId', 'in', batchIds)
    .where('enrolments.state', '=', 'active')
    .execute();
}

/** Who the candidates are, and where their emails go: a child's to the guardian. */
export function candidateProfiles(db: DbOrTx, fighterIds: string[]) {
  if (fighterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fighters as profile')
    .leftJoin('fighters as guardian', 'guardian.id', 'profile.guardianId')
    .select([
      'profile.id',
      'profile.fullName',
      'profile.rankId',
      'profile.dateOfBirth',
      'profile.age',
      (eb) => eb.fn.coalesce('guardian.id', 'profile.id').as('accountId'),
      (eb) => eb.fn.coalesce('guardian.email', 'profile.email').as('email'),
      (eb) => eb.fn.coalesce('guardian.fullName', 'profile.fullName').as('recipientName'),
      (eb) => eb.fn.coalesce('guardian.language', 'profile.language').as('language'),
    ])
    .where('profile.id', 'in', fighterIds)
    .execute();
}

/**
 * Each fighter's last promotion day, leaving out the promotions this grading gave (the candidate list shows where
 * each stood before it), from the promotions_fighter_day index.
 */
export async function lastPromotionDays(db: DbOrTx, fighterIds: string[], gradingId: string) {
  if (fighterIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('promotions')
    .select((eb) => ['fighterId', eb.fn.max('day').as('day')])
    .where('fighterId', 'in', fighterIds)
    .where((eb) => eb.or([eb('gradingId', 'is', null), eb('gradingId', '<>', gradingId)]))
    .groupBy('fighterId')
    .execute();
  return new Map(rows.map((row) => [row.fighterId, String(row.day)]));
}

/**
 * Classes attended (present or late) by each fighter since their last promotion (this grading's left out), up to
 * `until`; fighters with none are left out. Each fighter's count is its own range of the (fighter_id, day, mark)
 * index, from the day after that promotion: one join over every candidate's marks read them all, before the
 * promotion too, and PostgreSQL scanned the whole table for it (decision 067).
 */
export async function classesAttendedSinceLastPromotion(
  db: DbOrTx,
  fighterIds: string[],
  gradingId: string,
  until: string,
) {
  if (fighterIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('fighters as f')
        .leftJoin('promotions as p', (join) =>
          join
            .onRef('p.fighterId', '=', 'f.id')
            .on((on) => on.or([on('p.gradingId', 'is', null), on('p.gradingId', '<>', gradingId)])),
        )
        // '' is before every day: a fighter never promoted counts all their marks.
        .select((inner) => ['f.id as fighterId', inner.fn.coalesce(inner.fn.max('p.day'), sql.lit('')).as('since')])
        .where('f.id', 'in', fighterIds)
        .groupBy('f.id')
        .as('d'),
    )
    .select((eb) => [
      'd.fighterId',
      eb
        .selectFrom('attendance as a')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('a.fighterId', '=', 'd.fighterId')
        .whereRef('a.day', '>', 'd.since')
        .where('a.day', '<=', until)
        .where('a.mark', 'in', ATTENDED_MARKS)
        .as('n'),
    ])
    .execute();
  return new Map(rows.filter((row) => Number(row.n) > 0).map((row) => [row.fighterId, Number(row.n)]));
}

export async function setCandidateProposal(
  db: DbOrTx,
  key: { gradingId: string; fighterId: string },
  proposal: { proposedResult: string; proposedBy: string | null; proposedAt: string },
): Promise<void> {
  await db
    .updateTable('gradingCandidates')
    .set(proposal)
    .where('gradingId', '=', key.gradingId)
    .where('fighterId', '=', key.fighterId)
    .execute();
}

/** The names of the members of staff who proposed results. */
export async function proposerNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('admins').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}
