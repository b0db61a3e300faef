import type { Updateable } from 'kysely';
import {
  academyToday,
  ageOn,
  BATCH_TEXTS,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Enrolment,
  type FamilyEnrolment,
  type FamilyEnrolmentsReply,
  type EnrolmentState,
  type FighterClassesReply,
  type Language,
  type RosterEntry,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { EnrolmentsTable } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import type { AuthUser } from '../../security/tokens.ts';
import { attendanceRates, fighterAttendance } from '../attendance/service.ts';
import { batchById, batchesByIds, batchIn } from '../classes/service.ts';
import { assertFamilyProfile, assertTrains, fighterAccountOf } from '../../security/family-access.ts';
import { childConsentWithdrawn } from '../consents/service.ts';
import { joinLeadsOnEnrolment } from '../lead-links/service.ts';
import { enrolmentEmail, type EnrolmentNews } from './enrolment-email.ts';
import {
  countActive,
  findCheckinCode,
  findEnrolment,
  findEnrolmentOf,
  findEnrolmentRecipient,
  insertEnrolment,
  listEnrolmentsOf,
  listFamilyEnrolments,
  listFamilyTeachers,
  listFamilyTrainees,
  listRoster,
  lockBatch,
  memberIdsOf,
  updateEnrolment,
  type EnrolmentRow,
} from './queries.ts';

type EnrolmentDeps = Pick<Deps, 'db' | 'jobs' | 'translator'>;

const toEnrolment = (row: EnrolmentRow): Enrolment => ({
  id: row.id,
  batchId: row.batchId,
  fighterId: row.fighterId,
  state: row.state as EnrolmentState,
  requestedAt: row.requestedAt,
  decidedAt: row.decidedAt,
  leftAt: row.leftAt,
});

/**
 * The one way an enrolment is written. An enrolment that is active afterwards makes the trial leads of its
 * family's account joined, in the caller's transaction, whichever path made it active (a batch that accepts by
 * itself, the admin's acceptance, a converted lead): the funnel never misses a family that joined.
 */
async function saveEnrolment(
  trx: DbOrTx,
  actor: Actor,
  enrolment: { id: string; batchId: string; fighterId: string; isNew: boolean },
  fields: Omit<Updateable<EnrolmentsTable>, 'id' | 'batchId' | 'fighterId'> & { state: string },
): Promise<void> {
  const { id, batchId, fighterId } = enrolment;
  if (enrolment.isNew) {
    await insertEnrolment(trx, {
      decidedAt: null,
      leftAt: null,
      ...fields,
      requestedAt: fields.requestedAt ?? nowIso(),
      id,
      batchId,
      fighterId,
    });
  } else await updateEnrolment(trx, id, fields);
  if (fields.state === 'active') await joinLeadsOnEnrolment(trx, actor, { fighterId, batchId });
}

const ageOf = (profile: { age: number | null; dateOfBirth: string | null }) =>
  profile.dateOfBirth ? ageOn(profile.dateOfBirth, academyToday()) : profile.age;

/** Emails the family about an enrolment, in the account's language, in the caller's transaction. */
async function tellFamily(
  deps: EnrolmentDeps,
  trx: DbOrTx,
  fighterId: string,
  batch: Parameters<typeof enrolmentEmail>[0]['batch'] & { translations: string | null },
  news: EnrolmentNews,
): Promise<void> {
  const recipient = await findEnrolmentRecipient(trx, fighterId);
  if (!recipient?.email) return;
  const messages = deps.translator.in(isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE);
  const shown = rowIn(batch, BATCH_TEXTS, messages.language);
  await enqueueEmail(deps, trx, enrolmentEmail({ ...recipient, email: recipient.email, batch: shown, news }, messages));
}

/**
 * A fighter or guardian asks for a profile of the family to join an open batch. A batch that accepts by itself
 * takes them at once while it has a seat; otherwise the request waits for the admin. The batch's row is held for
 * the count, so concurrent requests never pass its capacity.
 */
export async function requestEnrolment(
  deps: EnrolmentDeps,
  user: AuthUser | null,
  actor: Actor,
  request: { batchId: string; fighterId: string },
): Promise<Enrolment> {
  await assertFamilyProfile(deps, user, request.fighterId, { adminAllowed: false });
  if (await childConsentWithdrawn(deps.db, request.fighterId)) throw conflict('api.consentWithdrawnNoEnrolment');
  return deps.db.transaction().execute(async (trx) => {
    const batch = await lockBatch(trx, request.batchId);
    if (!batch || batch.status === 'ended') throw notFound('api.batchNotFound');
    await assertTrains(trx, request.fighterId);
    if (batch.status !== 'open') throw conflict('api.batchNotOpen');
    const profile = await findEnrolmentRecipient(trx, request.fighterId);
    const age = profile ? ageOf(profile) : null;
    if (age !== null && (age < batch.minAge || (batch.maxAge !== null && age > batch.maxAge))) {
      throw conflict('api.batchAgeRange', { min: batch.minAge, max: batch.maxAge ?? '–' });
    }
    const existing = await findEnrolmentOf(trx, request.batchId, request.fighterId);
    if (existing?.state === 'active') throw conflict('api.alreadyEnrolled');
    if (existing?.state === 'requested') throw conflict('api.enrolmentPending');
    const now = nowIso();
    const seat = batch.autoAccept === 1 && (await countActive(trx, batch.id)) < batch.capacity;
    const fields = {
      state: seat ? 'active' : 'requested',
      requestedAt: now,
      decidedAt: seat ? now : null,
      leftAt: null,
    };
    const id = existing?.id ?? newId();
    await saveEnrolment(trx, actor, { id, batchId: batch.id, fighterId: request.fighterId, isNew: !existing }, fields);
    await recordAudit(trx, actor, {
      action: seat ? 'enrolment.accept' : 'enrolment.request',
      subject: { kind: 'enrolment', id },
      after: { batchId: batch.id, fighterId: request.fighterId, state: fields.state },
    });
    if (seat) await tellFamily(deps, trx, request.fighterId, batch, 'accepted');
    return toEnrolment({ id, batchId: batch.id, fighterId: request.fighterId, ...fields });
  });
}

/** Refuses early, before a conversion makes anything, when the batch is not open or has no seat. */
export async function assertSeatFree(deps: Pick<Deps, 'db'>, batchId: string): Promise<void> {
  const batch = await lockBatch(deps.db, batchId);
  if (!batch || batch.status === 'ended') throw notFound('api.batchNotFound');
  if (batch.status !== 'open') throw conflict('api.batchNotOpen');
  if ((await countActive(deps.db, batchId)) >= batch.capacity) throw conflict('api.batchFull');
}

/**
 * The admin puts a profile in a batch (a converted trial lead): active at once while the batch has a seat, the
 * family told by email. A profile already in the batch stays as it is.
 */
export async function enrolByAdmin(
  deps: EnrolmentDeps,
  actor: Actor,
  batchId: string,
  fighterId: string,
): Promise<Enrolment> {
  return deps.db.transaction().execute(async (trx) => {
    const batch = await lockBatch(trx, batchId);
    if (!batch || batch.status === 'ended') throw notFound('api.batchNotFound');
    await assertTrains(trx, fighterId);
    if (batch.status !== 'open') throw conflict('api.batchNotOpen');
    const existing = await findEnrolmentOf(trx, batchId, fighterId);
    if (existing?.state === 'active') return toEnrolment(existing);
    if ((await countActive(trx, batchId)) >= batch.capacity) throw conflict('api.batchFull');
    const now = nowIso();
    const fields = { state: 'active', requestedAt: existing?.requestedAt ?? now, decidedAt: now, leftAt: null };
    const id = existing?.id ?? newId();
    await saveEnrolment(trx, actor, { id, batchId, fighterId, isNew: !existing }, fields);
    await recordAudit(trx, actor, {
      action: 'enrolment.accept',
      subject: { kind: 'enrolment', id },
      before: existing ? { state: existing.state } : null,
      after: { batchId, fighterId, state: 'active' },
    });
    await tellFamily(deps, trx, fighterId, batch, 'accepted');
    return toEnrolment({ id, batchId, fighterId, ...fields });
  });
}

/** The admin accepts (while the batch has a seat) or declines a request; the family is told. */
export async function decideEnrolment(
  deps: EnrolmentDeps,
  actor: Actor,
  id: string,
  decision: 'accept' | 'decline',
): Promise<Enrolment> {
  return deps.db.transaction().execute(async (trx) => {
    const found = await findEnrolment(trx, id);
    if (!found) throw notFound('api.enrolmentNotFound');
    const batch = await lockBatch(trx, found.batchId);
    const enrolment = await findEnrolment(trx, id);
    if (!batch || !enrolment) throw notFound('api.enrolmentNotFound');
    if (enrolment.state !== 'requested') throw conflict('api.enrolmentDecided');
    if (decision === 'accept') await assertTrains(trx, enrolment.fighterId);
    if (decision === 'accept' && (await countActive(trx, batch.id)) >= batch.capacity) throw conflict('api.batchFull');
    const change = { state: decision === 'accept' ? 'active' : 'declined', decidedAt: nowIso() };
    await saveEnrolment(trx, actor, { ...enrolment, isNew: false }, change);
    await recordAudit(trx, actor, {
      action: decision === 'accept' ? 'enrolment.accept' : 'enrolment.decline',
      subject: { kind: 'enrolment', id },
      before: { state: enrolment.state },
      after: { state: change.state },
    });
    await tellFamily(deps, trx, enrolment.fighterId, batch, decision === 'accept' ? 'accepted' : 'declined');
    return toEnrolment({ ...enrolment, ...change });
  });
}

/** A fighter (or their guardian, or the admin) leaves a batch, or takes back a request; the seat frees at once. */
export async function leaveBatch(
  deps: EnrolmentDeps,
  user: AuthUser | null,
  actor: Actor,
  id: string,
): Promise<Enrolment> {
  const found = await findEnrolment(deps.db, id);
  if (!found) throw notFound('api.enrolmentNotFound');
  await assertFamilyProfile(deps, user, found.fighterId, { adminAllowed: true });
  return deps.db.transaction().execute(async (trx) => {
    await lockBatch(trx, found.batchId);
    const enrolment = await findEnrolment(trx, id);
    if (!enrolment) throw notFound('api.enrolmentNotFound');
    if (enrolment.state !== 'active' && enrolment.state !== 'requested') throw conflict('api.notInBatchAnyMore');
    const change = { state: 'left', leftAt: nowIso() };
    await saveEnrolment(trx, actor, { ...enrolment, isNew: false }, change);
    await recordAudit(trx, actor, {
      action: 'enrolment.leave',
      subject: { kind: 'enrolment', id },
      before: { state: enrolment.state },
      after: { state: 'left' },
    });
    return toEnrolment({ ...enrolment, ...change });
  });
}

/** Whether a profile is in a batch or asking to join one: it must leave before its holder stops training. */
export async function hasOpenEnrolment(db: DbOrTx, fighterId: string): Promise<boolean> {
  return (await listEnrolmentsOf(db, fighterId)).some((row) => row.state === 'active' || row.state === 'requested');
}

/** A batch's roster for the admin, each member with their attendance rate since joining. */
/** The profiles in a batch or asking to join it: the admin's fighters list filtered by batch. */
export async function batchMemberIds(deps: Pick<Deps, 'db'>, batchId: string): Promise<Set<string>> {
  return new Set(await memberIdsOf(deps.db, batchId));
}

/** A batch's roster for the admin, each member with their attendance rate since joining. */
export async function batchRoster(deps: Pick<Deps, 'db'>, batchId: string) {
  const batch = await batchById(deps.db, batchId);
  const rows = await listRoster(deps.db, batchId);
  const rates = await attendanceRates(
    deps.db,
    batchId,
    rows.filter((row) => row.state === 'active' || row.state === 'left'),
  );
  const enrolments: RosterEntry[] = rows.map((row) => ({
    ...toEnrolment(row),
    fighterName: row.fighterName,
    age: ageOf(row),
    guardianName: row.guardianName,
    attendanceRate: rates.get(row.fighterId) ?? null,
  }));
  return { batch, enrolments };
}

/** The short code on a profile's QR card; null for a parent's own profile that does not train, which has none. */
async function checkinCodeOfProfile(db: DbOrTx, profileId: string): Promise<string | null> {
  const profile = await findCheckinCode(db, profileId);
  if (!profile) throw notFound('api.fighterNotFound');
  return profile.trains ? profile.checkinCode : null;
}

/** A profile's classes: its batches (declined ones left out), attendance, and its check-in code. */
export async function fighterClasses(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  fighterId: string,
  language: Language,
): Promise<Omit<FighterClassesReply, 'status' | 'message'>> {
  await assertFamilyProfile(deps, user, fighterId, { adminAllowed: true });
  const rows = (await listEnrolmentsOf(deps.db, fighterId)).filter((row) => row.state !== 'declined');
  const batches = await batchesByIds(
    deps.db,
    rows.map((row) => row.batchId),
  );
  const attendance = await fighterAttendance(
    deps.db,
    fighterId,
    rows.filter((row) => row.state === 'active' || row.state === 'left'),
    language,
  );
  return {
    checkinCode: await checkinCodeOfProfile(deps.db, fighterId),
    enrolments: rows.map((row, index) => ({ ...toEnrolment(row), batch: batchIn(batches[index]!, language) })),
    attendance,
  };
}

/** The batches the caller's family is in or waits for, and who of it trains, for the Classes page's cards. */
export async function familyEnrolments(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
): Promise<Omit<FamilyEnrolmentsReply, 'status' | 'message'>> {
  const account = fighterAccountOf(user);
  const [rows, trainees] = await Promise.all([
    listFamilyEnrolments(deps.db, account),
    listFamilyTrainees(deps.db, account),
  ]);
  return {
    enrolments: rows.map((row) => ({ ...row, state: row.state as FamilyEnrolment['state'] })),
    trainees: trainees.map((profile) => ({ id: profile.id, fullName: profile.fullName, age: ageOf(profile) })),
  };
}

/** Each family profile in a batch now, with the instructor of the batch it joined last. */
export async function familyTeachers(db: DbOrTx, accountId: string): Promise<Map<string, string>> {
  const teachers = new Map<string, string>();
  for (const row of await listFamilyTeachers(db, accountId)) {
    if (!teachers.has(row.fighterId)) teachers.set(row.fighterId, row.instructor);
  }
  return teachers;
}
