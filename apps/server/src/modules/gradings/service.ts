import {
  academyToday,
  ageOn,
  DEFAULT_LANGUAGE,
  isLanguage,
  rankWords,
  RESULT_STEPS,
  type Candidate,
  type Grading,
  type GradingFieldsValues,
  type GradingReply,
  type GradingResult,
  type GradingRule,
  type Rank,
  type RecordResultsValues,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { formatDay } from '../../lib/day-format.ts';
import { queueMessage } from '../../messaging/message-queue.ts';
import { listAllBatches } from '../classes/service.ts';
import { assertTrains } from '../../security/family-access.ts';
import { promote } from '../ranks/service.ts';
import { listRanks, rankIn } from '../ranks/syllabus.ts';
import { assess } from './eligibility.ts';
import { gradingInvitationEmail } from './invitation-email.ts';
import {
  activeMembers,
  candidateCounts,
  candidateProfiles,
  findGrading,
  insertCandidate,
  insertGrading,
  listCandidateRows,
  listGradingBatches,
  listGradingRows,
  listGradingRules,
  sinceLastPromotion,
  promotionsOfGrading,
  proposerNames,
  setCandidateProposal,
  setCandidateResult,
  setGradingScope,
  updateGradingRow,
  type GradingRow,
} from './queries.ts';

type GradingsDeps = Pick<Deps, 'db' | 'jobs' | 'translator' | 'config'>;
type GradingDetail = Omit<GradingReply, 'status' | 'message'>;

const examinersOf = (json: string): string[] => JSON.parse(json) as string[];

/** Gradings as the admin sees them, with the syllabus (`ranks`) the caller has read already. */
async function toGradings(db: DbOrTx, rows: GradingRow[], ranks: Rank[]): Promise<Grading[]> {
  const ids = rows.map((row) => row.id);
  const [batches, rules, counts] = await Promise.all([
    listGradingBatches(db, ids),
    listGradingRules(db, ids),
    candidateCounts(db, ids),
  ]);
  const byId = new Map(ranks.map((rank) => [rank.id, rank]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    day: row.day,
    startTime: row.startTime,
    place: row.place,
    examiners: examinersOf(row.examiners),
    fee: row.fee,
    batches: batches.filter((b) => b.gradingId === row.id).map((b) => ({ id: b.id, name: b.name })),
    rules: rules
      .filter((rule) => rule.gradingId === row.id)
      .map((rule) => ({
        rankId: rule.rankId,
        minMonths: rule.minMonths,
        minClasses: rule.minClasses,
        minAge: rule.minAge,
        rank: byId.get(rule.rankId)!,
      }))
      .sort((a, b) => a.rank.position - b.rank.position),
    invited: counts.get(row.id)?.invited ?? 0,
    promoted: counts.get(row.id)?.promoted ?? 0,
    createdAt: row.createdAt,
  }));
}

export async function listGradings(deps: Pick<Deps, 'db'>): Promise<Grading[]> {
  return toGradings(deps.db, await listGradingRows(deps.db), await listRanks(deps));
}

async function gradingOrThrow(db: DbOrTx, id: string): Promise<GradingRow> {
  const row = await findGrading(db, id);
  if (!row) throw notFound('api.gradingNotFound');
  return row;
}

/** Batches and ranks must exist; the rules are stored as given. */
async function checkScope(deps: Pick<Deps, 'db'>, db: DbOrTx, values: GradingFieldsValues): Promise<void> {
  const batchIds = new Set((await listAllBatches(deps)).map((batch) => batch.id));
  if (values.batchIds.some((id) => !batchIds.has(id))) throw notFound('api.batchNotFound');
  const rankIds = new Set((await listRanks({ db })).map((rank) => rank.id));
  if (values.rules.some((rule) => !rankIds.has(rule.rankId))) throw notFound('api.rankNotFound');
}

const rowFields = (values: GradingFieldsValues) => ({
  name: values.name,
  day: values.day,
  startTime: values.startTime,
  place: values.place,
  examiners: JSON.stringify(values.examiners),
  fee: values.fee,
});

