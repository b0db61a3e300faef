import {
  academyToday,
  addDays,
  BATCH_TEXTS,
  DEFAULT_LANGUAGE,
  firstFee,
  inLanguage,
  isLanguage,
  isClassDay,
  nextClassDay,
  type AdminBatch,
  type Batch,
  type BatchFieldsValues,
  type BatchStatus,
  type CloseClassDayRequest,
  type Language,
  type Program,
  type Weekday,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { rowIn, storedTranslations, translationsColumn } from '../../lib/academy-texts.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { formatDay } from '../../lib/day-format.ts';
import { queueMessage } from '../../messaging/message-queue.ts';
import { paymentSettings } from '../payments/settings.ts';
import { classDayCancelledEmail, classDayRestoredEmail } from './class-day-email.ts';
import {
  closedDaysBetween,
  countEnrolments,
  deleteClosure,
  endEnrolments,
  endPause,
  findBatch,
  findBatchOnDay,
  findStaffForBatch,
  linkBatchesNamed,
  renameInstructorOfBatches,
  insertBatch,
  insertClosure,
  listActiveMembersToTell,
  listBatchRows,
  lockBatchRow,
  listBatchRowsByIds,
  listClosures,
  startPause,
  trialVisitorsOn,
  updateBatchRow,
  type BatchRow,
} from './queries.ts';

type ClassesDeps = Pick<Deps, 'db' | 'jobs' | 'translator' | 'config'>;

/** What a batch's schedule needs of its row: its weekdays as the contract's codes. */
export function scheduleOf(row: Pick<BatchRow, 'weekdays' | 'startDate' | 'endDate'>) {
  return { weekdays: row.weekdays.split(',') as Weekday[], startDate: row.startDate, endDate: row.endDate };
}

/**
 * What joining an open batch today costs first. A paused or ended batch takes nobody, so its pauses are not read:
 * an open batch's pauses all lie behind it.
 */
function firstFeeOf(row: BatchRow, feeDueDay: number, today: string): Batch['firstFee'] {
  if (row.status !== 'open' || row.monthlyFee === 0) return null;
  const fee = firstFee({ startDate: row.startDate, endDate: row.endDate, pauses: [] }, feeDueDay, today);
  return fee && { ...fee, monthlyDueDay: feeDueDay };
}

/**
 * The batches as replies: seats, the next class day from today in IST, the closed days ahead and the first fee, in
 * 4 queries.
 */
export async function toBatches(db: DbOrTx, rows: BatchRow[], today = academyToday()): Promise<Batch[]> {
  const ids = rows.map((row) => row.id);
  const [enrolled, closures, { settings }] = await Promise.all([
    countEnrolments(db, ids, 'active'),
    listClosures(db, ids, today),
    paymentSettings(db),
  ]);
  return rows.map((row) => {
    const closed = closures.filter((closure) => closure.batchId === row.id);
    const taken = enrolled.get(row.id) ?? 0;
    const held = row.status === 'open';
    return {
      id: row.id,
      name: row.name,
      program: row.program as Program,
      level: row.level,
      minAge: row.minAge,
      maxAge: row.maxAge,
      place: row.place,
      weekdays: scheduleOf(row).weekdays,
      startTime: row.startTime,
      endTime: row.endTime,
      capacity: row.capacity,
      monthlyFee: row.monthlyFee,
      instructor: row.instructor,
      startDate: row.startDate,
      endDate: row.endDate,
      status: row.status as BatchStatus,
      autoAccept: row.autoAccept === 1,
      enrolled: taken,
      seatsLeft: Math.max(0, row.capacity - taken),
      nextClassDay: held ? nextClassDay(scheduleOf(row), today, new Set(closed.map((c) => c.day))) : null,
      closedDays: closed.map(({ day, reason }) => ({ day, reason })),
      firstFee: firstFeeOf(row, settings.feeDueDay, today),
      translations: storedTranslations(row.translations),
    };
  });
}

/** A batch as a family or a visitor reads it: its name, level and place in their language (decision 048). */
export function batchIn(batch: Batch, language: Language): Batch {
  return inLanguage(batch, BATCH_TEXTS, language);
}

export async function batchById(db: DbOrTx, id: string): Promise<Batch> {
  const row = await findBatch(db, id);
  if (!row) throw notFound('api.batchNotFound');
  const [batch] = await toBatches(db, [row]);
  return batch!;
}

/** Batches by id, in the order asked. */
export async function batchesByIds(db: DbOrTx, ids: readonly string[]): Promise<Batch[]> {
  const batches = await toBatches(db, await listBatchRowsByIds(db, ids));
  return ids.map((id) => batches.find((batch) => batch.id === id)!);
}

/** A batch's closed days between two days (past ones too, which replies leave out). */
export function closedDaysOf(db: DbOrTx, batchId: string, from: string, to: string): Promise<Set<string>> {
  return closedDaysBetween(db, batchId, from, to);
}

/** Whether a batch meets on a day: on its schedule, not closed, and the batch not paused. */
export async function classDayOn(db: DbOrTx, batchId: string, day: string) {
  const found = await findBatchOnDay(db, batchId, day);
  if (!found) throw notFound('api.batchNotFound');
  const { closedReason, ...row } = found;
  const held = row.status !== 'paused' && isClassDay(scheduleOf(row), day) && !closedReason;
  return { row, held, closedReason };
}

/** The public Classes page: open batches, in the reader's language; a paused or ended one is not offered. */
export async function listOpenBatches(deps: Pick<Deps, 'db'>, language: Language): Promise<Batch[]> {
  const batches = await toBatches(deps.db, await listBatchRows(deps.db, ['open']));
  return batches.map((batch) => batchIn(batch, language));
}

/** A batch's own page: open and paused ones (a paused one says so); an ended batch is gone from the site. */
export async function publicBatch(deps: Pick<Deps, 'db'>, id: string, language: Language): Promise<Batch> {
  const batch = await batchById(deps.db, id);
  if (batch.status === 'ended') throw notFound('api.batchNotFound');
  return batchIn(batch, language);
}

export async function listAllBatches(deps: Pick<Deps, 'db'>): Promise<AdminBatch[]> {
  const rows = await listBatchRows(deps.db, ['open', 'paused', 'ended']);
  const instructorOf = new Map(rows.map((row) => [row.id, row.instructorId]));
  const [batches, requested] = await Promise.all([
    toBatches(deps.db, rows),
    countEnrolments(
      deps.db,
      rows.map((row) => row.id),
      'requested',
    ),
  ]);
  return batches.map((batch) => ({
    ...batch,
    requested: requested.get(batch.id) ?? 0,
    instructorId: instructorOf.get(batch.id) ?? null,
  }));
}

/**
 * The fields as stored. A batch taught by a member of staff shows their name (the one the owner gave them), not
 * what the form typed; one of a teacher who is not on the staff keeps the typed name (docs/decisions/039).
 */
async function rowFields(db: DbOrTx, { translations, ...fields }: BatchFieldsValues, current: string | null = null) {
  const instructorId = fields.instructorId ?? null;
  let instructor = fields.instructor;
  if (instructorId !== null) {
    const staff = await findStaffForBatch(db, instructorId);
    // A deactivated member keeps the batches they taught until the owner gives them to someone else.
    if (!staff || (staff.deactivatedAt && instructorId !== current)) throw conflict('api.instructorNotStaff');
    instructor = staff.name || instructor;
  }
  return {
    ...fields,
    instructor,
    instructorId,
    weekdays: fields.weekdays.join(','),
    autoAccept: fields.autoAccept ? 1 : 0,
    // Left out (an older client), the batch keeps the translations it has.
    ...(translations === undefined ? {} : { translations: translationsColumn(translations) }),
  };
}

/** A member of staff's new name, on the batches they teach. */
export async function renameInstructor(db: DbOrTx, staffId: string, name: string): Promise<void> {
  if (name) await renameInstructorOfBatches(db, staffId, name, nowIso());
}

/**
 * A new instructor takes over the batches whose typed instructor is their name (case aside) and that no member of
 * staff teaches yet: the batches made before staff accounts keep working under the person who teaches them.
 */
export async function linkInstructorByName(trx: DbOrTx, actor: Actor, staffId: string, name: string): Promise<void> {
  const linked = await linkBatchesNamed(trx, staffId, name, nowIso());
  for (const id of linked) {
    await recordAudit(trx, actor, {
      action: 'batch.update',
      subject: { kind: 'batch', id },
      before: { instructorId: null },
      after: { instructorId: staffId },
    });
  }
}

/** A row's fields as the admin sets them: an update's before then compares with its after field by field. */
function fieldsOf(row: BatchRow): BatchFieldsValues {
  const { id: _id, status: _status, endDate: _endDate, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return {
    ...fields,
    program: row.program as Program,
    weekdays: scheduleOf(row).weekdays,
    autoAccept: row.autoAccept === 1,
    translations: storedTranslations(row.translations),
  };
}

export async function createBatch(deps: Pick<Deps, 'db'>, actor: Actor, fields: BatchFieldsValues): Promise<Batch> {
  const id = newId();
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await rowFields(trx, fields);
    await insertBatch(trx, { id, ...row, endDate: null, status: 'open', createdAt: now, updatedAt: now });
    await recordAudit(trx, actor, {
      action: 'batch.create',
      subject: { kind: 'batch', id },
      after: {
        ...fields,
        instructor: row.instructor,
        instructorId: row.instructorId,
        translations: fields.translations ?? {},
      },
    });
    return batchById(trx, id);
  });
}

