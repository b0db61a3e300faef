import {
  academyToday,
  CERTIFICATE_PREFIX,
  rankNamedBy,
  type Certificate,
  type CertificateCheck,
  type FighterRanksReply,
  type Language,
  type Promotion,
  type Rank,
  type RankClaim,
  type RecordPromotionValues,
  type SaveRanksValues,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { translationsColumn } from '../../lib/academy-texts.ts';
import { newId, nowIso, randomLetters } from '../../lib/ids.ts';
import type { AuthUser } from '../../security/guards.ts';
import { assertFamilyProfile, assertTrains } from '../../security/family-access.ts';
import {
  deleteRank,
  fighterRankRow,
  findPromotion,
  findPromotionByNumber,
  holdersByRank,
  insertPromotion,
  insertRank,
  latestPromotedRank,
  listClaims,
  listPromotionsOf,
  listRankRows,
  lockFighterForPromotion,
  nextCertificateSerial,
  promotionOnDay,
  promotionsPerMonthSince,
  rankUses,
  setFighterRank,
  updateRank,
  type PromotionRow,
} from './queries.ts';
import { listRanks, toRank } from './syllabus.ts';

const examinersOf = (json: string): string[] => JSON.parse(json) as string[];

/**
 * Saves the whole syllabus in the order given. A rank left out is removed only while nothing names it: a profile,
 * a promotion or a grading's rule. Positions are rewritten so the list is always 0..n-1.
 */
export async function saveRanks(deps: Pick<Deps, 'db'>, actor: Actor, values: SaveRanksValues): Promise<Rank[]> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await listRankRows(trx);
    const known = new Map(before.map((row) => [row.id, row]));
    const kept = new Set(values.ranks.flatMap((rank) => (rank.id ? [rank.id] : [])));
    for (const id of kept) if (!known.has(id)) throw notFound('api.rankNotFound');
    const now = nowIso();
    for (const row of before.filter((row) => !kept.has(row.id))) {
      const uses = await rankUses(trx, row.id);
      if (uses.holders + uses.others > 0) {
        throw conflict('api.rankInUse', { rank: `${row.name} (${row.grade} ${row.kind})`, n: uses.holders });
      }
      await deleteRank(trx, row.id);
    }
    for (const [position, rank] of values.ranks.entries()) {
      const fields = { position, name: rank.name, colour: rank.colour, kind: rank.kind, grade: rank.grade };
      const kept = rank.id ? known.get(rank.id)!.translations : null;
      // Left out (an older client), a rank keeps the names in other languages it has.
      const translations = rank.translations === undefined ? kept : translationsColumn(rank.translations);
      if (rank.id) await updateRank(trx, { id: rank.id, ...fields, translations, updatedAt: now });
      else await insertRank(trx, { id: newId(), ...fields, translations, createdAt: now, updatedAt: now });
    }
    const after = await listRankRows(trx);
    await recordAudit(trx, actor, {
      action: 'rank.save',
      subject: { kind: 'ranks', id: null },
      before: { ranks: before.map(toRank) },
      after: { ranks: after.map(toRank) },
    });
    return after.map(toRank);
  });
}

/** Typed belts the academy has not confirmed, with the rank their words name, if any. */
export async function rankClaims(deps: Pick<Deps, 'db'>): Promise<RankClaim[]> {
  const [ranks, claims] = await Promise.all([listRanks(deps), listClaims(deps.db)]);
  return claims.map((claim) => ({
    fighterId: claim.id,
    fullName: claim.fullName,
    beltLevel: claim.beltLevel ?? '',
    suggestedRankId: rankNamedBy(claim.beltLevel ?? '', ranks)?.id ?? null,
  }));
}

function toPromotion(row: PromotionRow, ranks: Map<string, Rank>): Promotion {
  return {
    id: row.id,
    fighterId: row.fighterId,
    rank: ranks.get(row.rankId)!,
    day: row.day,
    gradingId: row.gradingId,
    gradingName: row.gradingName,
    examiners: examinersOf(row.examiners),
    certificateNumber: row.certificateNumber,
    recordedAt: row.recordedAt,
  };
}

const rankMap = async (db: DbOrTx, language?: Language) =>
  new Map((await listRanks({ db }, language)).map((rank) => [rank.id, rank]));

