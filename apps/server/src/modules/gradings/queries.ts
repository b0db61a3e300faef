import { sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import { ATTENDED_MARKS } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { GradingCandidatesTable, GradingRulesTable, GradingsTable } from '../../db/schema.ts';

export type GradingRow = Selectable<GradingsTable>;
export type CandidateRow = Selectable<GradingCandidatesTable>;

/** Before every day, in the format of days. */
const NEVER = '0000-00-00';

export interface LastPromotion {
  /** Its day, or null for a fighter never promoted. */
  lastPromotion: string | null;
  classesAttended: number;
}

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
 * Each fighter's last promotion day (null if never), leaving out the promotions this grading gave (the candidate list
 * shows where each stood before it), and the classes they attended (present or late) since it, up to `until`. The
 * whole months between the two come from the attendance tally (migration 035); only the marks of the promotion's
 * month after its day and of `until`'s month up to it are counted, each a range of the (fighter_id, day, mark)
 * index. Counting every mark since the promotion read about 150 index entries per candidate (decision 080); one join
 * over every candidate's marks made PostgreSQL scan the whole table (decision 067).
 */
export async function sinceLastPromotion(db: DbOrTx, fighterIds: string[], gradingId: string, until: string) {
  if (fighterIds.length === 0) return new Map<string, LastPromotion>();
  const untilMonth = until.slice(0, 7);
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('fighters as f')
        .leftJoin('promotions as p', (join) =>
          join
            .onRef('p.fighterId', '=', 'f.id')
            .on((on) => on.or([on('p.gradingId', 'is', null), on('p.gradingId', '<>', gradingId)])),
        )
        // A day before every day, in the days' own format so that it compares as they do under any collation: a
        // fighter never promoted counts all their marks.
        .select((inner) => ['f.id as fighterId', inner.fn.coalesce(inner.fn.max('p.day'), sql.lit(NEVER)).as('since')])
        .where('f.id', 'in', fighterIds)
        .groupBy('f.id')
        .as('d'),
    )
    .select((eb) => {
      const sinceMonth = sql<string>`substr(d.since, 1, 7)`;
      // Each range has one lower and one upper bound, the nearer of two where there are two: given both, SQLite
      // bounds the index range by one and filters by the other, which read every mark since the promotion again.
      const promotionMonthEnd = sql<string>`${sinceMonth} || '-31'`;
      const untilMonthStart = `${untilMonth}-00`;
      const marksAttended = (after: RawBuilder<string>, upTo: RawBuilder<string> | string) =>
        eb
          .selectFrom('attendance as a')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('a.fighterId', '=', 'd.fighterId')
          .where('a.day', '>', after)
          .where('a.day', '<=', upTo)
          .where('a.mark', 'in', ATTENDED_MARKS);
      return [
        'd.fighterId',
        'd.since',
        eb
          .selectFrom('attendanceMonthTally as t')
          .select((sum) => sum.fn.coalesce(sum.fn.sum<number>('t.attended'), sql.lit(0)).as('n'))
          .whereRef('t.fighterId', '=', 'd.fighterId')
          .where('t.month', '>', sinceMonth)
          .where('t.month', '<', untilMonth)
          .as('wholeMonths'),
        marksAttended(
          sql<string>`d.since`,
          sql<string>`case when ${until} < ${promotionMonthEnd} then ${until} else ${promotionMonthEnd} end`,
        ).as('promotionMonth'),
        marksAttended(
          sql<string>`case when d.since > ${untilMonthStart} then d.since else ${untilMonthStart} end`,
          until,
        )
          .where(sinceMonth, '<', untilMonth)
          .as('untilMonth'),
      ];
    })
    .execute();
  return new Map(
    rows.map((row) => [
      row.fighterId,
      {
        lastPromotion: row.since === NEVER ? null : String(row.since),
        classesAttended: Number(row.wholeMonths) + Number(row.promotionMonth) + Number(row.untilMonth),
      },
    ]),
  );
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