export async function updateBatch(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  fields: BatchFieldsValues,
): Promise<Batch> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockBatchRow(trx, id);
    if (!before) throw notFound('api.batchNotFound');
    if (before.status === 'ended') throw conflict('api.batchEnded');
    // Like an event's seats below its bookings: a capacity under the fighters already in the batch would leave it
    // over full, with seatsLeft at 0 and nobody told. The admin moves fighters out first.
    const members = (await countEnrolments(trx, [id], 'active')).get(id) ?? 0;
    if (fields.capacity < members) throw conflict('api.capacityBelowMembers', { members });
    const row = await rowFields(trx, fields, before.instructorId);
    await updateBatchRow(trx, id, { ...row, updatedAt: nowIso() });
    await recordAudit(trx, actor, {
      action: 'batch.update',
      subject: { kind: 'batch', id },
      before: fieldsOf(before),
      after: {
        ...fields,
        instructor: row.instructor,
        instructorId: row.instructorId,
        translations: fields.translations ?? storedTranslations(before.translations),
      },
    });
    return batchById(trx, id);
  });
}

/**
 * Open, paused or ended. Ending is for good: the batch keeps its record and its fighters' attendance, holds no
 * class day after today, and cannot be reopened (a new batch is created instead).
 */
export async function setBatchStatus(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  status: BatchStatus,
): Promise<Batch> {
  return deps.db.transaction().execute(async (trx) => {
    // Held first, so a pause is dated after the monthly fees raised from the batch's row (they hold it too).
    const before = await lockBatchRow(trx, id);
    if (!before) throw notFound('api.batchNotFound');
    if (before.status === 'ended') throw conflict('api.batchEnded');
    const today = academyToday();
    const now = nowIso();
    const endDate = status === 'ended' ? today : null;
    await updateBatchRow(trx, id, { status, endDate, updatedAt: now });
    if (status === 'paused') await startPause(trx, id, today, now);
    else await endPause(trx, id, today);
    const ended = status === 'ended' ? await endEnrolments(trx, id, now) : undefined;
    await recordAudit(trx, actor, {
      action: 'batch.status',
      subject: { kind: 'batch', id },
      before: { status: before.status },
      after: { status, endDate, ...(ended ? { enrolmentsLeft: ended.left, requestsDeclined: ended.declined } : {}) },
    });
    return batchById(trx, id);
  });
}