/** A profile's rank and its path, the ranks named in the reader's language: the family's own, or any for the admin. */
export async function fighterRanks(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  fighterId: string,
  language: Language,
): Promise<Omit<FighterRanksReply, 'status' | 'message'>> {
  await assertFamilyProfile(deps, user, fighterId, { adminAllowed: true });
  const [profile, rows, ranks] = await Promise.all([
    fighterRankRow(deps.db, fighterId),
    listPromotionsOf(deps.db, fighterId),
    rankMap(deps.db, language),
  ]);
  if (!profile) throw notFound('api.fighterNotFound');
  const promotions = rows.map((row) => toPromotion(row, ranks));
  const rank = profile.rankId ? (ranks.get(profile.rankId) ?? null) : null;
  return { rank, since: promotions.find((p) => p.rank.id === rank?.id)?.day ?? null, promotions };
}

const CHECK_LETTERS = 4;

/**
 * The next certificate number, KKA-2026-00042-X7QP, in the caller's transaction: the serial of the series of the
 * year it is given in, then letters drawn at random so numbers cannot be guessed by counting. Promotions and
 * tournaments' certificates (decision 054) take their numbers here, from the one series.
 */
export async function nextCertificateNumber(trx: DbOrTx): Promise<string> {
  const year = Number(academyToday().slice(0, 4));
  const serial = await nextCertificateSerial(trx, year);
  return `${CERTIFICATE_PREFIX}-${year}-${String(serial).padStart(5, '0')}-${randomLetters(CHECK_LETTERS)}`;
}

export interface NewPromotion {
  fighterId: string;
  rankId: string;
  day: string;
  gradingId: string | null;
  examiners: string[];
}

/**
 * Records a promotion inside the caller's transaction: the certificate number from the series of the year it is
 * recorded in, the history row, and the fighter's rank settled on their latest promotion. Audited.
 */
export async function promote(trx: DbOrTx, actor: Actor, promotion: NewPromotion): Promise<PromotionRow> {
  // A belt is a student's: a parent's own profile that does not train is never promoted (decision 040).
  await assertTrains(trx, promotion.fighterId);
  const now = nowIso();
  const id = newId();
  const number = await nextCertificateNumber(trx);
  await insertPromotion(trx, {
    id,
    fighterId: promotion.fighterId,
    rankId: promotion.rankId,
    day: promotion.day,
    gradingId: promotion.gradingId,
    examiners: JSON.stringify(promotion.examiners),
    certificateNumber: number,
    recordedAt: now,
  });
  const latest = await latestPromotedRank(trx, promotion.fighterId);
  if (latest) await setFighterRank(trx, promotion.fighterId, latest, now);
  await recordAudit(trx, actor, {
    action: 'rank.promote',
    subject: { kind: 'fighter', id: promotion.fighterId },
    after: {
      rankId: promotion.rankId,
      day: promotion.day,
      gradingId: promotion.gradingId,
      examiners: promotion.examiners,
      certificateNumber: number,
    },
  });
  return (await findPromotion(trx, id))!;
}

/** A rank as a refusal names it, in every language alike (as `api.rankInUse` does). */
const rankNamed = (rank: Rank) => `${rank.name} (${rank.grade} ${rank.kind})`;

/**
 * A promotion must fit the fighter's history: ranks rise with the days. The rank must be above every rank held
 * before that day (a rank recorded without a day, by the upgrade from typed belts, was held before any), and below
 * every rank promoted to after it (a past promotion recorded later is fine, in its place). Otherwise a lower rank
 * would be certified as a promotion: recorded as the latest it demotes the profile, recorded as earlier the newest
 * certificate and the profile's belt disagree. The day must also come after the fighter was born: by their date of
 * birth, or, with only an age, before the earliest birthday that age allows.
 */
async function assertFitsHistory(
  trx: DbOrTx,
  profile: { id: string; fullName: string; rankId: string | null; dateOfBirth: string | null; age: number | null },
  rank: Rank,
  day: string,
  ranks: Map<string, Rank>,
) {
  const name = profile.fullName;
  const today = academyToday();
  const bornBy = profile.dateOfBirth ?? (profile.age === null ? null : yearsBefore(today, profile.age + 1));
  if (bornBy !== null && day <= bornBy) throw conflict('api.promotionBeforeBirth', { name });
  const history = (await listPromotionsOf(trx, profile.id)).map((row) => ({
    day: row.day,
    rank: ranks.get(row.rankId)!,
  }));
  const undated =
    profile.rankId && !history.some((p) => p.rank.id === profile.rankId) ? ranks.get(profile.rankId) : undefined;
  const heldBefore = [...history.filter((p) => p.day < day).map((p) => p.rank), ...(undated ? [undated] : [])];
  const highest = heldBefore.reduce<Rank | null>((top, r) => (top && top.position >= r.position ? top : r), null);
  if (highest && highest.position >= rank.position) {
    throw conflict('api.promotionNotAbove', { name, rank: rankNamed(highest) });
  }
  const later = history.filter((p) => p.day > day && p.rank.position <= rank.position);
  const first = later.reduce<(typeof later)[number] | null>((low, p) => (low && low.day <= p.day ? low : p), null);
  if (first) throw conflict('api.promotionNotBelowLater', { name, rank: rankNamed(first.rank), day: first.day });
}