export async function createGrading(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  values: GradingFieldsValues,
): Promise<GradingDetail> {
  await checkScope(deps, deps.db, values);
  const id = newId();
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await insertGrading(trx, { id, ...rowFields(values), createdAt: now, updatedAt: now });
    await setGradingScope(trx, id, [...new Set(values.batchIds)], values.rules);
    await recordAudit(trx, actor, { action: 'grading.create', subject: { kind: 'grading', id }, after: values });
  });
  return gradingDetail(deps, id);
}

/** Changes a grading until a result has promoted someone: then its record stands. */
export async function updateGrading(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  values: GradingFieldsValues,
): Promise<GradingDetail> {
  await checkScope(deps, deps.db, values);
  await deps.db.transaction().execute(async (trx) => {
    const before = await gradingOrThrow(trx, id);
    if ((await candidateCounts(trx, [id])).get(id)?.promoted) throw conflict('api.gradingHeld');
    const [shown] = await toGradings(trx, [before], await listRanks({ db: trx }));
    await updateGradingRow(trx, { id, ...rowFields(values), updatedAt: nowIso() });
    await setGradingScope(trx, id, [...new Set(values.batchIds)], values.rules);
    await recordAudit(trx, actor, {
      action: 'grading.update',
      subject: { kind: 'grading', id },
      before: {
        name: shown!.name,
        day: shown!.day,
        startTime: shown!.startTime,
        place: shown!.place,
        examiners: shown!.examiners,
        fee: shown!.fee,
        batchIds: shown!.batches.map((b) => b.id),
        rules: shown!.rules.map(({ rank: _rank, ...rule }) => rule),
      },
      after: values,
    });
  });
  return gradingDetail(deps, id);
}

/**
 * The grading and its candidates: every active member of its batches and everyone invited, each with the rank they
 * hold (at invitation, once invited), the rank tested, and whether they meet its rules on the grading's day.
 * Eligible ones first, then by name.
 */
export async function gradingDetail(
  deps: Pick<Deps, 'db'>,
  id: string,
  db: DbOrTx = deps.db,
  /** An instructor's batches: only their students are shown. */
  onlyBatches?: ReadonlySet<string>,
): Promise<GradingDetail> {
  const [row, ranks] = await Promise.all([gradingOrThrow(db, id), listRanks({ db })]);
  const [grading] = await toGradings(db, [row], ranks);
  const byId = new Map(ranks.map((rank) => [rank.id, rank]));
  const rules = new Map<string, GradingRule>(grading!.rules.map(({ rank: _rank, ...rule }) => [rule.rankId, rule]));
  const [members, invited] = await Promise.all([
    activeMembers(
      db,
      grading!.batches.map((b) => b.id),
    ),
    listCandidateRows(db, id),
  ]);
  const invitedBy = new Map(invited.map((c) => [c.fighterId, c]));
  const membershipsOf = new Map<string, typeof members>();
  for (const member of members)
    membershipsOf.set(member.fighterId, [...(membershipsOf.get(member.fighterId) ?? []), member]);
  const everyone = [...new Set([...members.map((m) => m.fighterId), ...invitedBy.keys()])];
  const fighterIds = onlyBatches
    ? everyone.filter((fighterId) => membershipsOf.get(fighterId)?.some((m) => onlyBatches.has(m.batchId)))
    : everyone;
  const [profiles, standing, promotedRows, proposers] = await Promise.all([
    candidateProfiles(db, fighterIds),
    sinceLastPromotion(db, fighterIds, id, row.day),
    promotionsOfGrading(db, id),
    proposerNames(db, [...new Set(invited.map((c) => c.proposedBy).filter((by): by is string => by !== null))]),
  ]);
  const promotions = new Map(promotedRows.map((p) => [p.id, p]));
  const candidates: Candidate[] = profiles.map((profile) => {
    const invitation = invitedBy.get(profile.id);
    const own = membershipsOf.get(profile.id) ?? [];
    const rankId = invitation ? invitation.fromRankId : profile.rankId;
    const rank = rankId ? (byId.get(rankId) ?? null) : null;
    const joined = own.map((m) => m.decidedAt?.slice(0, 10)).filter((d): d is string => !!d);
    const since = standing.get(profile.id)?.lastPromotion ?? joined.sort()[0] ?? null;
    const age = profile.dateOfBirth ? ageOn(profile.dateOfBirth, row.day) : profile.age;
    const classesAttended = standing.get(profile.id)?.classesAttended ?? 0;
    const assessment = assess({ rank, since, classesAttended, age }, ranks, rules, row.day);
    const promotion = invitation?.promotionId ? promotions.get(invitation.promotionId) : undefined;
    return {
      fighterId: profile.id,
      fullName: profile.fullName,
      batchNames: own.map((m) => m.batchName).sort(),
      rank,
      targetRank: assessment.targetRank,
      eligible: assessment.eligible,
      reasons: assessment.reasons,
      classesAttended,
      invitedAt: invitation?.invitedAt ?? null,
      result: (invitation?.result as GradingResult | null) ?? null,
      promotedTo: promotion ? (byId.get(promotion.rankId) ?? null) : null,
      certificateNumber: promotion?.certificateNumber ?? null,
      proposal:
        invitation?.proposedResult && invitation.proposedAt
          ? {
              result: invitation.proposedResult as GradingResult,
              byName: (invitation.proposedBy && proposers.get(invitation.proposedBy)) || '',
              at: invitation.proposedAt,
            }
          : null,
    };
  });
  candidates.sort((a, b) => Number(b.eligible) - Number(a.eligible) || a.fullName.localeCompare(b.fullName));
  return { grading: grading!, candidates };
}