/**
 * A holiday or a one-off cancellation: the class day of each listed batch that meets that day is not held, and
 * every family with an active enrolment is told (WhatsApp, SMS or email by the owner's settings), in the same
 * transaction; so is each visitor booked for a trial class that day who agreed to messages.
 */
export async function closeClassDay(
  deps: ClassesDeps,
  actor: Actor,
  request: Pick<CloseClassDayRequest, 'batchIds' | 'day' | 'reason'>,
): Promise<{ closed: number; notified: number; trialVisitors: number }> {
  if (request.day < academyToday()) throw conflict('api.classDayInPast');
  return deps.db.transaction().execute(async (trx) => {
    let closed = 0;
    let notified = 0;
    let trialVisitors = 0;
    for (const batchId of new Set(request.batchIds)) {
      const row = await findBatch(trx, batchId);
      if (!row) throw notFound('api.batchNotFound');
      const schedule = scheduleOf(row);
      const meets =
        row.status !== 'ended' &&
        nextClassDay(schedule, request.day, await closedDaysBetween(trx, batchId, request.day, request.day)) ===
          request.day;
      if (!meets) continue;
      if (!(await insertClosure(trx, { batchId, day: request.day, reason: request.reason, createdAt: nowIso() }))) {
        continue;
      }
      closed += 1;
      await recordAudit(trx, actor, {
        action: 'batch.close',
        subject: { kind: 'batch', id: batchId },
        after: { day: request.day, reason: request.reason },
      });
      // One message a family (WhatsApp, SMS or email by the owner's settings), however many of it train in the batch.
      for (const member of await listActiveMembersToTell(trx, batchId)) {
        const messages = deps.translator.in(isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE);
        const batch = rowIn(row, BATCH_TEXTS, messages.language);
        const queued = await queueMessage(deps, trx, {
          kind: 'classCancelled',
          accountId: member.accountId,
          familyName: member.recipientName,
          language: messages.language,
          values: [member.recipientName, batch.name, formatDay(request.day, messages.language), request.reason],
          email: member.email
            ? classDayCancelledEmail(
                { ...member, email: member.email, batch, day: request.day, reason: request.reason },
                messages,
              )
            : null,
          about: `${batchId}:${request.day}`,
        });
        if (queued) notified += 1;
      }
      for (const lead of await trialVisitorsOn(trx, batchId, request.day)) {
        const language = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE;
        const queued = await queueMessage(deps, trx, {
          kind: 'classCancelled',
          leadId: lead.id,
          familyName: lead.name,
          language,
          values: [lead.name, rowIn(row, BATCH_TEXTS, language).name, formatDay(request.day, language), request.reason],
          email: null,
          about: `${batchId}:${request.day}`,
        });
        if (queued) trialVisitors += 1;
      }
    }
    if (closed === 0 && request.batchIds.length > 0) {
      // Nothing met that day: tell the admin rather than answer a silent success.
      throw conflict('api.noClassDayThatDay');
    }
    return { closed, notified, trialVisitors };
  });
}