/** The same calendar day `years` years before `day` (29 February falls on 28 February). */
function yearsBefore(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) - years).padStart(4, '0');
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${year}-${monthDay}`;
}

/** The admin records a promotion outside a grading: a fighter who joined with a rank, or a confirmed claim. */
export async function recordPromotion(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  values: RecordPromotionValues,
): Promise<Promotion> {
  return deps.db.transaction().execute(async (trx) => {
    const profile = await lockFighterForPromotion(trx, values.fighterId);
    if (!profile) throw notFound('api.fighterNotFound');
    const ranks = await rankMap(trx);
    const rank = ranks.get(values.rankId);
    if (!rank) throw notFound('api.rankNotFound');
    if (await promotionOnDay(trx, values.fighterId, values.rankId, values.day)) {
      throw conflict('api.promotionRepeated', { name: profile.fullName });
    }
    await assertFitsHistory(trx, profile, rank, values.day, ranks);
    const row = await promote(trx, actor, {
      fighterId: values.fighterId,
      rankId: values.rankId,
      day: values.day,
      gradingId: null,
      examiners: values.examiner ? [values.examiner] : [],
    });
    return toPromotion(row, ranks);
  });
}

/**
 * Everything a certificate shows, its rank named in the reader's language (the PDF is written in it): for the family
 * that holds the profile, or the admin.
 */
export async function certificate(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  promotionId: string,
  language: Language,
): Promise<Certificate> {
  const row = await findPromotion(deps.db, promotionId);
  if (!row) throw notFound('api.certificateNotFound');
  await assertFamilyProfile(deps, user, row.fighterId, { adminAllowed: true });
  const [profile, ranks] = await Promise.all([fighterRankRow(deps.db, row.fighterId), rankMap(deps.db, language)]);
  return {
    number: row.certificateNumber,
    fighterName: profile!.fullName,
    rank: ranks.get(row.rankId)!,
    day: row.day,
    examiners: examinersOf(row.examiners),
    gradingName: row.gradingName,
    place: row.place,
  };
}

/**
 * The public check of a certificate number: the name, what was awarded (a rank, or a tournament's category and
 * place) and the day, nothing else. A number the promotions do not hold may be a competition certificate's, from the
 * same series: the tournaments module answers for those through Deps, as it sits above this one.
 */
export async function verifyCertificate(
  deps: Pick<Deps, 'db' | 'competitionCertificates'>,
  number: string,
  language: Language,
): Promise<CertificateCheck> {
  const row = await findPromotionByNumber(deps.db, number);
  if (!row) {
    const competition = await deps.competitionCertificates.check(deps.db, number, language);
    if (!competition) throw notFound('api.certificateNotFound');
    return competition;
  }
  const rank = (await rankMap(deps.db, language)).get(row.rankId)!;
  return {
    kind: 'rank',
    number: row.certificateNumber,
    fighterName: row.fullName,
    rank: { name: rank.name, colour: rank.colour, kind: rank.kind, grade: rank.grade },
    day: row.day,
  };
}

/** The dashboard's rank figures: holders per rank now, and promotions per quarter over the last two years. */
export async function rankFigures(deps: Pick<Deps, 'db'>) {
  const today = academyToday();
  const quarters = lastQuarters(today, 8);
  const [ranks, holders, perMonth] = await Promise.all([
    listRanks(deps),
    holdersByRank(deps.db),
    promotionsPerMonthSince(deps.db, `${quarters[0]!.firstMonth}-01`),
  ]);
  return {
    ranks: {
      byRank: ranks.map((rank) => ({ rank, fighters: holders.get(rank.id) ?? 0 })),
      unranked: holders.get(null) ?? 0,
    },
    promotionsByQuarter: quarters.map((q) => ({
      quarter: q.label,
      promotions: q.months.reduce((sum, month) => sum + (perMonth.get(month) ?? 0), 0),
    })),
  };
}

/** The `count` quarters up to today's, oldest first, each with its three months as 'YYYY-MM'. */
export function lastQuarters(today: string, count: number) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const current = year * 4 + Math.floor((month - 1) / 3);
  return Array.from({ length: count }, (_, i) => {
    const index = current - (count - 1 - i);
    const y = Math.floor(index / 4);
    const q = index % 4;
    const months = [1, 2, 3].map((m) => `${y}-${String(q * 3 + m).padStart(2, '0')}`);
    return { label: `${y}-Q${q + 1}`, firstMonth: months[0]!, months };
  });
}