/**
 * Invites eligible candidates: each gets a row with the rank they hold now, and their family an email through the
 * outbox, in one transaction. Someone already invited is left as they are.
 */
export async function inviteCandidates(
  deps: GradingsDeps,
  actor: Actor,
  id: string,
  fighterIds: string[],
): Promise<{ detail: GradingDetail; invited: number }> {
  const invited = await deps.db.transaction().execute(async (trx) => {
    const { grading, candidates } = await gradingDetail(deps, id, trx);
    const byId = new Map(candidates.map((c) => [c.fighterId, c]));
    const wanted = [...new Set(fighterIds)].map((fighterId) => {
      const candidate = byId.get(fighterId);
      if (!candidate) throw notFound('api.candidateNotFound');
      return candidate;
    });
    const fresh = wanted.filter((c) => !c.invitedAt);
    const ineligible = fresh.find((c) => !c.eligible);
    if (ineligible) throw conflict('api.candidateNotEligible', { name: ineligible.fullName });
    const profiles = new Map(
      (
        await candidateProfiles(
          trx,
          fresh.map((c) => c.fighterId),
        )
      ).map((p) => [p.id, p]),
    );
    const now = nowIso();
    for (const candidate of fresh) {
      await assertTrains(trx, candidate.fighterId);
      await insertCandidate(trx, {
        gradingId: id,
        fighterId: candidate.fighterId,
        invitedAt: now,
        fromRankId: candidate.rank?.id ?? null,
        result: null,
        promotionId: null,
        resultAt: null,
      });
      const profile = profiles.get(candidate.fighterId)!;
      const messages = deps.translator.in(isLanguage(profile.language) ? profile.language : DEFAULT_LANGUAGE);
      await queueMessage(deps, trx, {
        kind: 'gradingInvitation',
        accountId: profile.accountId,
        familyName: profile.recipientName,
        language: messages.language,
        values: [
          profile.recipientName,
          candidate.fullName,
          grading.name,
          `${formatDay(grading.day, messages.language)}, ${grading.startTime} IST`,
        ],
        email: profile.email
          ? gradingInvitationEmail(
              {
                email: profile.email,
                recipientName: profile.recipientName,
                fighterName: candidate.fullName,
                rankWords: rankWords(messages.t, rankIn(candidate.targetRank!, messages.language)),
                grading,
              },
              messages,
            )
          : null,
        about: `${id}:${candidate.fighterId}`,
      });
    }
    if (fresh.length > 0) {
      await recordAudit(trx, actor, {
        action: 'grading.invite',
        subject: { kind: 'grading', id },
        after: { fighterIds: fresh.map((c) => c.fighterId) },
      });
    }
    return fresh.length;
  });
  if (invited > 0) deps.jobs.wake();
  return { detail: await gradingDetail(deps, id), invited };
}

/**
 * Records the day's results in one transaction: a pass promotes to the rank after the one held at invitation, a
 * double to the one after that, each with its history row and certificate number; a pass or double is final.
 */