/**
 * Takes back a cancellation: the class day is held again. For a day still to come, the batch's families, who were
 * told it was off, are told it is on (a mistaken cancellation is otherwise never corrected).
 */
export async function reopenClassDay(
  deps: ClassesDeps,
  actor: Actor,
  batchId: string,
  day: string,
): Promise<{ batch: Batch; notified: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findBatch(trx, batchId);
    if (!row) throw notFound('api.batchNotFound');
    if (!(await deleteClosure(trx, batchId, day))) throw notFound('api.closureNotFound');
    let notified = 0;
    if (day >= academyToday()) {
      for (const member of await listActiveMembersToTell(trx, batchId)) {
        if (!member.email) continue;
        const messages = deps.translator.in(isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE);
        await enqueueEmail(
          deps,
          trx,
          classDayRestoredEmail(
            { ...member, email: member.email, batch: rowIn(row, BATCH_TEXTS, messages.language), day },
            messages,
          ),
        );
        notified += 1;
      }
    }
    await recordAudit(trx, actor, { action: 'batch.reopen', subject: { kind: 'batch', id: batchId }, after: { day } });
    return { batch: await batchById(trx, batchId), notified };
  });
}

/** When the public list changes by the clock alone: the next IST midnight moves every next class day on. */
export function nextIstMidnight(now = Date.now()): number {
  const tomorrow = addDays(academyToday(new Date(now)), 1);
  return new Date(`${tomorrow}T00:00:00+05:30`).getTime();
}