export async function recordResults(
  deps: GradingsDeps,
  actor: Actor,
  id: string,
  values: RecordResultsValues,
): Promise<GradingDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await gradingOrThrow(trx, id);
    if (row.day > academyToday()) throw conflict('api.gradingNotYet');
    const ranks = await listRanks({ db: trx });
    const invited = new Map((await listCandidateRows(trx, id)).map((c) => [c.fighterId, c]));
    const names = new Map(
      (
        await candidateProfiles(
          trx,
          values.results.map((r) => r.fighterId),
        )
      ).map((p) => [p.id, p]),
    );
    const now = nowIso();
    for (const { fighterId, result } of values.results) {
      const profile = names.get(fighterId);
      const name = profile?.fullName ?? fighterId;
      const candidate = invited.get(fighterId);
      if (!candidate) throw conflict('api.candidateNotInvited', { name });
      if (candidate.promotionId) {
        if (candidate.result === result) continue;
        throw conflict('api.resultFinal', { name });
      }
      const steps = RESULT_STEPS[result];
      let promotionId: string | null = null;
      if (steps > 0) {
        const from = candidate.fromRankId ? ranks.findIndex((r) => r.id === candidate.fromRankId) : -1;
        const target = ranks[from + steps];
        if (!target) throw conflict('api.noRankAbove', { name });
        const promotion = await promote(trx, actor, {
          fighterId,
          rankId: target.id,
          day: row.day,
          gradingId: id,
          examiners: examinersOf(row.examiners),
        });
        promotionId = promotion.id;
        if (profile) {
          const messages = deps.translator.in(isLanguage(profile.language) ? profile.language : DEFAULT_LANGUAGE);
          await queueMessage(deps, trx, {
            kind: 'gradingResult',
            accountId: profile.accountId,
            familyName: profile.recipientName,
            language: messages.language,
            values: [profile.recipientName, profile.fullName, rankWords(messages.t, rankIn(target, messages.language))],
            email: null,
            about: `${id}:${fighterId}`,
          });
        }
      }
      await setCandidateResult(trx, { gradingId: id, fighterId }, { result, promotionId, resultAt: now });
      await recordAudit(trx, actor, {
        action: 'grading.result',
        subject: { kind: 'grading', id },
        before: { fighterId, result: candidate.result },
        after: { fighterId, result },
      });
    }
  });
  deps.jobs.wake();
  return gradingDetail(deps, id);
}

/**
 * An instructor's proposed results for invited candidates, which the owner then records (or changes): nobody is
 * promoted by a proposal. `onlyBatches` holds an instructor to their own students (403 for another); a candidate
 * whose result is recorded cannot be proposed for any more (409), nor anyone before the grading's day.
 */
export async function proposeResults(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  values: RecordResultsValues,
  onlyBatches?: ReadonlySet<string>,
): Promise<GradingDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await gradingOrThrow(trx, id);
    if (row.day > academyToday()) throw conflict('api.gradingNotYet');
    const invited = new Map((await listCandidateRows(trx, id)).map((c) => [c.fighterId, c]));
    const fighterIds = values.results.map((r) => r.fighterId);
    const names = new Map((await candidateProfiles(trx, fighterIds)).map((p) => [p.id, p.fullName]));
    const taught = onlyBatches
      ? new Set((await activeMembers(trx, [...onlyBatches])).map((member) => member.fighterId))
      : undefined;
    const now = nowIso();
    for (const { fighterId, result } of values.results) {
      const name = names.get(fighterId) ?? fighterId;
      if (taught && !taught.has(fighterId)) throw forbidden('api.notYourStudent');
      const candidate = invited.get(fighterId);
      if (!candidate) throw conflict('api.candidateNotInvited', { name });
      if (candidate.result) throw conflict('api.resultRecorded', { name });
      if (candidate.proposedResult === result) continue;
      await setCandidateProposal(
        trx,
        { gradingId: id, fighterId },
        {
          proposedResult: result,
          proposedBy: actor.id,
          proposedAt: now,
        },
      );
      await recordAudit(trx, actor, {
        action: 'grading.propose',
        subject: { kind: 'grading', id },
        before: { fighterId, proposedResult: candidate.proposedResult },
        after: { fighterId, proposedResult: result },
      });
    }
  });
  return gradingDetail(deps, id, deps.db, onlyBatches);
}
